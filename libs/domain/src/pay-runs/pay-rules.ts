import Holidays from 'date-holidays';
import { isIsoDate, isSupportedYear, parseIsoDate, type IsoDate } from '../pay-periods/calendar-date';
import { DEFAULT_PAY_SCHEDULE, PAY_FREQUENCIES, type PayFrequency, type PaySchedule } from '../pay-periods/pay-periods';
import { invalid } from '../shared/errors';

/**
 * A workplace's pay rules (issue 39): its pay schedule, overtime and premium days. Each is dated
 * like a rate: a change applies from its `effectiveFrom` day on, so it never reprices earlier
 * days, and a finalised period keeps the rules it was finalised with (stored in its event).
 */
export interface OvertimeRule {
  /** Paid hours a week (7-day blocks from the period's start) after which time is overtime. */
  afterWeeklyHours?: number;
  /** Paid hours in one rota day after which time is overtime. */
  afterDailyHours?: number;
  /** e.g. 1.5; in hundredths. */
  multiplier: number;
}

export const PREMIUM_REGIONS = ['england-and-wales', 'scotland', 'northern-ireland', 'none'] as const;
export type PremiumRegion = (typeof PREMIUM_REGIONS)[number];

export interface PremiumRule {
  /** Whose public holidays are premium days ('none': only `dates`). */
  region: PremiumRegion;
  /** Further premium days, yyyy-mm-dd. */
  dates?: IsoDate[];
  multiplier: number;
}

export const SHORT_NOTICE_PAY = ['lost-hours', 'fixed'] as const;
export type ShortNoticePay = (typeof SHORT_NOTICE_PAY)[number];

/**
 * Short-notice pay (issue 39, the Employment Rights Act 2025): a shift cancelled or cut less than
 * `hours` before it starts pays the paid hours lost, or `fixedHours`, at the employee's rate.
 */
export interface ShortNoticeRule {
  /** Notice below this many hours (counted from when the employee was told) is short. */
  hours: number;
  pay: ShortNoticePay;
  /** With pay 'fixed': the hours paid. */
  fixedHours?: number;
}

/** Holiday accrual's rule (holiday.ts holds its checks and maths). */
export const HOLIDAY_METHODS = ['none', 'percent', 'entitlement'] as const;
export type HolidayMethod = (typeof HOLIDAY_METHODS)[number];

export interface HolidayRule {
  method: HolidayMethod;
  /** `percent` only: the share of paid hours worked, e.g. 12.07. */
  percent?: number;
  /** `entitlement` only: hours a leave year. */
  hoursPerYear?: number;
  /** `entitlement` only: a yyyy-mm-dd whose day and month start every leave year (default 1 January). */
  leaveYearStart?: IsoDate;
  /** `entitlement` only: the most unused hours that carry into the next leave year (absent: 0, the rest lapses). */
  carryOverHours?: number;
}

/** One dated decision: `value` applies from `effectiveFrom` until the next entry's day. */
export interface DatedRule<Value> {
  effectiveFrom: IsoDate;
  value: Value;
}

/** Oldest first. Absent in events from before pay rules: the defaults (weekly from Monday, no overtime, no premiums). */
export interface PayRules {
  paySchedule?: DatedRule<PaySchedule>[];
  overtime?: DatedRule<OvertimeRule | null>[];
  premiums?: DatedRule<PremiumRule | null>[];
  shortNotice?: DatedRule<ShortNoticeRule | null>[];
  /** Holiday accrual (holiday.ts), dated like the others; absent: none. */
  holiday?: DatedRule<HolidayRule>[];
  /** The owner allows paid holiday past a zero balance (not dated: it decides bookings, not pay); absent: false. */
  allowNegativeHolidayBalance?: boolean;
}

export const PAY_RULE_MESSAGES = {
  paySchedule: `paySchedule must be { frequency: ${PAY_FREQUENCIES.map((f) => `'${f}'`).join(' | ')}, anchorDate: yyyy-mm-dd, effectiveFrom? }.`,
  overtime: 'overtime must be null or { afterWeeklyHours?, afterDailyHours?, multiplier, effectiveFrom? } with at least one of the hours.',
  overtimeHours: 'afterWeeklyHours must be from 1 to 168 hours and afterDailyHours from 1 to 24, in quarter hours.',
  premiums: `premiums must be null or { region: ${PREMIUM_REGIONS.map((r) => `'${r}'`).join(' | ')}, dates?: [yyyy-mm-dd], multiplier, effectiveFrom? }.`,
  premiumDates: 'Every premium date must be a real date in the form yyyy-mm-dd (at most 50 of them).',
  shortNotice: `shortNotice must be null or { hours, pay: ${SHORT_NOTICE_PAY.map((p) => `'${p}'`).join(' | ')}, fixedHours?, effectiveFrom? }, with fixedHours when pay is 'fixed'.`,
  shortNoticeHours: 'shortNotice hours must be from 1 to 168 and fixedHours from 0.25 to 24, in quarter hours.',
  multiplier: 'multiplier must be a number from 1 to 5 with at most 2 decimals.',
  effectiveFrom: 'effectiveFrom must be a real date in the form yyyy-mm-dd.',
} as const;

const MAX_PREMIUM_DATES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRealDate = (value: unknown): value is IsoDate => isIsoDate(value) && isSupportedYear(parseIsoDate(value).year);

function checkedMultiplier(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1 || value > 5 || !Number.isInteger(Math.round(value * 1e6) / 1e4)) {
    throw invalid(PAY_RULE_MESSAGES.multiplier);
  }
  return value;
}

function checkedEffectiveFrom(value: unknown, today: IsoDate): IsoDate {
  if (value === undefined || value === null) return today;
  if (!isRealDate(value)) throw invalid(PAY_RULE_MESSAGES.effectiveFrom);
  return value;
}

function checkedHours(value: unknown, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1 || value > max || !Number.isInteger(value * 4)) {
    throw invalid(PAY_RULE_MESSAGES.overtimeHours);
  }
  return value;
}

/** A requested pay schedule with its day, or a 400. */
export function checkedPaySchedule(value: unknown, today: IsoDate): DatedRule<PaySchedule> {
  if (!isRecord(value)) throw invalid(PAY_RULE_MESSAGES.paySchedule);
  const { frequency, anchorDate, effectiveFrom } = value;
  if (!(PAY_FREQUENCIES as readonly unknown[]).includes(frequency) || !isRealDate(anchorDate)) throw invalid(PAY_RULE_MESSAGES.paySchedule);
  return { effectiveFrom: checkedEffectiveFrom(effectiveFrom, today), value: { frequency: frequency as PayFrequency, anchorDate } };
}

/** A requested overtime rule (null: none from that day) with its day, or a 400. */
export function checkedOvertime(value: unknown, today: IsoDate): DatedRule<OvertimeRule | null> {
  if (value === null) return { effectiveFrom: today, value: null };
  if (!isRecord(value)) throw invalid(PAY_RULE_MESSAGES.overtime);
  const afterWeeklyHours = checkedHours(value.afterWeeklyHours, 168);
  const afterDailyHours = checkedHours(value.afterDailyHours, 24);
  if (afterWeeklyHours === undefined && afterDailyHours === undefined) throw invalid(PAY_RULE_MESSAGES.overtime);
  const rule: OvertimeRule = {
    ...(afterWeeklyHours !== undefined ? { afterWeeklyHours } : {}),
    ...(afterDailyHours !== undefined ? { afterDailyHours } : {}),
    multiplier: checkedMultiplier(value.multiplier),
  };
  return { effectiveFrom: checkedEffectiveFrom(value.effectiveFrom, today), value: rule };
}

/** A requested premium rule (null: none from that day) with its day, or a 400. */
export function checkedPremiums(value: unknown, today: IsoDate): DatedRule<PremiumRule | null> {
  if (value === null) return { effectiveFrom: today, value: null };
  if (!isRecord(value) || !(PREMIUM_REGIONS as readonly unknown[]).includes(value.region)) throw invalid(PAY_RULE_MESSAGES.premiums);
  const dates = value.dates ?? [];
  if (!Array.isArray(dates) || dates.length > MAX_PREMIUM_DATES || !dates.every(isRealDate)) throw invalid(PAY_RULE_MESSAGES.premiumDates);
  const rule: PremiumRule = {
    region: value.region as PremiumRegion,
    ...(dates.length > 0 ? { dates: [...new Set(dates)].sort() } : {}),
    multiplier: checkedMultiplier(value.multiplier),
  };
  return { effectiveFrom: checkedEffectiveFrom(value.effectiveFrom, today), value: rule };
}

function checkedQuarterHours(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || !Number.isInteger(value * 4)) {
    throw invalid(PAY_RULE_MESSAGES.shortNoticeHours);
  }
  return value;
}

/** A requested short-notice rule (null: none from that day) with its day, or a 400. */
export function checkedShortNotice(value: unknown, today: IsoDate): DatedRule<ShortNoticeRule | null> {
  if (value === null) return { effectiveFrom: today, value: null };
  if (!isRecord(value) || !(SHORT_NOTICE_PAY as readonly unknown[]).includes(value.pay)) throw invalid(PAY_RULE_MESSAGES.shortNotice);
  if (value.pay === 'fixed' && (value.fixedHours === undefined || value.fixedHours === null)) throw invalid(PAY_RULE_MESSAGES.shortNotice);
  const hours = checkedQuarterHours(value.hours, 1, 168);
  const rule: ShortNoticeRule =
    value.pay === 'fixed'
      ? { hours, pay: 'fixed', fixedHours: checkedQuarterHours(value.fixedHours, 0.25, 24) }
      : { hours, pay: 'lost-hours' };
  return { effectiveFrom: checkedEffectiveFrom(value.effectiveFrom, today), value: rule };
}

/** The history after a decision: entries from its day on are replaced (the newest decision wins), earlier ones stay. */
export function withRuleFrom<Value>(history: readonly DatedRule<Value>[] | undefined, decision: DatedRule<Value>): DatedRule<Value>[] {
  return [...(history ?? []).filter((entry) => entry.effectiveFrom < decision.effectiveFrom), decision];
}

/** The value in force on a day, or `fallback` before the first entry. */
export function ruleOn<Value>(history: readonly DatedRule<Value>[] | undefined, date: IsoDate, fallback: Value): Value {
  let value = fallback;
  for (const entry of history ?? []) if (entry.effectiveFrom <= date) value = entry.value;
  return value;
}

/** The latest decision (what the workplace form shows), with its day; null when never decided. */
export function latestRule<Value>(history: readonly DatedRule<Value>[] | undefined): DatedRule<Value> | null {
  return history && history.length > 0 ? history[history.length - 1] : null;
}

export const scheduleOn = (rules: PayRules | undefined, date: IsoDate): PaySchedule =>
  ruleOn(rules?.paySchedule, date, DEFAULT_PAY_SCHEDULE);
export const overtimeOn = (rules: PayRules | undefined, date: IsoDate): OvertimeRule | null => ruleOn(rules?.overtime, date, null);
export const premiumsOn = (rules: PayRules | undefined, date: IsoDate): PremiumRule | null => ruleOn(rules?.premiums, date, null);
export const shortNoticeOn = (rules: PayRules | undefined, date: IsoDate): ShortNoticeRule | null => ruleOn(rules?.shortNotice, date, null);

/** date-holidays' subdivisions of GB (England and Wales share one list of bank holidays, bar none that differ for pay). */
const REGION_CODES: Record<Exclude<PremiumRegion, 'none'>, string> = {
  'england-and-wales': 'ENG',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
};

const holidaysByRegionYear = new Map<string, ReadonlySet<IsoDate>>();

/**
 * The public holidays (bank holidays) of a region in a year, from `date-holidays`: only its
 * `public` entries (its list also holds observances such as Mother's Day), substitute days
 * included, dates read from its local 'yyyy-mm-dd hh:mm:ss' text, never through a Date.
 */
export function publicHolidays(region: PremiumRegion, year: number): ReadonlySet<IsoDate> {
  if (region === 'none') return new Set();
  const key = `${region}|${year}`;
  let dates = holidaysByRegionYear.get(key);
  if (!dates) {
    const calendar = new Holidays('GB', REGION_CODES[region]);
    const found = calendar.getHolidays(year) || [];
    dates = new Set(found.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidaysByRegionYear.set(key, dates);
  }
  return dates;
}

/** Whether a day is a premium day under a rule: a public holiday of its region or one of its dates. */
export function isPremiumDay(rule: PremiumRule | null, date: IsoDate): boolean {
  if (!rule) return false;
  return (rule.dates ?? []).includes(date) || publicHolidays(rule.region, parseIsoDate(date).year).has(date);
}

/** What the workplace form shows of the pay rules: the latest decision of each, with its day. */
export function payRulesAnswer(rules: PayRules | undefined) {
  const schedule = latestRule(rules?.paySchedule);
  const overtime = latestRule(rules?.overtime);
  const premiums = latestRule(rules?.premiums);
  const shortNotice = latestRule(rules?.shortNotice);
  const holiday = latestRule(rules?.holiday);
  return {
    paySchedule: schedule ? { ...schedule.value, effectiveFrom: schedule.effectiveFrom } : { ...DEFAULT_PAY_SCHEDULE, effectiveFrom: null },
    overtime: overtime?.value ? { ...overtime.value, effectiveFrom: overtime.effectiveFrom } : null,
    premiums: premiums?.value ? { ...premiums.value, effectiveFrom: premiums.effectiveFrom } : null,
    shortNotice: shortNotice?.value ? { ...shortNotice.value, effectiveFrom: shortNotice.effectiveFrom } : null,
    holiday: holiday ? { ...holiday.value, effectiveFrom: holiday.effectiveFrom } : { method: 'none' as const, effectiveFrom: null },
    allowNegativeHolidayBalance: rules?.allowNegativeHolidayBalance === true,
  };
}
