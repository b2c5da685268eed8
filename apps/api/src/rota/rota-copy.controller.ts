import { Access } from '../common/auth/access';
import { Body, Controller } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { CopyDayRequest, CopyWeekRequest, RotaCopyAnswer, ROTA_ROUTES } from '@rotaledger/contracts';
import { addDays, BEYOND_HORIZON_EXAMPLE, ROTA_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RateLimiter } from '../common/http/rate-limiter';
import type { Actor } from '../infrastructure/aggregate-store';
import { CopyRotaDaysCommand, DayCopy } from './commands/copy-rota-days.handler';
import { COPY_RATE_LIMIT, TOO_MANY_COPIES } from './copy-rate-limit';

class CopyWeekBody extends ContractDto(CopyWeekRequest) {}
class CopyDayBody extends ContractDto(CopyDayRequest) {}

/** What a copy can be refused with, beyond its body's validation. */
const REFUSALS = {
  400: [BEYOND_HORIZON_EXAMPLE],
  404: [ROTA_MESSAGES.workplaceNotFound],
  409: [ROTA_MESSAGES.copyTooLarge],
  429: [TOO_MANY_COPIES],
};

/**
 * Copying a week or a day of a workplace's rota. Each target day is one atomic, audited decision;
 * what would break a rule is skipped with the reason, so copying twice changes nothing. Copies
 * are the heaviest writes there are: each counts towards its user's copy rate limit.
 */
@ApiTags('rota')
@Controller()
export class RotaCopyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(ROTA_ROUTES.copyWeek)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, RotaCopyAnswer, REFUSALS)
  copyWeek(@Body() body: CopyWeekBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const days = body.toWeekStarts.flatMap((toWeekStart) =>
      Array.from({ length: 7 }, (_, i) => ({ fromDate: addDays(body.fromWeekStart, i), toDate: addDays(toWeekStart, i) })),
    );
    return this.copy(user, actor, body.workplaceId, days);
  }

  @Endpoint(ROTA_ROUTES.copyDay)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, RotaCopyAnswer, REFUSALS)
  copyDay(@Body() body: CopyDayBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const days = body.toDates.map((toDate) => ({ fromDate: body.fromDate, toDate }));
    return this.copy(user, actor, body.workplaceId, days);
  }

  private copy(user: AuthUser, actor: Actor, workplaceId: string, days: DayCopy[]) {
    this.rateLimit.consume(`copy:user:${user.userId}`, COPY_RATE_LIMIT);
    return this.commands.execute(new CopyRotaDaysCommand(signedInActor(user, actor), workplaceId, days));
  }
}
