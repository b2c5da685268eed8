import { toWireTime } from '@rotaledger/contracts';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { addDays, CurrencyCode, datesInRange, dayNumber, rotaTotals, unavailableWindows } from '@rotaledger/domain';
import type { WeeklyShiftsAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees, ratePenceOn } from '../../read-side/projected-employees';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES, RotaDayDocument } from '../rota.read-models';
import { breakViewOf } from './break-view';
import { workingTimeWarnings } from './working-time-warnings';

/**
 * The answer is the contract's (WeeklyShiftsAnswer): weekShifts is employee_id → yyyy-mm-dd →
 * assignments by start time; openShifts is yyyy-mm-dd → the day's unallocated assignments by
 * start time (open ones, and those of an employee removed before that day or moved away from the
 * workplace before it; days without any are left out).
 */
type WeeklyAssignment = WeeklyShiftsAnswer['weekShifts'][string][string][number];

/** employee id → yyyy-mm-dd → paid minutes, as the week's answer counts them. */
type PaidMinutes = Record<string, Record<string, number>>;

export class GetWeeklyShiftsQuery extends Query<WeeklyShiftsAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly startDate: string,
    readonly endDate: string,
    /** The owner's currency: money in the warnings, and the minimum wage is checked only in the rates' own. */
    readonly currency: CurrencyCode,
  ) {
    super();
  }
}

@QueryHandler(GetWeeklyShiftsQuery)
export class GetWeeklyShiftsHandler implements IQueryHandler<GetWeeklyShiftsQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId, startDate, endDate, currency }: GetWeeklyShiftsQuery): Promise<WeeklyShiftsAnswer> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    const { days, employees } = await this.daysOf(workplaceId, startDate, endDate);
    const weekShifts: WeeklyShiftsAnswer['weekShifts'] = {};
    const openShifts: WeeklyShiftsAnswer['openShifts'] = {};
    const paid: PaidMinutes = {};
    for (const day of days) {
      const serviceOf = new Map(day.shifts.map((s) => [s.shiftId, s.serviceType]));
      const byStart = [...day.assignments].sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
      for (const a of byStart) {
        const view: WeeklyAssignment = {
          assignment_id: a.assignmentId,
          shift_id: a.shiftId,
          time_start: toWireTime(a.startMinute),
          time_end: toWireTime(a.endMinute),
          ...breakViewOf(a, day.rotaDate, workplace),
        };
        const employeeId = allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId);
        if (employeeId === null) {
          (openShifts[day.rotaDate] ??= []).push({ ...view, service_type: serviceOf.get(a.shiftId)! });
          continue;
        }
        const dates = (weekShifts[employeeId] ??= {});
        (dates[day.rotaDate] ??= []).push(view);
        addPaid(paid, employeeId, day.rotaDate, view.paidMinutes);
      }
    }
    const [unavailable, warnings, previousWeek] = await Promise.all([
      this.unavailable(workplaceId, startDate, endDate, employees),
      workingTimeWarnings(this.readModels, { workplaceId, startDate, endDate, currency }, Object.keys(weekShifts)),
      this.previousWeek(workplace, workplaceId, startDate, endDate),
    ]);
    const totals = rotaTotals(paid, datesInRange(startDate, endDate), (id, date) => ratePenceOn(employees.get(id), date));
    return { weekShifts, openShifts, unavailable, warnings, totals, previousWeek };
  }

  /** The workplace's rota days in the range and the employees on them. */
  private async daysOf(workplaceId: string, startDate: string, endDate: string) {
    const days = await this.readModels.find<RotaDayDocument>(
      ROTA_DAYS,
      { workplaceId, rotaDate: { $gte: startDate, $lte: endDate } },
      { sort: { rotaDate: 1 } },
    );
    const employees = await loadEmployees(
      this.readModels,
      ROTA_EMPLOYEES,
      days.flatMap((d) => d.assignments.map((a) => a.employeeId)),
    );
    return { days, employees };
  }

  /** The week's total of the same number of days just before it, counted and priced as the week's own. */
  private async previousWeek(
    workplace: WorkplaceDirectoryDocument | null,
    workplaceId: string,
    startDate: string,
    endDate: string,
  ): Promise<WeeklyShiftsAnswer['previousWeek']> {
    const length = dayNumber(endDate) - dayNumber(startDate) + 1;
    const from = addDays(startDate, -length);
    const to = addDays(startDate, -1);
    const { days, employees } = await this.daysOf(workplaceId, from, to);
    const paid: PaidMinutes = {};
    for (const day of days)
      for (const a of day.assignments) {
        const employeeId = allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId);
        if (employeeId !== null) addPaid(paid, employeeId, day.rotaDate, breakViewOf(a, day.rotaDate, workplace).paidMinutes);
      }
    const { week } = rotaTotals(paid, [], (id, date) => ratePenceOn(employees.get(id), date));
    return { startDate: from, endDate: to, ...week };
  }

  /**
   * For the workplace's employees and those in the answer, from the rota's employee copies
   * (availability and approved time off): no read of any day beyond the answer's own.
   */
  private async unavailable(
    workplaceId: string,
    startDate: string,
    endDate: string,
    inAnswer: Map<string, EmployeeDirectoryDocument>,
  ): Promise<WeeklyShiftsAnswer['unavailable']> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    const team = workplace ? await this.readModels.find<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, { ownerId: workplace.ownerId }) : [];
    const employees = new Map(inAnswer);
    for (const employee of team)
      if (employee.workplaceId === workplaceId && employee.removedOn === null) employees.set(employee.id, employee);
    const dates = datesInRange(startDate, endDate);
    const unavailable: WeeklyShiftsAnswer['unavailable'] = {};
    for (const employee of employees.values()) {
      if (!employee.availability && !employee.timeOff?.length) continue;
      for (const date of dates) {
        const windows = unavailableWindows(employee.availability, employee.timeOff, date);
        if (windows.length > 0) (unavailable[employee.id] ??= {})[date] = windows;
      }
    }
    return unavailable;
  }
}

function addPaid(paid: PaidMinutes, employeeId: string, date: string, minutes: number): void {
  const days = (paid[employeeId] ??= {});
  days[date] = (days[date] ?? 0) + minutes;
}
