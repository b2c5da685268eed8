import { payForDatedDays, payPence, sumOf } from './pay-maths';

/** Paid minutes and their labour cost in pence; `costPence` is null when some of the minutes have no known rate. */
export interface CostTally {
  minutes: number;
  costPence: number | null;
}

export interface EmployeeTotals extends CostTally {
  /** yyyy-mm-dd → that employee-day (the grid's cell), worked days only. */
  byDate: Record<string, CostTally>;
}

/** The totals of a span of rota days (a week), as getweeklyshifts answers them. */
export interface RotaTotals {
  week: CostTally;
  /** employee id → their days; employees without paid minutes are left out. */
  byEmployee: Record<string, EmployeeTotals>;
  /** yyyy-mm-dd → every date of the span (0 where nobody works). */
  byDate: Record<string, CostTally>;
}

const addCost = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

/**
 * Hours and labour cost of a span of rota days at dated rates, with the pay maths' rounding
 * (pay-maths.ts), so the planner's figures are the dashboard's for the same dates:
 *
 * - an employee-day: its minutes × the rate in force that day, rounded half up on its own
 *   (the pay answer's payPenceInDays, the dashboard's day figures);
 * - an employee: their period pay (payForDatedDays: each rate's minutes priced and rounded
 *   once), the dashboard's row for the same dates;
 * - the week: the employees' rounded figures added (the dashboard's total, totalPence);
 * - a date: that day's employee-day figures added, so a column is the sum of its cells.
 *
 * So a row can differ by a penny or so from the sum of its cells, and the week from the sum of
 * its dates. Unallocated (open) work is never in `minutesByEmployee`: it costs nothing.
 * An unknown rate (null) makes every figure it is part of null, never a silent 0.
 *
 * @param minutesByEmployee employee id → yyyy-mm-dd → paid minutes (elapsed less the break)
 * @param dates every date of the span, oldest first
 * @param rateOn the employee's hourly rate in pence in force on a date; null when unknown
 */
export function rotaTotals(
  minutesByEmployee: Readonly<Record<string, Readonly<Record<string, number>>>>,
  dates: readonly string[],
  rateOn: (employeeId: string, date: string) => number | null,
): RotaTotals {
  const byDate: Record<string, CostTally> = Object.fromEntries(dates.map((date) => [date, { minutes: 0, costPence: 0 }]));
  const byEmployee: Record<string, EmployeeTotals> = {};
  for (const [employeeId, minutesByDate] of Object.entries(minutesByEmployee)) {
    const pay = payForDatedDays(minutesByDate, (date) => rateOn(employeeId, date));
    if (pay.minutes === 0) continue;
    const days: Record<string, CostTally> = {};
    for (const day of pay.days) {
      const costPence = day.ratePence === null ? null : payPence(day.minutes, day.ratePence);
      days[day.date] = { minutes: day.minutes, costPence };
      const column = (byDate[day.date] ??= { minutes: 0, costPence: 0 });
      column.minutes += day.minutes;
      column.costPence = addCost(column.costPence, costPence);
    }
    byEmployee[employeeId] = { minutes: pay.minutes, costPence: pay.pence, byDate: days };
  }
  const rows = Object.values(byEmployee);
  return {
    week: {
      minutes: sumOf(rows.map((r) => r.minutes)),
      costPence: rows.map((r) => r.costPence).reduce<number | null>(addCost, 0),
    },
    byEmployee,
    byDate,
  };
}
