import { compareNames, fromShortDate, knownRatePence, sumOf, totalPence, type DayPay, type IsoDate } from '@rotaledger/domain';
import type { Employee } from '../profile';
import type { PayForDatesEntry } from '@rotaledger/contracts';

export type { DayPay };

/** Which hours the report counts: the plan, or the approved timesheets (the plan where a day is not approved). */
export type PayBasis = 'planned' | 'actual';

export interface EmployeePay {
  employeeId: string;
  /** The display name, as on the rota. */
  name: string;
  /** 'First Surname' for employees still on the books. */
  fullName: string | null;
  removed: boolean;
  /** The rate of the period's last worked day (the one now in force there); null when unknown. */
  ratePence: number | null;
  /** Every rate the period was paid at, oldest first: more than one when the rate changed within it. */
  ratesPence: number[];
  minutes: number;
  /** Gross pay for the whole range as the server priced it (rounded once per rate); null when a day's rate is unknown. */
  pence: number | null;
  /** Worked days only, oldest first. */
  days: DayPay[];
  /** On the actual basis: the days counted as planned because their timesheet is not approved (empty on the planned basis). */
  plannedDays: IsoDate[];
}

export interface PayReport {
  rows: EmployeePay[];
  totalMinutes: number;
  /** Sum of the employees' gross pay (employees without a known rate are left out). */
  totalPence: number;
  /** Employees with hours but no known rate (removed employees the pay answer gave no rate for). */
  withoutRate: EmployeePay[];
}

/**
 * Hours and gross pay per employee for the chosen days, as the pay API priced them: each day at
 * the rate in force that day (`payPenceInDays`, or `actualPayPenceInDays` for an approved day on
 * the actual basis) and the period once per rate (`payPence`, `actualBasisPayPence`). This only
 * picks the basis, names the rows and adds them up: the browser prices nothing.
 */
export function buildPayReport(
  entries: readonly PayForDatesEntry[],
  liveEmployees: readonly Employee[],
  dates: readonly IsoDate[],
  basis: PayBasis = 'planned',
): PayReport {
  const wanted = new Set(dates);
  const live = new Map(liveEmployees.map((e) => [e.employee_id, e]));

  const rows: EmployeePay[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry.employee_id !== 'string') continue;
    const employee = live.get(entry.employee_id);
    const planned = entry.minutesInDays ?? {};
    const actual = basis === 'actual' ? (entry.actualMinutesInDays ?? {}) : {};
    const days: DayPay[] = [];
    const plannedDays: IsoDate[] = [];
    for (const key of Object.keys(planned)) {
      const date = fromShortDate(key);
      if (!date || !wanted.has(date)) continue;
      const approved = actual[key] !== undefined;
      const minutes = approved ? actual[key] : planned[key];
      if (!(minutes > 0)) continue;
      if (basis === 'actual' && !approved) plannedDays.push(date);
      const rate = entry.rateInDays?.[key];
      const pence = (approved ? entry.actualPayPenceInDays : entry.payPenceInDays)?.[key];
      days.push({ date, minutes, ratePence: rate === undefined ? null : knownRatePence(rate), pence: pence ?? null });
    }
    if (days.length === 0) continue;
    days.sort((a, b) => (a.date < b.date ? -1 : 1));
    plannedDays.sort();
    const ratesPence = days.map((d) => d.ratePence).filter((rate, i, all): rate is number => rate !== null && rate !== all[i - 1]);

    rows.push({
      employeeId: entry.employee_id,
      name: entry.display_name?.trim() || employee?.display_name || 'Unknown employee',
      fullName: employee ? `${employee.first_name} ${employee.surname}`.trim() || null : null,
      // getemployees lists live employees only: anyone missing from it has been removed.
      removed: entry.removed === true || !employee,
      ratePence: days[days.length - 1].ratePence,
      ratesPence,
      minutes: sumOf(days.map((d) => d.minutes)),
      pence: (basis === 'actual' ? entry.actualBasisPayPence : entry.payPence) ?? null,
      days,
      plannedDays,
    });
  }

  rows.sort((a, b) => compareNames(a.name, b.name) || (a.employeeId < b.employeeId ? -1 : 1));
  return {
    rows,
    totalMinutes: sumOf(rows.map((r) => r.minutes)),
    totalPence: totalPence(rows),
    withoutRate: rows.filter((r) => r.pence === null),
  };
}
