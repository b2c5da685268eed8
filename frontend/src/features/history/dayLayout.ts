import { fromServedTime } from '@rotaledger/contracts/wire-time';
import type { RotaShift } from './types';

/** Default hours shown for an empty day, as the shared rota viewer shows them. */
export const DEFAULT_HOURS = { start: 8, end: 18 } as const;

const minutesOf = fromServedTime;

/** The whole hours to draw: from the earliest start to the latest end of the day. */
export function hourRange(shifts: readonly RotaShift[]): { start: number; end: number } {
  const all = shifts.flatMap((s) => s.assignments);
  if (all.length === 0) return { ...DEFAULT_HOURS };
  const start = Math.floor(Math.min(...all.map((a) => minutesOf(a.timeStart))) / 60);
  const end = Math.ceil(Math.max(...all.map((a) => minutesOf(a.timeEnd))) / 60);
  return { start, end: Math.max(end, start + 1) };
}

/** A bar's place on the track, in percent, so the day fits any width without scrolling. */
export function barPlacement(timeStart: string, timeEnd: string, range: { start: number; end: number }) {
  const span = (range.end - range.start) * 60;
  const from = minutesOf(timeStart) - range.start * 60;
  const length = minutesOf(timeEnd) - minutesOf(timeStart);
  return { left: `${(from / span) * 100}%`, width: `${(length / span) * 100}%` };
}
