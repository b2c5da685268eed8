import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  NOT_A_JSON_OBJECT,
  OWN_DATA_ONLY,
  PublicationAnswer,
  PublicationRequest,
  PublishRotaAnswer,
  PublishRotaRequest,
  PUBLICATION_ROUTES,
} from '@rotaledger/contracts';
import { WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { Access } from '../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RateLimiter } from '../common/http/rate-limiter';
import type { Actor } from '../infrastructure/aggregate-store';
import { PublishRotaWeekCommand } from './commands/publish-rota-week.handler';
import { PUBLISH_RATE_LIMIT, TOO_MANY_PUBLICATIONS } from './publication-rate-limits';
import { GetPublicationQuery } from './queries/get-publication.handler';

class PublishRotaBody extends ContractDto(PublishRotaRequest) {}
class PublicationQueryDto extends ContractDto(PublicationRequest) {}

/** Refusals beyond the body's own validation (its messages are read from the contract). */
const REFUSALS = { 403: [OWN_DATA_ONLY], 404: [WORKPLACE_MESSAGES.notFound] };

/**
 * Publish and notify. In 'on-publish' mode staff see each week as last published here; in
 * 'live' mode the same route only e-mails staff whose shifts changed ("Notify staff").
 */
@ApiTags('rota')
@Controller()
export class PublicationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(PUBLICATION_ROUTES.publishWeek)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, PublishRotaAnswer, { 400: [NOT_A_JSON_OBJECT], ...REFUSALS, 429: [TOO_MANY_PUBLICATIONS] })
  publish(@Body() body: PublishRotaBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<PublishRotaAnswer> {
    this.rateLimit.consume(`publish:user:${user.userId}`, PUBLISH_RATE_LIMIT);
    return this.commands.execute(new PublishRotaWeekCommand(signedInActor(user, actor), body.workplaceId, body.weekStart));
  }

  @Endpoint(PUBLICATION_ROUTES.getPublication)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, PublicationAnswer, REFUSALS)
  publication(@Query() query: PublicationQueryDto): Promise<PublicationAnswer> {
    return this.queries.execute(new GetPublicationQuery(query.workplaceId, query.weekStart));
  }
}
