import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '@rotaledger/domain';
import { Clock } from '../../infrastructure/clock';
import { calendarFeed } from './calendar-feed';
import { StaffSchedule } from './staff-schedule';

export class GetCalendarFeedQuery extends Query<string> {
  constructor(readonly token: string) {
    super();
  }
}

/** `GET /feeds/{token}.ics`: 4 weeks back to 12 weeks ahead. */
@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(
    private readonly schedule: StaffSchedule,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetCalendarFeedQuery): Promise<string> {
    const owner = await this.schedule.ownerOf(token);
    const assignments = await this.schedule.assignments(owner.employeeId, FEED_DAYS_BACK, FEED_DAYS_AHEAD);
    return calendarFeed(owner.displayName, assignments, this.clock.now());
  }
}
