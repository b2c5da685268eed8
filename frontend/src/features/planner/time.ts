import { formatClock, formatEnd, overnightEnd } from '../../components/clock';
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

export { formatClock, formatEnd, overnightEnd } from '../../components/clock';

/** True when the span ends the next morning. */
export const isOvernight = (start: number, end: number) => overnightEnd(start, end) > MINUTES_PER_DAY;

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
