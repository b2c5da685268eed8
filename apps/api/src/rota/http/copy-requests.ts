import { addDays, invalid, weekdayOf } from '@rotaledger/domain';
import { requiredId, requiredIsoDate } from '../../common/http/request-parsers';
import type { DayCopy } from '../commands/copy-rota-days.handler';

/** A copy reaches at most 12 weeks or 31 days ahead in one request. */
export const MAX_COPY_WEEKS = 12;
export const MAX_COPY_DAYS = 31;
const MONDAY = 1;

function dateList(value: unknown, name: string, max: number): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    throw invalid(`${name} must be a list of 1 to ${max} dates.`);
  }
  // A date named twice is copied once (a second copy would change nothing anyway).
  return [...new Set(value.map((date) => requiredIsoDate(date, `Every date in ${name}`)))];
}

function monday(date: string, name: string): string {
  if (weekdayOf(date) !== MONDAY) throw invalid(`${name} must be a Monday.`);
  return date;
}

/** `POST /rota/copyweek`: each target week gets the source week, weekday by weekday. */
export function copyWeekRequest(body: Record<string, unknown>): { workplaceId: string; days: DayCopy[] } {
  const workplaceId = requiredId(body.workplaceId, 'workplaceId');
  const fromWeekStart = monday(requiredIsoDate(body.fromWeekStart, 'fromWeekStart'), 'fromWeekStart');
  const toWeekStarts = dateList(body.toWeekStarts, 'toWeekStarts', MAX_COPY_WEEKS).map((date) =>
    monday(date, 'Every date in toWeekStarts'),
  );
  if (toWeekStarts.includes(fromWeekStart)) throw invalid('A week cannot be copied onto itself.');
  const days = toWeekStarts.flatMap((toWeekStart) =>
    Array.from({ length: 7 }, (_, i) => ({ fromDate: addDays(fromWeekStart, i), toDate: addDays(toWeekStart, i) })),
  );
  return { workplaceId, days };
}

/** `POST /rota/copyday`: each target date gets the source day. */
export function copyDayRequest(body: Record<string, unknown>): { workplaceId: string; days: DayCopy[] } {
  const workplaceId = requiredId(body.workplaceId, 'workplaceId');
  const fromDate = requiredIsoDate(body.fromDate, 'fromDate');
  const toDates = dateList(body.toDates, 'toDates', MAX_COPY_DAYS);
  if (toDates.includes(fromDate)) throw invalid('A day cannot be copied onto itself.');
  return { workplaceId, days: toDates.map((toDate) => ({ fromDate, toDate })) };
}
