import { addDays, MONTH_NAMES, parseIsoDate, type IsoDate } from '../pay-periods/calendar-date';
import { invalid } from '../shared/errors';
import { weekStartOf } from './rota-sharing';

/**
 * How far ahead a rota may be planned: to the end (Sunday) of the 52nd week after this one,
 * a year of weeks on from the week of `today` (the workplace's date, passed in: the domain has no
 * clock). The planner's week navigation, its calendar, copy week's target weeks and every rota
 * write (a new row, an added, placed, re-timed or copied assignment) follow this one rule.
 */
export const PLANNING_HORIZON_WEEKS = 52;

/** The last day that may be planned when it is `today`: a Sunday. */
export function planningHorizon(today: IsoDate): IsoDate {
  return addDays(weekStartOf(today), PLANNING_HORIZON_WEEKS * 7 + 6);
}

/** '2 Mar 2027'. */
const dayMonthYear = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`;
};

/** "You can plan up to 7 Mar 2027." */
export const beyondHorizonMessage = (today: IsoDate) => `You can plan up to ${dayMonthYear(planningHorizon(today))}.`;

export const isWithinHorizon = (date: IsoDate, today: IsoDate) => date <= planningHorizon(today);

/** Refuses (400) a write to a day past the horizon. */
export function checkWithinHorizon(date: IsoDate, today: IsoDate): void {
  if (!isWithinHorizon(date, today)) throw invalid(beyondHorizonMessage(today));
}

/** The refusal as the API's refusal lists show it (its date depends on the day it is asked). */
export const BEYOND_HORIZON_EXAMPLE = beyondHorizonMessage('2026-12-02');
