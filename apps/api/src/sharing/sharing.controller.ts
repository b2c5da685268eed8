import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { notFound } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, Public, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { bodyObject, requiredId, requiredIsoDate } from '../rota/http/request-parsers';
import { ShareRotaCommand } from './commands/share-rota.handler';
import { GetSharedRotaQuery, ROTA_NOT_FOUND } from './queries/get-shared-rota.handler';

/** base64url of 16+ random bytes; anything else cannot be a link we gave out. */
const ROTA_ID = /^[A-Za-z0-9_-]{22,64}$/;

@Controller('rotas')
export class SharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The same workplace day always answers the same link. */
  @Post('share')
  share(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const workplaceId = requiredId(body.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(body.date, 'date');
    return this.commands.execute(new ShareRotaCommand(signedInActor(user, actor), workplaceId, rotaDate));
  }

  @Public()
  @Get(':rotaId')
  sharedRota(@Param('rotaId') rotaId: string) {
    if (!ROTA_ID.test(rotaId)) throw notFound(ROTA_NOT_FOUND);
    return this.queries.execute(new GetSharedRotaQuery(rotaId));
  }
}
