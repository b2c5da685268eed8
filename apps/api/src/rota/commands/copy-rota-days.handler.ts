import { toWireTime } from '@rotaledger/contracts';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  availabilityWarning,
  checkCopySize,
  checkWithinHorizon,
  CopiedAssignment,
  CopyRotaDay,
  isOpenedAt,
  planDayCopy,
  RotaEmployee,
  rotaDecider,
  RotaEvent,
  rotaStream,
  SkippedCopy,
} from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';

export interface SkippedView {
  date: string;
  /** null for an open shift. */
  employee_id: string | null;
  time_start: string;
  time_end: string;
  reason: string;
}

/** A copied placement outside the employee's availability: placed (availability only warns), with the warning. */
export interface OutsideAvailabilityView {
  date: string;
  employee_id: string;
  time_start: string;
  time_end: string;
  warning: string;
}

export interface CopyAnswer {
  copied: number;
  /** Every day the copy wrote carries it (one change, however many days): undo takes it. */
  changeId: string;
  skipped: SkippedView[];
  outsideAvailability: OutsideAvailabilityView[];
}

/** One day to copy onto another of the same workplace. */
export interface DayCopy {
  fromDate: string;
  toDate: string;
}

export class CopyRotaDaysCommand extends Command<CopyAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly days: readonly DayCopy[],
  ) {
    super();
  }
}

/** The placements of a day's copy that fall outside their employee's availability, with the planner's warning. */
function outsideAvailability(events: readonly RotaEvent[], source: readonly SourceAssignment[], toDate: string): OutsideAvailabilityView[] {
  const employees = new Map(source.filter((item) => item.employee).map((item) => [item.employeeId, item.employee!]));
  return events.flatMap((event) => {
    if (event.type !== 'AssignmentAdded' || event.data.employeeId === null) return [];
    const employee = employees.get(event.data.employeeId);
    const warning = employee && availabilityWarning(employee.displayName, employee.availability, toDate, event.data);
    if (!warning) return [];
    const { employeeId, startMinute, endMinute } = event.data;
    return [{ date: toDate, employee_id: employeeId, time_start: toWireTime(startMinute), time_end: toWireTime(endMinute), warning }];
  });
}

/** A source assignment as it is to be placed (ids and the target's spans are added per target day). */
type SourceAssignment = Omit<CopiedAssignment, 'assignmentId' | 'newShiftId' | 'busyElsewhere'>;

/**
 * Copies days of a workplace's rota (a week is seven of them). Each target day is one decision on
 * its stream, appended with its expected revision: a racing copy or edit makes it re-decide on the
 * fresh day, where what already landed reads "Already on the rota.", so nothing is ever doubled.
 * Days are copied one after another, so each sees the overnight neighbours copied before it.
 *
 * A copy that could write more than the cap, or onto a day past the planning horizon, is refused
 * before any day is written. Each day is
 * decided on a turn of the event loop of its own: the embedded stores answer synchronously, so
 * without it a copy of many days (a copy that writes nothing, above all) held every other
 * account's requests until its last day.
 */
@CommandHandler(CopyRotaDaysCommand)
export class CopyRotaDaysHandler implements ICommandHandler<CopyRotaDaysCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, workplaceId, days }: CopyRotaDaysCommand): Promise<CopyAnswer> {
    const workplace = await this.context.workplace(workplaceId);
    // Every target day within the planning horizon, or nothing is written.
    const today = this.context.today(workplace);
    for (const { toDate } of days) checkWithinHorizon(toDate, today);
    // Sources are never targets (a day or week is not copied onto itself): read once, up front.
    const sources = new Map<string, SourceAssignment[]>();
    for (const { fromDate } of days) if (!sources.has(fromDate)) sources.set(fromDate, await this.sourceDay(workplaceId, fromDate));
    checkCopySize(days.reduce((sum, { fromDate }) => sum + sources.get(fromDate)!.length, 0));
    const answer: CopyAnswer = { copied: 0, changeId: actor.changeId, skipped: [], outsideAvailability: [] };
    for (const { fromDate, toDate } of days) {
      const source = sources.get(fromDate)!;
      if (source.length === 0) continue;
      await nextTurnOfEventLoop();
      const spansOf = await this.spans.around(actor.ownerId, workplaceId, toDate);
      let plan: { events: RotaEvent[]; skipped: SkippedCopy[] } = { events: [], skipped: [] };
      await this.aggregates.execute({
        // Waits for the read models (issue 42 §1: most commands answer after the append): the next day's overlap check reads this day's placements.
        waitForReadModels: true,
        streamId: rotaStream(workplaceId, toDate),
        decider: rotaDecider,
        // Called again on every retry: the plan kept is the one of the decision that was appended.
        command: (state) => {
          const command: CopyRotaDay = {
            type: 'CopyRotaDay',
            data: {
              rotaDate: toDate,
              workplace,
              today,
              fromWorkplaceId: workplaceId,
              fromDate,
              assignments: source.map((item) => ({
                ...item,
                assignmentId: randomUUID(),
                newShiftId: randomUUID(),
                busyElsewhere: spansOf(item.employeeId),
              })),
            },
          };
          plan = planDayCopy(command, state);
          return command;
        },
        actor,
      });
      answer.copied += plan.events.filter((e) => e.type === 'AssignmentAdded').length;
      answer.skipped.push(
        ...plan.skipped.map((s) => ({
          date: toDate,
          employee_id: s.employeeId,
          time_start: toWireTime(s.startMinute),
          time_end: toWireTime(s.endMinute),
          reason: s.reason,
        })),
      );
      answer.outsideAvailability.push(...outsideAvailability(plan.events, source, toDate));
    }
    return answer;
  }

  /**
   * The source day's assignments, row by row and by start time. One whose employee was removed
   * before that day, or had moved away from the workplace before it, is an open shift there,
   * and is copied as one.
   */
  private async sourceDay(workplaceId: string, fromDate: string): Promise<SourceAssignment[]> {
    const { state } = await this.aggregates.load(rotaStream(workplaceId, fromDate), rotaDecider);
    const rowOrder = new Map(state.shifts.map((s, i) => [s.shiftId, i]));
    const serviceOf = new Map(state.shifts.map((s) => [s.shiftId, s.serviceType]));
    const ids = [...new Set(state.assignments.map((a) => a.employeeId).filter((id): id is string => id !== null))];
    const employees = new Map<string, RotaEmployee | null>(
      await Promise.all(ids.map(async (id) => [id, await this.context.employee(id)] as const)),
    );
    return [...state.assignments]
      .sort((a, b) => rowOrder.get(a.shiftId)! - rowOrder.get(b.shiftId)! || a.startMinute - b.startMinute)
      .map((a) => {
        const employee = a.employeeId === null ? null : (employees.get(a.employeeId) ?? null);
        const stillTheirs = employee !== null && !isOpenedAt(employee, workplaceId, fromDate);
        return {
          serviceType: serviceOf.get(a.shiftId)!,
          employeeId: stillTheirs ? a.employeeId : null,
          employee: stillTheirs ? employee : null,
          startMinute: a.startMinute,
          endMinute: a.endMinute,
          // An own break goes with the copy; a rule break is the target day's rules' for the time that passes there.
          ...(a.ownBreak ? { breakMinutes: a.breakMinutes } : {}),
        };
      });
  }
}
