import {
  fromShortDate,
  knownRatePence,
  minutesFromHours,
  payForDays,
  sumOf,
  totalPence,
  type DayPay,
  type IsoDate,
} from '@rotaledger/domain';
import type { Employee } from '../profile';
import type { PayForDatesEntry } from './api';

export type { DayPay };

export interface EmployeePay {
  employeeId: string;
  /** The display name, as on the rota. */
  name: string;
  /** 'First Surname' for employees still on the books. */
  fullName: string | null;
  removed: boolean;
  ratePence: number | null;
  minutes: number;
  /** Gross pay for the whole range, rounded once; null when the rate is unknown. */
  pence: number | null;
  /** Worked days only, oldest first. */
  days: DayPay[];
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
 * decimals that become whole minutes); the pay and its rounding are the domain's payForDays.
 */
export function buildPayReport(
  entries: readonly PayForDatesEntry[],
  liveEmployees: readonly Employee[],
  dates: readonly IsoDate[],
): PayReport {
  const wanted = new Set(dates);
  const live = new Map(liveEmployees.map((e) => [e.employee_id, e]));
  const minutesByEmployee = new Map<string, { entry: PayForDatesEntry; byDate: Record<IsoDate, number> }>();

  for (const entry of entries) {
    if (!entry || typeof entry.employee_id !== 'string') continue;
    const slot = minutesByEmployee.get(entry.employee_id) ?? { entry, byDate: {} };
    const exact = entry.minutesInDays ?? {};
    const hours = entry.hoursInDays ?? {};
    for (const key of new Set([...Object.keys(hours), ...Object.keys(exact)])) {
      const date = fromShortDate(key);
      if (!date || !wanted.has(date)) continue;
      slot.byDate[date] = (slot.byDate[date] ?? 0) + dayMinutes(exact[key], hours[key]);
    }
    minutesByEmployee.set(entry.employee_id, slot);
  }

  const rows: EmployeePay[] = [];
  for (const [employeeId, { entry, byDate }] of minutesByEmployee) {
    const employee = live.get(employeeId);
    const ratePence = knownRatePence(entry.rate ?? employee?.rate);
    const { minutes, pence, days } = payForDays(byDate, ratePence);
    if (minutes === 0) continue;

    rows.push({
      employeeId,
      name: entry.display_name?.trim() || employee?.display_name || 'Unknown employee',
      fullName: employee ? `${employee.first_name} ${employee.surname}`.trim() || null : null,
      // getemployees lists live employees only: anyone missing from it has been removed.
      removed: entry.removed === true || !employee,
      ratePence,
      minutes,
      pence,
      days,
    });
  }

  rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.employeeId < b.employeeId ? -1 : 1));
  return {
    rows,
    totalMinutes: sumOf(rows.map((r) => r.minutes)),
    totalPence: totalPence(rows),
    withoutRate: rows.filter((r) => r.pence === null),
  };
}
