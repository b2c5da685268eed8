import { MINUTES_PER_DAY, QUARTER_HOUR, formatTimeOfDay, parseTimeOfDay, spansOverlap } from '@rotaledger/domain';

/**
 * Times are minutes after the rota day's midnight: 0-1440 on the day itself, above 1440 the next
 * morning (an overnight end, 22:00 → 02:00 is 1320 → 1560). The API's HH:MM:SS comes from the domain.
 */
export const QUARTER = QUARTER_HOUR;

export function parseTime(value: string): number {
  return Math.round(parseTimeOfDay(value) ?? 0);
}

/**
 * The wire's clock time: the next morning's minutes go back on the clock (1560 → '02:00:00'); the
 * API reads an end at or before its start as the next day. 1440 stays the existing '24:00:00'.
 */
export function toTimeString(minutes: number): string {
  return formatTimeOfDay(minutes > MINUTES_PER_DAY ? minutes - MINUTES_PER_DAY : minutes);
}

/** An end as the API sends it (a clock time) made comparable with its start: at or before it means the next day. */
export function overnightEnd(start: number, end: number): number {
  return end <= start ? end + MINUTES_PER_DAY : end;
}

/** True when the span ends the next morning. */
export const isOvernight = (start: number, end: number) => overnightEnd(start, end) > MINUTES_PER_DAY;

/**
 * '09:30' on the 24-hour clock, '9:30am' on the 12-hour one (the user's tf_1 preference). A time
 * of the next morning (above 1440) shows on the clock with '+1': '02:00 +1'.
 */
export function formatClock(minutes: number, twelveHour: boolean): string {
  const nextDay = minutes > MINUTES_PER_DAY;
  const clock = nextDay ? minutes - MINUTES_PER_DAY : minutes;
  const h = Math.floor(clock / 60);
  const m = String(clock % 60).padStart(2, '0');
  let shown: string;
  if (!twelveHour) shown = `${String(h).padStart(2, '0')}:${m}`;
  else {
    const h24 = h % 24;
    shown = `${h24 % 12 === 0 ? 12 : h24 % 12}:${m}${h24 < 12 ? 'am' : 'pm'}`;
  }
  return nextDay ? `${shown} +1` : shown;
}

/**
 * An assignment's end: '17:00', or '02:00 +1' when it ends the next day. Takes the end either in
 * minutes past the day (1560) or as the API's clock time at or before the start (120 for 02:00).
 */
export function formatEnd(start: number, end: number, twelveHour: boolean): string {
  return formatClock(overnightEnd(start, end), twelveHour);
}

export function formatRange(start: number, end: number, twelveHour: boolean): string {
  return `${formatClock(start, twelveHour)}-${formatEnd(start, end, twelveHour)}`;
}

/** Timeline header labels: '09:00' or '9am'; compact: '09' or '9a' for narrow columns. */
export function hourHeading(hour: number, twelveHour: boolean, compact = false): string {
  const h24 = hour % 24;
  if (!twelveHour) return compact ? String(h24).padStart(2, '0') : `${String(h24).padStart(2, '0')}:00`;
  const shown = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${shown}${h24 < 12 ? 'a' : 'p'}${compact ? '' : 'm'}`;
}

/** Two half-open ranges [start, end) share some time (the domain's rule). */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return spansOverlap({ startMinute: a.start, endMinute: a.end }, { startMinute: b.start, endMinute: b.end });
}
