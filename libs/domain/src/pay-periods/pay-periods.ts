import {
  MONTH_NAMES,
  addDays,
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
 */
export type PayFrequency = 'weekly' | 'monthly';

export interface PayPeriodSettings {
  frequency: PayFrequency;
  /** 0 = Sunday ... 6 = Saturday; only weekly periods use it. */
  weekStartDay: number;
}

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

/** The pay period that contains `date`. */
export function periodFor(date: IsoDate, settings: PayPeriodSettings): PayPeriod {
  return settings.frequency === 'monthly' ? monthlyPeriodFor(date) : weeklyPeriodFor(date, settings.weekStartDay);
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
