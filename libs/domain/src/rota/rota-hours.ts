import { rotaHoursProblem } from '../workplaces/workplace.rules';
import type { TimeSpan } from '../shared/time-span';

/** A workplace's rota hours: whole hours, the end past 24 for the next morning (26 = 02:00). */
export interface RotaHours {
  rotaStartTime: number;
  rotaEndTime: number;
}

/** An assignment fits the rota hours when it starts at or after the opening hour and ends by the closing hour. */
export function isInsideRotaHours(hours: RotaHours, span: TimeSpan): boolean {
  return span.startMinute >= hours.rotaStartTime * 60 && span.endMinute <= hours.rotaEndTime * 60;
}

/**
 * The rota hours widened just enough to hold the span (whole hours: 22:00-02:15 on 08-23 gives 08-27),
 * or null when they already hold it or the widened hours would break the workplace's rules (over 24 hours,
 * past 06:00 the next morning): then only the manager can choose, under Profile → Edit workplace.
 */
export function rotaHoursToHold(hours: RotaHours, span: TimeSpan): RotaHours | null {
  if (isInsideRotaHours(hours, span)) return null;
  const widened = {
    rotaStartTime: Math.min(hours.rotaStartTime, Math.floor(span.startMinute / 60)),
    rotaEndTime: Math.max(hours.rotaEndTime, Math.ceil(span.endMinute / 60)),
  };
  return rotaHoursProblem(widened.rotaStartTime, widened.rotaEndTime) === null ? widened : null;
}
