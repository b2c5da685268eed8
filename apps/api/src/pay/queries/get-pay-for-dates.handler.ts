import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { hoursFromMinutes, notFound, payForDatedDays, payPence, penceToRate, ROTA_MESSAGES, toShortDate } from '@rotaledger/domain';
import type { PayForDatesAnswer, PayForDatesEntry } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees, ratePenceAt, ratePenceOn, WorkplaceDirectoryDocument } from '../../read-side';
import { PAY_DAYS, PAY_EMPLOYEES, PAY_WORKPLACES, PayDayDocument } from '../pay.read-models';

/** One employee's days: the contract's PayForDatesEntry (what each field means is described there). */
type EmployeePay = PayForDatesEntry;

const rateOrNull = (pence: number | null) => (pence === null ? null : penceToRate(pence));

export class GetPayForDatesQuery extends Query<PayForDatesAnswer> {
  constructor(
    readonly workplaceId: string,
    /** yyyy-mm-dd, without duplicates. */
    readonly rotaDates: string[],
  ) {
    super();
  }
}

@QueryHandler(GetPayForDatesQuery)
export class GetPayForDatesHandler implements IQueryHandler<GetPayForDatesQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId, rotaDates }: GetPayForDatesQuery): Promise<EmployeePay[]> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(PAY_WORKPLACES, workplaceId);
    // Who may read it was decided before (the access check); deleted meanwhile is 404.
    if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    if (rotaDates.length === 0) return [];
    const days = await this.readModels.find<PayDayDocument>(PAY_DAYS, { workplaceId, rotaDate: { $in: rotaDates } });
    const employees = await loadEmployees(
      this.readModels,
      PAY_EMPLOYEES,
      days.flatMap((d) => Object.keys(d.minutesByEmployee)),
    );
    const rows = new Map<string, EmployeePay>();
    // Per employee, the minutes by day (yyyy-mm-dd) on each basis and each day's rate: the period's pay is priced from them.
    const periods = new Map<
      string,
      { planned: Record<string, number>; actualBasis: Record<string, number>; rates: Map<string, number | null> }
    >();
    for (const day of days) {
      for (const [id, minutes] of Object.entries(day.minutesByEmployee)) {
        // A removed or moved-away employee's later assignments here count for no one.
        const employeeId = allocatedEmployee(id, day.rotaDate, employees, workplaceId);
        if (employeeId === null || minutes <= 0) continue;
        const employee = employees.get(employeeId);
        const row = rows.get(employeeId) ?? {
          employee_id: employeeId,
          display_name: employee?.displayName ?? '?',
          removed: Boolean(employee?.removedOn),
          rate: rateOrNull(ratePenceAt(employee, workplaceId)),
          hoursInDays: {},
          minutesInDays: {},
          rateInDays: {},
          payPenceInDays: {},
          actualHoursInDays: {},
          actualPayPenceInDays: {},
          actualMinutesInDays: {},
          payPence: null,
          actualBasisPayPence: null,
        };
        const period = periods.get(employeeId) ?? { planned: {}, actualBasis: {}, rates: new Map<string, number | null>() };
        periods.set(employeeId, period);
        const key = toShortDate(day.rotaDate);
        row.minutesInDays[key] = minutes;
        row.hoursInDays[key] = hoursFromMinutes(minutes);
        const ratePence = ratePenceOn(employee, day.rotaDate);
        period.rates.set(day.rotaDate, ratePence);
        period.planned[day.rotaDate] = minutes;
        period.actualBasis[day.rotaDate] = minutes;
        if (ratePence !== null) {
          row.rateInDays[key] = penceToRate(ratePence);
          row.payPenceInDays[key] = payPence(minutes, ratePence);
        }
        const actual = day.actualMinutesByEmployee?.[id];
        if (actual !== undefined) {
          row.actualHoursInDays[key] = hoursFromMinutes(actual);
          row.actualMinutesInDays[key] = actual;
          period.actualBasis[day.rotaDate] = actual;
          if (ratePence !== null) row.actualPayPenceInDays[key] = payPence(actual, ratePence);
        }
        rows.set(employeeId, row);
      }
    }
    for (const [employeeId, { planned, actualBasis, rates }] of periods) {
      const row = rows.get(employeeId)!;
      const rateOn = (date: string) => rates.get(date) ?? null;
      row.payPence = payForDatedDays(planned, rateOn).pence;
      row.actualBasisPayPence = payForDatedDays(actualBasis, rateOn).pence;
    }
    return [...rows.values()].sort((a, b) => a.display_name.localeCompare(b.display_name) || a.employee_id.localeCompare(b.employee_id));
  }
}
