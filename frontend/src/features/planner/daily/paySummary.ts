import { knownRatePence, payPence, sumOf, totalPence } from '@rotaledger/domain';
import type { Employee } from '../../profile';
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

/**
 * The day's hours and pay per employee, straight from the assignments on screen, so it is
 * recomputed the moment a shift changes. Unassigned time counts for no one. The rate and
 * the rounding are the domain's (knownRatePence, payPence): one day, rounded on its own.
 */
export function summarisePay(shifts: readonly { assignments: readonly DayAssignment[] }[], employees: readonly Employee[]): PaySummary {
  const minutesById = new Map<string, number>();
  for (const shift of shifts) {
    for (const a of shift.assignments) {
      if (!a.employeeId) continue;
      minutesById.set(a.employeeId, (minutesById.get(a.employeeId) ?? 0) + Math.max(0, a.end - a.start));
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
      pence: payPenceAt(minutes, knownRatePence(employee.rate)),
    };
  });
  rows.sort((a, b) => a.displayName.localeCompare(b.displayName));
  return {
    rows,
    totalMinutes: sumOf(rows.map((r) => r.minutes)),
    totalPence: totalPence(rows),
  };
}
