import { MONTH_NAMES, WEEKDAY_NAMES, parseIsoDate, weekdayOf } from '../pay-periods/calendar-date';

/** The (UTC) calendar day of an ISO instant, e.g. the day an event happened. */
export function isoDateOfInstant(instant: string): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** '2026-12-07' → 'Monday 7 December 2026' (the shared rota's heading). */
export function readableDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
