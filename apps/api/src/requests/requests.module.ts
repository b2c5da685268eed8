import { Module } from '@nestjs/common';
import { PublicationModule } from '../publication';
import { StaffSchedule } from '../feeds';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { EmployeeSpansLoader, RotaModule } from '../rota';
import { GetStaffPageHandler } from './queries/get-staff-page.handler';
import { StaffRequestsPage } from './queries/staff-requests-page';
import { staffRequestsProjection } from './projections/staff-requests.projection';
import { RequestsList } from './queries/list-requests';
import { DecisionMail } from './decision-mail';
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
  // The rota's timesheet writes, for clocking in and out from the personal page.
  imports: [PublicationModule, RotaModule],
  controllers: [StaffRequestsController, RequestsController],
  providers: [
    StaffSchedule,
    StaffMembers,
    StaffActions,
    // RotaContextLoader comes from RotaModule's exports (it needs the accounts' user directory, which RotaModule imports).
    EmployeeSpansLoader,
    RotaRequestContext,
    RequestDecisions,
    RequestsList,
    StaffRequestsPage,
    GetStaffPageHandler,
    // Decision e-mails, through the publication context's StaffMail.
    { provide: RequestDecidedListener, useClass: DecisionMail },
  ],
})
export class RequestsModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(staffRequestsProjection);
  }
}
