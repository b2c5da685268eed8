import type { EmployeeContract } from '../autofill/fill-types';
import { addDays, dayNumber, isIsoDate, isSupportedYear, parseIsoDate, weekdayOf, type IsoDate } from '../pay-periods/calendar-date';
import { payPence } from '../pay/pay-maths';
import { conflict, invalid } from '../shared/errors';
import type { DayFigure, PayLine } from './pay-lines';
import { ruleOn, type DatedRule, type HolidayMethod, type HolidayRule, HOLIDAY_METHODS } from './pay-rules';

/**
 * Holiday (issue 39): how a workplace (or one employee, who wins) accrues paid holiday, and paid
 * holiday taken as pay lines.
 *
 * - Accrual is in hours, per finalised period, kept in hundredths of an hour (the answers' 2 places):
 *   `percent` accrues that share of the paid hours worked in the period (its normal, overtime,
 *   premium and adjustment lines; never holiday or short-notice pay), rounded half up once per
 *   period; `entitlement` accrues `hoursPerYear` pro rata by day (each day 1/365 or 1/366 of it,
 *   by the length of the leave year it falls in), rounded once per period; `none` accrues nothing.
 * - A day of paid holiday is paid for a working day's hours: the contracted weekly hours (the
 *   contract's maximum, else its minimum) ÷ the contracted days a week (else 5); without contracted
 *   hours, the average paid hours of the days worked in the 12 weeks before the first day off. In
 *   each Monday-Sunday week of a request only the first days-a-week days count (Monday to Sunday
 *   off is 5 days for someone on 5 days a week).
 * - Each day is paid at the rate in force that day (one line per rate).
 * - Leave years (`entitlement` only): the balance starts again on each leave year's first day. Unused
 *   hours up to `carryOverHours` (default 0) carry into the new year and the rest lapse; an overdrawn
 *   (negative) balance carries whole. A period's accrual counts in the leave year of its last day, a
 *   day of paid holiday in the leave year of that day.
 */
/** The UK rule for irregular-hours and part-year workers since April 2024. */
export const DEFAULT_HOLIDAY_PERCENT = 12.07;
export const DEFAULT_LEAVE_YEAR_START = '2000-01-01';
export const NO_HOLIDAY: HolidayRule = { method: 'none' };
export const MAX_HOLIDAY_HOURS_PER_YEAR = 2000;

/** Time off is paid holiday or unpaid (the default, as before holiday existed: events without a kind). */
export const TIME_OFF_KINDS = ['paid-holiday', 'unpaid'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** The 12 weeks whose worked days give a day of holiday's hours when there are no contracted hours. */
export const HOLIDAY_REFERENCE_DAYS = 84;

export const HOLIDAY_MESSAGES = {
  holiday: `holiday must be { method: ${HOLIDAY_METHODS.map((m) => `'${m}'`).join(' | ')}, percent?, hoursPerYear?, leaveYearStart?, carryOverHours?, effectiveFrom? }.`,
  employeeHoliday: `holiday must be null (follow the workplace) or { method: ${HOLIDAY_METHODS.map((m) => `'${m}'`).join(' | ')}, percent?, hoursPerYear?, leaveYearStart?, carryOverHours? }.`,
  percent: 'percent must be a number above 0 and at most 50, with at most 2 decimals.',
  hoursPerYear: `hoursPerYear must be a number of hours from 1 to ${MAX_HOLIDAY_HOURS_PER_YEAR}, in quarter hours, for the entitlement method.`,
  carryOverHours: 'carryOverHours must be a number of hours from 0 to hoursPerYear, in quarter hours.',
  leaveYearStart: 'leaveYearStart must be a real date in the form yyyy-mm-dd (its day and month start each leave year), not 29 February.',
  allowNegative: 'allowNegativeHolidayBalance must be true or false.',
  kind: `kind must be ${TIME_OFF_KINDS.map((k) => `'${k}'`).join(' or ')}.`,
  belowZero: (neededHours: number, leftHours: number) =>
    `This paid holiday needs ${neededHours} hours but only ${leftHours} hours of holiday are left. Ask for fewer days, or for unpaid time off.`,
  noDayHours:
    'A day of paid holiday cannot be worked out: there are no contracted hours and no paid hours in the 12 weeks before. Set contracted hours a week, or ask for unpaid time off.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRealDate = (value: unknown): value is IsoDate => isIsoDate(value) && isSupportedYear(parseIsoDate(value).year);
const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A holiday rule as sent (without its day), or a 400. Fields of other methods are dropped. */
export function checkedHolidayRule(value: unknown, message: string = HOLIDAY_MESSAGES.holiday): HolidayRule {
  if (!isRecord(value) || !(HOLIDAY_METHODS as readonly unknown[]).includes(value.method)) throw invalid(message);
  const method = value.method as HolidayMethod;
  if (method === 'none') return { method };
  if (method === 'percent') {
    const percent = value.percent ?? DEFAULT_HOLIDAY_PERCENT;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent > 50 || !hasTwoDecimals(percent)) {
      throw invalid(HOLIDAY_MESSAGES.percent);
    }
    return { method, percent };
  }
  const { hoursPerYear } = value;
  if (
    typeof hoursPerYear !== 'number' ||
    !Number.isFinite(hoursPerYear) ||
    hoursPerYear < 1 ||
    hoursPerYear > MAX_HOLIDAY_HOURS_PER_YEAR ||
    !Number.isInteger(hoursPerYear * 4)
  ) {
    throw invalid(HOLIDAY_MESSAGES.hoursPerYear);
  }
  const leaveYearStart = value.leaveYearStart ?? DEFAULT_LEAVE_YEAR_START;
  if (!isRealDate(leaveYearStart) || leaveYearStart.slice(5) === '02-29') throw invalid(HOLIDAY_MESSAGES.leaveYearStart);
  const carryOverHours = value.carryOverHours ?? 0;
  if (
    typeof carryOverHours !== 'number' ||
    !Number.isFinite(carryOverHours) ||
    carryOverHours < 0 ||
    carryOverHours > hoursPerYear ||
    !Number.isInteger(carryOverHours * 4)
  ) {
    throw invalid(HOLIDAY_MESSAGES.carryOverHours);
  }
  return { method, hoursPerYear, leaveYearStart, ...(carryOverHours > 0 ? { carryOverHours } : {}) };
}

/** A workplace's holiday rule with its day (absent `effectiveFrom`: today), or a 400. */
export function checkedHoliday(value: unknown, today: IsoDate): DatedRule<HolidayRule> {
  const rule = checkedHolidayRule(value);
  const effectiveFrom = (value as Record<string, unknown>).effectiveFrom;
  if (effectiveFrom === undefined || effectiveFrom === null) return { effectiveFrom: today, value: rule };
  if (!isRealDate(effectiveFrom)) throw invalid('effectiveFrom must be a real date in the form yyyy-mm-dd.');
  return { effectiveFrom, value: rule };
}

/** An employee's own rule (null: follow the workplace), or a 400. */
export const checkedEmployeeHoliday = (value: unknown): HolidayRule | null =>
  value === null ? null : checkedHolidayRule(value, HOLIDAY_MESSAGES.employeeHoliday);

export function checkedAllowNegative(value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalid(HOLIDAY_MESSAGES.allowNegative);
  return value;
}

export function checkedTimeOffKind(value: unknown): TimeOffKind {
  if (value === undefined || value === null) return 'unpaid';
  if (!(TIME_OFF_KINDS as readonly unknown[]).includes(value)) throw invalid(HOLIDAY_MESSAGES.kind);
  return value as TimeOffKind;
}

/** The rule that applies to an employee on a day: their own when they have one, else the workplace's in force then. */
export function holidayRuleOn(
  workplaceRules: readonly DatedRule<HolidayRule>[] | undefined,
  employeeRule: HolidayRule | null | undefined,
  date: IsoDate,
): HolidayRule {
  return employeeRule ?? ruleOn(workplaceRules, date, NO_HOLIDAY);
}

/** The first day of the leave year holding `date`. */
function leaveYearOf(date: IsoDate, leaveYearStart: IsoDate): { start: IsoDate; days: number } {
  const monthDay = leaveYearStart.slice(5);
  const year = parseIsoDate(date).year;
  const thisYear = `${year}-${monthDay}`;
  const start = thisYear <= date ? thisYear : `${year - 1}-${monthDay}`;
  const next = `${Number(start.slice(0, 4)) + 1}-${monthDay}`;
  return { start, days: dayNumber(next) - dayNumber(start) };
}

/**
 * A period's accrual in hundredths of an hour under `rule` (the rule in force on its last day):
 * `workedMinutes` are the paid minutes worked that the period pays.
 */
export function accruedHundredths(rule: HolidayRule, workedMinutes: number, period: { start: IsoDate; end: IsoDate }): number {
  if (rule.method === 'percent') {
    // minutes × percent% in hundredths of an hour: minutes × (percent × 100) / 6000, half up.
    const exact = workedMinutes * Math.round((rule.percent ?? DEFAULT_HOLIDAY_PERCENT) * 100);
    return Math.sign(exact) * Math.floor((Math.abs(exact) + 3000) / 6000);
  }
  if (rule.method === 'entitlement') {
    // Exact: hoursPerYear × 100 × (days in 365-day leave years / 365 + days in 366-day ones / 366), half up once.
    const counts = { 365: 0, 366: 0 };
    for (let date = period.start; date <= period.end; date = addDays(date, 1)) {
      counts[leaveYearOf(date, rule.leaveYearStart ?? DEFAULT_LEAVE_YEAR_START).days as 365 | 366] += 1;
    }
    const numerator = Math.round((rule.hoursPerYear ?? 0) * 100) * (counts[365] * 366 + counts[366] * 365);
    const denominator = 365 * 366;
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  }
  return 0;
}

/** Paid minutes as hundredths of an hour, half up (as the answers' hours). */
export const hundredthsOfMinutes = (minutes: number): number => Math.sign(minutes) * Math.floor((Math.abs(minutes) * 100 + 30) / 60);

/** How many days of a request count in each Monday-Sunday week. */
const daysAWeek = (contract: EmployeeContract | null | undefined) => contract?.maxDaysPerWeek ?? 5;

/**
 * The minutes of a working day of holiday (see the rule above), or null when it cannot be worked
 * out. `recentDayMinutes`: the paid minutes of each day worked in the 12 weeks before.
 */
export function holidayDayMinutes(contract: EmployeeContract | null | undefined, recentDayMinutes: readonly number[]): number | null {
  const weekly = contract?.maxWeeklyHours ?? contract?.minWeeklyHours;
  if (weekly !== undefined && weekly > 0) return Math.floor((weekly * 60) / daysAWeek(contract) + 0.5);
  const worked = recentDayMinutes.filter((m) => m > 0);
  if (worked.length === 0) return null;
  return Math.floor(worked.reduce((a, b) => a + b, 0) / worked.length + 0.5);
}

/** The days of a paid-holiday request that count, each with its minutes (throws a 409 when a day cannot be worked out). */
export function paidHolidayDays(
  from: IsoDate,
  to: IsoDate,
  contract: EmployeeContract | null | undefined,
  recentDayMinutes: readonly number[],
): Record<IsoDate, number> {
  const minutes = holidayDayMinutes(contract, recentDayMinutes);
  if (minutes === null) throw conflict(HOLIDAY_MESSAGES.noDayHours);
  const perWeek = daysAWeek(contract);
  const countedInWeek = new Map<number, number>();
  const days: Record<IsoDate, number> = {};
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const monday = dayNumber(date) - ((weekdayOf(date) + 6) % 7);
    const counted = countedInWeek.get(monday) ?? 0;
    if (counted >= perWeek) continue;
    countedInWeek.set(monday, counted + 1);
    days[date] = minutes;
  }
  return days;
}

/** What booking paid holiday is checked against: hundredths of an hour accrued, minutes already booked, and the owner's setting. */
export interface HolidayStanding {
  accruedHundredths: number;
  bookedMinutes: number;
  allowNegative: boolean;
}

/** The hours a balance shows: accrued less booked, in hundredths. */
export const balanceHundredths = (standing: Pick<HolidayStanding, 'accruedHundredths' | 'bookedMinutes'>) =>
  standing.accruedHundredths - hundredthsOfMinutes(standing.bookedMinutes);

/** Refuses (409) paid holiday that would take the balance below zero, unless the owner allows negative balances. */
export function checkHolidayBalance(days: Readonly<Record<IsoDate, number>>, standing: HolidayStanding): void {
  if (standing.allowNegative) return;
  const needed = hundredthsOfMinutes(Object.values(days).reduce((a, b) => a + b, 0));
  const left = balanceHundredths(standing);
  if (left - needed < 0) throw conflict(HOLIDAY_MESSAGES.belowZero(needed / 100, Math.max(0, left) / 100));
}

/** One day of paid holiday as the ledger reads it. */
export interface HolidayDay {
  date: IsoDate;
  minutes: number;
  /** The base rate in force that day in pence (null: unknown, priced at 0). */
  ratePence: number | null;
  eventIds: readonly string[];
}

/** An employee's holiday lines in a period: one per rate, each at the rate in force on its days, rounded once per line. */
export function holidayLinesFor(employeeId: string, days: readonly HolidayDay[]): PayLine[] {
  const byRate = new Map<number, { minutes: number; eventIds: Set<string> }>();
  for (const day of days) {
    if (day.minutes <= 0) continue;
    const rate = day.ratePence ?? 0;
    const group = byRate.get(rate) ?? { minutes: 0, eventIds: new Set<string>() };
    group.minutes += day.minutes;
    day.eventIds.forEach((id) => group.eventIds.add(id));
    byRate.set(rate, group);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePence, group]) => ({
      employeeId,
      type: 'holiday' as const,
      minutes: group.minutes,
      ratePence,
      amountPence: payPence(group.minutes, ratePence),
      eventIds: [...group.eventIds].sort(),
    }));
}

/**
 * Each day's paid holiday figure (what a finalised period keeps, to compare later changes with): its
 * minutes at the rate in force that day, rounded per day.
 */
export function holidayDayFigures(days: readonly HolidayDay[]): Record<IsoDate, DayFigure> {
  const figures: Record<IsoDate, DayFigure> = {};
  for (const day of days) {
    if (day.minutes <= 0) continue;
    const figure = (figures[day.date] ??= { minutes: 0, pence: 0 });
    figure.minutes += day.minutes;
    figure.pence += payPence(day.minutes, day.ratePence ?? 0);
  }
  return figures;
}

/** The 12 weeks before a first day off: [from, to], inclusive. */
export const holidayReferenceDays = (firstDayOff: IsoDate) => ({
  from: addDays(firstDayOff, -HOLIDAY_REFERENCE_DAYS),
  to: addDays(firstDayOff, -1),
});

/** What a holiday balance is made of: each finalised period's accrual (dated on its last day) and each day of paid holiday. */
export interface HolidayEntries {
  accrued: readonly { date: IsoDate; hundredths: number }[];
  taken: readonly { date: IsoDate; minutes: number }[];
}

/** A balance in hundredths of an hour; `carriedHundredths` is null when no leave year applies (the balance runs on). */
export interface LeaveYearBalance {
  carriedHundredths: number | null;
  accruedHundredths: number;
  /** The paid holiday's minutes, and as hundredths of an hour (rounded once). */
  takenMinutes: number;
  takenHundredths: number;
  balanceHundredths: number;
}

/** The rules an employee's balance follows: the workplace's dated ones and their own (which wins). */
export interface HolidayRules {
  workplace: readonly DatedRule<HolidayRule>[] | undefined;
  employee: HolidayRule | null | undefined;
}

/** The days a leave year starts under the entitlement method, from `from` to `to` (inclusive), in order. */
function leaveYearStartsBetween(from: IsoDate, to: IsoDate, rules: HolidayRules): IsoDate[] {
  const candidates = [rules.employee, ...(rules.workplace ?? []).map((r) => r.value)].filter((r) => r?.method === 'entitlement');
  const monthDays = [...new Set(candidates.map((r) => (r!.leaveYearStart ?? DEFAULT_LEAVE_YEAR_START).slice(5)))];
  const starts: IsoDate[] = [];
  for (let year = parseIsoDate(from).year; year <= parseIsoDate(to).year; year++) {
    for (const monthDay of monthDays) {
      const date = `${year}-${monthDay}`;
      if (date < from || date > to) continue;
      const rule = holidayRuleOn(rules.workplace, rules.employee, date);
      if (rule.method === 'entitlement' && (rule.leaveYearStart ?? DEFAULT_LEAVE_YEAR_START).slice(5) === monthDay) starts.push(date);
    }
  }
  return starts.sort();
}

/**
 * An employee's holiday balance as at `asAt` (see the leave-year rule above): the entries of the
 * leave year holding `asAt` (all of them when no leave year applies), with what carried into it.
 * Entries after `asAt` in the same leave year count (paid holiday booked ahead); later years' do not.
 */
export function holidayBalanceAt(entries: HolidayEntries, asAt: IsoDate, rules: HolidayRules): LeaveYearBalance {
  const dates = [...entries.accrued, ...entries.taken].map((e) => e.date).sort();
  const first = dates[0] && dates[0] < asAt ? dates[0] : asAt;
  // A leave year starts again within a year of `asAt` at the latest: the next start ends the year that holds it.
  const starts = leaveYearStartsBetween(addDays(first, 1), addDays(asAt, 366), rules);
  const past = starts.filter((d) => d <= asAt);
  const next = starts.find((d) => d > asAt);
  const within = (from: IsoDate | undefined, to: IsoDate | undefined) => (date: IsoDate) =>
    (from === undefined || date >= from) && (to === undefined || date < to);
  const segment = (inside: (date: IsoDate) => boolean) => {
    const minutes = entries.taken.filter((e) => inside(e.date)).reduce((sum, e) => sum + e.minutes, 0);
    return {
      accrued: entries.accrued.filter((e) => inside(e.date)).reduce((sum, e) => sum + e.hundredths, 0),
      minutes,
      taken: hundredthsOfMinutes(minutes),
    };
  };
  let carried: number | null = null;
  let segmentStart: IsoDate | undefined;
  for (const start of past) {
    const year = segment(within(segmentStart, start));
    const left: number = (carried ?? 0) + year.accrued - year.taken;
    const rule = holidayRuleOn(rules.workplace, rules.employee, start);
    const cap = Math.round((rule.carryOverHours ?? 0) * 100);
    carried = left < 0 ? left : Math.min(left, cap);
    segmentStart = start;
  }
  if (carried === null && holidayRuleOn(rules.workplace, rules.employee, asAt).method === 'entitlement') carried = 0;
  const current = segment(within(segmentStart, next));
  return {
    carriedHundredths: carried,
    accruedHundredths: current.accrued,
    takenMinutes: current.minutes,
    takenHundredths: current.taken,
    balanceHundredths: (carried ?? 0) + current.accrued - current.taken,
  };
}
