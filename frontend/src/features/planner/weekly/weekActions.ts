import type { PlacedAssignmentAnswer } from '@rotaledger/contracts';
import type { AppDispatch } from '../../../lib/store';
import { plannerApi } from '../api';
import { toWireTime } from '@rotaledger/contracts/wire-time';
import type { BreakRequest, OpenAssignment, WeekKey } from '../types';
import type { Placement } from '../cache/weekPatches';

export type { Placement, WeekCell } from '../cache/weekPatches';

/**
 * The weekly view's writes, named as the dialogs use them. Each is one endpoint call with the
 * week shown: the endpoint (../api.ts) shows it at once, confirms or takes it back, and names
 * what to reload. A refusal is thrown for the dialog to show.
 */

/** The weekly "+" (and Undo): one placeassignment command. */
export function placeAssignment(dispatch: AppDispatch, week: WeekKey, placement: Placement): Promise<PlacedAssignmentAnswer> {
  return dispatch(
    plannerApi.endpoints.placeAssignment.initiate({
      workplaceId: week.workplaceId,
      date: placement.date,
      serviceType: placement.serviceType,
      employeeId: placement.employeeId,
      timeStart: toWireTime(placement.startMinute),
      timeEnd: toWireTime(placement.endMinute),
      userId: week.userId,
      ...(placement.breakMinutes !== undefined ? { breakMinutes: placement.breakMinutes } : {}),
      week,
    }),
  ).unwrap();
}

/** New times and/or break (`breakMinutes`: a number sets an own break, null goes back to the rules, absent keeps it). */
export function retimeAssignment(
  dispatch: AppDispatch,
  week: WeekKey,
  assignmentId: string,
  start: number,
  end: number,
  brk: BreakRequest = {},
) {
  return dispatch(
    plannerApi.endpoints.updateAssignmentTime.initiate({
      assignmentId,
      timeStart: toWireTime(start),
      timeEnd: toWireTime(end),
      userId: week.userId,
      ...brk,
      week,
    }),
  ).unwrap();
}

export function removeAssignment(dispatch: AppDispatch, week: WeekKey, assignmentId: string) {
  return dispatch(plannerApi.endpoints.deleteAssignment.initiate({ assignment_id: assignmentId, userId: week.userId, week })).unwrap();
}

/** An open shift given to an employee: it moves from the open row into their cell. */
export function assignOpenAssignment(dispatch: AppDispatch, week: WeekKey, shift: OpenAssignment, date: string, employeeId: string) {
  return dispatch(
    plannerApi.endpoints.updateAssignmentEmployee.initiate({
      assignmentId: shift.assignment_id,
      employeeId,
      userId: week.userId,
      week,
      date,
    }),
  ).unwrap();
}

/**
 * The Edit dialog's reassignment: the assignment moves to another employee's cell, or (employeeId
 * null) leaves its row to become an open shift, which the reload after the answer draws with its service.
 */
export function reassignAssignment(dispatch: AppDispatch, week: WeekKey, assignmentId: string, date: string, employeeId: string | null) {
  return dispatch(
    plannerApi.endpoints.updateAssignmentEmployee.initiate({ assignmentId, employeeId, userId: week.userId, week, date }),
  ).unwrap();
}
