import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PayController } from './pay.controller';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { FinalisePayPeriodHandler } from './periods/finalise-pay-period.handler';
import { PayLedger } from './periods/pay-ledger';
import { payLedgerProjection } from './periods/pay-ledger.projection';
import { GetPayLinesHandler, GetPayPeriodsHandler } from './periods/pay-periods.queries';
import { ReopenPayPeriodHandler } from './periods/reopen-pay-period.handler';
import { GetPayForDatesHandler } from './queries/get-pay-for-dates.handler';

/** The pay bounded context: hours and pay per employee per day, from the rota's day documents; pay periods and their lines (issue 39). */
@Module({
  imports: [CqrsModule],
  controllers: [PayController],
  providers: [GetPayForDatesHandler, PayLedger, GetPayPeriodsHandler, GetPayLinesHandler, FinalisePayPeriodHandler, ReopenPayPeriodHandler],
})
export class PayModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(payLedgerProjection);
  }
}
