import { onTimeOff, dayMonth } from '../employees/availability';
import { conflict, invalid, notFound } from '../shared/errors';
import type { RotaEmployee, RotaWorkplace } from './rota-context';
import type { RotaCommandBase } from './rota-command';
import type { RotaAssignment, RotaState } from './rota-state';
import { spansOverlap, type TimeSpan } from '../shared/time-span';
import { ROTA_MESSAGES as M } from './rota.messages';

/*
 * The rules every write that puts a person on an assignment meets, the planner's (rota.decider.ts)
 * and the staff requests' (rota-requests.decider.ts) alike.
 */

/** The refusal to place someone on a day of their approved time off: "Ann is on approved time off on 2 Dec.". */
export const timeOffRefusal = (displayName: string, rotaDate: string) => `${displayName} is on approved time off on ${dayMonth(rotaDate)}.`;

/**
 * The employee's assignments outside this workplace day that could collide (other workplaces of
 * the account that day, and the neighbouring days' overnight ends and next mornings), on this
 * day's clock. The handler loads them (see `employeeSpansAround`) so the decider stays pure.
 */
export type BusyElsewhere = { busyElsewhere?: readonly TimeSpan[] };

export function existingAssignment(state: RotaState, assignmentId: string): RotaAssignment {
  const assignment = state.assignments.find((a) => a.assignmentId === assignmentId);
  if (!assignment) throw notFound(M.assignmentNotFound);
  return assignment;
}

/** A removed employee is gone for the manager: they can no longer be put on any assignment. Another team's reads as unknown. */
export function checkAssignable(
  command: RotaCommandBase & { employeeId: string; employee: RotaEmployee | null },
  workplace: RotaWorkplace,
): void {
  const { employee } = command;
  if (!employee || employee.employeeId !== command.employeeId || employee.ownerId !== workplace.ownerId || employee.removedOn !== null) {
    throw notFound(M.employeeNotFound);
  }
  if (employee.workplaceId !== workplace.workplaceId) throw invalid(M.employeeElsewhere);
  if (onTimeOff(employee.timeOff, command.rotaDate)) throw conflict(timeOffRefusal(employee.displayName, command.rotaDate));
}

/** Every shift of the day counts: one person cannot be in two places at once. */
export const employeeOverlaps = (state: RotaState, employeeId: string, span: TimeSpan, except?: string) =>
  state.assignments.some((a) => a.employeeId === employeeId && a.assignmentId !== except && spansOverlap(a, span));

export const busyElsewhere = (command: BusyElsewhere, span: TimeSpan) => (command.busyElsewhere ?? []).some((s) => spansOverlap(s, span));

export const serviceOfShift = (state: RotaState, shiftId: string) => state.shifts.find((s) => s.shiftId === shiftId)?.serviceType;
