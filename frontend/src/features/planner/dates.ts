import { firstDayOfWeek, isIsoDate, planningHorizon, type IsoDate, type WeekStart } from '@rotaledger/domain';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The planner moves through days as dayjs values (local midnight); the API and the domain
 * speak 'yyyy-mm-dd' (the domain's IsoDate, calendar-date.ts). These two are the only bridges.
 */

/** The planner opens two months back (spec section 9), or further to the first day with shifts (widenToHistory); forward, to the planning horizon every rota write keeps (issue 29). */
export const PLANNER_RANGE_MONTHS = 2;

const ISO_DATE = 'YYYY-MM-DD';

export function plannerRange(today: Dayjs = dayjs()) {
  const day = today.startOf('day');
  return {
    min: day.subtract(PLANNER_RANGE_MONTHS, 'month'),
    max: dayjs(planningHorizon(day.format(ISO_DATE))),
  };
}

/**
 * The range reaching back to the first day that holds anything (the workplace's dates with
 * shifts), when that is older than the two months the spec opens: every week that holds anything
 * can be opened (issue 29), so shifts from a copy or an earlier season are never out of reach.
 */
export function widenToHistory(range: { min: Dayjs; max: Dayjs }, populatedDates: readonly string[] | undefined) {
  const earliest = (populatedDates ?? []).reduce<string | null>((first, d) => (first === null || d < first ? d : first), null);
  if (earliest === null) return range;
  const first = dayjs(earliest).startOf('day');
  return first.isBefore(range.min, 'day') ? { ...range, min: first } : range;
}

export function isInRange(date: Dayjs, range: { min: Dayjs; max: Dayjs }): boolean {
  const d = date.startOf('day');
  return !d.isBefore(range.min, 'day') && !d.isAfter(range.max, 'day');
}

export function clampToRange(date: Dayjs, range: { min: Dayjs; max: Dayjs }): Dayjs {
  if (date.isBefore(range.min, 'day')) return range.min;
  if (date.isAfter(range.max, 'day')) return range.max;
  return date.startOf('day');
}

/** The first day of the planner's week holding `date`: Monday or Sunday, by the user's week_start (the domain's rule, the dashboard's too). */
export function startOfWeek(date: Dayjs, weekStart: WeekStart = 'monday'): Dayjs {
  return dayjs(firstDayOfWeek(isoDateOf(date), weekStart));
}

export function weekDays(date: Dayjs, weekStart: WeekStart = 'monday'): Dayjs[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, i) => first.add(i, 'day'));
}

/** How the week holding `date` is called from `today`: 'This week', 'Next week', 'Last week', else 'Week of 7 Dec'. */
export function weekWords(date: Dayjs, today: Dayjs, weekStart: WeekStart = 'monday'): string {
  const first = startOfWeek(date, weekStart);
  const weeksAway = Math.round(first.diff(startOfWeek(today, weekStart), 'day') / 7);
  if (weeksAway === 0) return 'This week';
  if (weeksAway === 1) return 'Next week';
  if (weeksAway === -1) return 'Last week';
  return `Week of ${first.format('D MMM')}`;
}

export function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

/** The planner's day as the API's and the domain's 'yyyy-mm-dd'. */
export function isoDateOf(date: Dayjs): IsoDate {
  return date.format(ISO_DATE);
}

/** A date from the URL as a planner day, or null when it is missing or not a real yyyy-mm-dd (the domain's rule). */
export function dayOfIsoDate(value: string | null): Dayjs | null {
  return isIsoDate(value) ? dayjs(value) : null;
}

export function formatDayHeading(date: Dayjs): string {
  return date.format('dddd D MMMM YYYY');
}

/** 'Sat 21 Nov 2026' where the full date does not fit. */
export function formatShortDay(date: Dayjs): string {
  return date.format('ddd D MMM YYYY');
}

export function formatWeekHeading(date: Dayjs, weekStart: WeekStart = 'monday'): string {
  const days = weekDays(date, weekStart);
  const first = days[0];
  const last = days[6];
  if (first.year() !== last.year()) return `${first.format('D MMM YYYY')} – ${last.format('D MMM YYYY')}`;
  if (first.month() !== last.month()) return `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
  return `${first.format('D')} – ${last.format('D MMMM YYYY')}`;
}

export function endOfWeekOf(date: Dayjs, weekStart: WeekStart = 'monday'): Dayjs {
  return startOfWeek(date, weekStart).add(6, 'day');
}
