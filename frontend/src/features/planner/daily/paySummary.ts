import type { PayForDatesAnswer } from '@rotaledger/contracts';
import { compareNames, sumOf, toShortDate, totalPence } from '@rotaledger/domain';
import type { Employee } from '../../profile';

export interface PaySummaryRow {
  employeeId: string;
  /** First name and surname; null when the employee is no longer on the staff list. */
  employeeName: string | null;
  displayName: string;
  minutes: number;
  /** null when the server knows no rate for the day. */
  pence: number | null;
}

export interface PaySummary {
  rows: PaySummaryRow[];
  totalMinutes: number;
  totalPence: number;
}

/**
 * The day's paid time and pay per employee, as the server priced them (getpayfordates for the one
 * day: paid minutes less the unpaid break, at the rate in force that day, one day rounded on its
 * own). This only names the rows and adds them up: the browser prices nothing.
 */
export function summarisePay(answer: PayForDatesAnswer, employees: readonly Employee[], rotaDate: string): PaySummary {
  const day = toShortDate(rotaDate);
  const byId = new Map(employees.map((e) => [e.employee_id, e]));
  const rows = answer
    .map((entry): PaySummaryRow => {
      const employee = byId.get(entry.employee_id);
      return {
        employeeId: entry.employee_id,
        employeeName: employee ? `${employee.first_name} ${employee.surname}` : null,
        displayName: employee ? employee.display_name : 'Removed employee',
        minutes: entry.minutesInDays?.[day] ?? 0,
        pence: entry.payPenceInDays?.[day] ?? null,
      };
    })
    .filter((row) => row.minutes > 0);
  rows.sort((a, b) => compareNames(a.displayName, b.displayName));
  return {
    rows,
    totalMinutes: sumOf(rows.map((r) => r.minutes)),
    totalPence: totalPence(rows),
  };
}
