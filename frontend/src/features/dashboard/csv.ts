import {
  currencySymbol,
  fileNameSlug,
  hoursDecimal,
  moneyDecimal,
  toCsv,
  toLongDate,
  type CsvCell,
  type CurrencyCode,
  type IsoDate,
} from '@rotaledger/domain';
import type { PayBasis, PayReport } from './payReport';

const num = (value: string): CsvCell => ({ number: value });
const status = (removed: boolean) => (removed ? 'Removed' : 'Active');

/** A period paid at one rate has a number; one whose rate changed lists its rates in order ('12.21 / 13.00'). */
function rateCell(row: PayReport['rows'][number]): CsvCell {
  if ((row.ratesPence ?? []).length > 1) return row.ratesPence.map(moneyDecimal).join(' / ');
  return row.ratePence === null ? '' : num(moneyDecimal(row.ratePence));
}

/** On the actual basis, what a row's hours are: approved actuals, or the plan for days not approved. */
export const BASIS_LABELS = { actual: 'Actual (approved)', planned: 'Planned (not approved)' } as const;
const rowBasis = (row: PayReport['rows'][number]) =>
  row.plannedDays.length === 0
    ? BASIS_LABELS.actual
    : row.plannedDays.length === row.days.length
      ? BASIS_LABELS.planned
      : `${BASIS_LABELS.actual}; planned on ${row.plannedDays.length} not approved`;

/** The employee table: one row per employee and a closing Total row; on the actual basis a Basis column says what counted. */
export function payTableCsv(report: PayReport, currency: CurrencyCode, basis: PayBasis = 'planned'): string {
  const symbol = currencySymbol(currency);
  const actual = basis === 'actual';
  const rows: CsvCell[][] = [
    ['Employee', 'Status', `Rate (${symbol}/hr)`, 'Total Hours', `Total Earned (${symbol})`, ...(actual ? ['Basis'] : [])],
  ];
  for (const row of report.rows) {
    rows.push([
      row.name,
      status(row.removed),
      rateCell(row),
      num(hoursDecimal(row.minutes)),
      row.pence === null ? '' : num(moneyDecimal(row.pence)),
      ...(actual ? [rowBasis(row)] : []),
    ]);
  }
  rows.push(['Total', '', '', num(hoursDecimal(report.totalMinutes)), num(moneyDecimal(report.totalPence)), ...(actual ? [''] : [])]);
  return toCsv(rows);
}

/** The per-day breakdown: one row per employee per worked day. */
export function payBreakdownCsv(report: PayReport, currency: CurrencyCode, basis: PayBasis = 'planned'): string {
  const symbol = currencySymbol(currency);
  const actual = basis === 'actual';
  const rows: CsvCell[][] = [
    ['Employee', 'Status', 'Date', 'Hours', `Rate (${symbol}/hr)`, `Earned (${symbol})`, ...(actual ? ['Basis'] : [])],
  ];
  for (const row of report.rows) {
    const planned = new Set(row.plannedDays);
    for (const day of row.days) {
      rows.push([
        row.name,
        status(row.removed),
        toLongDate(day.date),
        num(hoursDecimal(day.minutes)),
        day.ratePence === null ? '' : num(moneyDecimal(day.ratePence)),
        day.pence === null ? '' : num(moneyDecimal(day.pence)),
        ...(actual ? [planned.has(day.date) ? BASIS_LABELS.planned : BASIS_LABELS.actual] : []),
      ]);
    }
  }
  return toCsv(rows);
}

/** 'pay-summary_the-crown_2025-01-06_to_2025-01-12.csv' */
export function csvFileName(kind: 'summary' | 'daily', workplaceName: string, start: IsoDate, end: IsoDate): string {
  const slug = fileNameSlug(workplaceName) || 'workplace';
  return `pay-${kind}_${slug}_${start}_to_${end}.csv`;
}

/** Hands the file to the browser's download in one click. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
