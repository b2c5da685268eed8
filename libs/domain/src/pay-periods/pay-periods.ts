import {
  MONTH_NAMES,
  addDays,
  dayNumber,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  toShortDate,
  weekdayOf,
  type IsoDate,
} from './calendar-date';
import { weekdayOfWeekStart, weekStartOrDefault } from './week-start';

/**
 * Pay periods (spec section 9): weekly periods start on the day the user's weeks start
 * (`week_start`, Monday or Sunday, the planner's too); monthly periods are calendar months.
 * A workplace's pay schedule (issue 39) adds fortnightly and four-weekly periods and an anchor
 * date: periods of 7, 14 or 28 days counted from the anchor, or months starting on the anchor's
 * day of the month (a day past a month's end: its last day).
 */
export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export interface PayPeriodSettings {
  frequency: PayFrequency;
  /** 0 = Sunday ... 6 = Saturday; only weekly periods without an anchor use it. */
  weekStartDay: number;
  /** A day some period starts on (a pay schedule's): with it, periods are counted from it. */
  anchorDate?: IsoDate;
}

/** A workplace's pay schedule: how often it pays and a day a period starts on. */
export interface PaySchedule {
  frequency: PayFrequency;
  /** yyyy-mm-dd: a first day of a period. */
  anchorDate: IsoDate;
}

/** Weekly from Monday 1 Jan 2024: a workplace that never set its schedule pays Monday-to-Sunday weeks. */
export const DEFAULT_PAY_SCHEDULE: PaySchedule = { frequency: 'weekly', anchorDate: '2024-01-01' };

/** The period settings a pay schedule means. */
export const settingsOfSchedule = (schedule: PaySchedule): PayPeriodSettings => ({
  frequency: schedule.frequency,
  weekStartDay: weekdayOf(schedule.anchorDate),
  anchorDate: schedule.anchorDate,
});

const PERIOD_DAYS: Partial<Record<PayFrequency, number>> = { weekly: 7, fortnightly: 14, 'four-weekly': 28 };

export interface PayPeriod {
  kind: PayFrequency | 'custom';
  /** First day, included. */
  start: IsoDate;
  /** Last day, included. */
  end: IsoDate;
  /** 'dd/mm/yy – dd/mm/yy' for weeks and custom ranges, 'January 2025' for months. */
  label: string;
}

/** The preferences' tf_2 (true = weekly) and week_start: the dashboard's weeks are the planner's (issue 29). */
export function payPeriodSettingsFrom(preferences: { tf_2?: unknown; week_start?: unknown } | null | undefined): PayPeriodSettings {
  return {
    frequency: preferences?.tf_2 === false ? 'monthly' : 'weekly',
    weekStartDay: weekdayOfWeekStart(weekStartOrDefault(preferences?.week_start)),
  };
}

function assertWeekStartDay(day: number): void {
  if (!Number.isInteger(day) || day < 0 || day > 6) {
    throw new RangeError(`Week start day must be an integer 0-6 (0 = Sunday): ${day}`);
  }
}

export function rangeLabel(start: IsoDate, end: IsoDate): string {
  return start === end ? toShortDate(start) : `${toShortDate(start)} – ${toShortDate(end)}`;
}

export function weeklyPeriodFor(date: IsoDate, weekStartDay: number): PayPeriod {
  assertWeekStartDay(weekStartDay);
  const start = addDays(date, -((weekdayOf(date) - weekStartDay + 7) % 7));
  const end = addDays(start, 6);
  return { kind: 'weekly', start, end, label: rangeLabel(start, end) };
}

export function monthlyPeriodFor(date: IsoDate): PayPeriod {
  const { year, month } = parseIsoDate(date);
  return {
    kind: 'monthly',
    start: toIsoDate({ year, month, day: 1 }),
    end: toIsoDate({ year, month, day: daysInMonth(year, month) }),
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  };
}

/** The period of `length` days counted from `anchorDate` (before or after it) that contains `date`. */
function anchoredPeriodFor(date: IsoDate, anchorDate: IsoDate, length: number, kind: PayFrequency): PayPeriod {
  const offset = dayNumber(date) - dayNumber(anchorDate);
  const start = addDays(anchorDate, Math.floor(offset / length) * length);
  const end = addDays(start, length - 1);
  return { kind, start, end, label: rangeLabel(start, end) };
}

/** The day of `month` a monthly period anchored on day `anchorDay` starts: the anchor's day, or the month's last. */
function monthStartDay(year: number, month: number, anchorDay: number): IsoDate {
  return toIsoDate({ year, month, day: Math.min(anchorDay, daysInMonth(year, month)) });
}

function monthlyAnchoredPeriodFor(date: IsoDate, anchorDate: IsoDate): PayPeriod {
  const anchorDay = parseIsoDate(anchorDate).day;
  if (anchorDay === 1) return monthlyPeriodFor(date);
  const { year, month } = parseIsoDate(date);
  const thisMonth = monthStartDay(year, month, anchorDay);
  const [startYear, startMonth] = date >= thisMonth ? [year, month] : month === 1 ? [year - 1, 12] : [year, month - 1];
  const start = monthStartDay(startYear, startMonth, anchorDay);
  const [nextYear, nextMonth] = startMonth === 12 ? [startYear + 1, 1] : [startYear, startMonth + 1];
  const end = addDays(monthStartDay(nextYear, nextMonth, anchorDay), -1);
  return { kind: 'monthly', start, end, label: rangeLabel(start, end) };
}

/** The pay period that contains `date`. */
export function periodFor(date: IsoDate, settings: PayPeriodSettings): PayPeriod {
  if (settings.frequency === 'monthly') {
    return settings.anchorDate === undefined ? monthlyPeriodFor(date) : monthlyAnchoredPeriodFor(date, settings.anchorDate);
  }
  if (settings.anchorDate !== undefined) {
    return anchoredPeriodFor(date, settings.anchorDate, PERIOD_DAYS[settings.frequency] ?? 7, settings.frequency);
  }
  if (settings.frequency !== 'weekly') throw new RangeError(`A ${settings.frequency} period needs an anchor date`);
  return weeklyPeriodFor(date, settings.weekStartDay);
}

/** A range the user picks by hand, both days included. */
export function customPeriod(start: IsoDate, end: IsoDate): PayPeriod {
  parseIsoDate(start);
  parseIsoDate(end);
  if (end < start) throw new RangeError(`The range ends (${end}) before it starts (${start})`);
  return { kind: 'custom', start, end, label: rangeLabel(start, end) };
}

/**
 * The distinct pay periods holding at least one of `dates`, oldest first. Entries that
 * are not 'yyyy-mm-dd' calendar dates are ignored: one bad row must not hide the rest.
 */
export function payPeriodsContaining(dates: Iterable<string>, settings: PayPeriodSettings): PayPeriod[] {
  const byStart = new Map<IsoDate, PayPeriod>();
  for (const date of dates) {
    if (!isIsoDate(date)) continue;
    const period = periodFor(date, settings);
    if (!byStart.has(period.start)) byStart.set(period.start, period);
  }
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** True when `date` lies in the period, both ends included. */
export function periodContains(period: Pick<PayPeriod, 'start' | 'end'>, date: IsoDate): boolean {
  return date >= period.start && date <= period.end;
}
