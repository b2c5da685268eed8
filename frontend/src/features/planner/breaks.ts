import type { BreakFields } from './types';

/**
 * How the planner reads and shows an assignment's unpaid break (issue 28). The server decides
 * the break (an own one, else the workplace's rules) and the paid minutes; these only read them.
 */

/**
 * The paid minutes of an assignment: the answer's own figure (elapsed on the workplace's clock less
 * the break); a row not yet confirmed has none, so its elapsed minutes less any known break stand in.
 */
export function paidMinutesOf(assignment: Partial<BreakFields>, elapsed: number): number {
  if (typeof assignment.paidMinutes === 'number') return assignment.paidMinutes;
  return Math.max(0, elapsed - (assignment.breakMinutes ?? 0));
}

/** The break that counts, or 0 when there is none or it is not known yet. */
export const breakOf = (assignment: Partial<BreakFields>): number => assignment.breakMinutes ?? 0;

/** '30 min break' (the weekly cells, the daily view, the printed rota, dialogs); '' for none. */
export const breakLabel = (minutes: number): string => (minutes > 0 ? `${minutes} min break` : '');

/** Times with their break: '07:00-15:00 · 30 min break', or the times alone. */
export const withBreak = (times: string, minutes: number): string => (minutes > 0 ? `${times} · ${breakLabel(minutes)}` : times);

/** A length as the checks' messages write it: 480 → '8 h', 450 → '7 h 30'. */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}
