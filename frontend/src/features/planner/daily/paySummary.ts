import { compareNames, knownRatePence, payPence, rateInForce, rateToPence, sumOf, totalPence } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { paidMinutesOf } from '../breaks';
import type { DayAssignment } from '../types';

export interface PaySummaryRow {
  employeeId: string;
  /** First name and surname; null when the employee is no longer on the staff list. */
  employeeName: string | null;
  displayName: string;
  minutes: number;
  /** null when the rate is unknown (a removed employee). */
  pence: number | null;
}

export interface PaySummary {
  rows: PaySummaryRow[];
  totalMinutes: number;
  totalPence: number;
}

const payPenceAt = (minutes: number, ratePence: number | null) => (ratePence === null ? null : payPence(minutes, ratePence));

/** The rate in force on the day by the employee's rate history (yyyy-mm-dd); without a day or a history, their one rate. */
function ratePenceOn(employee: Employee, rotaDate: string | undefined): number | null {
  const history = employee.rate_history ?? [];
  if (rotaDate === undefined || history.length === 0) return knownRatePence(employee.rate);
  try {
    return rateInForce(
      history.map((entry) => ({ ratePence: rateToPence(entry.rate), effectiveFrom: entry.effective_from })),
      rotaDate,
    );
  } catch {
    return knownRatePence(employee.rate);
  }
}

/**
 * The day's paid hours (the server's paid minutes: elapsed less the unpaid break) and pay per
 * employee, straight from the assignments on screen, so it is
 * recomputed the moment a shift changes. Unassigned time counts for no one. Given the day
 * (yyyy-mm-dd), each employee is paid at the rate in force that day (their rate history), so
 * a later rise never reprices it. The rounding is the domain's payPence: one day, rounded on its own.
 */
export function summarisePay(
  shifts: readonly { assignments: readonly DayAssignment[] }[],
  employees: readonly Employee[],
  rotaDate?: string,
): PaySummary {
  const minutesById = new Map<string, number>();
  for (const shift of shifts) {
    for (const a of shift.assignments) {
      if (!a.employeeId) continue;
      minutesById.set(a.employeeId, (minutesById.get(a.employeeId) ?? 0) + paidMinutesOf(a, Math.max(0, a.end - a.start)));
    }
  }
  const byId = new Map(employees.map((e) => [e.employee_id, e]));
  const rows: PaySummaryRow[] = [...minutesById.entries()].map(([employeeId, minutes]) => {
    const employee = byId.get(employeeId);
    if (!employee) return { employeeId, employeeName: null, displayName: 'Removed employee', minutes, pence: null };
    return {
      employeeId,
      employeeName: `${employee.first_name} ${employee.surname}`,
      displayName: employee.display_name,
      minutes,
      pence: payPenceAt(minutes, ratePenceOn(employee, rotaDate)),
    };
  });
  rows.sort((a, b) => compareNames(a.displayName, b.displayName));
  return {
    rows,
    totalMinutes: sumOf(rows.map((r) => r.minutes)),
    totalPence: totalPence(rows),
  };
}
