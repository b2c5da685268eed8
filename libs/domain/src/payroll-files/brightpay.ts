/*
 * BrightPay's hourly payments import (BrightPay docs, "Importing Hourly Payments using CSV file"):
 * BrightPay lets the user pick what each column is, and 'Match Header Row' picks them from the
 * header, so the header names BrightPay's own fields. Employees are matched on first name,
 * surname and works number (our payroll ID).
 */
import { plainCsv } from '../shared/csv';
import { moneyDecimal } from '../pay/pay-maths';
import { PAY_LINE_TYPES, type PayLineType } from '../pay-runs/pay-lines';
import {
  hoursTimesRate,
  hundredthsOf,
  linesByEmployee,
  requirePayrollIds,
  type PayrollFileInput,
  type PayrollFileLine,
} from './payroll-file';

export const BRIGHTPAY_COLUMNS = [
  'Employee first name',
  'Employee surname',
  'Employee works number',
  'Description',
  'Rate per hour',
  'Number of normal hours',
  'Number of time and a half hours',
  'Number of double time hours',
  'Department',
] as const;

export const BRIGHTPAY_DESCRIPTIONS: Record<PayLineType, string> = {
  normal: 'Normal',
  overtime: 'Overtime',
  premium: 'Premium',
  holiday: 'Holiday',
  'short-notice': 'Short-notice pay',
  adjustment: 'Adjustment',
};

/** Which hours column a row fills: BrightPay pays normal × rate, time and a half × 1.5 × rate, double time × 2 × rate. */
type Column = 'normal' | 'timeAndAHalf' | 'double';

interface BrightPayRow {
  type: PayLineType;
  column: Column;
  /** The rate written: the base rate for multiplied hours. */
  ratePence: number;
  hundredths: number;
}

/** An adjustment BrightPay can take as hours at its rate: it has hours, and they make its amount. */
const isHourly = (line: PayrollFileLine) =>
  hundredthsOf(line.hours) !== 0 && hoursTimesRate(hundredthsOf(line.hours), line.ratePence) === line.amountPence;

/**
 * Where a line's hours go. Overtime and premium hours go in a multiplied column when their rate
 * is exactly 1.5 or 2 times a normal rate of the same person in the period (BrightPay then pays
 * the same pence); any other rate is written as it is, as normal hours.
 */
function placed(line: PayrollFileLine, normalRates: ReadonlySet<number>): Pick<BrightPayRow, 'column' | 'ratePence'> {
  if (line.type === 'overtime' || line.type === 'premium') {
    if ((line.ratePence * 2) % 3 === 0 && normalRates.has((line.ratePence * 2) / 3)) {
      return { column: 'timeAndAHalf', ratePence: (line.ratePence * 2) / 3 };
    }
    if (line.ratePence % 2 === 0 && normalRates.has(line.ratePence / 2)) return { column: 'double', ratePence: line.ratePence / 2 };
  }
  return { column: 'normal', ratePence: line.ratePence };
}

const COLUMN_RANK: Record<Column, number> = { normal: 0, timeAndAHalf: 1, double: 2 };

/**
 * An employee's rows: per type, hours summed per column and rate. Adjustments that are money
 * without matching hours (a rate correction) are summed into one row of one hour (minus one for
 * a net deduction) at the amount, BrightPay's hourly import having no amount column.
 */
function brightPayRows(lines: readonly PayrollFileLine[]): BrightPayRow[] {
  const normalRates = new Set(lines.filter((l) => l.type === 'normal').map((l) => l.ratePence));
  const rows = new Map<string, BrightPayRow>();
  let moneyPence = 0;
  for (const line of lines) {
    if (line.type === 'adjustment' && !isHourly(line)) {
      moneyPence += line.amountPence;
      continue;
    }
    const place = placed(line, normalRates);
    const key = `${line.type}|${place.column}|${place.ratePence}`;
    const row = rows.get(key) ?? { type: line.type, ...place, hundredths: 0 };
    row.hundredths += hundredthsOf(line.hours);
    rows.set(key, row);
  }
  const money: BrightPayRow[] =
    moneyPence === 0
      ? []
      : [{ type: 'adjustment', column: 'normal', ratePence: Math.abs(moneyPence), hundredths: moneyPence < 0 ? -100 : 100 }];
  return [...rows.values()]
    .filter((row) => row.hundredths !== 0)
    .sort(
      (a, b) =>
        PAY_LINE_TYPES.indexOf(a.type) - PAY_LINE_TYPES.indexOf(b.type) ||
        COLUMN_RANK[a.column] - COLUMN_RANK[b.column] ||
        a.ratePence - b.ratePence,
    )
    .concat(money);
}

/** The period's pay as BrightPay's hourly payments import (a header row, CRLF lines); 409 when someone paid has no payroll ID. */
export function brightPayFile(input: PayrollFileInput): string {
  requirePayrollIds(input);
  const records = linesByEmployee(input).flatMap(({ employee, lines }) =>
    brightPayRows(lines).map((row) => {
      const hours = moneyDecimal(row.hundredths);
      return [
        employee.firstName,
        employee.surname,
        employee.payrollId!.trim(),
        BRIGHTPAY_DESCRIPTIONS[row.type],
        moneyDecimal(row.ratePence),
        row.column === 'normal' ? hours : '',
        row.column === 'timeAndAHalf' ? hours : '',
        row.column === 'double' ? hours : '',
        employee.department ?? '',
      ];
    }),
  );
  return plainCsv([[...BRIGHTPAY_COLUMNS], ...records]);
}
