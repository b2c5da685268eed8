import { Module } from '@nestjs/common';
import { PublicationModule } from '../publication';
import { StaffSchedule } from '../feeds';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { EmployeeSpansLoader, RotaModule } from '../rota';
import { GetStaffPageHandler } from './queries/get-staff-page.handler';
import { StaffRequestsPage } from './queries/staff-requests-page';
import { requestDecisionDaysProjection } from './projections/request-decision-days.projection';
import { staffRequestsProjection } from './projections/staff-requests.projection';
import { ListRequestsHandler } from './queries/list-requests.handler';
import { RequestDayReads } from './queries/request-day-reads';
import { AcceptSwapHandler } from './commands/accept-swap.handler';
import { CancelTimeOffHandler } from './commands/cancel-time-off.handler';
import { ClaimShiftHandler } from './commands/claim-shift.handler';
import { DecideRequestHandler } from './commands/decide-request.handler';
import { OfferSwapHandler } from './commands/offer-swap.handler';
import { RequestTimeOffHandler } from './commands/request-time-off.handler';
import { SetAvailabilityHandler } from './commands/set-availability.handler';
import { StaffClockHandler } from './commands/staff-clock.handler';
import { WithdrawSwapHandler } from './commands/withdraw-swap.handler';
import { DecisionMail } from './decision-mail';
import { RequestDecidedListener } from './request-decided.listener';
import { RequestFacts } from './request-facts';
import { RequestsController } from './requests.controller';
import { RotaRequestContext } from './rota-request-context';
import { StaffMembers } from './staff-member';
import { StaffRequestsController } from './staff-requests.controller';

/**
 * The staff requests context (issue 27): availability, time off, claims on open shifts and swaps,
 * asked for from the personal page and decided by a manager.
 */
@Module({
  // The rota's timesheet writes, for clocking in and out from the personal page.
  imports: [PublicationModule, RotaModule],
  controllers: [StaffRequestsController, RequestsController],
  providers: [
    StaffSchedule,
    StaffMembers,
    SetAvailabilityHandler,
    RequestTimeOffHandler,
    CancelTimeOffHandler,
    ClaimShiftHandler,
    OfferSwapHandler,
    WithdrawSwapHandler,
    AcceptSwapHandler,
    StaffClockHandler,
    DecideRequestHandler,
    // RotaContextLoader comes from RotaModule's exports (it needs the accounts' user directory, which RotaModule imports).
    EmployeeSpansLoader,
    RotaRequestContext,
    RequestFacts,
    ListRequestsHandler,
    RequestDayReads,
    StaffRequestsPage,
    GetStaffPageHandler,
    // Decision e-mails, through the publication context's StaffMail.
    { provide: RequestDecidedListener, useClass: DecisionMail },
  ],
  // The access guard (team context) admits the personal link's employee.
  exports: [StaffMembers],
})
export class RequestsModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(staffRequestsProjection);
    registry.register(requestDecisionDaysProjection);
  }
}
