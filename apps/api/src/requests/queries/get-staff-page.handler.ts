import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { StaffPageAnswer } from '@rotaledger/contracts';
import { FEED_DAYS_AHEAD } from '@rotaledger/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { feedAddresses, StaffSchedule, staffAssignmentAnswer } from '../../feeds';
import { StaffRequestsPage } from './staff-requests-page';

export class GetStaffPageQuery extends Query<StaffPageAnswer> {
  constructor(readonly token: string) {
    super();
  }
}

/** `GET /staff/{token}`: the page's upcoming shifts, today onwards. */
@QueryHandler(GetStaffPageQuery)
export class GetStaffPageHandler implements IQueryHandler<GetStaffPageQuery> {
  constructor(
    private readonly schedule: StaffSchedule,
    private readonly requests: StaffRequestsPage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: GetStaffPageQuery): Promise<StaffPageAnswer> {
    const owner = await this.schedule.ownerOf(token);
    const assignments = await this.schedule.assignments(owner.employeeId, 0, FEED_DAYS_AHEAD);
    const { icsUrl } = feedAddresses(this.config.publicUrl, token);
    return {
      display_name: owner.displayName,
      email: owner.email,
      ics_url: icsUrl,
      webcal_url: icsUrl.replace(/^https?:/, 'webcal:'),
      shifts: assignments.map(staffAssignmentAnswer),
      ...(await this.requests.of(owner.employeeId, assignments)),
    };
  }
}
