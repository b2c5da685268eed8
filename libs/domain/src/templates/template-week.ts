import { DAY_KEYS, DayKey } from '../employees/availability';
import { weekdayOf } from '../pay-periods/calendar-date';
import type { RotaState } from '../rota/rota-state';
import type { TemplateNeed } from './template.events';

const BY_WEEKDAY_NUMBER: readonly DayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday key of a yyyy-mm-dd date ('mon' … 'sun'). */
export const dayKeyOf = (rotaDate: string): DayKey => BY_WEEKDAY_NUMBER[weekdayOf(rotaDate)];

/**
 * "Save this week as a template": every assignment of the week, assigned or open, as a need of
 * its weekday, service and times; the same ones on a day make one need whose count is how many
 * there are. Ordered by weekday (Monday first), start, end, then service.
 */
export function needsFromWeek(days: readonly { rotaDate: string; state: RotaState }[]): TemplateNeed[] {
  const needs = new Map<string, TemplateNeed>();
  for (const { rotaDate, state } of days) {
    const weekday = dayKeyOf(rotaDate);
    const serviceOf = new Map(state.shifts.map((s) => [s.shiftId, s.serviceType]));
    for (const a of state.assignments) {
      const serviceType = serviceOf.get(a.shiftId);
      if (serviceType === undefined) continue;
      const key = `${weekday} ${serviceType} ${a.startMinute} ${a.endMinute}`;
      const known = needs.get(key);
      needs.set(
        key,
        known
          ? { ...known, count: known.count + 1 }
          : { weekday, serviceType, startMinute: a.startMinute, endMinute: a.endMinute, count: 1 },
      );
    }
  }
  return [...needs.values()].sort(
    (a, b) =>
      DAY_KEYS.indexOf(a.weekday) - DAY_KEYS.indexOf(b.weekday) ||
      a.startMinute - b.startMinute ||
      a.endMinute - b.endMinute ||
      a.serviceType - b.serviceType,
  );
}
