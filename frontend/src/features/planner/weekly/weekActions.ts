import type { PlaceAssignmentRequest, PlacedAssignmentAnswer } from '@rotaledger/contracts';
import type { AppDispatch } from '../../../app/store';
import { afterNextPaint } from '../../../components/afterNextPaint';
import { placedAssignmentTags, plannerApi } from '../api';
import { toTimeString } from '../time';
import type { BreakRequest, OpenShift, WeekAssignment, WeekKey, WeekRota } from '../types';
import { assignmentMinutes } from './weekSummary';

/**
 * The weekly view's writes, shown at once: each patches the cached week, asks the server, and
 * on a refusal undoes its patch and reloads the week so the grid shows the server's truth.
 */

let tempCounter = 0;
const tempId = () => `pending-${Date.now().toString(36)}-${++tempCounter}`;

/** Where an assignment sits in the week: an employee's cell, or the open shifts row. */
export interface WeekCell {
  /** null for the open shifts row. */
  employeeId: string | null;
  date: string;
}

export interface Placement extends WeekCell {
  serviceType: number;
  start: number;
  end: number;
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

function optimistically(dispatch: AppDispatch, key: WeekKey, recipe: (week: WeekRota) => void) {
  const patch = dispatch(plannerApi.util.updateQueryData('getWeekShifts', key, recipe));
  return {
    undo: patch.undo,
    /** Undo the patch and reload: the server's state wins. */
    rollBack: () => {
      patch.undo();
      dispatch(plannerApi.util.invalidateTags([{ type: 'WeekShifts', id: `${key.workplaceId}|${key.startDate}` }]));
    },
  };
}

async function withRollBack<T>(dispatch: AppDispatch, key: WeekKey, recipe: (week: WeekRota) => void, send: () => Promise<T>) {
  const { rollBack } = optimistically(dispatch, key, recipe);
  try {
    return await send();
  } catch (error) {
    rollBack();
    throw error;
  }
}

/**
 * The weekly "+" (and Undo): one placeassignment command. Its answer names the saved row, so
 * the cell turns editable as soon as the server accepts. The week, its pay, the day and the
 * dates with shifts are reloaded (which then replaces the row with the server's own) only once
 * that is painted: their requests, answers and renders would otherwise hold up its frame.
 */
export async function placeAssignment(dispatch: AppDispatch, key: WeekKey, placement: Placement) {
  const request: PlaceAssignmentRequest & BreakRequest = {
    workplaceId: key.workplaceId,
    date: placement.date,
    serviceType: placement.serviceType,
    employeeId: placement.employeeId,
    timeStart: toTimeString(placement.start),
    timeEnd: toTimeString(placement.end),
    userId: key.userId,
    ...(placement.breakMinutes !== undefined ? { breakMinutes: placement.breakMinutes } : {}),
  };
  const reload = () => dispatch(plannerApi.util.invalidateTags(placedAssignmentTags(request)));
  const pendingId = tempId();
  const { undo } = optimistically(dispatch, key, (week) => {
    const pending: WeekAssignment = {
      assignment_id: pendingId,
      shift_id: '',
      time_start: request.timeStart,
      time_end: request.timeEnd,
      // Until the server answers with the break it decided: the span less an own break (a rules' break comes with the answer).
      breakMinutes: placement.breakMinutes ?? 0,
      ownBreak: typeof placement.breakMinutes === 'number',
      paidMinutes: Math.max(
        0,
        assignmentMinutes({ time_start: request.timeStart, time_end: request.timeEnd }) - (placement.breakMinutes ?? 0),
      ),
      pending: true,
    };
    const list = cellList(week, placement);
    list.push(placement.employeeId === null ? ({ ...pending, service_type: placement.serviceType } as OpenShift) : pending);
    list.sort((a, b) => a.time_start.localeCompare(b.time_start));
  });
  let placed: PlacedAssignmentAnswer;
  try {
    placed = await dispatch(plannerApi.endpoints.placeAssignment.initiate(request)).unwrap();
  } catch (error) {
    // The server's state wins: the week (with the rest it would have changed) is reloaded at once.
    undo();
    reload();
    throw error;
  }
  dispatch(
    plannerApi.util.updateQueryData('getWeekShifts', key, (week) => {
      const list =
        placement.employeeId === null ? week.openShifts[placement.date] : week.weekShifts[placement.employeeId]?.[placement.date];
      const confirmed = list?.find((a) => a.assignment_id === pendingId);
      if (!confirmed) return;
      Object.assign(confirmed, { assignment_id: placed.assignment_id, shift_id: placed.shift_id });
      delete confirmed.pending;
    }),
  );
  afterNextPaint(reload);
  return placed;
}

/** New times and/or break (`breakMinutes`: a number sets an own break, null goes back to the rules, absent keeps it). */
export function retimeAssignment(
  dispatch: AppDispatch,
  key: WeekKey,
  assignmentId: string,
  start: number,
  end: number,
  brk: BreakRequest = {},
) {
  const timeStart = toTimeString(start);
  const timeEnd = toTimeString(end);
  return withRollBack(
    dispatch,
    key,
    (week) => {
      for (const list of [...Object.values(week.weekShifts).flatMap((d) => Object.values(d)), ...Object.values(week.openShifts)]) {
        const found = list.find((a) => a.assignment_id === assignmentId);
        if (!found) continue;
        Object.assign(found, { time_start: timeStart, time_end: timeEnd, pending: true });
        if (typeof brk.breakMinutes === 'number') Object.assign(found, { breakMinutes: brk.breakMinutes, ownBreak: true });
        if (brk.breakMinutes === null) found.ownBreak = false;
        // The server decides the paid minutes again; until then the span less the break stands in.
        found.paidMinutes = Math.max(0, assignmentMinutes({ time_start: timeStart, time_end: timeEnd }) - (found.breakMinutes ?? 0));
      }
    },
    () =>
      dispatch(
        plannerApi.endpoints.updateAssignmentTime.initiate({ assignmentId, timeStart, timeEnd, userId: key.userId, ...brk }),
      ).unwrap(),
  );
}

export function removeAssignment(dispatch: AppDispatch, key: WeekKey, assignmentId: string) {
  return withRollBack(
    dispatch,
    key,
    (week) => void takeOut(week, assignmentId),
    () => dispatch(plannerApi.endpoints.deleteAssignment.initiate({ assignment_id: assignmentId, userId: key.userId })).unwrap(),
  );
}

/** An open shift given to an employee: it moves from the open row into their cell. */
export function assignOpenShift(dispatch: AppDispatch, key: WeekKey, shift: OpenShift, date: string, employeeId: string) {
  return withRollBack(
    dispatch,
    key,
    (week) => {
      const moved = takeOut(week, shift.assignment_id);
      if (!moved) return;
      const { service_type: _service, ...assignment } = moved as OpenShift;
      const list = cellList(week, { employeeId, date });
      list.push({ ...assignment, pending: true });
      list.sort((a, b) => a.time_start.localeCompare(b.time_start));
    },
    () =>
      dispatch(
        plannerApi.endpoints.updateAssignmentEmployee.initiate({ assignmentId: shift.assignment_id, employeeId, userId: key.userId }),
      ).unwrap(),
  );
}

/**
 * The Edit dialog's reassignment: the assignment moves to another employee's cell, or (employeeId
 * null) leaves its row to become an open shift, which the reload after the answer draws with its service.
 */
export function reassignAssignment(dispatch: AppDispatch, key: WeekKey, assignmentId: string, date: string, employeeId: string | null) {
  return withRollBack(
    dispatch,
    key,
    (week) => {
      const moved = takeOut(week, assignmentId);
      if (!moved || employeeId === null) return;
      const { service_type: _service, ...assignment } = moved as OpenShift;
      const list = cellList(week, { employeeId, date });
      list.push({ ...assignment, pending: true });
      list.sort((a, b) => a.time_start.localeCompare(b.time_start));
    },
    () => dispatch(plannerApi.endpoints.updateAssignmentEmployee.initiate({ assignmentId, employeeId, userId: key.userId })).unwrap(),
  );
}

/** Which service an assignment's row is, read before a removal so Undo can put it back there. */
export async function serviceOfShift(dispatch: AppDispatch, key: WeekKey, date: string, shiftId: string): Promise<number | null> {
  try {
    const shifts = await dispatch(
      plannerApi.endpoints.getDayShifts.initiate(
        { workplaceId: key.workplaceId, rotaDate: date, userId: key.userId },
        { forceRefetch: true, subscribe: false },
      ),
    ).unwrap();
    const shift = shifts.find((s) => s.shift_id === shiftId);
    return shift ? Number(shift.service_type) : null;
  } catch {
    return null;
  }
}
