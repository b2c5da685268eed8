import { isOpenedAt, isUnallocatedAfterRemoval, lastDayAt, rateInForce, RotaEmployee, singleRate } from '@rotaledger/domain';
import type { ReadModelReader } from '@rotaledger/read-models';
import type { EmployeeDirectoryDocument } from './rota-projection-kit';

/*
 * Reads a projection's own copy of employees (kept by `trackEmployee`), not the organisation
 * context's `EmployeeDirectory`: each rota-side projection rebuilds from its own collections.
 */

/** The directory entries of the given employees, by id. */
export async function loadEmployees(
  reader: ReadModelReader,
  collection: string,
  employeeIds: Iterable<string | null>,
): Promise<Map<string, EmployeeDirectoryDocument>> {
  const ids = [...new Set([...employeeIds].filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const docs = await reader.find<EmployeeDirectoryDocument>(collection, { id: { $in: ids } });
  return new Map(docs.map((doc) => [doc.id, doc]));
}

/**
 * Who an assignment counts for: nobody when unallocated, or when its employee was removed
 * before that day, or (given the assignment's workplace) had moved away from it before that
 * day (`isOpenedAt`). Without `workplaceId` only removal is checked: pass it.
 */
export function allocatedEmployee(
  employeeId: string | null,
  rotaDate: string,
  employees: Map<string, EmployeeDirectoryDocument>,
  workplaceId?: string,
): string | null {
  if (employeeId === null) return null;
  const employee = employees.get(employeeId);
  const opened =
    workplaceId === undefined ? isUnallocatedAfterRemoval(employee?.removedOn, rotaDate) : isOpenedAt(employee, workplaceId, rotaDate);
  return opened ? null : employeeId;
}

/** The employee's hourly rate in pence in force on that day (copies without a history: their one rate). */
export function ratePenceOn(employee: EmployeeDirectoryDocument | undefined, rotaDate: string): number | null {
  if (!employee || typeof employee.ratePence !== 'number') return null;
  return rateInForce(employee.rateHistory ?? singleRate(employee.ratePence), rotaDate);
}

/**
 * The employee's latest rate as `workplaceId` knows it: the one in force on their last day there when
 * they have moved away (a later workplace's rate is none of its business), else their latest rate.
 */
export function ratePenceAt(employee: EmployeeDirectoryDocument | undefined, workplaceId: string): number | null {
  if (!employee || typeof employee.ratePence !== 'number') return null;
  const lastDay = lastDayAt(employee, workplaceId);
  return lastDay === null ? employee.ratePence : ratePenceOn(employee, lastDay);
}

/**
 * What a rota decision needs of an employee (`RotaEmployee`), from a rota-side directory copy: the
 * copy folds the same fields with the same domain helpers as the rota's own fold of the stream
 * (`evolveRotaEmployee`), so a query can run a decider without reading the event store.
 */
export function rotaEmployeeOf(doc: EmployeeDirectoryDocument): RotaEmployee {
  const { employeeId, ownerId, workplaceId, displayName, removedOn, workplaceHistory, services, timeOff, availability } = doc;
  return {
    employeeId,
    ownerId,
    workplaceId,
    displayName,
    removedOn,
    ...(workplaceHistory === undefined ? {} : { workplaceHistory }),
    ...(services === undefined ? {} : { services }),
    ...(timeOff === undefined ? {} : { timeOff }),
    ...(availability === undefined ? {} : { availability }),
  };
}
