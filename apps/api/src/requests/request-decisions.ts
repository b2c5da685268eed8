import { Injectable, Logger } from '@nestjs/common';
import { employeeDecider, employeeStream, notFound, ROTA_MESSAGES, rotaDecider, rotaStream, type TimeOffKind } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../common/auth/auth-user';
import { AggregateStore } from '../infrastructure/aggregate-store';
import { Clock } from '../infrastructure/clock';
import { allocatedEmployee, loadEmployees, RotaDayDocument, WorkplaceDirectoryDocument } from '../read-side';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES } from '../rota';
import { STAFF_REQUESTS, StaffRequestDocument } from './read-models';
import { paidHolidayContext } from './paid-holiday';
import { RequestDecidedListener } from './request-decided.listener';
import { RotaRequestContext } from './rota-request-context';
import { workplaceToday } from './staff-member';

export type RequestRef = { kind: 'timeOff' | 'claim' | 'swap'; id: string };

/**
 * A manager's decisions on staff requests (who may decide was checked before: rota.write on the
 * request's workplace). Approving a claim or a swap assigns the shift in the same append, by the
 * same rules as any placement; approving time off opens their shifts on those days.
 */
@Injectable()
export class RequestDecisions {
  private readonly logger = new Logger(RequestDecisions.name);

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
    private readonly listener: RequestDecidedListener,
  ) {}

  /** The request of that kind; an unknown id (or one of another kind) is 404. */
  async find(ref: RequestRef): Promise<StaffRequestDocument> {
    const doc = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, ref.id);
    if (!doc || doc.kind !== ref.kind) throw notFound(ROTA_MESSAGES.requestNotFound);
    return doc;
  }

  async today(workplaceId: string): Promise<string> {
    return workplaceToday(this.clock.now(), await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId));
  }

  /** Answers how many shifts an approved time off opened (0 otherwise). */
  async decide(actor: SignedInActor, ref: RequestRef, approve: boolean, kind?: TimeOffKind): Promise<{ openedShifts: number }> {
    const doc = await this.find(ref);
    const today = await this.today(doc.workplaceId);
    let openedShifts = 0;
    if (doc.kind === 'timeOff') {
      const affected = approve ? await this.shiftsAffected(doc) : 0;
      // Approving paid holiday (as asked, or as the manager sets it) checks the balance (issue 39).
      const paid = approve && (kind ?? doc.timeOffKind) === 'paid-holiday';
      const holiday = paid ? await paidHolidayContext(this.readModels, doc.employeeId, doc.from, doc.id) : undefined;
      const { newEvents } = await this.aggregates.execute({
        streamId: employeeStream(doc.employeeId),
        decider: employeeDecider,
        command: { type: 'DecideTimeOff', data: { employeeId: doc.employeeId, requestId: doc.id, approve, today, kind, holiday } },
        actor,
      });
      openedShifts = newEvents.some((e) => e.type === 'TimeOffApproved') ? affected : 0;
    } else {
      const place = { workplaceId: doc.workplaceId, rotaDate: doc.rotaDate!, ownerId: doc.ownerId };
      const day = await this.rota.day(place);
      const taker = doc.kind === 'claim' ? doc.employeeId : (doc.coveredBy ?? null);
      const [employee, holder] = await Promise.all([day.employee(taker), day.holderOf(doc.assignmentId ?? '')]);
      const base = { rotaDate: place.rotaDate, workplace: day.workplace, today, approve, employee, busyElsewhere: day.spansOf(taker) };
      await this.aggregates.execute({
        streamId: rotaStream(place.workplaceId, place.rotaDate),
        decider: rotaDecider,
        command:
          doc.kind === 'claim'
            ? { type: 'DecideClaim', data: { ...base, claimId: doc.id, holder } }
            : { type: 'DecideSwap', data: { ...base, swapId: doc.id } },
        actor,
      });
    }
    await this.tell({
      kind: doc.kind,
      id: doc.id,
      ownerId: doc.ownerId,
      workplaceId: doc.workplaceId,
      employeeId: doc.employeeId,
      coveredBy: doc.coveredBy ?? null,
      approved: approve,
      openedShifts,
    });
    return { openedShifts };
  }

  /** The employee's assignments on the time off's days that approving would open (still theirs now), from the rota read model. */
  async shiftsAffected(doc: Pick<StaffRequestDocument, 'ownerId' | 'employeeId' | 'from' | 'to'>): Promise<number> {
    const days = await this.readModels.find<RotaDayDocument>(ROTA_DAYS, {
      ownerId: doc.ownerId,
      rotaDate: { $gte: doc.from!, $lte: doc.to! },
    });
    const employees = await loadEmployees(this.readModels, ROTA_EMPLOYEES, [doc.employeeId]);
    return days.reduce(
      (count, day) =>
        count +
        day.assignments.filter(
          (a) => a.employeeId === doc.employeeId && allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId) !== null,
        ).length,
      0,
    );
  }

  /** The decision is stored whatever the telling does: a failed e-mail is logged, never the decision's answer. */
  private async tell(decision: Parameters<RequestDecidedListener['decided']>[0]): Promise<void> {
    try {
      await this.listener.decided(decision);
    } catch (error) {
      this.logger.warn(`Telling of the ${decision.kind} decision ${decision.id} failed: ${String(error)}`);
    }
  }
}
