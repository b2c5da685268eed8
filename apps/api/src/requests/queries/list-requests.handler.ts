import { toWireTime } from '@rotaledger/contracts';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { RequestsAnswer } from '@rotaledger/contracts';
import {
  availabilityWarning,
  decideEmployeeRequest,
  DomainError,
  EmployeeRequests,
  rotaDecider,
  rotaStream,
  TimeSpan,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { dayDocumentId, EmployeeDirectoryDocument, loadEmployees, RotaDayDocument } from '../../read-side';
import { ROTA_DAYS, ROTA_EMPLOYEES } from '../../rota';
import { PENDING_STATUSES, REQUEST_DECISION_DAYS, RequestDecisionDayDocument, STAFF_REQUESTS, StaffRequestDocument } from '../read-models';
import { paidHolidayContext } from '../paid-holiday';
import { RequestFacts } from '../request-facts';
import { RequestDayReads } from './request-day-reads';

/** The refusal a decision would meet now, or null: the decider's own message (its rules have one home). */
function refusalOf(decide: () => unknown): string | null {
  try {
    decide();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/**
 * `GET /requests`: a workplace's pending staff requests, oldest first, each with a one-line note
 * of the rule approving it would break now (the deciders run on the read side's decision states,
 * nothing appended, the event store never read), or the availability warning.
 */
export class ListRequestsQuery extends Query<RequestsAnswer> {
  constructor(readonly workplaceId: string) {
    super();
  }
}

@QueryHandler(ListRequestsQuery)
export class ListRequestsHandler implements IQueryHandler<ListRequestsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly days: RequestDayReads,
    private readonly facts: RequestFacts,
  ) {}

  async execute({ workplaceId }: ListRequestsQuery): Promise<RequestsAnswer> {
    const pending = (
      await this.readModels.find<StaffRequestDocument>(STAFF_REQUESTS, { workplaceId, status: { $in: [...PENDING_STATUSES] } })
    ).sort((x, y) => x.requestedAt.localeCompare(y.requestedAt) || (x.position ?? 0) - (y.position ?? 0));
    const employees = await loadEmployees(this.readModels, ROTA_EMPLOYEES, [
      ...pending.map((r) => r.employeeId),
      ...pending.map((r) => r.coveredBy ?? null),
    ]);
    // A removed employee's requests wait for nobody.
    const live = pending.filter((r) => employees.get(r.employeeId)?.removedOn === null);
    const ref = (id: string | null | undefined) => {
      const employee = id ? employees.get(id) : undefined;
      return employee ? { id: employee.id, name: employee.displayName } : null;
    };
    const today = await this.facts.today(workplaceId);
    const answer: RequestsAnswer = { timeOff: [], claims: [], swaps: [] };
    for (const request of live) {
      const employee = ref(request.employeeId)!;
      if (request.kind === 'timeOff') {
        answer.timeOff.push({
          requestId: request.id,
          employee,
          from: request.from!,
          to: request.to!,
          note: request.note ?? null,
          kind: request.timeOffKind ?? 'unpaid',
          requestedAt: request.requestedAt,
          shiftsAffected: await this.facts.shiftsAffected(request),
          ruleNote: await this.timeOffNote(request, today),
        });
        continue;
      }
      const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(request.workplaceId, request.rotaDate!));
      const assignment = day?.assignments.find((a) => a.assignmentId === request.assignmentId);
      const shift = {
        assignment_id: request.assignmentId!,
        date: request.rotaDate!,
        time_start: assignment ? toWireTime(assignment.startMinute) : '',
        time_end: assignment ? toWireTime(assignment.endMinute) : '',
        service_type: day?.shifts.find((s) => s.shiftId === assignment?.shiftId)?.serviceType ?? 0,
      };
      const taker = request.kind === 'claim' ? request.employeeId : (request.coveredBy ?? null);
      const ruleNote = await this.shiftNote(request, today, taker ? employees.get(taker) : undefined, assignment);
      if (request.kind === 'claim') {
        answer.claims.push({ claimId: request.id, employee, shift, requestedAt: request.requestedAt, ruleNote });
      } else {
        answer.swaps.push({
          swapId: request.id,
          employee,
          shift,
          coveredBy: ref(request.coveredBy),
          status: request.status === 'accepted' ? 'accepted' : 'open',
          requestedAt: request.requestedAt,
          ruleNote,
        });
      }
    }
    return answer;
  }

  /**
   * The time off's approval run on the employee's requests as the read model keeps them (every
   * time off request of theirs with its status: what the employee decider's DecideTimeOff reads).
   */
  private async timeOffNote(request: StaffRequestDocument, today: string): Promise<string | null> {
    const theirs = await this.readModels.find<StaffRequestDocument>(STAFF_REQUESTS, { employeeId: request.employeeId });
    const requests: EmployeeRequests = {
      availability: null,
      timeOff: theirs.flatMap((r) =>
        r.kind === 'timeOff' && (r.status === 'pending' || r.status === 'approved' || r.status === 'declined' || r.status === 'cancelled')
          ? [{ requestId: r.id, from: r.from!, to: r.to!, note: r.note ?? null, status: r.status, kind: r.timeOffKind ?? 'unpaid' }]
          : [],
      ),
    };
    // Paid holiday's approval checks the balance: the note says so when it would be refused.
    const holiday =
      request.timeOffKind === 'paid-holiday'
        ? await paidHolidayContext(this.readModels, request.employeeId, request.from, request.id)
        : undefined;
    return refusalOf(() =>
      decideEmployeeRequest(
        { type: 'DecideTimeOff', data: { requestId: request.id, approve: true, today, holiday } },
        request.employeeId,
        requests,
      ),
    );
  }

  /** The claim's or swap's approval run on the day's stream as it is now; else the taker's availability warning. */
  private async shiftNote(
    request: StaffRequestDocument,
    today: string,
    taker: EmployeeDirectoryDocument | undefined,
    assignment: TimeSpan | undefined,
  ): Promise<string | null> {
    // An offered swap nobody covers yet breaks nothing until someone does.
    if (request.kind === 'swap' && !request.coveredBy) return null;
    const place = { workplaceId: request.workplaceId, rotaDate: request.rotaDate!, ownerId: request.ownerId };
    const [decisionDay, day] = await Promise.all([
      this.readModels.get<RequestDecisionDayDocument>(REQUEST_DECISION_DAYS, rotaStream(place.workplaceId, place.rotaDate)),
      this.days.day(place),
    ]);
    // Version 1 of the request decision days projection kept the day's decision state: while its
    // build still serves reads (an upgrade under way), that copy; else the day document, which
    // folds the claims and swaps since the rota-days projection's version 2. The two version 2s
    // switch in one commit, so a day document without them is never read alone.
    const state = decisionDay?.state ?? day.state ?? rotaDecider.initialState();
    const takerId = taker?.id ?? null;
    const [employee, holder] = await Promise.all([day.employee(takerId), day.holderOf(request.assignmentId ?? '')]);
    const base = {
      rotaDate: place.rotaDate,
      workplace: day.workplace,
      today,
      approve: true,
      employee,
      busyElsewhere: day.spansOf(takerId),
    };
    const refusal = refusalOf(() =>
      rotaDecider.decide(
        request.kind === 'claim'
          ? { type: 'DecideClaim', data: { ...base, claimId: request.id, holder } }
          : { type: 'DecideSwap', data: { ...base, swapId: request.id } },
        state,
      ),
    );
    if (refusal !== null || !employee || !assignment) return refusal;
    return availabilityWarning(employee.displayName, employee.availability, place.rotaDate, assignment);
  }
}
