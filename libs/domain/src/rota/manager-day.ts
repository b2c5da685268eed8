import { payPence } from '../pay/pay-maths';
import type { TimeSpan } from '../shared/time-span';
import type { RotaAssignment, RotaShift, RotaTimesheetState } from './rota-state';
import { clockedBreakMinutes, openBreakOf, plannedInstant, rotaMinuteOf, timesheetOf } from './timesheets';

/**
 * The manager's day on a phone (issue 41): who is on now and next, who is late, the open shifts,
 * and the day's labour cost so far against the plan, from one rota day as the projection keeps it.
 * Pure: the handler brings the day, its people (with their rate that day) and the instant.
 */

export const NO_SHOW_MESSAGES = {
  nobody: 'Nobody is on this shift: it is already open.',
  clockedIn: 'They have clocked in to this shift, so they are not a no-show.',
  notStarted: 'Their shift has not started yet: mark a no-show once it has.',
} as const;

/** Not clocked in this many minutes after the planned start: late. */
export const LATE_AFTER_MINUTES = 5;

/**
 * `later`: starts after now; `due`: started less than five minutes ago, not clocked in; `late`: not
 * clocked in five minutes after the start; `in`, `break`: clocked in (on a clocked break); `out`: clocked out.
 */
export type DayStatus = 'later' | 'due' | 'late' | 'in' | 'break' | 'out';

export interface DayPerson {
  employeeId: string;
  displayName: string;
  /** Their rate that day in pence, null when unknown (their time is then left out of the cost). */
  ratePence: number | null;
}

export interface DayAssignment extends TimeSpan {
  assignmentId: string;
  employeeId: string;
  displayName: string;
  status: DayStatus;
  clockedInAt: string | null;
}

export interface OpenDayAssignment extends TimeSpan {
  assignmentId: string;
  shiftId: string;
  serviceType: number;
}

/**
 * In pence. `planned`: the whole day as planned, priced like the pay answer (each person's paid
 * minutes that day at their rate, rounded once). `plannedSoFar`: the plan's time up to now (a
 * planned break counts once its shift is over). `soFar`: the time worked up to now, from the clocks
 * (less the clocked breaks; a planned break counts at the clock-out, as on the timesheet) or a
 * manager's correction. `unpriced`: someone's rate is unknown, so the figures leave them out.
 */
export interface DayCost {
  plannedPence: number;
  plannedSoFarPence: number;
  soFarPence: number;
  unpriced: boolean;
}

export interface ManagerDay {
  /** Planned on now, or still clocked in after their end; by start, then name. */
  onNow: DayAssignment[];
  /** Starting later today, by start. */
  next: DayAssignment[];
  /** Open shifts not yet over, by start. */
  open: OpenDayAssignment[];
  cost: DayCost;
}

export interface ManagerDayInput {
  rotaDate: string;
  timeZone: string;
  /** Epoch milliseconds. */
  now: number;
  day: RotaTimesheetState & { shifts: readonly RotaShift[]; assignments: readonly RotaAssignment[] };
  /** Who counts for the day's assignments: an assignment of anyone else (removed, moved away) is open. */
  people: ReadonlyMap<string, DayPerson>;
}

const MS_PER_MINUTE = 60_000;
const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / MS_PER_MINUTE));

function statusOf(input: ManagerDayInput, assignment: RotaAssignment, nowMinute: number): DayStatus {
  const sheet = input.day.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
  if (sheet?.clockedOutAt) return 'out';
  if (sheet?.clockedInAt) return openBreakOf(sheet.breaks) ? 'break' : 'in';
  if (nowMinute < assignment.startMinute) return 'later';
  return nowMinute >= assignment.startMinute + LATE_AFTER_MINUTES ? 'late' : 'due';
}

/** Paid minutes of the plan up to now: the elapsed part, the whole paid time once it is over. */
function plannedMinutesSoFar(input: ManagerDayInput, assignment: RotaAssignment, plannedPaid: number): number {
  const start = plannedInstant(input.rotaDate, assignment.startMinute, input.timeZone);
  const end = plannedInstant(input.rotaDate, assignment.endMinute, input.timeZone);
  if (input.now >= end) return plannedPaid;
  return input.now <= start ? 0 : wholeMinutes(input.now - start);
}

/** Paid minutes worked up to now: the correction's or the clocked-out actuals, else the clock-in to now less clocked breaks. */
function workedMinutesSoFar(input: ManagerDayInput, assignment: RotaAssignment): number {
  const sheet = timesheetOf(input.day, assignment, input.rotaDate, input.timeZone);
  if (sheet.actual) return sheet.actual.paidMinutes;
  if (sheet.clockedInAt === null) return 0;
  const inAt = Date.parse(sheet.clockedInAt);
  const raw = input.day.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
  const nowIso = new Date(input.now).toISOString();
  const breaks = clockedBreakMinutes(raw?.breaks, nowIso) ?? 0;
  return Math.max(0, Math.floor(input.now / MS_PER_MINUTE) - Math.floor(inAt / MS_PER_MINUTE) - breaks);
}

const byStart = (a: TimeSpan & { assignmentId: string }, b: TimeSpan & { assignmentId: string }) =>
  a.startMinute - b.startMinute || a.endMinute - b.endMinute || a.assignmentId.localeCompare(b.assignmentId);

export function managerDay(input: ManagerDayInput): ManagerDay {
  const { day, people } = input;
  const nowMinute = rotaMinuteOf(input.rotaDate, input.now, input.timeZone);
  const serviceOf = new Map(day.shifts.map((s) => [s.shiftId, s.serviceType]));
  const onNow: DayAssignment[] = [];
  const next: DayAssignment[] = [];
  const open: OpenDayAssignment[] = [];
  // Per person: minutes planned, planned so far and worked so far (priced once each, as pay is).
  const minutes = new Map<string, { planned: number; plannedSoFar: number; soFar: number }>();
  for (const assignment of [...day.assignments].sort(byStart)) {
    const { assignmentId, startMinute, endMinute } = assignment;
    const person = assignment.employeeId === null ? undefined : people.get(assignment.employeeId);
    if (!person) {
      if (endMinute > nowMinute) {
        open.push({
          assignmentId,
          shiftId: assignment.shiftId,
          serviceType: serviceOf.get(assignment.shiftId) ?? 0,
          startMinute,
          endMinute,
        });
      }
      continue;
    }
    const plannedPaid = timesheetOf(day, assignment, input.rotaDate, input.timeZone).plannedPaidMinutes;
    const totals = minutes.get(person.employeeId) ?? { planned: 0, plannedSoFar: 0, soFar: 0 };
    totals.planned += plannedPaid;
    totals.plannedSoFar += plannedMinutesSoFar(input, assignment, plannedPaid);
    totals.soFar += workedMinutesSoFar(input, assignment);
    minutes.set(person.employeeId, totals);
    const status = statusOf(input, assignment, nowMinute);
    const sheet = day.timesheets?.find((t) => t.assignmentId === assignmentId);
    const row: DayAssignment = {
      assignmentId,
      employeeId: person.employeeId,
      displayName: person.displayName,
      status,
      clockedInAt: sheet?.clockedInAt ?? null,
      startMinute,
      endMinute,
    };
    if (status === 'later') next.push(row);
    else if (status === 'in' || status === 'break' || (status !== 'out' && nowMinute < endMinute)) onNow.push(row);
  }
  const cost: DayCost = { plannedPence: 0, plannedSoFarPence: 0, soFarPence: 0, unpriced: false };
  for (const [employeeId, m] of minutes) {
    const rate = people.get(employeeId)!.ratePence;
    if (rate === null) {
      cost.unpriced = true;
      continue;
    }
    cost.plannedPence += payPence(m.planned, rate);
    cost.plannedSoFarPence += payPence(m.plannedSoFar, rate);
    cost.soFarPence += payPence(m.soFar, rate);
  }
  return { onNow, next, open, cost };
}
