import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/http/rate-limiter';
import { StaffSchedule } from '../feeds/queries/staff-schedule';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { EmployeeSpansLoader } from '../rota/employee-spans.loader';
import { RotaContextLoader } from '../rota/rota-context.loader';
import { staffRequestsProjection } from './projections/staff-requests.projection';
import { RequestsList } from './queries/list-requests';
import { RequestDecidedListener } from './request-decided.listener';
import { RequestDecisions } from './request-decisions';
import { RequestsController } from './requests.controller';
import { RotaRequestContext } from './rota-request-context';
import { StaffActions } from './staff-actions';
import { StaffMembers } from './staff-member';
import { StaffRequestsController } from './staff-requests.controller';

/**
 * The staff requests context (issue 27): availability, time off, claims on open shifts and swaps,
 * asked for from the personal page and decided by a manager.
 */
@Module({
  controllers: [StaffRequestsController, RequestsController],
  providers: [
    StaffSchedule,
    StaffMembers,
    StaffActions,
    RotaContextLoader,
    EmployeeSpansLoader,
    RotaRequestContext,
    RequestDecisions,
    RequestsList,
    RateLimiter,
    // Decision e-mails: the e-mail side provides its own listener here.
    RequestDecidedListener,
  ],
})
export class RequestsModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(staffRequestsProjection);
  }
}
