import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { fromShortDate, invalid } from '@rotaledger/domain';
import { AuthUser, CurrentUser } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import { isMissing, requiredId } from '../rota/http/request-parsers';
import { GetPayForDatesQuery } from './queries/get-pay-for-dates.handler';

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

@Controller('pay')
export class PayController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getpayfordates')
  getPayForDates(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDates = parsePayDates(query.dates);
    return this.queries.execute(new GetPayForDatesQuery(user.userId, workplaceId, rotaDates));
  }
}
