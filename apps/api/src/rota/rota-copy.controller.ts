import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import { bodyObject } from '../common/http/request-parsers';
import type { Actor } from '../infrastructure/aggregate-store';
import { CopyRotaDaysCommand } from './commands/copy-rota-days.handler';
import { copyDayRequest, copyWeekRequest } from './http/copy-requests';

/** Copying a week or a day of a workplace's rota: each target day one atomic, audited decision. */
@Controller('rota')
export class RotaCopyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('copyweek')
  copyWeek(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const { workplaceId, days } = copyWeekRequest(body);
    return this.commands.execute(new CopyRotaDaysCommand(signedInActor(user, actor), workplaceId, days));
  }

  @Post('copyday')
  copyDay(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const { workplaceId, days } = copyDayRequest(body);
    return this.commands.execute(new CopyRotaDaysCommand(signedInActor(user, actor), workplaceId, days));
  }
}
