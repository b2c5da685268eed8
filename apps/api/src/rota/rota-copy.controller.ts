import { Access } from '../common/auth/access';
import { Body, Controller } from '@nestjs/common';
import { Post } from '../common/http/write-routes';
import { ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { CopyDayRequest, CopyWeekRequest, RotaCopyAnswer } from '@rotaledger/contracts';
import { addDays, ROTA_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import type { Actor } from '../infrastructure/aggregate-store';
import { CopyRotaDaysCommand } from './commands/copy-rota-days.handler';

class CopyWeekBody extends ContractDto(CopyWeekRequest) {}
class CopyDayBody extends ContractDto(CopyDayRequest) {}

const NOT_FOUND = { 404: [ROTA_MESSAGES.workplaceNotFound] };

/**
 * Copying a week or a day of a workplace's rota. Each target day is one atomic, audited decision;
 * what would break a rule is skipped with the reason, so copying twice changes nothing.
 */
@ApiTags('rota')
@Controller('rota')
export class RotaCopyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('copyweek')
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, RotaCopyAnswer, NOT_FOUND)
  copyWeek(@Body() body: CopyWeekBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const days = body.toWeekStarts.flatMap((toWeekStart) =>
      Array.from({ length: 7 }, (_, i) => ({ fromDate: addDays(body.fromWeekStart, i), toDate: addDays(toWeekStart, i) })),
    );
    return this.commands.execute(new CopyRotaDaysCommand(signedInActor(user, actor), body.workplaceId, days));
  }

  @Post('copyday')
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, RotaCopyAnswer, NOT_FOUND)
  copyDay(@Body() body: CopyDayBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const days = body.toDates.map((toDate) => ({ fromDate: body.fromDate, toDate }));
    return this.commands.execute(new CopyRotaDaysCommand(signedInActor(user, actor), body.workplaceId, days));
  }
}
