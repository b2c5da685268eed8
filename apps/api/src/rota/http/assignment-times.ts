import { endMinuteAfter, TimeSpan } from '@rotaledger/domain';
import { requiredTime } from '../../common/http/request-parsers';

/**
 * timeStart and timeEnd as clock times (HH:MM or HH:MM:SS): an end at or before the start is the
 * next day's (22:00 → 02:00 ends at 1560 minutes), for rota hours that run past midnight.
 */
export function requiredSpan(timeStart: unknown, timeEnd: unknown): TimeSpan {
  const startMinute = requiredTime(timeStart, 'timeStart');
  return { startMinute, endMinute: endMinuteAfter(startMinute, requiredTime(timeEnd, 'timeEnd')) };
}
