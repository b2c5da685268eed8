import { addDays, weekdayOf, type IsoDate } from './calendar-date';

/**
 * Where a week begins: one preference (`week_start`) that the planner's weeks, the dashboard's
 * weekly pay periods, week links, publication and week copies all follow (issue 29).
 */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

export const DEFAULT_WEEK_START: WeekStart = 'monday';

export const isWeekStartValue = (value: unknown): value is WeekStart => (WEEK_STARTS as readonly unknown[]).includes(value);

/** A stored or sent value as a week start; anything else (an old record without one) reads as the default. */
export const weekStartOrDefault = (value: unknown): WeekStart => (isWeekStartValue(value) ? value : DEFAULT_WEEK_START);

/** 0 = Sunday, 1 = Monday, as `weekdayOf` counts. */
export const weekdayOfWeekStart = (weekStart: WeekStart): number => (weekStart === 'sunday' ? 0 : 1);

/** The first day of the week that holds `date`. */
export function firstDayOfWeek(date: IsoDate, weekStart: WeekStart): IsoDate {
  return addDays(date, -((weekdayOf(date) - weekdayOfWeekStart(weekStart) + 7) % 7));
}

/** Whether a week may begin on this date under some user's preference (a Monday or a Sunday). */
export const canStartWeek = (date: IsoDate): boolean => WEEK_STARTS.some((w) => weekdayOf(date) === weekdayOfWeekStart(w));
