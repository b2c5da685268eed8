import { Access, AccessGrant, CurrentAccess } from '../common/auth/access';
import { Body, Controller, Inject, Query } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CurrentFeedLinkAnswer,
  FeedLinkAnswer,
  FeedLinkRequest,
  NOT_A_JSON_OBJECT,
  OWN_DATA_ONLY,
  FEED_ROUTES,
} from '@rotaledger/contracts';
import { can, EMPLOYEE_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RequestInput } from '../common/http/request-input';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Actor } from '../infrastructure/aggregate-store';
import { IssueFeedLinkCommand } from './commands/issue-feed-link.handler';
import { RevokeFeedLinkCommand } from './commands/revoke-feed-link.handler';
import { feedAddresses } from './feed-addresses';
import { GetFeedLinkQuery } from './queries/get-feed-link.handler';

class FeedLinkBody extends ContractDto(FeedLinkRequest) {}
class FeedLinkQuery extends ContractDto(FeedLinkRequest) {}

const REFUSALS = { 400: [EMPLOYEE_MESSAGES.invalidEmployeeId, NOT_A_JSON_OBJECT], 403: [OWN_DATA_ONLY], 404: [EMPLOYEE_MESSAGES.notFound] };

/** A manager's side of personal links: issue (or rotate), read and revoke an employee's link. */
@ApiTags('employees')
@Controller()
export class FeedLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The live link of the employee, or `{ link: null }`; an auditor reads only whether there is one and when it was made. */
  @Endpoint(FEED_ROUTES.getFeedLink)
  @Access('feed.read', { employee: 'employee_id' })
  @Answers(200, CurrentFeedLinkAnswer, REFUSALS)
  current(@Query() query: FeedLinkQuery, @CurrentAccess() access: AccessGrant): Promise<CurrentFeedLinkAnswer> {
    return this.queries.execute(new GetFeedLinkQuery(query.employee_id, can(access.role, 'feed.token')));
  }

  /** Issues the employee's personal link; posting again rotates it (the old token answers 404 from then on). */
  @Endpoint(FEED_ROUTES.issueFeedLink)
  @Access('feed.write', { employee: 'employee_id' })
  @Answers(201, FeedLinkAnswer, REFUSALS)
  async issue(@Body() body: FeedLinkBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<FeedLinkAnswer> {
    const { token } = await this.commands.execute(new IssueFeedLinkCommand(signedInActor(user, actor), body.employee_id));
    return feedAddresses(this.config.publicUrl, token);
  }

  /** Revokes the link (204, also when there was none): the page and the feed answer 404. Ids in the body or the query. */
  @Endpoint(FEED_ROUTES.revokeFeedLink)
  @Access('feed.write', { employee: 'employee_id' })
  @ApiBody({ type: FeedLinkBody, required: false })
  @Answers(204, null, REFUSALS)
  async revoke(@RequestInput() input: FeedLinkBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeFeedLinkCommand(signedInActor(user, actor), input.employee_id));
  }
}
