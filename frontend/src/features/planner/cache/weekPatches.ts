import type { TimeSpan } from '@rotaledger/domain';
import { toWireTime } from '@rotaledger/contracts/wire-time';
import type { BreakRequest, OpenAssignment, WeekAssignment, WeekRota } from '../types';
import { assignmentMinutes } from '../weekly/weekSummary';

/**
 * How the weekly writes change the cached week before the server answers (the endpoints'
 * `onQueryStarted` in ../api.ts apply them): pure recipes over the cached WeekRota.
 */

/** Where an assignment sits in the week: an employee's cell, or the open shifts row. */
export interface WeekCell {
  /** null for the open shifts row. */
  employeeId: string | null;
  date: string;
}

export interface Placement extends WeekCell, TimeSpan {
  serviceType: number;
  /** An own break (minutes); absent follows the workplace's rules. */
  breakMinutes?: number;
}

function cellList(week: WeekRota, { employeeId, date }: WeekCell): WeekAssignment[] {
  if (employeeId === null) return (week.openShifts[date] ??= []);
  return ((week.weekShifts[employeeId] ??= {})[date] ??= []);
}

function takeOut(week: WeekRota, assignmentId: string): WeekAssignment | undefined {
  const lists = [...Object.values(week.weekShifts).flatMap((byDate) => Object.values(byDate)), ...Object.values(week.openShifts)];
  for (const list of lists) {
    const index = list.findIndex((a) => a.assignment_id === assignmentId);
    if (index >= 0) return list.splice(index, 1)[0];
  }
  return undefined;
}

/** A placement shown at once as a pending row under `pendingId`. */
export const addPending = (pendingId: string, placement: Placement) => (week: WeekRota) => {
  const timeStart = toWireTime(placement.startMinute);
  const timeEnd = toWireTime(placement.endMinute);
  const pending: WeekAssignment = {
    assignment_id: pendingId,
    shift_id: '',
    time_start: timeStart,
    time_end: timeEnd,
    // Until the server answers with the break it decided: the span less an own break (a rules' break comes with the answer).
    breakMinutes: placement.breakMinutes ?? 0,
    ownBreak: typeof placement.breakMinutes === 'number',
    paidMinutes: Math.max(0, assignmentMinutes({ time_start: timeStart, time_end: timeEnd }) - (placement.breakMinutes ?? 0)),
    pending: true,
  };
  const list = cellList(week, placement);
  list.push(placement.employeeId === null ? ({ ...pending, service_type: placement.serviceType } as OpenAssignment) : pending);
  list.sort((a, b) => a.time_start.localeCompare(b.time_start));
};

/** The pending row takes the saved assignment's and row's ids; every other row keeps its objects. */
export const confirmPending =
  (pendingId: string, cell: WeekCell, saved: { assignment_id: string; shift_id: string }) => (week: WeekRota) => {
    const list = cell.employeeId === null ? week.openShifts[cell.date] : week.weekShifts[cell.employeeId]?.[cell.date];
    const confirmed = list?.find((a) => a.assignment_id === pendingId);
    if (!confirmed) return;
    // The row's ids only: the answer's other fields (its changeId, for Undo) are not the assignment's.
    Object.assign(confirmed, { assignment_id: saved.assignment_id, shift_id: saved.shift_id });
    delete confirmed.pending;
  };

/** New times and/or break (`breakMinutes`: a number sets an own break, null goes back to the rules, absent keeps it). */
export const retime =
  (assignmentId: string, timeStart: string, timeEnd: string, brk: BreakRequest = {}) =>
  (week: WeekRota) => {
    for (const list of [...Object.values(week.weekShifts).flatMap((d) => Object.values(d)), ...Object.values(week.openShifts)]) {
      const found = list.find((a) => a.assignment_id === assignmentId);
      if (!found) continue;
      Object.assign(found, { time_start: timeStart, time_end: timeEnd, pending: true });
      if (typeof brk.breakMinutes === 'number') Object.assign(found, { breakMinutes: brk.breakMinutes, ownBreak: true });
      if (brk.breakMinutes === null) found.ownBreak = false;
      // The server decides the paid minutes again; until then the span less the break stands in.
      found.paidMinutes = Math.max(0, assignmentMinutes({ time_start: timeStart, time_end: timeEnd }) - (found.breakMinutes ?? 0));
    }
  };

export const remove = (assignmentId: string) => (week: WeekRota) => void takeOut(week, assignmentId);

/**
 * An assignment moved into an employee's cell (an open shift given to them, or a shift given to
 * someone else); to nobody (employeeId null) it leaves its cell, and the reload after the answer
 * draws it among the open shifts with its service.
 */
export const moveTo = (assignmentId: string, cell: Omit<WeekCell, 'employeeId'> & { employeeId: string | null }) => (week: WeekRota) => {
  const moved = takeOut(week, assignmentId);
  if (!moved || cell.employeeId === null) return;
  const { service_type: _service, ...assignment } = moved as OpenAssignment;
  const list = cellList(week, { ...cell, employeeId: cell.employeeId });
  list.push({ ...assignment, pending: true });
  list.sort((a, b) => a.time_start.localeCompare(b.time_start));
};

/** An accepted auto-fill: each proposed row's assignment moves into its employee's cell. */
export const moveAll = (rows: readonly { assignmentId: string; employeeId: string | null; date: string }[]) => (week: WeekRota) => {
  for (const row of rows) moveTo(row.assignmentId, { employeeId: row.employeeId, date: row.date })(week);
};
