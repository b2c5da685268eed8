import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DayPersonAnswer, ManagerDayAnswer } from '@rotaledger/contracts';
import { toWireTime } from '@rotaledger/contracts';
import { addDays, type DayAssignment, type DayPerson, managerDay, type ManagerDayInput } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import { Clock } from '../../infrastructure/clock';
import { allocatedEmployee, dayDocumentId, loadEmployees, ratePenceOn, ROTA_DAYS, ROTA_EMPLOYEES, type DayDocument } from '../../read-side';
import { TimesheetDays } from '../timesheets/timesheet-days';

export class GetManagerDayQuery extends Query<ManagerDayAnswer> {
  constructor(readonly workplaceId: string) {
    super();
  }
}

const personAnswer = (a: DayAssignment): DayPersonAnswer => ({
  assignmentId: a.assignmentId,
  employeeId: a.employeeId,
  displayName: a.displayName,
  date: a.rotaDate,
  timeStart: toWireTime(a.startMinute),
  timeEnd: toWireTime(a.endMinute),
  status: a.status,
  clockedInAt: a.clockedInAt,
});

/**
 * Today at a workplace on its own clock (issue 41), from the one day document: the domain's
 * `managerDay` decides who is on, late, next, and prices the day; this reads and converts.
 */
@QueryHandler(GetManagerDayQuery)
export class GetManagerDayHandler implements IQueryHandler<GetManagerDayQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  async execute({ workplaceId }: GetManagerDayQuery): Promise<ManagerDayAnswer> {
    const zone = await this.days.zoneOf(workplaceId);
    const now = this.clock.now();
    const rotaDate = DateTime.fromJSDate(now, { zone }).toISODate()!;
    const yesterdayDate = addDays(rotaDate, -1);
    const [today, yesterday] = await Promise.all([this.dayOf(workplaceId, rotaDate), this.dayOf(workplaceId, yesterdayDate)]);
    const result = managerDay({
      rotaDate,
      timeZone: zone,
      now: now.getTime(),
      ...today,
      yesterday: { rotaDate: yesterdayDate, ...yesterday },
    });
    return {
      date: rotaDate,
      now: now.toISOString(),
      time_zone: zone,
      onNow: result.onNow.map(personAnswer),
      next: result.next.map(personAnswer),
      openShifts: result.open.map((o) => ({
        assignmentId: o.assignmentId,
        shiftId: o.shiftId,
        serviceType: o.serviceType,
        timeStart: toWireTime(o.startMinute),
        timeEnd: toWireTime(o.endMinute),
      })),
      cost: result.cost,
    };
  }

  /** One rota day's document and who counts for it (with their rate that day). */
  private async dayOf(workplaceId: string, rotaDate: string): Promise<Pick<ManagerDayInput, 'day' | 'people'>> {
    const found = await this.readModels.get<DayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate));
    const employees = await loadEmployees(this.readModels, ROTA_EMPLOYEES, found?.assignments.map((a) => a.employeeId) ?? []);
    const people = new Map<string, DayPerson>();
    for (const a of found?.assignments ?? []) {
      const employeeId = allocatedEmployee(a.employeeId, rotaDate, employees, workplaceId);
      const employee = employeeId === null ? undefined : employees.get(employeeId);
      if (employeeId === null || !employee) continue;
      people.set(employeeId, { employeeId, displayName: employee.displayName, ratePence: ratePenceOn(employee, rotaDate) });
    }
    return { day: found ?? { shifts: [], assignments: [] }, people };
  }
}
