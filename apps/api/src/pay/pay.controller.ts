import { Access } from '../common/auth/access';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { OWN_DATA_ONLY, PAY_FOR_DATES_REFUSALS, PayForDatesAnswer, PayForDatesRequest } from '@rotaledger/contracts';
import { ROTA_MESSAGES } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { GetPayForDatesQuery } from './queries/get-pay-for-dates.handler';

class PayForDatesQuery extends ContractDto(PayForDatesRequest) {}

@ApiTags('pay')
@Controller('pay')
export class PayController {
  constructor(private readonly queries: QueryBus) {}

  /** Each entry's days are priced at the rate in force that day (`rateInDays`, `payPenceInDays`). */
  @Get('getpayfordates')
  @Access('pay.read', { workplace: 'workplaceId' })
  @Answers(200, PayForDatesAnswer, { 400: PAY_FOR_DATES_REFUSALS, 403: [OWN_DATA_ONLY], 404: [ROTA_MESSAGES.workplaceNotFound] })
  getPayForDates(@Query() query: PayForDatesQuery): Promise<PayForDatesAnswer> {
    return this.queries.execute(new GetPayForDatesQuery(query.workplaceId, query.dates));
  }
}
