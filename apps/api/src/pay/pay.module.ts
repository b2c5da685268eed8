import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PayController } from './pay.controller';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { RETIRED_HOLIDAY_PROJECTION } from '../read-side';
import { EmployeesModule, WorkplacesModule } from '../organisation';
import { ExportPayrollHandler } from './periods/export-payroll.query';
import { FinalisePayPeriodHandler } from './periods/finalise-pay-period.handler';
import { PayLedger } from './periods/pay-ledger';
import { payLedgerProjection } from './periods/pay-ledger.projection';
import { holidayBalancesProjection } from './holiday/holiday-balances.projection';
import { GetPayLinesHandler, GetPayPeriodsHandler } from './periods/pay-periods.queries';
import { ReopenPayPeriodHandler } from './periods/reopen-pay-period.handler';
import { GetPayForDatesHandler } from './queries/get-pay-for-dates.handler';

/** The pay bounded context: hours and pay per employee per day, from the rota's day documents; pay periods and their lines (issue 39). */
@Module({
  // The payroll file names the workplace's people by their payroll IDs and uses its payment numbers: the organisation's directories.
  imports: [CqrsModule, EmployeesModule, WorkplacesModule],
  controllers: [PayController],
  providers: [
    GetPayForDatesHandler,
    PayLedger,
    GetPayPeriodsHandler,
    GetPayLinesHandler,
    FinalisePayPeriodHandler,
    ReopenPayPeriodHandler,
    ExportPayrollHandler,
  ],
})
export class PayModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(payLedgerProjection);
    registry.register(holidayBalancesProjection);
    registry.retire(RETIRED_HOLIDAY_PROJECTION);
  }
}
