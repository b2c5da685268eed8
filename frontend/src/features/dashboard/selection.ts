import { customPeriod, dayNumber, isIsoDate, periodFor, type PayPeriod, type PayPeriodSettings } from '@rotaledger/domain';

/** Longest custom range: a year of days keeps the pay request a sensible size. */
export const MAX_RANGE_DAYS = 366;

/**
 * The chosen range lives in the address (?workplace=&from=&to=) so a reload, the back
 * button or a shared link shows the same figures. The label is worked out again: the
 * range is named as the current pay period when it is one, and as a custom range otherwise.
 */
export function periodFromParams(from: string | null, to: string | null, settings: PayPeriodSettings): PayPeriod | null {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) return null;
  const period = periodFor(from, settings);
  return period.start === from && period.end === to ? period : customPeriod(from, to);
}
