import {
  addDays,
  breakFor,
  CheckedAssignment,
  CurrencyCode,
  employeeWeekWarnings,
  mondayOf,
  RotaAssignment,
  assignmentInstants,
  timeZoneOf,
  WorkingTimeWarning,
} from '@rotaledger/domain';
import type { ReadModelReader } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees, ratePenceOn } from '../../read-side/projected-employees';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES, RotaDayDocument } from '../rota.read-models';

/** The unpaid break an assignment carries (a day document projected before breaks has none). */
export const breakMinutesOf = (a: RotaAssignment): number => a.breakMinutes ?? 0;

/**
 * The weekly answer's working-time and minimum-wage warnings for the employees in it: each
 * employee's assignments at every workplace of the account over the Monday-Sunday weeks containing
 * the dates (and the days either side, for rest across the edges), read from the rota's day
 * documents on the (ownerId, rotaDate) index: a few dozen documents, never the account's history.
 */
export async function workingTimeWarnings(
  reader: ReadModelReader,
  query: { workplaceId: string; startDate: string; endDate: string; currency: CurrencyCode },
  employeeIds: readonly string[],
): Promise<WorkingTimeWarning[]> {
  if (employeeIds.length === 0) return [];
  const workplace = await reader.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, query.workplaceId);
  if (!workplace) return [];
  // An overnight assignment two days before can end within 11 hours of Monday's first.
  const from = addDays(mondayOf(query.startDate), -2);
  const to = addDays(mondayOf(query.endDate), 7);
  const [days, workplaces] = await Promise.all([
    reader.find<RotaDayDocument>(ROTA_DAYS, { ownerId: workplace.ownerId, rotaDate: { $gte: from, $lte: to } }),
    reader.find<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, { ownerId: workplace.ownerId }),
  ]);
  const zones = new Map(workplaces.map((w) => [w.workplaceId, timeZoneOf(w)]));
  const employees = await loadEmployees(reader, ROTA_EMPLOYEES, employeeIds);
  const wanted = new Set(employeeIds);
  const assignments = new Map<string, CheckedAssignment[]>();
  for (const day of days) {
    const zone = zones.get(day.workplaceId);
    if (zone === undefined) continue;
    for (const a of day.assignments) {
      const employeeId = allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId);
      if (employeeId === null || !wanted.has(employeeId)) continue;
      const real = assignmentInstants(day.rotaDate, a.startMinute, a.endMinute, zone);
      const breakMinutes = breakFor(real.elapsedMinutes, breakMinutesOf(a), undefined);
      (assignments.get(employeeId) ?? assignments.set(employeeId, []).get(employeeId)!).push({
        date: day.rotaDate,
        ...real,
        breakMinutes,
        paidMinutes: real.elapsedMinutes - breakMinutes,
        ratePence: ratePenceOn(employees.get(employeeId), day.rotaDate),
        here: day.workplaceId === query.workplaceId,
      });
    }
  }
  return employeeIds.flatMap((employeeId) => {
    const employee: EmployeeDirectoryDocument | undefined = employees.get(employeeId);
    if (!employee) return [];
    return employeeWeekWarnings({
      employeeId,
      displayName: employee.displayName,
      dateOfBirth: employee.dateOfBirth ?? null,
      assignments: assignments.get(employeeId) ?? [],
      from: query.startDate,
      to: query.endDate,
      currency: query.currency,
    });
  });
}
