import { Body, Controller } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCEPT_FILL_REQUEST_REFUSALS,
  AcceptFillAnswer,
  AcceptFillRequest,
  AUTOFILL_REQUEST_REFUSALS,
  AutoFillAnswer,
  AutoFillRequest,
  OWN_DATA_ONLY,
  AUTOFILL_ROUTES,
} from '@rotaledger/contracts';
import { AUTOFILL_MESSAGES, BEYOND_HORIZON_EXAMPLE, ROTA_MESSAGES } from '@rotaledger/domain';
import { Access } from '../../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import { RateLimiter } from '../../common/http/rate-limiter';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AcceptFillCommand } from './accept-fill.handler';
import { ACCEPT_FILL_RATE_LIMIT, AUTOFILL_RATE_LIMIT } from './autofill-rate-limit';
import { ProposeFillCommand } from './propose-fill.handler';

class AutoFillBody extends ContractDto(AutoFillRequest) {}
class AcceptFillBody extends ContractDto(AcceptFillRequest) {}

/**
 * The auto-fill (issue 38): `POST /rota/autofill` proposes and records a run (it changes no
 * assignment); `POST /rota/autofill/accept` places the chosen rows as one change. Both are the
 * planner's writes (an auditor is refused), each with a rate limit of its own: a fill is the
 * most expensive request there is.
 */
@ApiTags('rota')
@Controller()
export class AutoFillController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(AUTOFILL_ROUTES.propose)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, AutoFillAnswer, {
    400: [...AUTOFILL_REQUEST_REFUSALS, BEYOND_HORIZON_EXAMPLE],
    403: [OWN_DATA_ONLY],
    404: [ROTA_MESSAGES.workplaceNotFound],
    429: [AUTOFILL_RATE_LIMIT.message],
  })
  propose(@Body() body: AutoFillBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<AutoFillAnswer> {
    this.rateLimit.consume(`autofill:user:${user.userId}`, AUTOFILL_RATE_LIMIT);
    const { workplaceId, from, to, goal, mayMoveOthers } = body;
    return this.commands.execute(new ProposeFillCommand(signedInActor(user, actor), { workplaceId, from, to, goal, mayMoveOthers }));
  }

  @Endpoint(AUTOFILL_ROUTES.accept)
  @Access('rota.write', { proposal: 'proposalId' })
  @Answers(200, AcceptFillAnswer, {
    400: [...ACCEPT_FILL_REQUEST_REFUSALS, ROTA_MESSAGES.employeeElsewhere],
    403: [OWN_DATA_ONLY],
    404: [AUTOFILL_MESSAGES.proposalNotFound, ROTA_MESSAGES.employeeNotFound, ROTA_MESSAGES.assignmentNotFound],
    409: [AUTOFILL_MESSAGES.rotaChanged, ROTA_MESSAGES.employeeBusy],
    429: [ACCEPT_FILL_RATE_LIMIT.message],
  })
  accept(@Body() body: AcceptFillBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<AcceptFillAnswer> {
    this.rateLimit.consume(`autofill-accept:user:${user.userId}`, ACCEPT_FILL_RATE_LIMIT);
    return this.commands.execute(new AcceptFillCommand(signedInActor(user, actor), body.proposalId, body.assignmentIds));
  }
}
