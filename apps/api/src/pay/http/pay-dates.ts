import { fromShortDate, invalid } from '@rotaledger/domain';
import { isMissing } from '../../common/http/request-parsers';

/** A year and a month of pay periods at most. */
export const MAX_PAY_DATES = 400;

/** `dates` is a JSON list of 'dd/mm/yy' texts, as the spec's call sends it; answers yyyy-mm-dd without duplicates. */
export function parsePayDates(raw: unknown): string[] {
  if (isMissing(raw)) throw invalid('dates is required.');
  let list: unknown;
  try {
    list = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    list = undefined;
  }
  if (!Array.isArray(list)) throw invalid('dates must be a JSON list of dates like ["07/12/26"].');
  if (list.length > MAX_PAY_DATES) throw invalid(`At most ${MAX_PAY_DATES} dates can be asked for at once.`);
  const dates = list.map((item) => (typeof item === 'string' ? fromShortDate(item) : null));
  if (dates.some((date) => date === null)) throw invalid('Every date must be a real date in the form dd/mm/yy.');
  return [...new Set(dates as string[])];
}
