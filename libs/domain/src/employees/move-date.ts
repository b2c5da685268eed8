import { invalid } from '../shared/errors';
import { addDays, isIsoDate, isSupportedYear } from '../pay-periods/calendar-date';
import { EMPLOYEE_MESSAGES } from './employee.rules';

/**
 * The first day a move to another workplace takes effect (`move_effective_from`): the old
 * workplace's assignments from that day on become open shifts, earlier ones stay the
 * employee's there (and are paid there). Absent: tomorrow, so today's shifts are kept.
 * A move may start today or later, never in the past: a day already worked keeps its
 * workplace and its pay, so no past pay changes behind the manager's back.
 */
export function checkedMoveEffectiveFrom(given: string | undefined, today: string): string {
  if (given === undefined) return addDays(today, 1);
  if (!(isIsoDate(given) && isSupportedYear(Number(given.slice(0, 4))))) throw invalid(EMPLOYEE_MESSAGES.moveEffectiveFromInvalid);
  if (given < today) throw invalid(EMPLOYEE_MESSAGES.moveEffectiveFromPast);
  return given;
}
