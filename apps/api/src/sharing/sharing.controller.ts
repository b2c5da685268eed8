import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { invalid, notFound } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, Public, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { bodyObject, isMissing, requiredId, requiredIsoDate } from '../common/http/request-parsers';
import { RevokeSharedRotaCommand, SharedRotaTarget } from './commands/revoke-shared-rota.handler';
import { ShareRotaCommand } from './commands/share-rota.handler';
import { GetSharedRotaQuery, ROTA_NOT_FOUND } from './queries/get-shared-rota.handler';

/** base64url of 16+ random bytes; anything else cannot be a link we gave out. */
const ROTA_ID = /^[A-Za-z0-9_-]{22,64}$/;

export const SHARING_MESSAGES = {
  revokeTargetRequired: 'Send the rotaId of the link to revoke, or its workplaceId and date.',
  invalidRotaId: 'rotaId must be the id of a shared rota link.',
} as const;

/** `{ rotaId }` or `{ workplaceId, date }`; a rotaId, when sent, decides. */
function sharedRotaTarget(body: Record<string, unknown>): SharedRotaTarget {
  if (!isMissing(body.rotaId)) {
    if (typeof body.rotaId !== 'string' || !ROTA_ID.test(body.rotaId)) throw invalid(SHARING_MESSAGES.invalidRotaId);
    return { rotaId: body.rotaId };
  }
  if (isMissing(body.workplaceId) && isMissing(body.date)) throw invalid(SHARING_MESSAGES.revokeTargetRequired);
  return { workplaceId: requiredId(body.workplaceId, 'workplaceId'), rotaDate: requiredIsoDate(body.date, 'date') };
}

@Controller('rotas')
export class SharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The same workplace day answers the same link while it lives (not revoked, public_rota not turned off since). */
  @Post('share')
  share(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const workplaceId = requiredId(body.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(body.date, 'date');
    return this.commands.execute(new ShareRotaCommand(signedInActor(user, actor), workplaceId, rotaDate));
  }

  /** Kills one link for good (204, also when it was already revoked); sharing the day again makes a new one. */
  @Delete('share')
  @HttpCode(204)
  async revoke(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    await this.commands.execute(new RevokeSharedRotaCommand(signedInActor(user, actor), sharedRotaTarget(body)));
  }

  @Public()
  @Get(':rotaId')
  sharedRota(@Param('rotaId') rotaId: string) {
    if (!ROTA_ID.test(rotaId)) throw notFound(ROTA_NOT_FOUND);
    return this.queries.execute(new GetSharedRotaQuery(rotaId));
  }
}
