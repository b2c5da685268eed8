import { dayNumber } from '../pay-periods/calendar-date';
import { MINUTES_PER_DAY, TimeSpan } from '../shared/time-span';

/** One workplace day's assignments, as a read model or a fold of its stream holds them. */
export interface RotaDayAssignments {
  workplaceId: string;
  rotaDate: string;
  assignments: readonly (TimeSpan & { employeeId: string | null })[];
}

/**
 * The employee's assignments outside one workplace day that could still collide with it, as
 * spans on that day's clock: the same day at the account's other workplaces, and the day before
 * and after at every workplace (an overnight assignment reaches into the next morning, so the
 * day before's 22:00 → 02:00 is -120 to 120 here). The day itself is the decider's own state.
 * `counts` says whether an assignment still counts for the employee on its day (e.g. not after
 * their removal).
 */
export function employeeSpansAround(
  days: readonly RotaDayAssignments[],
  here: { workplaceId: string; rotaDate: string },
  employeeId: string,
  counts: (day: RotaDayAssignments) => boolean = () => true,
): TimeSpan[] {
  const today = dayNumber(here.rotaDate);
  const spans: TimeSpan[] = [];
  for (const day of days) {
    const offset = dayNumber(day.rotaDate) - today;
    if (Math.abs(offset) > 1 || (offset === 0 && day.workplaceId === here.workplaceId) || !counts(day)) continue;
    for (const a of day.assignments) {
      if (a.employeeId !== employeeId) continue;
      spans.push({ startMinute: a.startMinute + offset * MINUTES_PER_DAY, endMinute: a.endMinute + offset * MINUTES_PER_DAY });
    }
  }
  return spans;
}
