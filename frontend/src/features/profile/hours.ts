import { formatClock } from '../../components/clock';

/** The latest rota end: 06:00 the next day. */
export const LATEST_ROTA_END = 30;
/** At most a whole day between the rota's start and its end. */
export const LONGEST_ROTA_DAY = 24;

/**
 * Whole-hour labels for the workplace's rota hours: '09:00' or '9 AM'; 24 is midnight at the end;
 * above 24 the next morning, '02:00 +1' or '2 AM +1'.
 */
export function hourLabel(hour: number, twelveHour: boolean): string {
  if (hour > 24) return `${hourLabel(hour - 24, twelveHour)} +1`;
  if (!twelveHour) return formatClock(hour * 60, false);
  const h = hour % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const shown = h % 12 === 0 ? 12 : h % 12;
  return hour === 24 ? '12 AM (midnight)' : `${shown} ${suffix}`;
}

export const START_HOURS = Array.from({ length: 24 }, (_, h) => h);

/** End hours are those above the start, up to 06:00 the next day and at most 24 hours after the start. */
export function endHoursAfter(start: number): number[] {
  const last = Math.min(LATEST_ROTA_END, start + LONGEST_ROTA_DAY);
  return Array.from({ length: last - start }, (_, i) => start + 1 + i);
}

/** The end kept when the start changes: after the new start, and no more than a day after it. */
export function endForStart(start: number, end: number): number {
  return Math.min(Math.max(end, start + 1), start + LONGEST_ROTA_DAY);
}
