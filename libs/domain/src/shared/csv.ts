/**
 * The one CSV writer, used by the dashboard's pay exports (in the browser) and the audit
 * export (in the API). Pure text in, text out, so both sides import the same rules.
 */

/**
 * A spreadsheet cell. A string is user text: quoted as needed and defused against formulas.
 * A number, or `{ number: '12.50' }` (a decimal we pre-formatted), is our own figure and is
 * written as it is, so a negative amount stays a number in the spreadsheet.
 */
export type CsvCell = string | number | { number: string };

export const CSV_BOM = '\uFEFF';
export const CSV_RECORD_SEPARATOR = '\r\n';

/**
 * Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a CR, or
 * with whitespace before one of =+-@ (spreadsheets skip the blanks, so ' =1+1' runs too).
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * One field per RFC 4180: quoted when it holds a comma, a quote or a line break, with quotes
 * doubled. Formula-like text gets a leading apostrophe: a display name must never become a
 * formula on the reader's machine.
 */
export function csvField(cell: CsvCell): string {
  let text: string;
  if (typeof cell === 'string') text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  else text = typeof cell === 'number' ? String(cell) : cell.number;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One field per RFC 4180, as it is: quoted when it holds a comma, a quote or a line break, quotes doubled. */
function quotedField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows of fields written as they are (RFC 4180 quoting, no formula defusal, no BOM), CRLF after
 * each (no rows: an empty file): for a file another program imports (the payroll files), whose fields are ours.
 */
export function plainCsv(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return rows.map((row) => row.map(quotedField).join(',')).join(CSV_RECORD_SEPARATOR) + CSV_RECORD_SEPARATOR;
}

/** Rows joined with CRLF, ending with one, behind a UTF-8 BOM so Excel reads £, € and names right. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(',')).join(CSV_RECORD_SEPARATOR) + CSV_RECORD_SEPARATOR;
}
