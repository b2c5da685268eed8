import { dayNumber, invalid } from '@rotaledger/domain';
import { requiredIsoDate } from '../../common/http/request-parsers';

/** The weekly view asks for 7 days; a month view at most 31. Longer ranges are refused, not truncated. */
export const MAX_RANGE_DAYS = 31;

export function weekRange(start: unknown, end: unknown): { startDate: string; endDate: string } {
  const startDate = requiredIsoDate(start, 'startDate');
  const endDate = requiredIsoDate(end, 'endDate');
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  if (days < 1) throw invalid('endDate must not be before startDate.');
  if (days > MAX_RANGE_DAYS) throw invalid(`The date range can be at most ${MAX_RANGE_DAYS} days.`);
  return { startDate, endDate };
}
