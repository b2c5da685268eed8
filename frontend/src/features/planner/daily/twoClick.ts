import type { TimeSpan } from '@rotaledger/domain';
import { QUARTER } from '../time';

/** The first of the two clicks that make an assignment. */
export interface PendingStart {
  rowKey: string;
  quarter: number;
}

/**
 * The assignment two clicks make: from the start of the earlier quarter to the end of the
 * later one (the end is inclusive of the clicked quarter; clicking earlier swaps them).
 */
export function spanFromClicks(rotaStartHour: number, firstQuarter: number, secondQuarter: number): TimeSpan {
  const from = Math.min(firstQuarter, secondQuarter);
  const to = Math.max(firstQuarter, secondQuarter);
  const dayStart = rotaStartHour * 60;
  return { startMinute: dayStart + from * QUARTER, endMinute: dayStart + (to + 1) * QUARTER };
}

/** Quarter index of a time on a timeline starting at `rotaStartHour`. */
export function quarterOf(rotaStartHour: number, minutes: number): number {
  return Math.floor((minutes - rotaStartHour * 60) / QUARTER);
}
