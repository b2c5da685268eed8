import type { WeeklyShiftsAnswer } from '@rotaledger/contracts';
import { unavailableWarning, type UnavailableWindow } from '@rotaledger/domain';
import { fromWireTime, toWireTime, wireTimeAsHhMm as hhmm } from '@rotaledger/contracts/wire-time';

/**
 * The grid's reading of getweeklyshifts' `unavailable` windows (the complement of the employee's
 * available windows, or 00:00-24:00 for approved time off): the cell's label here, the placement
 * warning's words from the domain (one wording for the planner, the copy and the requests list).
 */

export type { UnavailableWindow };

/** employee_id → yyyy-mm-dd → unavailable windows (employees with nothing unavailable are left out). */
export type UnavailableByEmployee = WeeklyShiftsAnswer['unavailable'];

const DAY_END = 24 * 60;
const minutes = (clock: string) => fromWireTime(clock) ?? 0;

/** The cell's short label: "Time off", "Not available", "Not available after 17:00", "Only 09:00–14:00". */
export function unavailableLabel(windows: readonly UnavailableWindow[] | undefined): string | null {
  if (!windows || windows.length === 0) return null;
  if (windows.some((w) => w.reason === 'timeOff')) return 'Time off';
  const sorted = [...windows].sort((a, b) => minutes(a.from) - minutes(b.from));
  if (sorted.length === 1) {
    const [only] = sorted;
    const from = minutes(only.from);
    const to = minutes(only.to);
    if (from === 0 && to >= DAY_END) return 'Not available';
    if (from === 0) return `Not available before ${hhmm(only.to)}`;
    if (to >= DAY_END) return `Not available after ${hhmm(only.from)}`;
    return `Not available ${hhmm(only.from)}–${hhmm(only.to)}`;
  }
  // Several gaps: say when they can work instead.
  const open: string[] = [];
  let cursor = 0;
  for (const w of sorted) {
    if (minutes(w.from) > cursor) open.push(`${clockOf(cursor)}–${hhmm(w.from)}`);
    cursor = Math.max(cursor, minutes(w.to));
  }
  if (cursor < DAY_END) open.push(`${clockOf(cursor)}–24:00`);
  return open.length === 0 ? 'Not available' : `Only ${open.join(', ')}`;
}

const clockOf = (total: number): string => toWireTime(total, 'HH:MM');

/**
 * The warning before placing `name` on `date` from `start` to `end` (minutes after midnight; an
 * overnight end counts up to midnight), or null inside their availability. Time off is not
 * warned about: the server refuses it with its own message.
 */
export function availabilityWarning(
  name: string,
  date: string,
  windows: readonly UnavailableWindow[] | undefined,
  start: number,
  end: number,
): string | null {
  return unavailableWarning(name, date, windows, { startMinute: start, endMinute: end });
}
