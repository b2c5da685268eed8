import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts';
import { FeedsModule } from '../feeds';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ChangeStaffEmailHandler } from './commands/change-staff-email.handler';
import { PublishRotaWeekHandler } from './commands/publish-rota-week.handler';
import { staffNoticesProjection } from './projections/staff-notices.projection';
import { PublicationController } from './publication.controller';
import { GetPublicationHandler } from './queries/get-publication.handler';
import { StaffEmailController } from './staff-email.controller';
import { StaffMail } from './staff-mail';
import { StaffNotifier } from './staff-notifier';

/**
 * Publish and notify: publishing a week (what staff see in 'on-publish' mode), the e-mails that
 * tell staff their changed shifts and the answers to their requests, and their own e-mail address.
 */
@Module({
  imports: [CqrsModule, AccountsModule, FeedsModule],
  controllers: [PublicationController, StaffEmailController],
  providers: [PublishRotaWeekHandler, GetPublicationHandler, ChangeStaffEmailHandler, StaffNotifier, StaffMail],
  exports: [StaffMail],
})
export class PublicationModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(staffNoticesProjection);
  }
}
