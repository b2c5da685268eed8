import { formatClock, formatEnd, overnightEnd } from '../../components/clock';
import type { SharedAssignment, SharedShift } from './types';

/** Five zoom levels (initial index 1); hour column widths for a 28-hour day (spec section 9). */
export const VIEWER_ZOOM_LEVELS = 5;
export const VIEWER_INITIAL_ZOOM = 1;
const NARROW_WIDTHS = [10, 15, 28, 50, 80] as const;
const WIDE_WIDTHS = [20, 30, 40, 75, 100] as const;
export const DEFAULT_HOURS = { start: 8, end: 18 } as const;

const startOf = (a: SharedAssignment) => a.startHour * 60 + a.startMinute;
// An end at or before the start is the next morning (22:00 → 02:00), so the day runs past midnight.
const endOf = (a: SharedAssignment) => overnightEnd(startOf(a), a.endHour * 60 + a.endMinute);

/** The hours to show: from the earliest start to the latest end, or 8 to 18 with no assignments. */
export function hourRange(shifts: readonly SharedShift[]): { start: number; end: number } {
  const all = shifts.flatMap((s) => s.assignments);
  if (all.length === 0) return { ...DEFAULT_HOURS };
  const start = Math.floor(Math.min(...all.map(startOf)) / 60);
  const end = Math.ceil(Math.max(...all.map(endOf)) / 60);
  return { start, end: Math.max(end, start + 1) };
}

export function columnWidth(zoom: number, hours: number, narrow: boolean): number {
  const widths = narrow ? NARROW_WIDTHS : WIDE_WIDTHS;
  const index = Math.min(VIEWER_ZOOM_LEVELS - 1, Math.max(0, zoom));
  return (widths[index] * 28) / Math.max(1, hours);
}

/** Where a bar sits, in 15-minute steps from the first hour shown. */
export function barPlacement(a: SharedAssignment, firstHour: number, hourWidth: number) {
  const quarter = hourWidth / 4;
  const fromQuarter = Math.round((startOf(a) - firstHour * 60) / 15);
  const quarters = Math.max(1, Math.round((endOf(a) - startOf(a)) / 15));
  return { left: fromQuarter * quarter, width: quarters * quarter };
}

/** '8 AM', '12 PM', '12 AM' for the hour columns. */
export function amPmLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** HH:MM - HH:MM, as the hover details show it; an end of the next day as '02:00 +1'. */
export function detailTimes(a: SharedAssignment): string {
  return `${formatClock(startOf(a), false)} - ${formatEnd(startOf(a), endOf(a), false)}`;
}
