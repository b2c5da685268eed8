import { Body, Controller, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  MANAGER_DAY_REFUSALS as REFUSALS,
  MANAGER_DAY_ROUTES,
  ManagerDayAnswer,
  ManagerDayRequest,
  NoShowAnswer,
  NoShowRequest,
  OWN_DATA_ONLY,
} from '@rotaledger/contracts';
import { NO_SHOW_MESSAGES as N, ROTA_MESSAGES as M } from '@rotaledger/domain';
import { Access } from '../../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import { Endpoint } from '../../common/http/endpoint';
import { RateLimiter } from '../../common/http/rate-limiter';
import type { Actor } from '../../infrastructure/aggregate-store';
import { GetManagerDayQuery } from './manager-day.query';
import { MarkNoShowCommand } from './mark-no-show.handler';
import { NO_SHOW_RATE_LIMIT, TOO_MANY_NO_SHOWS } from './no-show-rate-limit';

class ManagerDayQueryDto extends ContractDto(ManagerDayRequest) {}
class NoShowBody extends ContractDto(NoShowRequest) {}

const NOT_YOURS = { 403: [OWN_DATA_ONLY] };

/** The manager's day on a phone (issue 41): today at a glance, and marking a no-show. */
@ApiTags('rota')
@Controller()
export class ManagerDayController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** Today on the workplace's clock: who is on now (late five minutes after the start), next, the open shifts, the labour cost so far against the plan. */
  @Endpoint(MANAGER_DAY_ROUTES.getToday)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, ManagerDayAnswer, { 400: REFUSALS.today, ...NOT_YOURS, 404: [M.workplaceNotFound] })
  today(@Query() query: ManagerDayQueryDto): Promise<ManagerDayAnswer> {
    return this.queries.execute(new GetManagerDayQuery(query.workplaceId));
  }

  /** Opens the started shift of someone who has not clocked in (the history records a no-show); then fill it again. */
  @Endpoint(MANAGER_DAY_ROUTES.markNoShow)
  @Access('rota.write', { assignment: 'assignmentId' })
  @Answers(200, NoShowAnswer, {
    400: REFUSALS.noShow,
    ...NOT_YOURS,
    404: [M.assignmentNotFound, M.workplaceNotFound],
    409: [N.nobody, N.clockedIn, N.notStarted],
    429: [TOO_MANY_NO_SHOWS],
  })
  async markNoShow(@Body() body: NoShowBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<NoShowAnswer> {
    this.rateLimit.consume(`noshow:user:${user.userId}`, NO_SHOW_RATE_LIMIT);
    const { assignment_id } = await this.commands.execute(new MarkNoShowCommand(signedInActor(user, actor), body.assignmentId));
    return { assignment_id };
  }
}
