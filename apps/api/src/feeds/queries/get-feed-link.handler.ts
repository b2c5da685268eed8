import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CurrentFeedLinkAnswer } from '@rotaledger/contracts';
import { EMPLOYEE_MESSAGES, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { feedAddresses } from '../feed-addresses';
import { FEED_EMPLOYEES, FEED_LINKS, FeedEmployeeDocument, FeedLinkDocument } from '../read-models';

export class GetFeedLinkQuery extends Query<CurrentFeedLinkAnswer> {
  constructor(
    readonly employeeId: string,
    /** Whether the caller's role may hold the token (`feed.token`): else only whether there is a link, and when it was made. */
    readonly withToken: boolean,
  ) {
    super();
  }
}

/**
 * `GET /employees/feedlink`: the employee's live link or null; a missing or removed employee is a 404 (who may read
 * links is the access check's, and whether the caller may hold the token is the grant's).
 */
@QueryHandler(GetFeedLinkQuery)
export class GetFeedLinkHandler implements IQueryHandler<GetFeedLinkQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ employeeId, withToken }: GetFeedLinkQuery): Promise<CurrentFeedLinkAnswer> {
    const employee = await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId);
    if (!employee || employee.removedOn !== null) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const [link] = await this.readModels.find<FeedLinkDocument>(FEED_LINKS, { employeeId });
    return {
      link: link && withToken ? feedAddresses(this.config.publicUrl, link.token) : null,
      hasLink: link !== undefined,
      issuedAt: link?.issuedAt ?? null,
    };
  }
}
