/*
 * Rotaledger's own pay-lines file (issue 39's `csv`): one row per pay line, with the events behind
 * it, for a spreadsheet or a payroll bureau. Like the app's other exports: a UTF-8 BOM, CRLF,
 * and text that a spreadsheet would run as a formula gets a leading apostrophe.
 */
import { toCsv } from '../shared/csv';
import { payrollCodeOf } from './payroll-codes';
import { byCodePoint, hundredthsOf, linesByEmployee, typeRank, type PayrollFileInput, type PayrollFileLine } from './payroll-file';

export const PAY_LINES_CSV_COLUMNS = [
  'Employee ID',
  'Payroll ID',
  'First name',
  'Surname',
  'Department',
  'Type',
  'Payment number',
  'Date',
  'Hours',
  'Rate',
  'Amount',
  'Note',
  'Event IDs',
] as const;

/** Lines in a stable order: by day (undated last), type, rate, amount, then their events and note. */
const byLine = (a: PayrollFileLine, b: PayrollFileLine): number =>
  byCodePoint(a.date ?? '~', b.date ?? '~') ||
  typeRank(a.type) - typeRank(b.type) ||
  a.ratePence - b.ratePence ||
  a.amountPence - b.amountPence ||
  hundredthsOf(a.hours) - hundredthsOf(b.hours) ||
  byCodePoint([...a.eventIds].sort(byCodePoint).join(' '), [...b.eventIds].sort(byCodePoint).join(' ')) ||
  byCodePoint(a.note ?? '', b.note ?? '');

/** Every pay line of the period's people; a person without a payroll ID is written with an empty one. */
export function payLinesCsvFile(input: PayrollFileInput): string {
  const records = linesByEmployee(input).flatMap(({ employee, lines }) =>
    [...lines].sort(byLine).map((line) => [
      employee.employeeId,
      employee.payrollId?.trim() ?? '',
      employee.firstName,
      employee.surname,
      employee.department ?? '',
      line.type,
      String(payrollCodeOf(input.workplace.payrollCodes, line.type)),
      line.date ?? '',
      // Numbers stay numbers (two places, a minus sign never escaped as a formula).
      { number: (hundredthsOf(line.hours) / 100).toFixed(2) },
      { number: (line.ratePence / 100).toFixed(2) },
      { number: (line.amountPence / 100).toFixed(2) },
      line.note ?? '',
      [...line.eventIds].sort(byCodePoint).join(' '),
    ]),
  );
  // The app's one CSV writer for spreadsheets: a BOM, CRLF, text that looks like a formula defused.
  return toCsv([[...PAY_LINES_CSV_COLUMNS], ...records]);
}
