import dayjs from 'dayjs';
import type { AppDispatch } from '../../lib/store';
import type { Employee, Workplace } from '../profile';
import { plannerApi } from './api';
import { clampToRange, dayOfIsoDate, isoDateOf, plannerRange, weekDays } from './dates';
import type { WeekKey } from './types';

/** The weekly view's read of one week: the grid with its totals (the cache key it shares with the prefetch). */
export function weekReadsOf(workplaceId: string, dates: readonly string[], userId: string) {
  const week: WeekKey = { workplaceId, startDate: dates[0], endDate: dates[6], userId };
  return { week };
}

/** The planner's views: the week grid, one day's timeline, and today on the floor (a phone's first view, issue 41). */
export type PlannerView = 'weekly' | 'daily' | 'today';
const PLANNER_VIEWS: readonly string[] = ['weekly', 'daily', 'today'];

/**
 * The planner's address (?w=…&view=…&date=…) as the page reads it: the workplace named, else
 * the first, the view named, else `fallback` (a phone opens on today), and the date named (kept
 * in the plannable range), else today.
 */
export function plannerPlaceOf(
  params: URLSearchParams,
  workplaces: readonly Workplace[],
  range = plannerRange(dayjs()),
  fallback: PlannerView = 'weekly',
) {
  const index = Math.max(
    0,
    workplaces.findIndex((w) => w.workplace_id === params.get('w')),
  );
  return {
    view: PLANNER_VIEWS.includes(params.get('view') ?? '') ? (params.get('view') as PlannerView) : fallback,
    date: clampToRange(dayOfIsoDate(params.get('date')) ?? dayjs(), range),
    workplaceIndex: index,
    workplace: workplaces.at(index),
  };
}

/**
 * Starts the reads of the week the address opens as soon as the workplaces and employees are
 * known, rather than once the page has rendered them: the weekly view then finds them in the
 * cache (or in flight).
 */
export function prefetchPlannerWeek(
  dispatch: AppDispatch,
  userId: string,
  search: string,
  workplaces: readonly Workplace[],
  employees: readonly Employee[],
) {
  const place = plannerPlaceOf(new URLSearchParams(search), workplaces);
  if (!place.workplace) return;
  const workplaceId = place.workplace.workplace_id;
  prefetchPlaceReads(
    dispatch,
    userId,
    workplaceId,
    place,
    employees.some((e) => e.workplace_id === workplaceId),
  );
}

/**
 * The reads the planner opens a workplace with: its dates with shifts and, on the weekly view
 * of a workplace with staff, the week's grid and pay.
 */
export function prefetchPlaceReads(
  dispatch: AppDispatch,
  userId: string,
  workplaceId: string,
  { view, date }: { view: PlannerView; date: dayjs.Dayjs },
  hasStaff: boolean,
) {
  dispatch(plannerApi.util.prefetch('getPopulatedDates', { workplaceId, userId }, {}));
  if (view !== 'weekly' || !hasStaff) return;
  const { week } = weekReadsOf(workplaceId, weekDays(date).map(isoDateOf), userId);
  dispatch(plannerApi.util.prefetch('getWeekShifts', week, {}));
}
