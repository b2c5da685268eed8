import { Injectable } from '@nestjs/common';
import { addDays, employeeSpansAround, TimeSpan } from '@rotaledger/domain';
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
 * Not atomic across streams: each workplace day is its own stream, so two requests racing at the
 * same moment for the same person at two workplaces (or on two neighbouring days) can each pass
 * this check and both land. Within one workplace day the stream's expected revision still decides
 * (racing edits of one day never both win), and every later edit re-checks the rule.
 */
@Injectable()
export class EmployeeSpansLoader {
  constructor(private readonly readModels: ReadModelStore) {}

  async around(ownerId: string, workplaceId: string, rotaDate: string): Promise<SpansAround> {
    const days = await this.readModels.find<RotaDayDocument>(ROTA_DAYS, {
      ownerId,
      rotaDate: { $gte: addDays(rotaDate, -1), $lte: addDays(rotaDate, 1) },
    });
    const employees = await loadEmployees(
      this.readModels,
      ROTA_EMPLOYEES,
      days.flatMap((day) => day.assignments.map((a) => a.employeeId)),
    );
    return (employeeId) =>
      employeeId === null
        ? []
        : employeeSpansAround(
            days,
            { workplaceId, rotaDate },
            employeeId,
            // After their removal, or at a workplace they moved away from, an employee's
            // assignments are open shifts: they bind nobody (and are paid to nobody).
            (day) => allocatedEmployee(employeeId, day.rotaDate, employees, day.workplaceId) !== null,
          );
  }
}
