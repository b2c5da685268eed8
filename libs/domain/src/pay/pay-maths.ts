import { CURRENCIES, CurrencyCode } from '../accounts/preferences';

/** Pay maths shared by the API, the planner's pay summary and the dashboard. Money is integer pence. */

export interface WorkedSpan {
  /** null = unallocated: counts for no one. */
  employeeId: string | null;
  /** yyyy-mm-dd */
  rotaDate: string;
  startMinute: number;
  endMinute: number;
}

/** Minutes worked per employee per day: { employeeId: { rotaDate: minutes } }. */
export function minutesPerEmployeePerDay(spans: readonly WorkedSpan[]): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const span of spans) {
    if (span.employeeId === null) continue;
    const days = (result[span.employeeId] ??= {});
    days[span.rotaDate] = (days[span.rotaDate] ?? 0) + Math.max(0, span.endMinute - span.startMinute);
  }
  return result;
}

/** Hours as a decimal, exact to the minute (495 → 8.25; 1 minute → 0.0167). */
export function hoursFromMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 10_000) / 10_000;
}

/** 495 → '8 hrs 15 mins' (the spec's display of hours). */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)} hrs ${whole % 60} mins`;
}

/** Gross pay in pence for minutes at an hourly rate in pence, rounded half up to the penny. */
export function payPence(minutes: number, ratePence: number): number {
  const exact = minutes * ratePence;
  const sign = exact < 0 ? -1 : 1;
  // Integer arithmetic: floor((x + 30) / 60) is x / 60 rounded half up.
  return sign * Math.floor((Math.abs(exact) + 30) / 60);
}

/** 123456 pence in gbp → '£1,234.56'. */
export function formatMoney(pence: number, currency: CurrencyCode = 'gbp'): string {
  const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol ?? '£';
  const whole = Math.round(Math.abs(pence));
  const units = Math.floor(whole / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 ? '-' : ''}${symbol}${units}.${String(whole % 100).padStart(2, '0')}`;
}
