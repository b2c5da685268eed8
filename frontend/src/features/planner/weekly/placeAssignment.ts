import { ROTA_MESSAGES } from '@rotaledger/domain';
import type { AppDispatch } from '../../../app/store';
import { apiErrorMessage } from '../../../app/api-errors';
import { plannerApi } from '../api';
import { overlaps, toTimeString } from '../time';

export interface NewWeeklyAssignment {
  workplaceId: string;
  rotaDate: string;
  userId: string;
  employeeId: string;
  serviceType: number;
  start: number;
  end: number;
}

const isRowOverlap = (error: unknown) => apiErrorMessage(error, '') === ROTA_MESSAGES.rowOverlap;

/**
 * A weekly '+' becomes an assignment on that day: in the first row of the chosen service
 * type with room for it, or in a new shift row when none has room. A new row that could not
 * take the assignment is removed again so no empty shift is left behind.
 */
export async function placeWeeklyAssignment(dispatch: AppDispatch, request: NewWeeklyAssignment): Promise<void> {
  const { workplaceId, rotaDate, userId, employeeId, serviceType, start, end } = request;
  const span = { start, end };
  const body = { employeeId, timeStart: toTimeString(start), timeEnd: toTimeString(end), userId, workplaceId, rotaDate };

  const day = await dispatch(
    plannerApi.endpoints.getDayRota.initiate({ workplaceId, rotaDate, userId }, { forceRefetch: true, subscribe: false }),
  ).unwrap();
  const candidates = day.shifts.filter((s) => s.serviceType === serviceType && !s.assignments.some((a) => overlaps(a, span)));
  for (const shift of candidates) {
    try {
      await dispatch(plannerApi.endpoints.addAssignment.initiate({ ...body, shiftId: shift.shiftId })).unwrap();
      return;
    } catch (error) {
      // Someone filled that gap meanwhile: try the next row.
      if (!isRowOverlap(error)) throw error;
    }
  }

  const { shift_id } = await dispatch(
    plannerApi.endpoints.addShift.initiate({ date: rotaDate, serviceType, workplaceId, userId }),
  ).unwrap();
  try {
    await dispatch(plannerApi.endpoints.addAssignment.initiate({ ...body, shiftId: shift_id })).unwrap();
  } catch (error) {
    await dispatch(plannerApi.endpoints.deleteShift.initiate({ shiftId: shift_id, userId, workplaceId, rotaDate }))
      .unwrap()
      .catch(() => undefined);
    throw error;
  }
}
