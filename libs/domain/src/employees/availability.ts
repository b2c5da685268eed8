import { isIsoDate, isSupportedYear, MONTH_NAMES, parseIsoDate, weekdayOf } from '../pay-periods/calendar-date';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay, spansOverlap, TimeSpan } from '../shared/time-span';
import { invalid } from '../shared/errors';

/**
 * When an employee says they can work (issue 27): per weekday a list of available windows, and
 * single dates that replace their weekday. A missing weekday = available all day; an empty list =
 * not available that day. Availability never refuses a placement: the planner warns.
 */
export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** 'HH:MM' on the workplace clock; `to` may be '24:00' (the end of the day). */
export interface AvailabilityWindow {
  from: string;
  to: string;
}
export interface AvailabilityException {
  date: string;
  windows: AvailabilityWindow[];
}
export interface Availability {
  weekly: Partial<Record<DayKey, AvailabilityWindow[]>>;
  exceptions: AvailabilityException[];
}

export const MAX_WINDOWS_PER_DAY = 6;
export const MAX_AVAILABILITY_EXCEPTIONS = 60;

export const AVAILABILITY_MESSAGES = {
  unknownDay: 'Days must be mon, tue, wed, thu, fri, sat or sun.',
  badClock: 'Times must be like 09:00, from 00:00 to 24:00.',
  windowEndsBeforeStart: 'A window must end after it starts.',
  overlappingWindows: 'The windows of a day must not overlap.',
  tooManyWindows: `A day can have at most ${MAX_WINDOWS_PER_DAY} windows.`,
  tooManyExceptions: `At most ${MAX_AVAILABILITY_EXCEPTIONS} single dates can be set.`,
  badExceptionDate: 'A single date must be a real date in the form yyyy-mm-dd.',
  pastExceptionDate: 'A single date cannot be in the past.',
  duplicateExceptionDate: 'Each single date can be set only once.',
} as const;

/** Available any time: what an employee who never said anything has. */
export const ANY_TIME: Availability = { weekly: {}, exceptions: [] };

/** 'HH:MM' (not 'HH:MM:SS') → minutes after midnight (00:00-24:00), or null. */
export function clockMinutes(value: unknown): number | null {
  return typeof value === 'string' && value.length === 'HH:MM'.length ? parseTimeOfDay(value) : null;
}

const clockText = (minutes: number) => formatTimeOfDay(minutes, false);

function checkWindows(windows: unknown): AvailabilityWindow[] {
  if (!Array.isArray(windows)) throw invalid(AVAILABILITY_MESSAGES.badClock);
  if (windows.length > MAX_WINDOWS_PER_DAY) throw invalid(AVAILABILITY_MESSAGES.tooManyWindows);
  const spans = windows.map((window: unknown) => {
    const { from, to } = (window ?? {}) as Record<string, unknown>;
    const start = clockMinutes(from);
    const end = clockMinutes(to);
    if (start === null || end === null) throw invalid(AVAILABILITY_MESSAGES.badClock);
    if (end <= start) throw invalid(AVAILABILITY_MESSAGES.windowEndsBeforeStart);
    return { start, end };
  });
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  if (sorted.some((span, i) => i > 0 && span.start < sorted[i - 1].end)) throw invalid(AVAILABILITY_MESSAGES.overlappingWindows);
  return sorted.map(({ start, end }) => ({ from: clockText(start), to: clockText(end) }));
}

/**
 * The availability as given, checked (400 with the first broken rule) and tidied: windows in
 * time order, single dates in date order. `today` is the employee's workplace's date.
 */
export function checkedAvailability(input: { weekly?: unknown; exceptions?: unknown }, today: string): Availability {
  const weeklyInput = input.weekly ?? {};
  if (typeof weeklyInput !== 'object' || weeklyInput === null || Array.isArray(weeklyInput))
    throw invalid(AVAILABILITY_MESSAGES.unknownDay);
  const weekly: Availability['weekly'] = {};
  for (const [key, windows] of Object.entries(weeklyInput)) {
    if (!(DAY_KEYS as readonly string[]).includes(key)) throw invalid(AVAILABILITY_MESSAGES.unknownDay);
    weekly[key as DayKey] = checkWindows(windows);
  }
  const exceptionsInput = input.exceptions ?? [];
  if (!Array.isArray(exceptionsInput)) throw invalid(AVAILABILITY_MESSAGES.badExceptionDate);
  if (exceptionsInput.length > MAX_AVAILABILITY_EXCEPTIONS) throw invalid(AVAILABILITY_MESSAGES.tooManyExceptions);
  const exceptions = exceptionsInput.map((exception: unknown): AvailabilityException => {
    const { date, windows } = (exception ?? {}) as Record<string, unknown>;
    if (!isIsoDate(date) || !isSupportedYear(Number(date.slice(0, 4)))) throw invalid(AVAILABILITY_MESSAGES.badExceptionDate);
    if (date < today) throw invalid(AVAILABILITY_MESSAGES.pastExceptionDate);
    return { date, windows: checkWindows(windows) };
  });
  const dates = new Set(exceptions.map((e) => e.date));
  if (dates.size !== exceptions.length) throw invalid(AVAILABILITY_MESSAGES.duplicateExceptionDate);
  return { weekly, exceptions: exceptions.sort((a, b) => a.date.localeCompare(b.date)) };
}

const WEEKDAY_KEYS: readonly DayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_PLURALS: Record<DayKey, string> = {
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
  sun: 'Sundays',
};

/** '2026-12-02' → '2 Dec' (no leading zero, English short month). */
export function dayMonth(isoDate: string): string {
  const { month, day } = parseIsoDate(isoDate);
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)}`;
}

/** The windows that hold on a date and how the day is named in a warning; null when no limit is set (available all day). */
function windowsOn(availability: Availability | null | undefined, rotaDate: string): { windows: AvailabilityWindow[]; day: string } | null {
  if (!availability) return null;
  const exception = availability.exceptions.find((e) => e.date === rotaDate);
  if (exception) return { windows: exception.windows, day: dayMonth(rotaDate) };
  const key = WEEKDAY_KEYS[weekdayOf(rotaDate)];
  const windows = availability.weekly[key];
  return windows ? { windows, day: WEEKDAY_PLURALS[key] } : null;
}

/** The windows that hold on a date (a single date's, else its weekday's), or null when no limit is set. */
export function availableWindowsOn(availability: Availability | null | undefined, rotaDate: string): AvailabilityWindow[] | null {
  return windowsOn(availability, rotaDate)?.windows ?? null;
}

/** The parts of the day outside the windows, in order. */
function gapsOf(windows: readonly AvailabilityWindow[]): TimeSpan[] {
  const gaps: TimeSpan[] = [];
  let from = 0;
  for (const window of [...windows].sort((a, b) => (clockMinutes(a.from) ?? 0) - (clockMinutes(b.from) ?? 0))) {
    const start = clockMinutes(window.from) ?? 0;
    const end = clockMinutes(window.to) ?? MINUTES_PER_DAY;
    if (start > from) gaps.push({ startMinute: from, endMinute: start });
    from = Math.max(from, end);
  }
  if (from < MINUTES_PER_DAY) gaps.push({ startMinute: from, endMinute: MINUTES_PER_DAY });
  return gaps;
}

/** The warning's words for a span touching one of the day's gaps, or null: the one wording both readers share. */
function warningFor(name: string, day: string, gaps: readonly TimeSpan[], span: TimeSpan): string | null {
  const thatDay = { startMinute: span.startMinute, endMinute: Math.min(span.endMinute, MINUTES_PER_DAY) };
  const gap = gaps.find((g) => spansOverlap(g, thatDay));
  if (!gap) return null;
  if (gap.startMinute === 0 && gap.endMinute === MINUTES_PER_DAY) return `${name} is not available on ${day}.`;
  const when =
    gap.startMinute === 0
      ? `before ${clockText(gap.endMinute)}`
      : gap.endMinute === MINUTES_PER_DAY
        ? `after ${clockText(gap.startMinute)}`
        : `between ${clockText(gap.startMinute)} and ${clockText(gap.endMinute)}`;
  return `${name} is not available on ${day} ${when}.`;
}

/**
 * The planner's warning for a placement outside the employee's availability, or null when it
 * is inside: "Ann is not available on Tuesdays after 17:00." (or "before 09:00", "between 12:00
 * and 14:00", "on Tuesdays" for a day with no windows; "on 2 Dec" for a single date). The span
 * is minutes after the rota day's midnight; an overnight end counts up to midnight.
 */
export function availabilityWarning(
  name: string,
  availability: Availability | null | undefined,
  rotaDate: string,
  span: TimeSpan,
): string | null {
  const day = windowsOn(availability, rotaDate);
  return day ? warningFor(name, day.day, gapsOf(day.windows), span) : null;
}

/**
 * The same warning read from the weekly answer's `unavailable` windows of the date (what the
 * browser has): approved time off is left to the server's refusal.
 */
export function unavailableWarning(
  name: string,
  rotaDate: string,
  windows: readonly UnavailableWindow[] | undefined,
  span: TimeSpan,
): string | null {
  const gaps = (windows ?? []).filter((w) => w.reason === 'availability');
  if (gaps.length === 0) return null;
  const day = gaps.some((w) => w.exception) ? dayMonth(rotaDate) : WEEKDAY_PLURALS[WEEKDAY_KEYS[weekdayOf(rotaDate)]];
  return warningFor(
    name,
    day,
    gaps.map((w) => ({ startMinute: clockMinutes(w.from) ?? 0, endMinute: clockMinutes(w.to) ?? MINUTES_PER_DAY })),
    span,
  );
}

/** An approved time off's days (inclusive). */
export interface TimeOffRange {
  from: string;
  to: string;
  /** Paid holiday (issue 39): the minutes of each day it pays, fixed when approved (absent: unpaid). */
  paidHolidayMinutes?: Record<string, number>;
  /** The approval's event id (the holiday line's source), where a copy keeps it. */
  eventId?: string;
}

export const onTimeOff = (timeOff: readonly TimeOffRange[] | undefined, rotaDate: string) =>
  (timeOff ?? []).some((range) => range.from <= rotaDate && rotaDate <= range.to);

export interface UnavailableWindow {
  from: string;
  to: string;
  reason: 'availability' | 'timeOff';
  /** True when the day's availability is a single date's (the warning then names the date, not the weekday). */
  exception?: true;
}

/**
 * What the planner greys on a date: the whole day on approved time off, else the day's hours
 * outside the availability windows (an empty list = the whole day; no limit set = nothing).
 */
export function unavailableWindows(
  availability: Availability | null | undefined,
  timeOff: readonly TimeOffRange[] | undefined,
  rotaDate: string,
): UnavailableWindow[] {
  if (onTimeOff(timeOff, rotaDate)) return [{ from: '00:00', to: '24:00', reason: 'timeOff' }];
  const day = windowsOn(availability, rotaDate);
  if (!day) return [];
  const exception = availability!.exceptions.some((e) => e.date === rotaDate);
  return gapsOf(day.windows).map((gap) => ({
    from: clockText(gap.startMinute),
    to: clockText(gap.endMinute),
    reason: 'availability',
    ...(exception ? { exception: true as const } : {}),
  }));
}

/**
 * The reverse of `unavailableWindows` for one date, from what the browser has (the weekly
 * answer's windows): the day's availability as a single-date exception (its windows the day less
 * the gaps) and the approved time off. What the rules read (the auto-fill's constraints) then
 * judges that date as the server would.
 */
export function availabilityFromUnavailable(
  rotaDate: string,
  windows: readonly UnavailableWindow[] | undefined,
): { availability: Availability | null; timeOff: TimeOffRange[] } {
  const all = windows ?? [];
  if (all.some((w) => w.reason === 'timeOff')) return { availability: null, timeOff: [{ from: rotaDate, to: rotaDate }] };
  const gaps = all.filter((w) => w.reason === 'availability');
  if (gaps.length === 0) return { availability: null, timeOff: [] };
  const open = gapsOf(gaps.map((g) => ({ from: g.from, to: g.to }))).map((span) => ({
    from: clockText(span.startMinute),
    to: clockText(span.endMinute),
  }));
  return { availability: { weekly: {}, exceptions: [{ date: rotaDate, windows: open }] }, timeOff: [] };
}
