import {
  compareNames,
  fromShortDate,
  knownRatePence,
  minutesFromHours,
  payForDatedDays,
  sumOf,
  toShortDate,
  totalPence,
  type DayPay,
  type IsoDate,
} from '@rotaledger/domain';
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
  /** Gross pay for the whole range, rounded once per rate; null when a day's rate is unknown. */
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

/** Whole minutes of one day: the exact minutes when sent, else the decimal hours rounded to the minute. */
function dayMinutes(minutes: unknown, hours: unknown): number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0 ? minutes : minutesFromHours(hours);
}

/**
 * Hours and gross pay per employee for the chosen days. Hours arrive as whole minutes (or
 * decimals that become whole minutes); each day is priced at the rate the pay API says was in
 * force that day (`rateInDays`), so a later rate change never rewrites a paid week. Answers
 * without it fall back to the one rate. The pay and its rounding are the domain's payForDatedDays.
 */
export function buildPayReport(
  entries: readonly PayForDatesEntry[],
  liveEmployees: readonly Employee[],
  dates: readonly IsoDate[],
  basis: PayBasis = 'planned',
): PayReport {
  const wanted = new Set(dates);
  const live = new Map(liveEmployees.map((e) => [e.employee_id, e]));
  const minutesByEmployee = new Map<string, { entry: PayForDatesEntry; byDate: Record<IsoDate, number>; planned: Set<IsoDate> }>();

  for (const entry of entries) {
    if (!entry || typeof entry.employee_id !== 'string') continue;
    const slot = minutesByEmployee.get(entry.employee_id) ?? { entry, byDate: {}, planned: new Set<IsoDate>() };
    const exact = entry.minutesInDays ?? {};
    const hours = entry.hoursInDays ?? {};
    const actual = basis === 'actual' ? (entry.actualHoursInDays ?? {}) : {};
    for (const key of new Set([...Object.keys(hours), ...Object.keys(exact), ...Object.keys(actual)])) {
      const date = fromShortDate(key);
      if (!date || !wanted.has(date)) continue;
      const approved = actual[key] !== undefined;
      if (basis === 'actual' && !approved) slot.planned.add(date);
      slot.byDate[date] = (slot.byDate[date] ?? 0) + (approved ? minutesFromHours(actual[key]) : dayMinutes(exact[key], hours[key]));
    }
    minutesByEmployee.set(entry.employee_id, slot);
  }

  const rows: EmployeePay[] = [];
  for (const [employeeId, { entry, byDate, planned }] of minutesByEmployee) {
    const employee = live.get(employeeId);
    const fallbackRate = knownRatePence(entry.rate ?? employee?.rate);
    const datedRates = entry.rateInDays ?? {};
    const rateOn = (date: IsoDate) => {
      const dated = datedRates[toShortDate(date)];
      return dated === undefined ? fallbackRate : knownRatePence(dated);
    };
    const { minutes, pence, days } = payForDatedDays(byDate, rateOn);
    if (minutes === 0) continue;
    const ratesPence = days.map((d) => d.ratePence).filter((rate, i, all): rate is number => rate !== null && rate !== all[i - 1]);
    const ratePence = days.length > 0 ? days[days.length - 1].ratePence : fallbackRate;

    rows.push({
      employeeId,
      name: entry.display_name?.trim() || employee?.display_name || 'Unknown employee',
      fullName: employee ? `${employee.first_name} ${employee.surname}`.trim() || null : null,
      // getemployees lists live employees only: anyone missing from it has been removed.
      removed: entry.removed === true || !employee,
      ratePence,
      ratesPence,
      minutes,
      pence,
      days,
      plannedDays: days.map((d) => d.date).filter((date) => planned.has(date)),
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
