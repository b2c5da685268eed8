import { Injectable } from '@nestjs/common';
import { addDays, employeeSpansAround, RotaDayAssignments, TimeSpan } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees } from '../read-side/projected-employees';
import { ROTA_DAYS, ROTA_EMPLOYEES, RotaDayDocument } from './rota.read-models';

/** An employee's assignments around a workplace day (none for an open shift). */
export type SpansAround = (employeeId: string | null) => TimeSpan[];

/**
 * Loads, for the employee-day rule, the account's rota around one workplace day: the same day at
 * its other workplaces and the days before and after (overnight ends, next mornings), from the
 * rota's day documents. The decider gets them as plain spans (`busyElsewhere`) and stays pure.
 *
 * This is the decider's first look, from the read model. It is not atomic across streams (each
 * workplace day is its own stream): PersonRotaGuard makes it so, just before every append to a
 * day, from the person's own stream and the days it names (person-rota.ts).
 */
@Injectable()
export class EmployeeSpansLoader {
  constructor(private readonly readModels: ReadModelStore) {}

  async around(ownerId: string, workplaceId: string, rotaDate: string): Promise<SpansAround> {
    const { days, binds } = await this.daysAround(ownerId, rotaDate);
    return (employeeId) => (employeeId === null ? [] : employeeSpansAround(days, { workplaceId, rotaDate }, employeeId, binds(employeeId)));
  }

  /**
   * The read model's days around `rotaDate` at every workplace of the account, and where each
   * employee's assignments bind: after their removal, or at a workplace they moved away from,
   * an employee's assignments are open shifts that bind nobody (and are paid to nobody).
   * `alsoFor`: employees whose binding is asked for besides those the days name.
   */
  async daysAround(ownerId: string, rotaDate: string, alsoFor: readonly string[] = []) {
    const days = await this.readModels.find<RotaDayDocument>(ROTA_DAYS, {
      ownerId,
      rotaDate: { $gte: addDays(rotaDate, -1), $lte: addDays(rotaDate, 1) },
    });
    const employees = await loadEmployees(this.readModels, ROTA_EMPLOYEES, [
      ...days.flatMap((day) => day.assignments.map((a) => a.employeeId)),
      ...alsoFor,
    ]);
    const binds = (employeeId: string) => (day: RotaDayAssignments) =>
      allocatedEmployee(employeeId, day.rotaDate, employees, day.workplaceId) !== null;
    return { days, binds };
  }
}
