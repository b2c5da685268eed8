import { PAY_LINE_TYPES, type PayLineType } from '@rotaledger/domain';
import type { PayLine } from '@rotaledger/contracts';

/** The screen's word for each type of pay line. */
export const PAY_LINE_LABELS: Record<PayLineType, string> = {
  normal: 'Normal',
  overtime: 'Overtime',
  premium: 'Premium',
  holiday: 'Holiday',
  'short-notice': 'Short-notice',
  adjustment: 'Adjustment',
};

/** One employee's lines of a period, added up by type: the server's figures, only summed. */
export interface EmployeePeriodPay {
  employeeId: string;
  byType: Partial<Record<PayLineType, { hours: number; amountPence: number }>>;
  hours: number;
  amountPence: number;
}

/** Hours are decimals to 2 places: added in hundredths so 0.1 + 0.2 stays 0.3. */
const addHours = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/** The period's lines per employee (in the server's order), each type's hours and amounts added. */
export function payByEmployee(lines: readonly PayLine[]): EmployeePeriodPay[] {
  const rows = new Map<string, EmployeePeriodPay>();
  for (const line of lines) {
    const row = rows.get(line.employeeId) ?? { employeeId: line.employeeId, byType: {}, hours: 0, amountPence: 0 };
    const sum = row.byType[line.type] ?? { hours: 0, amountPence: 0 };
    row.byType[line.type] = { hours: addHours(sum.hours, line.hours), amountPence: sum.amountPence + line.amountPence };
    row.hours = addHours(row.hours, line.hours);
    row.amountPence += line.amountPence;
    rows.set(line.employeeId, row);
  }
  return [...rows.values()];
}

/** The types any of the lines has, in the domain's order (the columns worth showing). */
export function typesIn(lines: readonly PayLine[]): PayLineType[] {
  const present = new Set(lines.map((line) => line.type));
  return PAY_LINE_TYPES.filter((type) => present.has(type));
}

/** 7.5 → "7.50", -0.25 → "-0.25": the server's decimal hours to their 2 places. */
export const hoursText = (hours: number) => hours.toFixed(2);
