import type { UserEvent } from '../accounts/user.events';
import { addDays, IsoDate, weekdayOf } from '../pay-periods/calendar-date';
import { canStartWeek } from '../pay-periods/week-start';

/**
 * The owner's sharing generation: how many times they have turned public_rota off. A link
 * remembers the generation it was made in and lives only while that is still current, so
 * turning public_rota off kills every earlier link and turning it on again revives none.
 * It is counted from events (not a clock), so the decider and every rebuild agree.
 */
export function turnsPublicRotaOff(event: UserEvent): boolean {
  // The user decider records only real changes, so each of these ends a generation.
  return event.type === 'PreferenceChanged' && event.data.field === 'public_rota' && event.data.value === false;
}

/** Folds a user stream into the owner's current sharing generation (0 when never turned off). */
export function sharingGenerationFrom(events: readonly UserEvent[]): number {
  return events.filter(turnsPublicRotaOff).length;
}

/** Whether a link made in `linkGeneration` is still live for an owner now in `ownerGeneration`. */
export const isCurrentSharingGeneration = (linkGeneration: number | undefined, ownerGeneration: number | undefined): boolean =>
  (linkGeneration ?? 0) === (ownerGeneration ?? 0);

/**
 * What a link shows: one workplace day (the spec's link), or the seven days of a workplace
 * week from its Monday. A week's link lives in its Monday's rota stream, next to (never
 * instead of) that day's own link.
 */
export type SharedSpan = 'day' | 'week';

export const SHARING_RULES = {
  weekStartNotMonday: 'weekStart must be a Monday or a Sunday.',
} as const;

const MONDAY = 1;
const DAYS_IN_A_WEEK = 7;

/** Whether a week (a link, a publication, a copy) may start on this date: Monday or Sunday, as the user's week_start has it. */
export const isWeekStart = (date: IsoDate): boolean => canStartWeek(date);

/** The seven dates of the week starting on `weekStart`, Monday first. */
export const weekDates = (weekStart: IsoDate): IsoDate[] => Array.from({ length: DAYS_IN_A_WEEK }, (_, i) => addDays(weekStart, i));

/** The Monday of the week a date falls in. */
export const weekStartOf = (date: IsoDate): IsoDate => addDays(date, -((weekdayOf(date) + DAYS_IN_A_WEEK - MONDAY) % DAYS_IN_A_WEEK));
