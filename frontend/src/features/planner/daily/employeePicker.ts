import { spansOverlap } from '@rotaledger/domain';
import { compareNames, isAnyService } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import type { DayAssignment } from '../types';

/**
 * Whether an employee fits a shift's service type: 'Any' on either side matches everyone,
 * otherwise the employee must offer that service.
 */
export function matchesService(employee: Employee, serviceType: number): boolean {
  return isAnyService(serviceType) || employee.services.includes(serviceType) || employee.services.some(isAnyService);
}

/** The picker's list: the workplace's employees, filtered by service type when the toggle is on. */
export function pickerEmployees(
  employees: readonly Employee[],
  workplaceId: string,
  serviceType: number,
  onlyMatching: boolean,
): Employee[] {
  return employees
    .filter((e) => e.workplace_id === workplaceId)
    .filter((e) => !onlyMatching || matchesService(e, serviceType))
    .sort((a, b) => compareNames(a.display_name, b.display_name));
}

/**
 * Employees who already work at a time overlapping `target` somewhere else that day, with
 * the clashing assignment: the picker disables them (the server refuses them too).
 */
export function busyEmployees(
  shifts: readonly { assignments: readonly DayAssignment[] }[],
  target: DayAssignment,
): Map<string, DayAssignment> {
  const busy = new Map<string, DayAssignment>();
  for (const shift of shifts) {
    for (const a of shift.assignments) {
      if (a.assignmentId === target.assignmentId || !a.employeeId) continue;
      if (spansOverlap(a, target) && !busy.has(a.employeeId)) busy.set(a.employeeId, a);
    }
  }
  return busy;
}
