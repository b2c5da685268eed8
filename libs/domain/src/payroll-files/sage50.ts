/*
 * Sage 50 Payroll's timesheet import (Sage knowledge base, "Import payments and deductions from a
 * CSV file"): no header, one line per payment, columns A–G: 2 (a payment; D would be a
 * deduction), the employee's number (their works number, our payroll ID), the payment number,
 * the department code, the cost centre code, the hours or value, the hourly rate.
 */
import { plainCsv } from '../shared/csv';
import { moneyDecimal } from '../pay/pay-maths';
import { PAY_LINE_TYPES, type PayLineType } from '../pay-runs/pay-lines';
import { payrollCodeOf } from './payroll-codes';
import { hundredthsOf, linesByEmployee, requirePayrollIds, type PayrollFileInput, type PayrollFileLine } from './payroll-file';

/** Column A: the line is a payment. */
const SAGE_PAYMENT = '2';

interface SageGroup {
  type: PayLineType;
  ratePence: number;
  hundredths: number;
  amountPence: number;
}

/**
 * An employee's lines as Sage payments: per type, one line per rate (hours × rate, Sage works out
 * the value); adjustments are one value line (their amounts summed, no rate), as a correction
 * can be money without hours. Types in the pay lines' order, rates ascending; nothing empty.
 */
function sageGroups(lines: readonly PayrollFileLine[]): SageGroup[] {
  const groups = new Map<string, SageGroup>();
  for (const line of lines) {
    const ratePence = line.type === 'adjustment' ? 0 : line.ratePence;
    const key = `${line.type}|${ratePence}`;
    const group = groups.get(key) ?? { type: line.type, ratePence, hundredths: 0, amountPence: 0 };
    group.hundredths += hundredthsOf(line.hours);
    group.amountPence += line.amountPence;
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => (g.type === 'adjustment' ? g.amountPence !== 0 : g.hundredths !== 0))
    .sort((a, b) => PAY_LINE_TYPES.indexOf(a.type) - PAY_LINE_TYPES.indexOf(b.type) || a.ratePence - b.ratePence);
}

/** The period's pay as Sage 50 Payroll's payments import (CRLF lines); 409 when someone paid has no payroll ID. */
export function sage50File(input: PayrollFileInput): string {
  requirePayrollIds(input);
  const records = linesByEmployee(input).flatMap(({ employee, lines }) =>
    sageGroups(lines).map((group) => [
      SAGE_PAYMENT,
      employee.payrollId!.trim(),
      String(payrollCodeOf(input.workplace.payrollCodes, group.type)),
      employee.department ?? '',
      '',
      group.type === 'adjustment' ? moneyDecimal(group.amountPence) : moneyDecimal(group.hundredths),
      group.type === 'adjustment' ? '' : moneyDecimal(group.ratePence),
    ]),
  );
  return plainCsv(records);
}
