import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { IssueFeedLinkHandler } from './commands/issue-feed-link.handler';
import { RevokeFeedLinkHandler } from './commands/revoke-feed-link.handler';
import { FeedLinksController } from './feed-links.controller';
import { staffFeedsProjection } from './projections/staff-feeds.projection';
import { GetCalendarFeedHandler } from './queries/get-calendar-feed.handler';
import { GetFeedLinkHandler } from './queries/get-feed-link.handler';
import { StaffSchedule } from './queries/staff-schedule';
import { StaffFeedsController } from './staff-feeds.controller';
import { StaffManifestController } from './staff-manifest.controller';

/** The staff feeds context: each employee's personal link, page and calendar feed. */
@Module({
  imports: [CqrsModule],
  controllers: [FeedLinksController, StaffFeedsController, StaffManifestController],
  providers: [IssueFeedLinkHandler, RevokeFeedLinkHandler, GetFeedLinkHandler, GetCalendarFeedHandler, StaffSchedule],
  exports: [StaffSchedule],
})
export class FeedsModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(staffFeedsProjection);
  }
}
