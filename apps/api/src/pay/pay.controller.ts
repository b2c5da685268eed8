import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PayForDatesAnswer } from '@rotaledger/contracts';
import { ROTA_MESSAGES } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { AuthUser, CurrentUser } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import { requiredId } from '../common/http/request-parsers';
import { parsePayDates } from './http/pay-dates';
import { GetPayForDatesQuery } from './queries/get-pay-for-dates.handler';

@Controller('pay')
export class PayController {
  constructor(private readonly queries: QueryBus) {}

  /** Each entry's days are priced at the rate in force that day (`rateInDays`, `payPenceInDays`). */
  @Get('getpayfordates')
  @Answers(200, PayForDatesAnswer, { 404: [ROTA_MESSAGES.workplaceNotFound] })
  getPayForDates(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDates = parsePayDates(query.dates);
    return this.queries.execute(new GetPayForDatesQuery(user.userId, workplaceId, rotaDates));
  }
}
