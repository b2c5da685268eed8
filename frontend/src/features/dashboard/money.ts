/**
 * Whole-unit helpers for the dashboard: hours travel as integer minutes and money as
 * integer pence (or cents), so totals never pick up floating-point drift.
 * The pay maths itself (payPence, formatMoney, formatHoursMinutes, rateToPence) lives in libs/domain.
 */
import { rateToPence } from '@rotaledger/domain';

/** Hours from the pay API (a decimal exact to the minute) as whole minutes. */
export function minutesFromHours(hours: unknown): number {
  const value = typeof hours === 'number' ? hours : Number.parseFloat(String(hours));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 60);
}

/**
 * An hourly rate (7.55, '7.55' or '7,55') in pence through the employees' own rule, which
 * reads it as text so 7.55 is 755 and never 754.99…; null when there is no usable rate.
 */
export function ratePenceFrom(rate: unknown): number | null {
  try {
    return rateToPence(rate);
  } catch {
    return null;
  }
}

/** '12.34' from 1234 hundredths: no thousands separator, so spreadsheets read a number. */
export function fromHundredths(hundredths: number): string {
  const whole = Math.abs(Math.round(hundredths));
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Minutes as decimal hours to 2 places, rounded half up: 20 → '0.33', 1485 → '24.75'. */
export function hoursDecimal(minutes: number): string {
  return fromHundredths(Math.floor((minutes * 100 + 30) / 60));
}

/** Pence as a plain decimal amount: 18686 → '186.86'. */
export function moneyDecimal(pence: number): string {
  return fromHundredths(pence);
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
