import { Body, Controller } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { OWN_DATA_ONLY, UNDO_REQUEST_REFUSALS, UndoChangeAnswer, UndoChangeRequest, ROTA_ROUTES } from '@rotaledger/contracts';
import { ROTA_MESSAGES, UNDO_MESSAGES } from '@rotaledger/domain';
import { Access } from '../../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import { RateLimiter } from '../../common/http/rate-limiter';
import type { Actor } from '../../infrastructure/aggregate-store';
import { UNDO_RATE_LIMIT } from './undo-rate-limit';
import { UndoChangeCommand } from './undo-change.handler';

class UndoChangeBody extends ContractDto(UndoChangeRequest) {}

/**
 * `POST /rota/undo`: reverts exactly the change a rota write answered (its `changeId`) with new
 * events. An undo can write as much as a copy (a copy of 12 weeks), so it has a rate limit of its own.
 */
@ApiTags('rota')
@Controller()
export class UndoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(ROTA_ROUTES.undo)
  @Access('rota.write', { change: 'changeId' })
  @Answers(201, UndoChangeAnswer, {
    400: [...UNDO_REQUEST_REFUSALS, ROTA_MESSAGES.employeeElsewhere],
    403: [OWN_DATA_ONLY],
    404: [UNDO_MESSAGES.changeNotFound, ROTA_MESSAGES.workplaceNotFound, ROTA_MESSAGES.employeeNotFound],
    409: [
      UNDO_MESSAGES.laterChanges,
      UNDO_MESSAGES.alreadyUndone,
      UNDO_MESSAGES.notUndoable,
      ROTA_MESSAGES.employeeBusy,
      ROTA_MESSAGES.rowOverlap,
    ],
    429: [UNDO_RATE_LIMIT.message],
  })
  undo(@Body() body: UndoChangeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<UndoChangeAnswer> {
    this.rateLimit.consume(`undo:user:${user.userId}`, UNDO_RATE_LIMIT);
    return this.commands.execute(new UndoChangeCommand(signedInActor(user, actor), body.changeId));
  }
}
