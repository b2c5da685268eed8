import { toShortDate } from '../pay-periods/calendar-date';
import { hoursFromMinutes, minutesPerEmployeePerDay, payForDatedDays, rateOnFrom, WorkedSpan } from '../pay/pay-maths';
import { rotaStream } from '../rota/rota.events';
import { approvedMinutesByEmployee } from '../rota/timesheets';
import { timeZoneOf } from '../shared/time-zone';
import { penceToRate } from '../employees/employee.rules';
import { rateInForce } from '../employees/rate-history';
import { lastDayAt } from '../rota/rota-context';
import { AuditContext, employeeNameIn, employeeRateHistoryIn, employeeRatePenceIn, isOpenedIn } from './audit-context';

/** One employee's hours, in the shape of the pay API's answer. */
export interface PayAtInstant {
  employee_id: string;
  display_name: string;
  /** Removed by then; their hours up to the removal day still count. */
  removed: boolean;
  /** The hourly rate as it stood at the instant (a decimal, 7.55), null if unknown; for one who moved away, their rate on their last day here. */
  rate: number | null;
  /** 'dd/mm/yy' → hours, exact to the minute. */
  hoursInDays: Record<string, number>;
  minutesInDays: Record<string, number>;
  /** 'dd/mm/yy' → the rate in force that day by the rate history as it stood at the instant (a decimal). */
  rateInDays: Record<string, number>;
  /** 'dd/mm/yy' → that day's pay in pence at that rate, rounded on its own. */
  payPenceInDays: Record<string, number>;
  /** 'dd/mm/yy' → approved actual paid hours, for days whose timesheet was approved at the instant. */
  actualHoursInDays: Record<string, number>;
  actualPayPenceInDays: Record<string, number>;
  /** 'dd/mm/yy' → approved actual paid minutes. */
  actualMinutesInDays: Record<string, number>;
  /** The asked days' pay on the plan, each rate's minutes priced once (as a payslip states it); null without a rate. */
  payPence: number | null;
  /** The same with approved days at their actual time, the others planned. */
  actualBasisPayPence: number | null;
}

/**
 * The pay hours of a workplace's days as the context (replayed up to an instant) holds
 * them, with the pay context's own maths (paid time: elapsed on the workplace's clock less the
 * stored break), dated rates and removal/move rule.
 */
export function payAtInstant(context: AuditContext, workplaceId: string, rotaDates: readonly string[]): PayAtInstant[] {
  const spans: WorkedSpan[] = [];
  const actualByEmployee = new Map<string, Record<string, number>>();
  // Paid time on the workplace's clock as it stood then, as the pay projection has it.
  const workplace = context.workplaces.get(workplaceId);
  const zone = timeZoneOf(workplace && workplace.status !== 'none' ? workplace.details : {});
  for (const rotaDate of rotaDates) {
    const day = context.rotas.get(rotaStream(workplaceId, rotaDate));
    for (const [employeeId, minutes] of Object.entries((day && approvedMinutesByEmployee(day, rotaDate, zone)) ?? {})) {
      if (isOpenedIn(context, employeeId, workplaceId, rotaDate)) continue;
      actualByEmployee.set(employeeId, { ...actualByEmployee.get(employeeId), [rotaDate]: minutes });
    }
    for (const a of day?.assignments ?? []) {
      const counted = a.employeeId !== null && !isOpenedIn(context, a.employeeId, workplaceId, rotaDate);
      const { startMinute, endMinute, breakMinutes } = a;
      spans.push({ employeeId: counted ? a.employeeId : null, rotaDate, startMinute, endMinute, breakMinutes });
    }
  }
  const rows: PayAtInstant[] = [];
  for (const [employeeId, days] of Object.entries(minutesPerEmployeePerDay(spans, zone))) {
    const pay = payForDatedDays(days, rateOnFrom(employeeRateHistoryIn(context, employeeId)));
    if (pay.days.length === 0) continue;
    const priced = pay.days.filter((day) => day.ratePence !== null && day.pence !== null);
    const rateOn = rateOnFrom(employeeRateHistoryIn(context, employeeId));
    const approved = actualByEmployee.get(employeeId) ?? {};
    const actual = payForDatedDays(approved, rateOn).days;
    rows.push({
      employee_id: employeeId,
      display_name: employeeNameIn(context, employeeId) ?? '?',
      removed: context.removedOn.has(employeeId),
      rate: rateAt(context, employeeId, workplaceId),
      hoursInDays: Object.fromEntries(pay.days.map((day) => [toShortDate(day.date), hoursFromMinutes(day.minutes)])),
      minutesInDays: Object.fromEntries(pay.days.map((day) => [toShortDate(day.date), day.minutes])),
      rateInDays: Object.fromEntries(priced.map((day) => [toShortDate(day.date), penceToRate(day.ratePence ?? 0)])),
      payPenceInDays: Object.fromEntries(priced.map((day) => [toShortDate(day.date), day.pence ?? 0])),
      actualHoursInDays: Object.fromEntries(actual.map((day) => [toShortDate(day.date), hoursFromMinutes(day.minutes)])),
      actualPayPenceInDays: Object.fromEntries(
        actual.filter((day) => day.pence !== null).map((day) => [toShortDate(day.date), day.pence ?? 0]),
      ),
      actualMinutesInDays: Object.fromEntries(actual.map((day) => [toShortDate(day.date), day.minutes])),
      payPence: pay.pence,
      actualBasisPayPence: payForDatedDays({ ...days, ...approved }, rateOn).pence,
    });
  }
  return rows.sort((a, b) => a.display_name.localeCompare(b.display_name) || a.employee_id.localeCompare(b.employee_id));
}

/** The latest rate as the workplace knows it: on their last day there once they moved away (see `lastDayAt`). */
function rateAt(context: AuditContext, employeeId: string, workplaceId: string): number | null {
  const rotaEmployee = context.rotaEmployees.get(employeeId);
  const lastDay = rotaEmployee ? lastDayAt(rotaEmployee, workplaceId) : null;
  const pence =
    lastDay === null ? employeeRatePenceIn(context, employeeId) : rateInForce(employeeRateHistoryIn(context, employeeId), lastDay);
  return pence === null ? null : penceToRate(pence);
}
