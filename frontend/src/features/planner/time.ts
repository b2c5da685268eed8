import { MINUTES_PER_DAY, QUARTER_HOUR, formatTimeOfDay, parseTimeOfDay, spansOverlap } from '@rotaledger/domain';

/** Clock times are minutes after midnight (0-1440); the API's HH:MM:SS comes from the domain. */
export const QUARTER = QUARTER_HOUR;

export function parseTime(value: string): number {
  return Math.round(parseTimeOfDay(value) ?? 0);
}

export const toTimeString = formatTimeOfDay;

/** '09:30' on the 24-hour clock, '9:30am' on the 12-hour one (the user's tf_1 preference). */
export function formatClock(minutes: number, twelveHour: boolean): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  if (!twelveHour) return `${String(h).padStart(2, '0')}:${m}`;
  const h24 = h % 24;
  const shown = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${shown}:${m}${h24 < 12 ? 'am' : 'pm'}`;
}

export function formatRange(start: number, end: number, twelveHour: boolean): string {
  return `${formatClock(start, twelveHour)}-${formatClock(end, twelveHour)}`;
}

/** Timeline header labels: '09:00' or '9am'; compact: '09' or '9a' for narrow columns. */
export function hourHeading(hour: number, twelveHour: boolean, compact = false): string {
  if (!twelveHour) return compact ? String(hour).padStart(2, '0') : `${String(hour).padStart(2, '0')}:00`;
  const h24 = hour % 24;
  const shown = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${shown}${h24 < 12 ? 'a' : 'p'}${compact ? '' : 'm'}`;
}

/** Two half-open ranges [start, end) share some time (the domain's rule). */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return spansOverlap({ startMinute: a.start, endMinute: a.end }, { startMinute: b.start, endMinute: b.end });
}

/**
 * A wire end time (clock time) as minutes after the rota day's midnight: an end at or before
 * the start is the next morning (the overnight rule of the rota contract).
 */
export function endMinuteAfter(start: number, clockEnd: number): number {
  return clockEnd <= start ? clockEnd + MINUTES_PER_DAY : clockEnd;
}

/** An end as shown: '17:00', or '02:00 +1' when it falls on the next day. */
export function formatEnd(minutes: number, twelveHour: boolean): string {
  return minutes > MINUTES_PER_DAY ? `${formatClock(minutes - MINUTES_PER_DAY, twelveHour)} +1` : formatClock(minutes, twelveHour);
}

/** An end as sent: the clock time, '02:00:00' for 26:00 (the server adds the day back). */
export function toEndTimeString(minutes: number): string {
  return formatTimeOfDay(minutes > MINUTES_PER_DAY ? minutes - MINUTES_PER_DAY : minutes);
}
