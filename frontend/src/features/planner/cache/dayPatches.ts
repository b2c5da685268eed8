import type { TimeSpan } from '@rotaledger/domain';
import type { DayAssignment, DayRota } from '../types';

/**
 * How the daily writes change the cached day before the server answers (the endpoints'
 * `onQueryStarted` in ../api.ts apply them, and undo them on a refusal): pure recipes over the
 * cached DayRota.
 */

/** An assignment shown at once, not yet saved: it cannot be edited until the server confirms it. */
export const pendingAssignment = (assignmentId: string, { startMinute, endMinute }: TimeSpan): DayAssignment => ({
  assignmentId,
  startMinute,
  endMinute,
  employeeId: null,
  pending: true,
});

/** A new row (a draft's first assignment) shown at once under `shiftId` until the day is read again. */
export const addPendingShift = (shiftId: string, serviceType: number, assignment: DayAssignment) => (day: DayRota) => {
  day.shifts.push({ shiftId, serviceType, assignments: [assignment], pending: true });
};

/** An assignment added to a saved row, kept in start order. */
export const addToShift = (shiftId: string, assignment: DayAssignment) => (day: DayRota) => {
  const shift = day.shifts.find((s) => s.shiftId === shiftId);
  if (!shift) return;
  shift.assignments.push(assignment);
  shift.assignments.sort((a, b) => a.startMinute - b.startMinute);
};

/** An employee put on an assignment, changed, or taken off (null). */
export const setEmployee = (assignmentId: string, employeeId: string | null) => (day: DayRota) => {
  for (const shift of day.shifts) {
    const found = shift.assignments.find((a) => a.assignmentId === assignmentId);
    if (found) found.employeeId = employeeId;
  }
};

export const removeAssignment = (assignmentId: string) => (day: DayRota) => {
  for (const shift of day.shifts) shift.assignments = shift.assignments.filter((a) => a.assignmentId !== assignmentId);
};

export const removeShift = (shiftId: string) => (day: DayRota) => {
  day.shifts = day.shifts.filter((s) => s.shiftId !== shiftId);
};
