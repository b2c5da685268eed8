import { CURRENCIES, CURRENCY_CODES, CurrencyCode } from '../accounts/preferences';
import { RateHistory, rateInForce } from '../employees/rate-history';
import type { TimeSpan } from '../shared/time-span';
import { DEFAULT_TIME_ZONE } from '../shared/time-zone';
import { paidMinutes } from './breaks';
import { elapsedMinutes } from './elapsed-time';

/**
 * Pay maths shared by the API, the audit, the planner's daily pay summary, the dashboard and
 * its CSV files. Hours are whole minutes and money is integer pence, so nothing drifts.
 *
 * Rounding policy: pay is minutes × hourly rate, rounded half up to the penny once per figure
 * shown. Each day's pay is rounded on its own; a period's pay is the period's total minutes ×
 * the rate, rounded once (as a payslip states it), so it can differ by a penny from the sum
 * of its rounded days. When the rate changes within a period, each rate's minutes are priced
 * and rounded once, and those figures added (a payslip's one line per rate). A total over
 * several employees adds their rounded period pay.
 *
 * Every day is priced at the rate in force that day (the employee's rate history), so a
 * rate change never reprices days before it.
 */

export interface WorkedSpan extends TimeSpan {
  /** null = unallocated: counts for no one. */
  employeeId: string | null;
  /** yyyy-mm-dd */
  rotaDate: string;
  /** The unpaid break stored with the assignment (absent: none). */
  breakMinutes?: number;
}

/**
 * The paid minutes of a span: the time that really passes on the workplace's clock (`timeZone`),
 * less its unpaid break. The one reading of an assignment's length for pay.
 */
export function paidMinutesOf(span: Omit<WorkedSpan, 'employeeId'>, timeZone: string): number {
  const elapsed = elapsedMinutes(span.rotaDate, span.startMinute, span.endMinute, timeZone);
  return paidMinutes(elapsed, span.breakMinutes ?? 0, []);
}

/** Paid minutes per employee per day ({ employeeId: { rotaDate: minutes } }) on the workplace's clock. */
export function minutesPerEmployeePerDay(
  spans: readonly WorkedSpan[],
  timeZone: string = DEFAULT_TIME_ZONE,
): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const span of spans) {
    if (span.employeeId === null) continue;
    const days = (result[span.employeeId] ??= {});
    days[span.rotaDate] = (days[span.rotaDate] ?? 0) + paidMinutesOf(span, timeZone);
  }
  return result;
}

/** Hours as a decimal, exact to the minute (495 → 8.25; 1 minute → 0.0167). */
export function hoursFromMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 10_000) / 10_000;
}

/** 495 → '8 hrs 15 mins' (the spec's display of hours), singular where it is one: '1 hr 1 min'. */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const [hours, mins] = [Math.floor(whole / 60), whole % 60];
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'} ${mins} ${mins === 1 ? 'min' : 'mins'}`;
}

/** Gross pay in pence for minutes at an hourly rate in pence, rounded half up to the penny. */
export function payPence(minutes: number, ratePence: number): number {
  const exact = minutes * ratePence;
  const sign = exact < 0 ? -1 : 1;
  // Integer arithmetic: floor((x + 30) / 60) is x / 60 rounded half up.
  return sign * Math.floor((Math.abs(exact) + 30) / 60);
}

export interface DayPay {
  /** yyyy-mm-dd */
  date: string;
  minutes: number;
  /** The rate in force that day in pence; null when unknown. */
  ratePence: number | null;
  /** The day's pay rounded on its own; null when the rate is unknown. */
  pence: number | null;
}

export interface PeriodPay {
  minutes: number;
  /** The period's minutes × rate, rounded once per rate; null when a worked day's rate is unknown. */
  pence: number | null;
  /** Worked days only, oldest first. */
  days: DayPay[];
}

/** One employee's pay over some days (yyyy-mm-dd → minutes) at one rate in pence (null = unknown). */
export function payForDays(minutesByDate: Readonly<Record<string, number>>, ratePence: number | null): PeriodPay {
  return payForDatedDays(minutesByDate, () => ratePence);
}

/**
 * One employee's pay over some days (yyyy-mm-dd → minutes), each day at the rate in force
 * that day: `rateOn(date)` in pence (null = unknown), e.g. from `rateOnFrom(history)`.
 */
export function payForDatedDays(minutesByDate: Readonly<Record<string, number>>, rateOn: (date: string) => number | null): PeriodPay {
  const days = Object.entries(minutesByDate)
    .filter(([, minutes]) => minutes > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, minutes]) => {
      const ratePence = rateOn(date);
      return { date, minutes, ratePence, pence: ratePence === null ? null : payPence(minutes, ratePence) };
    });
  const minutesAtRate = new Map<number | null, number>();
  for (const day of days) minutesAtRate.set(day.ratePence, (minutesAtRate.get(day.ratePence) ?? 0) + day.minutes);
  const pence = minutesAtRate.has(null) ? null : sumOf([...minutesAtRate].map(([ratePence, minutes]) => payPence(minutes, ratePence ?? 0)));
  return { minutes: sumOf(days.map((d) => d.minutes)), pence, days };
}

/** The rate a history puts in force on each day, for `payForDatedDays`. */
export const rateOnFrom =
  (history: RateHistory) =>
  (date: string): number | null =>
    rateInForce(history, date);

/** The total of several employees' pay: their rounded figures added; unknown (null) pay is left out. */
export function totalPence(pay: readonly { pence: number | null }[]): number {
  return sumOf(pay.map((p) => p.pence ?? 0));
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** Hours from the pay API (a decimal exact to the minute) as whole minutes; nonsense is no time. */
export function minutesFromHours(hours: unknown): number {
  const value = typeof hours === 'number' ? hours : Number.parseFloat(String(hours));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 60);
}

/** '12.34' from 1234 hundredths: no thousands separator, so spreadsheets read a number. */
function fromHundredths(hundredths: number): string {
  const whole = Math.abs(Math.round(hundredths));
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Minutes as decimal hours to 2 places, rounded half up: 20 → '0.33', 1485 → '24.75'. */
export function hoursDecimal(minutes: number): string {
  return fromHundredths(Math.floor((minutes * 100 + 30) / 60));
}

/** Pence as a plain decimal amount for a spreadsheet cell: 18686 → '186.86', 123456 → '1234.56'. */
export function moneyDecimal(pence: number): string {
  return fromHundredths(pence);
}

/** Money is shown in one fixed locale, so a figure reads the same on every machine and in every test. */
export const MONEY_LOCALE = 'en-GB';

const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>();

function moneyFormatOf(currency: CurrencyCode): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    // narrowSymbol: '$', not en-GB's 'US$', as the currency picker shows it.
    format = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Builds a currency's formatter before its first amount is needed. A page's first Intl number
 * format loads ICU's number data (30–100 ms in Chromium, measured): built while the first reads
 * are on their way, it is not paid inside the first render that shows money.
 */
export function prepareMoneyFormat(currency: CurrencyCode = 'gbp'): void {
  moneyFormatOf(CURRENCY_CODES.includes(currency) ? currency : 'gbp');
}

/** The symbol a column header names: 'gbp' → '£'. */
export function currencySymbol(currency: CurrencyCode): string {
  return CURRENCIES.find((c) => c.code === currency)?.symbol ?? '£';
}

/** 123456 pence in gbp → '£1,234.56'; -1999 → '-£19.99'. The one place money becomes text for people. */
export function formatMoney(pence: number, currency: CurrencyCode = 'gbp'): string {
  const code = CURRENCY_CODES.includes(currency) ? currency : 'gbp';
  // + 0 turns -0 into 0, so nothing shows as '-£0.00'.
  return moneyFormatOf(code).format(Math.round(pence) / 100 + 0);
}
