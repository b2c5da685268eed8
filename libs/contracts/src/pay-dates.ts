import { fromShortDate } from '@rotaledger/domain';
import { z } from 'zod';
import { isMissing } from './fields';

/** A year and a month of pay periods at most. */
export const MAX_PAY_DATES = 400;

export const PAY_DATES_MESSAGES = {
  required: 'dates is required.',
  notAList: 'dates must be a JSON list of dates like ["07/12/26"].',
  tooMany: `At most ${MAX_PAY_DATES} dates can be asked for at once.`,
  notADate: 'Every date must be a real date in the form dd/mm/yy.',
} as const;

/**
 * `dates`: a JSON list of 'dd/mm/yy' texts in one query parameter, as the spec's pay call
 * sends it; read as yyyy-mm-dd without duplicates.
 */
export const payDates = z
  .unknown()
  .transform((raw, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (isMissing(raw)) return refuse(PAY_DATES_MESSAGES.required);
    let list: unknown;
    try {
      list = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    } catch {
      list = undefined;
    }
    if (!Array.isArray(list)) return refuse(PAY_DATES_MESSAGES.notAList);
    if (list.length > MAX_PAY_DATES) return refuse(PAY_DATES_MESSAGES.tooMany);
    const dates = list.map((item) => (typeof item === 'string' ? fromShortDate(item) : null));
    if (dates.some((date) => date === null)) return refuse(PAY_DATES_MESSAGES.notADate);
    return [...new Set(dates as string[])];
  })
  .meta({ type: 'string', description: 'A JSON list of dd/mm/yy dates.', examples: ['["07/12/26","08/12/26"]'] }) as unknown as z.ZodType<
  string[],
  string
>;
