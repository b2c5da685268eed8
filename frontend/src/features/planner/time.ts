import { formatClock, formatEnd, overnightEnd } from '../../components/clock';
import { MINUTES_PER_DAY, QUARTER_HOUR } from '@rotaledger/domain';

/**
 * Times are minutes after the rota day's midnight: 0-1440 on the day itself, above 1440 the next
 * morning (an overnight end, 22:00 → 02:00 is 1320 → 1560), as the domain's `TimeSpan` holds them.
 * The API's HH:MM:SS is converted at the endpoints' edge, by `@rotaledger/contracts/wire-time`.
 */
export const QUARTER = QUARTER_HOUR;

export { formatClock, formatEnd, overnightEnd } from '../../components/clock';

/** True when the span ends the next morning. */
export const isOvernight = (start: number, end: number) => overnightEnd(start, end) > MINUTES_PER_DAY;

export function formatRange(start: number, end: number, twelveHour: boolean): string {
  return `${formatClock(start, twelveHour)}-${formatEnd(start, end, twelveHour)}`;
}

/** Timeline header labels: '09:00' or '9am'; compact: '09' or '9a' for narrow columns. */
export function hourHeading(hour: number, twelveHour: boolean, compact = false): string {
  const h24 = hour % 24;
  if (!twelveHour) return compact ? String(h24).padStart(2, '0') : formatClock(h24 * 60, false);
  const shown = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${shown}${h24 < 12 ? 'a' : 'p'}${compact ? '' : 'm'}`;
}
