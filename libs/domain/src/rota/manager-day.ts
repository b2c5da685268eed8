import { payPence } from '../pay/pay-maths';
import type { TimeSpan } from '../shared/time-span';
import type { RotaAssignment, RotaShift, RotaTimesheetState } from './rota-state';
import { clockedBreakMinutes, openBreakOf, plannedInstant, rotaMinuteOf, timesheetOf } from './timesheets';

/**
 * The manager's day on a phone (issue 41): who is on now and next, who is late, the open shifts,
 * and the day's labour cost so far against the plan, from today's rota day as the projection keeps
 * it, and yesterday's for last night's shifts still running (listed, but costed on their own day).
 * Pure: the handler brings the days, their people (with their rate that day) and the instant.
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
  /** The rota day the shift belongs to: today, or yesterday for last night's shift still running. */
  rotaDate: string;
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
 * (a clock-in still open runs to now) or a manager's correction. An unfinished break: a clocked one
 * still open is unpaid up to now (the figure holds still over it); a planned break not clocked is
 * taken off at the clock-out, as on the timesheet, since nobody knows yet when it will be taken:
 * like the plan so far, which takes it off once the shift is over, so the two stay comparable.
 * Only shifts of this rota day count: last night's shift still running is yesterday's cost, as pay
 * counts a shift on the day it starts. `unpriced`: someone's rate is unknown, so the figures leave them out.
 */
export interface DayCost {
  plannedPence: number;
  plannedSoFarPence: number;
  soFarPence: number;
  unpriced: boolean;
}

export interface ManagerDay {
  /** Planned on now, or still clocked in after their end; last night's first, then by start, then name. */
  onNow: DayAssignment[];
  /** Starting later today, by start, then name. */
  next: DayAssignment[];
  /** Open shifts not yet over, by start. */
  open: OpenDayAssignment[];
  cost: DayCost;
}

type RotaDay = RotaTimesheetState & { shifts: readonly RotaShift[]; assignments: readonly RotaAssignment[] };

export interface ManagerDayInput {
  rotaDate: string;
  timeZone: string;
  /** Epoch milliseconds. */
  now: number;
  day: RotaDay;
  /** Who counts for the day's assignments: an assignment of anyone else (removed, moved away) is open. */
  people: ReadonlyMap<string, DayPerson>;
  /**
   * Yesterday's rota day and who counts for it: its shifts still running now (an overnight one, or
   * someone still clocked in) are on now. Their cost is yesterday's, as pay counts a shift on the day
   * it starts, so it is not in today's figures.
   */
  yesterday?: { rotaDate: string; day: RotaDay; people: ReadonlyMap<string, DayPerson> };
}

const MS_PER_MINUTE = 60_000;
const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / MS_PER_MINUTE));

function statusOf(day: RotaDay, assignment: RotaAssignment, nowMinute: number): DayStatus {
  const sheet = day.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
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
/** People: by start, then name (ids are random, so they only settle true ties). */
const byStartThenName = (a: DayAssignment, b: DayAssignment) =>
  a.startMinute - b.startMinute ||
  a.endMinute - b.endMinute ||
  a.displayName.localeCompare(b.displayName) ||
  a.assignmentId.localeCompare(b.assignmentId);

function dayRow(day: RotaDay, rotaDate: string, assignment: RotaAssignment, person: DayPerson, nowMinute: number): DayAssignment {
  const { assignmentId, startMinute, endMinute } = assignment;
  const sheet = day.timesheets?.find((t) => t.assignmentId === assignmentId);
  return {
    assignmentId,
    rotaDate,
    employeeId: person.employeeId,
    displayName: person.displayName,
    status: statusOf(day, assignment, nowMinute),
    clockedInAt: sheet?.clockedInAt ?? null,
    startMinute,
    endMinute,
  };
}

/** On now: clocked in and not out, or planned on now and not clocked out. */
const isOnNow = (row: DayAssignment, nowMinute: number) =>
  row.status === 'in' || row.status === 'break' || (row.status !== 'out' && row.status !== 'later' && nowMinute < row.endMinute);

/** Yesterday's shifts still running now (its rota minutes run past 1440 into today), by start. */
function stillRunning(yesterday: NonNullable<ManagerDayInput['yesterday']>, now: number, zone: string): DayAssignment[] {
  const nowMinute = rotaMinuteOf(yesterday.rotaDate, now, zone);
  const rows: DayAssignment[] = [];
  for (const assignment of [...yesterday.day.assignments].sort(byStart)) {
    const person = assignment.employeeId === null ? undefined : yesterday.people.get(assignment.employeeId);
    if (!person) continue;
    const row = dayRow(yesterday.day, yesterday.rotaDate, assignment, person, nowMinute);
    if (isOnNow(row, nowMinute)) rows.push(row);
  }
  return rows.sort(byStartThenName);
}

export function managerDay(input: ManagerDayInput): ManagerDay {
  const { day, people } = input;
  const nowMinute = rotaMinuteOf(input.rotaDate, input.now, input.timeZone);
  const serviceOf = new Map(day.shifts.map((s) => [s.shiftId, s.serviceType]));
  const onNow: DayAssignment[] = [];
  const next: DayAssignment[] = [];
  const open: OpenDayAssignment[] = [];
  const lastNight = input.yesterday ? stillRunning(input.yesterday, input.now, input.timeZone) : [];
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
    const row = dayRow(day, input.rotaDate, assignment, person, nowMinute);
    if (row.status === 'later') next.push(row);
    else if (isOnNow(row, nowMinute)) onNow.push(row);
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
  return { onNow: [...lastNight, ...onNow.sort(byStartThenName)], next: next.sort(byStartThenName), open, cost };
}
