import { fromShortDate, payPence, type IsoDate } from '@rotaledger/domain';
import type { Employee } from '../profile/types';
import type { PayForDatesEntry } from './api';
import { minutesFromHours, ratePenceFrom, sum } from './money';

export interface DayPay {
  date: IsoDate;
  minutes: number;
  /** null when the employee's rate is unknown. */
  pence: number | null;
}

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
 * Hours and gross pay per employee for the chosen days. Hours arrive as decimals and become
 * whole minutes first; pay is payPence(minutes, rate) rounded half up to the penny, so a
 * period's pay is its total minutes times the rate, rounded once (as a payslip states it).
 * Each day's figure is rounded on its own, the way the planner's daily summary shows it.
 */
export function buildPayReport(
  entries: readonly PayForDatesEntry[],
  liveEmployees: readonly Employee[],
  dates: readonly IsoDate[],
): PayReport {
  const wanted = new Set(dates);
  const live = new Map(liveEmployees.map((e) => [e.employee_id, e]));
  const minutesByEmployee = new Map<string, { entry: PayForDatesEntry; byDate: Map<IsoDate, number> }>();

  for (const entry of entries) {
    if (!entry || typeof entry.employee_id !== 'string') continue;
    const slot = minutesByEmployee.get(entry.employee_id) ?? { entry, byDate: new Map<IsoDate, number>() };
    const exact = entry.minutesInDays ?? {};
    const hours = entry.hoursInDays ?? {};
    for (const key of new Set([...Object.keys(hours), ...Object.keys(exact)])) {
      const date = fromShortDate(key);
      if (!date || !wanted.has(date)) continue;
      slot.byDate.set(date, (slot.byDate.get(date) ?? 0) + dayMinutes(exact[key], hours[key]));
    }
    minutesByEmployee.set(entry.employee_id, slot);
  }

  const rows: EmployeePay[] = [];
  for (const [employeeId, { entry, byDate }] of minutesByEmployee) {
    const days = [...byDate.entries()]
      .filter(([, minutes]) => minutes > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, minutes]) => ({ date, minutes, pence: null as number | null }));
    const minutes = sum(days.map((d) => d.minutes));
    if (minutes === 0) continue;

    const employee = live.get(employeeId);
    // getemployees lists live employees only: anyone missing from it has been removed.
    const removed = entry.removed === true || !employee;
    const ratePence = ratePenceFrom(entry.rate ?? employee?.rate);
    if (ratePence !== null) for (const day of days) day.pence = payPence(day.minutes, ratePence);

    rows.push({
      employeeId,
      name: entry.display_name?.trim() || employee?.display_name || 'Unknown employee',
      fullName: employee ? `${employee.first_name} ${employee.surname}`.trim() || null : null,
      removed,
      ratePence,
      minutes,
      pence: ratePence === null ? null : payPence(minutes, ratePence),
      days,
    });
  }

  rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.employeeId < b.employeeId ? -1 : 1));
  return {
    rows,
    totalMinutes: sum(rows.map((r) => r.minutes)),
    totalPence: sum(rows.map((r) => r.pence ?? 0)),
    withoutRate: rows.filter((r) => r.pence === null),
  };
}
