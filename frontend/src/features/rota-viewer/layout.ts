import { fromClockFields } from '@rotaledger/contracts/wire-time';
import { formatClock, formatEnd } from '../../components/clock';
import type { SharedAssignment, SharedShift } from './types';

/** Five zoom levels (initial index 1); hour column widths for a 28-hour day (spec section 9). */
export const VIEWER_ZOOM_LEVELS = 5;
export const VIEWER_INITIAL_ZOOM = 1;
const NARROW_WIDTHS = [10, 15, 28, 50, 80] as const;
const WIDE_WIDTHS = [20, 30, 40, 75, 100] as const;
export const DEFAULT_HOURS = { start: 8, end: 18 } as const;
/** A phone's default zoom shows up to this many hours across the screen; a longer day scrolls sideways. */
export const HOURS_ACROSS_A_PHONE = 12;
/** Room an hour label ('18:00', '12pm') needs before the next one. */
const HOUR_LABEL_ROOM = 44;
const LABEL_STEPS = [1, 2, 3, 4, 6] as const;

const startOf = (a: SharedAssignment) => fromClockFields(a).startMinute;
// An end at or before the start is the next morning (22:00 → 02:00), so the day runs past midnight.
const endOf = (a: SharedAssignment) => fromClockFields(a).endMinute;

/** The hours to show: from the earliest start to the latest end, or 8 to 18 with no assignments. */
export function hourRange(shifts: readonly SharedShift[]): { start: number; end: number } {
  const all = shifts.flatMap((s) => s.assignments);
  if (all.length === 0) return { ...DEFAULT_HOURS };
  const start = Math.floor(Math.min(...all.map(startOf)) / 60);
  const end = Math.ceil(Math.max(...all.map(endOf)) / 60);
  return { start, end: Math.max(end, start + 1) };
}

/**
 * An hour column's width in px. Wide screens use the spec's widths. On a phone whose timeline
 * is `phoneWidth` px across, the default zoom fits the day (up to 12 hours) into it and the
 * other levels keep the spec's proportions; unmeasured (0), the spec's widths.
 */
export function columnWidth(zoom: number, hours: number, narrow: boolean, phoneWidth = 0): number {
  const index = Math.min(VIEWER_ZOOM_LEVELS - 1, Math.max(0, zoom));
  if (narrow && phoneWidth > 0) {
    const fitted = phoneWidth / Math.min(Math.max(1, hours), HOURS_ACROSS_A_PHONE);
    // Whole quarter pixels, rounded down, so the hours never add up to a sliver past the screen.
    return Math.floor(((fitted * NARROW_WIDTHS[index]) / NARROW_WIDTHS[VIEWER_INITIAL_ZOOM]) * 4) / 4;
  }
  const widths = narrow ? NARROW_WIDTHS : WIDE_WIDTHS;
  return (widths[index] * 28) / Math.max(1, hours);
}

/** Where a bar sits, in 15-minute steps from the first hour shown. */
export function barPlacement(a: SharedAssignment, firstHour: number, hourWidth: number) {
  const quarter = hourWidth / 4;
  const fromQuarter = Math.round((startOf(a) - firstHour * 60) / 15);
  const quarters = Math.max(1, Math.round((endOf(a) - startOf(a)) / 15));
  return { left: fromQuarter * quarter, width: quarters * quarter };
}

/** An hour column's heading, with AM/PM as the spec's viewer labels them: '8 AM', '12 PM', '1 AM' (past midnight). */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Which of `hours` columns `hourWidth` px wide carry a label: every hour when there is room,
 * else every 2nd, 3rd... hour; never a last label that would be cut off at the right edge.
 */
export function labelledColumns(hours: number, hourWidth: number): boolean[] {
  const step = LABEL_STEPS.find((s) => s * hourWidth >= HOUR_LABEL_ROOM) ?? LABEL_STEPS[LABEL_STEPS.length - 1];
  return Array.from({ length: hours }, (_, i) => i % step === 0 && (i === 0 || (hours - i) * hourWidth >= HOUR_LABEL_ROOM));
}

/** Start - end in HH:MM, as the spec's viewer details show it; an end of the next day as '02:00 +1'. */
export function detailTimes(a: SharedAssignment): string {
  return `${formatClock(startOf(a), false)} - ${formatEnd(startOf(a), endOf(a), false)}`;
}
