import { Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream, rotaDecider, rotaStream, type TimeOffKind } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { paidHolidayContext } from '../paid-holiday';
import { RequestDecidedListener } from '../request-decided.listener';
import { RequestFacts, RequestRef } from '../request-facts';
import { RotaRequestContext } from '../rota-request-context';

export class DecideRequestCommand extends Command<{ openedShifts: number }> {
  constructor(
    readonly actor: SignedInActor,
    readonly ref: RequestRef,
    readonly approve: boolean,
    /** The manager's choice of paid holiday or unpaid on a time off (absent: as asked). */
    readonly kind?: TimeOffKind,
  ) {
    super();
  }
}

/**
 * A manager's decision on a staff request (who may decide the access guard checked: rota.write on
 * the request's workplace). Approving a claim or a swap assigns the shift in the same append, by
 * the same rules as any placement; approving time off opens their shifts on those days. Answers
 * how many shifts an approved time off opened (0 otherwise).
 */
@CommandHandler(DecideRequestCommand)
export class DecideRequestHandler implements ICommandHandler<DecideRequestCommand> {
  private readonly logger = new Logger(DecideRequestHandler.name);

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
    private readonly facts: RequestFacts,
    private readonly listener: RequestDecidedListener,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, ref, approve, kind }: DecideRequestCommand): Promise<{ openedShifts: number }> {
    const doc = await this.facts.find(ref);
    const today = await this.facts.today(doc.workplaceId);
    let openedShifts = 0;
    if (doc.kind === 'timeOff') {
      const affected = approve ? await this.facts.shiftsAffected(doc) : 0;
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

  /** The decision is stored whatever the telling does: a failed e-mail is logged, never the decision's answer. */
  private async tell(decision: Parameters<RequestDecidedListener['decided']>[0]): Promise<void> {
    try {
      await this.listener.decided(decision);
    } catch (error) {
      this.logger.warn(`Telling of the ${decision.kind} decision ${decision.id} failed: ${String(error)}`);
    }
  }
}
