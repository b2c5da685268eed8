import { DateTime } from 'luxon';
import { BREAK_MESSAGES, checkedBreakMinutes, paidMinutes } from '../pay/breaks';
import { elapsedMinutes, localInstant, missingLocalTimeProblem } from '../pay/elapsed-time';
import { dayNumber } from '../pay-periods/calendar-date';
import { type DomainCommand, type DomainEvent, unhandledCommand } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { liveWorkplace } from '../shared/live-workplace';
import type { RotaWorkplace } from './rota-context';
import type { ClockedBreak, RotaAssignment, RotaState, RotaTimesheet, RotaTimesheetState } from './rota-state';
import { ROTA_MESSAGES } from './rota.messages';
import { formatTimeOfDay, MINUTES_PER_DAY, type DaySpan, type TimeSpan } from '../shared/time-span';

/**
 * Timesheets (issue 28): what was actually worked, on the assignment's rota day stream. Staff clock
 * in and out from their personal page (the instant the server received it); a manager corrects the
 * actual times and approves the day. Actual paid minutes are the real time elapsed between the actual
 * start and end less the actual break (the planned break unless corrected).
 */

/** `kioskId`: clocked at that kiosk (issue 41), else on the personal page. */
interface ClockData {
  assignmentId: string;
  employeeId: string;
  at: string;
  kioskId?: string;
}
/** `withoutShift`: the clock-in put this assignment on the rota (issue 41): its clock-out shortens it to the time worked. */
export type ClockedIn = DomainEvent<'ClockedIn', ClockData & { withoutShift?: true }>;
export type ClockedOut = DomainEvent<'ClockedOut', ClockData>;
/** A break clocked at a kiosk (issue 41): the clocked breaks replace the planned one in the actual paid time. */
export type BreakStarted = DomainEvent<'BreakStarted', ClockData>;
export type BreakEnded = DomainEvent<'BreakEnded', ClockData>;
/** Rota-day minutes like an assignment's (an end past 1440 is the next day); `breakMinutes` is the break that counts. */
export type TimesheetCorrected = DomainEvent<
  'TimesheetCorrected',
  { assignmentId: string; actualStartMinute: number; actualEndMinute: number; breakMinutes: number }
>;
export type TimesheetDayApproved = DomainEvent<'TimesheetDayApproved', { date: string }>;

export type TimesheetEvent = ClockedIn | ClockedOut | BreakStarted | BreakEnded | TimesheetCorrected | TimesheetDayApproved;

/**
 * Kept apart from ROTA_EVENT_TYPES, as the staff requests are: they change no assignment, so the
 * grid, sharing and feeds projections need not read them (pay and the timesheets read model do).
 */
export const TIMESHEET_EVENT_TYPES: readonly TimesheetEvent['type'][] = [
  'ClockedIn',
  'ClockedOut',
  'BreakStarted',
  'BreakEnded',
  'TimesheetCorrected',
  'TimesheetDayApproved',
];

/** Clocking in opens this long before a planned start (and closes at its planned end). */
export const CLOCK_IN_EARLY_MINUTES = 30;
/** Clocking out stays open this long after a planned end. */
export const CLOCK_OUT_LATE_HOURS = 6;

const MS_PER_MINUTE = 60_000;

const hourText = (hour: number) => formatTimeOfDay((hour % 24) * 60, false);
const hhmm = (instant: number, zone: string) => DateTime.fromMillis(instant, { zone }).toFormat('HH:mm');

export const TIMESHEET_MESSAGES = {
  alreadyClockedIn: 'You have already clocked in for this shift.',
  notClockedIn: 'You have not clocked in yet.',
  alreadyClockedOut: 'You have already clocked out of this shift.',
  noShiftNow: `You have no shift to clock in to now. Clocking in opens ${CLOCK_IN_EARLY_MINUTES} minutes before a shift starts.`,
  clockInOpensAt: (instant: number, zone: string) =>
    `You can clock in from ${hhmm(instant, zone)} (${CLOCK_IN_EARLY_MINUTES} minutes before your shift starts).`,
  clockInClosed: (instant: number, zone: string) =>
    `Your shift ended at ${hhmm(instant, zone)}, so clocking in has closed. Ask your manager to correct your timesheet.`,
  clockOutClosed: (instant: number, zone: string) =>
    `Clocking out closed at ${hhmm(instant, zone)}, ${CLOCK_OUT_LATE_HOURS} hours after your shift ended. Ask your manager to correct your timesheet.`,
  withoutShiftClosed: (startHour: number, endHour: number) =>
    `You have no shift today, and clocking in without one is open only during the rota's hours (${hourText(startHour)} to ${hourText(endHour)}).`,
  withoutShiftNoService: 'You have no shift today, and this workplace has no services to put one on: ask your manager.',
  alreadyOnBreak: 'You are already on a break.',
  notOnBreak: 'You are not on a break.',
  nobodyOnShift: 'Nobody is on this shift, so it has no timesheet.',
  stillClockedIn: 'Someone is still clocked in on this day: correct their timesheet or wait until they clock out, then approve the day.',
  notAnInstant: 'at must be an instant.',
  nothingToApprove: 'Nobody is on the rota that day: there is no timesheet to approve.',
  dayNotStarted: 'This day has not started yet: its actual hours can be approved once it has.',
  futureActuals: 'Actual times cannot be in the future: correct them once they have been worked.',
} as const;

/** The one place that reads an assignment's planned break: the break stored with its times (none in old documents). */
export const plannedBreakOf = (assignment: TimeSpan & { breakMinutes?: number }): number => assignment.breakMinutes ?? 0;

/** The instant a planned rota-day minute means (a time the clock skips, only in old data: the first one after it). */
export function plannedInstant(rotaDate: string, minute: number, zone: string): number {
  for (let later = minute; later <= minute + 180; later++) {
    const instant = localInstant(rotaDate, later, zone);
    if (instant !== null) return instant;
  }
  throw new Error(`No clock time within three hours after minute ${minute} of ${rotaDate} in ${zone}`);
}

/** When an assignment may be clocked in (from 30 minutes before its start to its end) and out (until 6 hours after its end). */
export function clockWindows(rotaDate: string, span: TimeSpan, zone: string) {
  const start = plannedInstant(rotaDate, span.startMinute, zone);
  const end = plannedInstant(rotaDate, span.endMinute, zone);
  return {
    inFrom: start - CLOCK_IN_EARLY_MINUTES * MS_PER_MINUTE,
    inUntil: end,
    outUntil: end + CLOCK_OUT_LATE_HOURS * 60 * MS_PER_MINUTE,
  };
}

/** A planned shift of one employee and its clock state, as the clock's choice of shift needs it. */
export interface ClockableAssignment extends DaySpan {
  assignmentId: string;
  clockedInAt: string | null;
  clockedOutAt: string | null;
}

/** A 409 unless the shift may be clocked in at `now` (epoch ms). */
export function checkClockIn(assignment: ClockableAssignment, now: number, zone: string): void {
  if (assignment.clockedInAt !== null) throw conflict(TIMESHEET_MESSAGES.alreadyClockedIn);
  const window = clockWindows(assignment.rotaDate, assignment, zone);
  if (now < window.inFrom) throw conflict(TIMESHEET_MESSAGES.clockInOpensAt(window.inFrom, zone));
  if (now > window.inUntil) throw conflict(TIMESHEET_MESSAGES.clockInClosed(window.inUntil, zone));
}

/** A 409 unless the shift may be clocked out at `now` (epoch ms). */
export function checkClockOut(assignment: ClockableAssignment, now: number, zone: string): void {
  if (assignment.clockedInAt === null) throw conflict(TIMESHEET_MESSAGES.notClockedIn);
  if (assignment.clockedOutAt !== null) throw conflict(TIMESHEET_MESSAGES.alreadyClockedOut);
  const window = clockWindows(assignment.rotaDate, assignment, zone);
  if (now > window.outUntil) throw conflict(TIMESHEET_MESSAGES.clockOutClosed(window.outUntil, zone));
}

/** A 409 unless a break may start: clocked in, not out, not on a break already. */
export function checkBreakStart(assignment: ClockableAssignment & { breaks?: readonly ClockedBreak[] }): void {
  if (assignment.clockedInAt === null) throw conflict(TIMESHEET_MESSAGES.notClockedIn);
  if (assignment.clockedOutAt !== null) throw conflict(TIMESHEET_MESSAGES.alreadyClockedOut);
  if (openBreakOf(assignment.breaks)) throw conflict(TIMESHEET_MESSAGES.alreadyOnBreak);
}

/** A 409 unless a break is open. */
export function checkBreakEnd(assignment: ClockableAssignment & { breaks?: readonly ClockedBreak[] }): void {
  if (assignment.clockedInAt === null) throw conflict(TIMESHEET_MESSAGES.notClockedIn);
  if (assignment.clockedOutAt !== null) throw conflict(TIMESHEET_MESSAGES.alreadyClockedOut);
  if (!openBreakOf(assignment.breaks)) throw conflict(TIMESHEET_MESSAGES.notOnBreak);
}

export const openBreakOf = (breaks: readonly ClockedBreak[] | undefined) => breaks?.find((b) => b.endedAt === null);

/** Whole minutes of the clocked breaks (an open one counts until `endOf`, the clock out); null when none was clocked. */
export function clockedBreakMinutes(breaks: readonly ClockedBreak[] | undefined, endOf: string | null): number | null {
  if (!breaks || breaks.length === 0) return null;
  let minutes = 0;
  for (const b of breaks) {
    const end = b.endedAt ?? endOf;
    if (end !== null) minutes += Math.max(0, wholeMinute(end) - wholeMinute(b.startedAt));
  }
  return minutes;
}

const byStart = (zone: string) => (a: ClockableAssignment, b: ClockableAssignment) =>
  clockWindows(a.rotaDate, a, zone).inFrom - clockWindows(b.rotaDate, b, zone).inFrom || a.assignmentId.localeCompare(b.assignmentId);

/**
 * Which of an employee's shifts (today's and last night's) a clock in or out at `now` is for: in,
 * the earliest one not yet clocked in whose window holds now; out, the earliest one clocked in and
 * not out. Otherwise a 409 saying when it is possible.
 */
export function clockTarget(action: 'in' | 'out', shifts: readonly ClockableAssignment[], now: number, zone: string): ClockableAssignment {
  const sorted = [...shifts].sort(byStart(zone));
  if (action === 'in') {
    const open = sorted.filter((s) => {
      const window = clockWindows(s.rotaDate, s, zone);
      return window.inFrom <= now && now <= window.inUntil;
    });
    const target = open.find((s) => s.clockedInAt === null) ?? open[0];
    if (target) return target;
    const next = sorted.find((s) => clockWindows(s.rotaDate, s, zone).inFrom > now);
    if (next) throw conflict(TIMESHEET_MESSAGES.clockInOpensAt(clockWindows(next.rotaDate, next, zone).inFrom, zone));
    const missed = sorted.filter((s) => s.clockedInAt === null).pop();
    if (missed) throw conflict(TIMESHEET_MESSAGES.clockInClosed(clockWindows(missed.rotaDate, missed, zone).inUntil, zone));
    throw conflict(TIMESHEET_MESSAGES.noShiftNow);
  }
  const clockedIn = sorted.find((s) => s.clockedInAt !== null && s.clockedOutAt === null);
  if (clockedIn) return clockedIn;
  if (sorted.some((s) => s.clockedOutAt !== null)) throw conflict(TIMESHEET_MESSAGES.alreadyClockedOut);
  throw conflict(TIMESHEET_MESSAGES.notClockedIn);
}

/** The clock action the personal page offers: the shift clocked in (out), else the next one to clock in to; null when none is left. */
export function nextClockAction(
  shifts: readonly ClockableAssignment[],
  now: number,
  zone: string,
): { action: 'in' | 'out'; shift: ClockableAssignment; opensAt: number; closesAt: number } | null {
  const sorted = [...shifts].sort(byStart(zone));
  for (const shift of sorted) {
    const window = clockWindows(shift.rotaDate, shift, zone);
    if (shift.clockedInAt !== null && shift.clockedOutAt === null && now <= window.outUntil) {
      return { action: 'out', shift, opensAt: Date.parse(shift.clockedInAt), closesAt: window.outUntil };
    }
  }
  for (const shift of sorted) {
    const window = clockWindows(shift.rotaDate, shift, zone);
    if (shift.clockedInAt === null && now <= window.inUntil)
      return { action: 'in', shift, opensAt: window.inFrom, closesAt: window.inUntil };
  }
  return null;
}

/** The rota-day minute an instant shows on the workplace clock (the next morning's 01:10 is 1510). */
export function rotaMinuteOf(rotaDate: string, instant: number, zone: string): number {
  const local = DateTime.fromMillis(instant, { zone });
  const days = dayNumber(local.toISODate()!) - dayNumber(rotaDate);
  return days * MINUTES_PER_DAY + local.hour * 60 + local.minute;
}

/** What was planned and what was worked for one assignment; `actual` null when neither clocked in and out nor corrected. */
export interface AssignmentTimesheet {
  plannedBreakMinutes: number;
  plannedPaidMinutes: number;
  actual: (TimeSpan & { breakMinutes: number; paidMinutes: number }) | null;
  clockedInAt: string | null;
  clockedOutAt: string | null;
  /** The breaks clocked at a kiosk, in minutes (null: none clocked, the planned break counts). */
  clockedBreakMinutes: number | null;
}

const wholeMinute = (iso: string) => Math.floor(Date.parse(iso) / MS_PER_MINUTE);

/**
 * Planned paid minutes: real elapsed less the planned break. Actual: a correction's times on the
 * workplace clock less its break; else the clock instants (to the minute shown) less the clocked
 * breaks, or the planned break when none was clocked.
 */
export function timesheetOf(state: RotaTimesheetState, assignment: RotaAssignment, rotaDate: string, zone: string): AssignmentTimesheet {
  const plannedBreakMinutes = plannedBreakOf(assignment);
  const plannedElapsed = elapsedMinutes(rotaDate, assignment.startMinute, assignment.endMinute, zone);
  const plannedPaidMinutes = paidMinutes(plannedElapsed, plannedBreakMinutes, []);
  const sheet = state.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
  const clockedInAt = sheet?.clockedInAt ?? null;
  const clockedOutAt = sheet?.clockedOutAt ?? null;
  const clockedBreaks = clockedBreakMinutes(sheet?.breaks, clockedOutAt);
  let actual: AssignmentTimesheet['actual'] = null;
  if (sheet?.correction) {
    const { actualStartMinute, actualEndMinute, breakMinutes } = sheet.correction;
    const elapsed = elapsedMinutes(rotaDate, actualStartMinute, actualEndMinute, zone);
    actual = { startMinute: actualStartMinute, endMinute: actualEndMinute, breakMinutes, paidMinutes: Math.max(0, elapsed - breakMinutes) };
  } else if (clockedInAt !== null && clockedOutAt !== null) {
    const elapsed = wholeMinute(clockedOutAt) - wholeMinute(clockedInAt);
    actual = {
      startMinute: rotaMinuteOf(rotaDate, Date.parse(clockedInAt), zone),
      endMinute: rotaMinuteOf(rotaDate, Date.parse(clockedOutAt), zone),
      breakMinutes: clockedBreaks ?? plannedBreakMinutes,
      paidMinutes: Math.max(0, elapsed - (clockedBreaks ?? plannedBreakMinutes)),
    };
  }
  return { plannedBreakMinutes, plannedPaidMinutes, actual, clockedInAt, clockedOutAt, clockedBreakMinutes: clockedBreaks };
}

/**
 * An approved day's paid minutes per employee: each assignment's actual paid minutes, or its
 * planned ones where it has no actuals. Null while the day is not approved.
 */
export function approvedMinutesByEmployee(
  state: RotaTimesheetState & { assignments: readonly RotaAssignment[] },
  rotaDate: string,
  zone: string,
): Record<string, number> | null {
  if (!state.timesheetApproved) return null;
  const minutes: Record<string, number> = {};
  for (const assignment of state.assignments) {
    if (assignment.employeeId === null) continue;
    const sheet = timesheetOf(state, assignment, rotaDate, zone);
    minutes[assignment.employeeId] = (minutes[assignment.employeeId] ?? 0) + (sheet.actual?.paidMinutes ?? sheet.plannedPaidMinutes);
  }
  return minutes;
}

interface TimesheetCommandBase {
  rotaDate: string;
  workplace: RotaWorkplace | null;
  /** The workplace's IANA zone (the handler reads it with the workplace). */
  timeZone: string;
}

/** `at`: the instant the server received the clock (ISO), or a kiosk's queued event's own time. */
export type ClockIn = DomainCommand<'ClockIn', TimesheetCommandBase & ClockData>;
export type ClockOut = DomainCommand<'ClockOut', TimesheetCommandBase & ClockData>;
export type StartBreak = DomainCommand<'StartBreak', TimesheetCommandBase & ClockData>;
export type EndBreak = DomainCommand<'EndBreak', TimesheetCommandBase & ClockData>;
/**
 * Minutes as read from clock times (seconds ignored); an end at or before the start already moved to the next day.
 * `now`: the instant the server received it (ISO): actual times are never later.
 */
export type CorrectTimesheet = DomainCommand<
  'CorrectTimesheet',
  TimesheetCommandBase & {
    assignmentId: string;
    actualStartMinute: number;
    actualEndMinute: number;
    breakMinutes?: number | null;
    now: string;
  }
>;
/** `now`: the instant the server received it (ISO): a day is approved only once it has started. */
export type ApproveTimesheetDay = DomainCommand<'ApproveTimesheetDay', TimesheetCommandBase & { now: string }>;

export type TimesheetCommand = ClockIn | ClockOut | StartBreak | EndBreak | CorrectTimesheet | ApproveTimesheetDay;
export const TIMESHEET_COMMAND_TYPES: readonly TimesheetCommand['type'][] = [
  'ClockIn',
  'ClockOut',
  'StartBreak',
  'EndBreak',
  'CorrectTimesheet',
  'ApproveTimesheetDay',
];

function assignmentOf(state: RotaState, assignmentId: string): RotaAssignment {
  const assignment = state.assignments.find((a) => a.assignmentId === assignmentId);
  if (!assignment) throw notFound(ROTA_MESSAGES.assignmentNotFound);
  return assignment;
}

const sheetOf = (state: RotaState, assignmentId: string) => state.timesheets?.find((t) => t.assignmentId === assignmentId);

function clockableAssignment(
  state: RotaState,
  assignment: RotaAssignment,
  rotaDate: string,
): ClockableAssignment & { breaks?: ClockedBreak[] } {
  const sheet = sheetOf(state, assignment.assignmentId);
  return {
    ...assignment,
    rotaDate,
    clockedInAt: sheet?.clockedInAt ?? null,
    clockedOutAt: sheet?.clockedOutAt ?? null,
    breaks: sheet?.breaks,
  };
}

function instantOf(at: string): number {
  const instant = Date.parse(at);
  if (Number.isNaN(instant)) throw invalid(TIMESHEET_MESSAGES.notAnInstant);
  return instant;
}

/** The shift a clock is for: the command's assignment, only its own employee's (anyone else's reads as unknown). */
function clockedShift(data: ClockIn['data'], state: RotaState) {
  liveWorkplace(data);
  const assignment = assignmentOf(state, data.assignmentId);
  if (assignment.employeeId !== data.employeeId) throw notFound(ROTA_MESSAGES.assignmentNotFound);
  const shift = clockableAssignment(state, assignment, data.rotaDate);
  const { assignmentId, employeeId, at, kioskId } = data;
  const clocked = { assignmentId, employeeId, at, ...(kioskId === undefined ? {} : { kioskId }) };
  return { shift, clocked };
}

function decideClockIn({ data }: ClockIn, state: RotaState): TimesheetEvent[] {
  const { shift, clocked } = clockedShift(data, state);
  checkClockIn(shift, instantOf(data.at), data.timeZone);
  return [{ type: 'ClockedIn', data: clocked }];
}

function decideClockOut({ data }: ClockOut, state: RotaState): TimesheetEvent[] {
  const { shift, clocked } = clockedShift(data, state);
  checkClockOut(shift, instantOf(data.at), data.timeZone);
  return [{ type: 'ClockedOut', data: clocked }];
}

function decideStartBreak({ data }: StartBreak, state: RotaState): TimesheetEvent[] {
  const { shift, clocked } = clockedShift(data, state);
  instantOf(data.at);
  checkBreakStart(shift);
  return [{ type: 'BreakStarted', data: clocked }];
}

function decideEndBreak({ data }: EndBreak, state: RotaState): TimesheetEvent[] {
  const { shift, clocked } = clockedShift(data, state);
  instantOf(data.at);
  checkBreakEnd(shift);
  return [{ type: 'BreakEnded', data: clocked }];
}

function decideCorrectTimesheet({ data }: CorrectTimesheet, state: RotaState): TimesheetEvent[] {
  liveWorkplace(data);
  const { rotaDate, timeZone } = data;
  const assignment = assignmentOf(state, data.assignmentId);
  if (assignment.employeeId === null) throw conflict(TIMESHEET_MESSAGES.nobodyOnShift);
  const actualStartMinute = Math.floor(data.actualStartMinute);
  const actualEndMinute = Math.floor(data.actualEndMinute);
  if (actualEndMinute <= actualStartMinute) throw invalid(ROTA_MESSAGES.endBeforeStart);
  const skipped =
    missingLocalTimeProblem(rotaDate, actualStartMinute, timeZone) ?? missingLocalTimeProblem(rotaDate, actualEndMinute, timeZone);
  if (skipped) throw invalid(skipped);
  if (plannedInstant(rotaDate, actualEndMinute, timeZone) > instantOf(data.now)) throw conflict(TIMESHEET_MESSAGES.futureActuals);
  const breakMinutes =
    data.breakMinutes === undefined || data.breakMinutes === null ? plannedBreakOf(assignment) : checkedBreakMinutes(data.breakMinutes);
  if (breakMinutes >= elapsedMinutes(rotaDate, actualStartMinute, actualEndMinute, timeZone)) throw invalid(BREAK_MESSAGES.breakTooLong);
  const current = sheetOf(state, assignment.assignmentId)?.correction;
  if (
    current &&
    current.actualStartMinute === actualStartMinute &&
    current.actualEndMinute === actualEndMinute &&
    current.breakMinutes === breakMinutes
  ) {
    return [];
  }
  return [
    { type: 'TimesheetCorrected', data: { assignmentId: assignment.assignmentId, actualStartMinute, actualEndMinute, breakMinutes } },
  ];
}

function decideApproveTimesheetDay({ data }: ApproveTimesheetDay, state: RotaState): TimesheetEvent[] {
  liveWorkplace(data);
  const { rotaDate, timeZone } = data;
  if (!state.assignments.some((a) => a.employeeId !== null)) throw conflict(TIMESHEET_MESSAGES.nothingToApprove);
  if (plannedInstant(rotaDate, 0, timeZone) > instantOf(data.now)) throw conflict(TIMESHEET_MESSAGES.dayNotStarted);
  if (state.timesheetApproved) return [];
  const open = state.assignments.some((a) => {
    const sheet = sheetOf(state, a.assignmentId);
    return sheet && sheet.clockedInAt !== null && sheet.clockedOutAt === null && sheet.correction === null;
  });
  if (open) throw conflict(TIMESHEET_MESSAGES.stillClockedIn);
  return [{ type: 'TimesheetDayApproved', data: { date: rotaDate } }];
}

export function decideTimesheet(command: TimesheetCommand, state: RotaState): TimesheetEvent[] {
  const { type } = command;
  switch (type) {
    case 'ClockIn':
      return decideClockIn(command, state);
    case 'ClockOut':
      return decideClockOut(command, state);
    case 'StartBreak':
      return decideStartBreak(command, state);
    case 'EndBreak':
      return decideEndBreak(command, state);
    case 'CorrectTimesheet':
      return decideCorrectTimesheet(command, state);
    case 'ApproveTimesheetDay':
      return decideApproveTimesheetDay(command, state);
    default:
      return unhandledCommand(type);
  }
}

/** Any change to a day's actuals (a clock, a correction) un-approves it until it is approved again. */
export function evolveTimesheets<State extends RotaTimesheetState>(state: State, event: { type: string; data: unknown }): State {
  const change = (assignmentId: string, update: Partial<RotaTimesheet>): State => {
    const timesheets = state.timesheets ?? [];
    const existing = timesheets.find((t) => t.assignmentId === assignmentId);
    const next = existing
      ? timesheets.map((t) => (t.assignmentId === assignmentId ? { ...t, ...update } : t))
      : [...timesheets, { assignmentId, clockedInAt: null, clockedOutAt: null, correction: null, ...update }];
    return { ...state, timesheets: next, timesheetApproved: false };
  };
  const sheetBreaks = (assignmentId: string) => state.timesheets?.find((t) => t.assignmentId === assignmentId)?.breaks;
  const e = event as TimesheetEvent;
  switch (e.type) {
    case 'ClockedIn':
      return change(e.data.assignmentId, { clockedInAt: e.data.at, ...(e.data.withoutShift ? { withoutShift: true as const } : {}) });
    case 'ClockedOut': {
      // An open break ends when the shift is clocked out.
      const breaks = sheetBreaks(e.data.assignmentId)?.map((b) => (b.endedAt === null ? { ...b, endedAt: e.data.at } : b));
      return change(e.data.assignmentId, { clockedOutAt: e.data.at, ...(breaks ? { breaks } : {}) });
    }
    case 'BreakStarted':
      return change(e.data.assignmentId, {
        breaks: [...(sheetBreaks(e.data.assignmentId) ?? []), { startedAt: e.data.at, endedAt: null }],
      });
    case 'BreakEnded':
      return change(e.data.assignmentId, {
        breaks: (sheetBreaks(e.data.assignmentId) ?? []).map((b) => (b.endedAt === null ? { ...b, endedAt: e.data.at } : b)),
      });
    case 'TimesheetCorrected': {
      const { assignmentId, actualStartMinute, actualEndMinute, breakMinutes } = e.data;
      return change(assignmentId, { correction: { actualStartMinute, actualEndMinute, breakMinutes } });
    }
    case 'TimesheetDayApproved':
      return { ...state, timesheetApproved: true };
    default:
      return state;
  }
}
