import { Access } from '../common/auth/access';
import { Body, Controller, Query, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  FinalisePayPeriodAnswer,
  FinalisePayPeriodRequest,
  OWN_DATA_ONLY,
  PAY_FOR_DATES_REFUSALS,
  PayForDatesAnswer,
  PayForDatesRequest,
  PayExportRequest,
  PayLinesAnswer,
  PayLinesRequest,
  PayPeriodsAnswer,
  PayPeriodsRequest,
  ReopenPayPeriodAnswer,
  ReopenPayPeriodRequest,
  PAY_ROUTES,
} from '@rotaledger/contracts';
import { ACCESS_MESSAGES, PAY_PERIOD_MESSAGES as P, ROTA_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import type { HttpReply } from '../common/http/http-types';
import type { Actor } from '../infrastructure/aggregate-store';
import { ExportPayrollQuery, PayrollExport } from './periods/export-payroll.query';
import { FinalisePayPeriodCommand } from './periods/finalise-pay-period.handler';
import { GetPayLinesQuery, GetPayPeriodsQuery } from './periods/pay-periods.queries';
import { ReopenPayPeriodCommand } from './periods/reopen-pay-period.handler';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { GetPayForDatesQuery } from './queries/get-pay-for-dates.handler';

class PayForDatesQuery extends ContractDto(PayForDatesRequest) {}
class PayPeriodsQuery extends ContractDto(PayPeriodsRequest) {}
class PayLinesQuery extends ContractDto(PayLinesRequest) {}
class PayExportQuery extends ContractDto(PayExportRequest) {}
class FinalisePayPeriodBody extends ContractDto(FinalisePayPeriodRequest) {}
class ReopenPayPeriodBody extends ContractDto(ReopenPayPeriodRequest) {}

const PERIOD_REFUSALS = {
  400: ['workplaceId must be a valid id.', 'periodStart must be a real date in the form yyyy-mm-dd.', P.periodStart],
  403: [OWN_DATA_ONLY],
  404: [ROTA_MESSAGES.workplaceNotFound],
};

@ApiTags('pay')
@Controller()
export class PayController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** Each entry's days are priced at the rate in force that day (`rateInDays`, `payPenceInDays`). */
  @Endpoint(PAY_ROUTES.getPayForDates)
  @Access('pay.read', { workplace: 'workplaceId' })
  @Answers(200, PayForDatesAnswer, { 400: PAY_FOR_DATES_REFUSALS, 403: [OWN_DATA_ONLY], 404: [ROTA_MESSAGES.workplaceNotFound] })
  getPayForDates(@Query() query: PayForDatesQuery): Promise<PayForDatesAnswer> {
    return this.queries.execute(new GetPayForDatesQuery(query.workplaceId, query.dates));
  }

  /** The workplace's pay periods, oldest first, with status and totals (an open period's as of now, its adjustments included). */
  @Endpoint(PAY_ROUTES.getPayPeriods)
  @Access('pay.read', { workplace: 'workplaceId' })
  @Answers(200, PayPeriodsAnswer, {
    400: ['workplaceId must be a valid id.'],
    403: [OWN_DATA_ONLY],
    404: [ROTA_MESSAGES.workplaceNotFound],
  })
  getPayPeriods(@Query() query: PayPeriodsQuery): Promise<PayPeriodsAnswer> {
    return this.queries.execute(new GetPayPeriodsQuery(query.workplaceId));
  }

  /** A period's pay lines by type (a finalised period's as finalised); `holiday` stays empty until holiday accrual exists. */
  @Endpoint(PAY_ROUTES.getPayLines)
  @Access('pay.read', { workplace: 'workplaceId' })
  @Answers(200, PayLinesAnswer, PERIOD_REFUSALS)
  getPayLines(@Query() query: PayLinesQuery): Promise<PayLinesAnswer> {
    return this.queries.execute(new GetPayLinesQuery(query.workplaceId, query.periodStart));
  }

  /** A finalised period's payroll file: the same bytes on every export, since its lines never change once finalised. */
  @Endpoint(PAY_ROUTES.exportPayroll)
  @Access('pay.read', { workplace: 'workplaceId' })
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    description: 'The file (sage50, brightpay or csv), as an attachment.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @Answers(200, null, {
    ...PERIOD_REFUSALS,
    400: [...PERIOD_REFUSALS[400], P.exportFormat],
    409: [P.exportOpen, 'These people have no payroll ID: Ann Lee, Bob Ray. Add it on their profile (Payroll ID), then export again.'],
  })
  async exportPayroll(@Query() query: PayExportQuery, @Res({ passthrough: true }) response: HttpReply): Promise<string> {
    const file = await this.queries.execute<ExportPayrollQuery, PayrollExport>(
      new ExportPayrollQuery(query.workplaceId, query.periodStart, query.format),
    );
    // Set once the file exists: a refusal stays the usual JSON.
    response.header('Content-Type', 'text/csv; charset=utf-8');
    response.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    response.header('Cache-Control', 'no-store');
    return file.text;
  }

  /** Finalises a period that has ended and whose days are all approved or planned: its figures never change afterwards. */
  @Endpoint(PAY_ROUTES.finalisePayPeriod)
  @Access('pay.finalise', { workplace: 'workplaceId' })
  @Answers(200, FinalisePayPeriodAnswer, {
    ...PERIOD_REFUSALS,
    403: [OWN_DATA_ONLY, ACCESS_MESSAGES.auditorReadOnly],
    409: [P.alreadyFinalised, P.notEnded('2026-11-08'), P.notApproved(['2026-11-03'])],
  })
  finalise(
    @Body() body: FinalisePayPeriodBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<FinalisePayPeriodAnswer> {
    return this.commands.execute(new FinalisePayPeriodCommand(signedInActor(user, actor), body.workplaceId, body.periodStart));
  }

  /** Re-opens a finalised period (the owner only, the latest finalised first), recording the reason. */
  @Endpoint(PAY_ROUTES.reopenPayPeriod)
  @Access('pay.reopen', { workplace: 'workplaceId' })
  @Answers(200, ReopenPayPeriodAnswer, {
    ...PERIOD_REFUSALS,
    400: [...PERIOD_REFUSALS[400], P.reason],
    403: [OWN_DATA_ONLY, ACCESS_MESSAGES.ownerOnlyReopen],
    409: [P.notFinalised, P.laterFinalised('2026-11-09')],
  })
  reopen(@Body() body: ReopenPayPeriodBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<ReopenPayPeriodAnswer> {
    return this.commands.execute(new ReopenPayPeriodCommand(signedInActor(user, actor), body.workplaceId, body.periodStart, body.reason));
  }
}
