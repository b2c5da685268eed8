import { Access } from '../common/auth/access';
import { Body, Controller, Param, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  isSharedRotaId,
  NOT_A_JSON_OBJECT,
  RevokeSharedRotaRequest,
  SHARED_ROTA_ID,
  SharedRotaAnswer,
  ShareRotaAnswer,
  ShareRotaRequest,
  SHARING_MESSAGES,
  WORKPLACE_DAY_REFUSALS,
  WORKPLACE_WEEK_REFUSALS,
  OWN_DATA_ONLY,
  SHARING_ROUTES,
} from '@rotaledger/contracts';
import { notFound, ROTA_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import type { HttpRequest } from '../common/http/http-types';
import { RateLimiter } from '../common/http/rate-limiter';
import type { Actor } from '../infrastructure/aggregate-store';
import { RevokeSharedRotaCommand } from './commands/revoke-shared-rota.handler';
import { ShareRotaCommand } from './commands/share-rota.handler';
import { GetSharedRotaQuery, ROTA_NOT_FOUND } from './queries/get-shared-rota.handler';
import { SHARED_ROTA_READ_RATE_LIMIT } from './shared-rota-rate-limit';

class ShareRotaBody extends ContractDto(ShareRotaRequest) {}
class RevokeSharedRotaBody extends ContractDto(RevokeSharedRotaRequest) {}

@ApiTags('sharing')
@Controller()
export class SharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** The same workplace day (or week) answers the same link while it lives (not revoked, public_rota not turned off since). */
  @Endpoint(SHARING_ROUTES.shareRota)
  @Access('sharing.write', { workplace: 'workplaceId' })
  @Answers(201, ShareRotaAnswer, {
    400: [...WORKPLACE_DAY_REFUSALS, ...WORKPLACE_WEEK_REFUSALS, NOT_A_JSON_OBJECT],
    403: [OWN_DATA_ONLY],
    404: [ROTA_MESSAGES.workplaceNotFound],
  })
  share(@Body() body: ShareRotaBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<ShareRotaAnswer> {
    return this.commands.execute(new ShareRotaCommand(signedInActor(user, actor), body.workplaceId, body.rotaDate, body.span));
  }

  /** Kills one link for good (204, also when it was already revoked); sharing the day or week again makes a new one. */
  @Endpoint(SHARING_ROUTES.revokeSharedRota)
  @Access('sharing.write', { sharedRota: 'rotaId', workplace: 'workplaceId' })
  @Answers(204, null, {
    400: [
      SHARING_MESSAGES.revokeTargetRequired,
      SHARING_MESSAGES.invalidRotaId,
      ...WORKPLACE_DAY_REFUSALS,
      ...WORKPLACE_WEEK_REFUSALS.filter((message) => message !== SHARING_MESSAGES.shareTargetRequired),
      NOT_A_JSON_OBJECT,
    ],
    403: [OWN_DATA_ONLY],
    404: [ROTA_NOT_FOUND, ROTA_MESSAGES.workplaceNotFound],
  })
  async revoke(@Body() body: RevokeSharedRotaBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeSharedRotaCommand(signedInActor(user, actor), body.target));
  }

  /**
   * Public: anyone with the link reads the day or week; a malformed id is as unknown as a revoked
   * one. Every read counts towards the client address's limit before the id is looked up.
   */
  @Public()
  @Endpoint(SHARING_ROUTES.getSharedRota)
  @ApiParam({ name: 'rotaId', schema: { type: 'string', pattern: SHARED_ROTA_ID.source } })
  @Answers(200, SharedRotaAnswer, { 404: [ROTA_NOT_FOUND], 429: [SHARED_ROTA_READ_RATE_LIMIT.message] })
  sharedRota(@Param('rotaId') rotaId: string, @Req() request: HttpRequest): Promise<SharedRotaAnswer> {
    this.rateLimit.consume(`shared-rota:ip:${clientIpOf(request)}`, SHARED_ROTA_READ_RATE_LIMIT);
    if (!isSharedRotaId(rotaId)) throw notFound(ROTA_NOT_FOUND);
    return this.queries.execute(new GetSharedRotaQuery(rotaId));
  }
}
