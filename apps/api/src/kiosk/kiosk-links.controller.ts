import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CreatedKioskAnswer,
  CreateKioskRequest,
  DeleteKioskRequest,
  GetKiosksRequest,
  KiosksAnswer,
  NOT_A_JSON_OBJECT,
  OWN_DATA_ONLY,
  SetEmployeePinRequest,
  KIOSK_ROUTES,
} from '@rotaledger/contracts';
import { can, EMPLOYEE_MESSAGES, KIOSK_MESSAGES, ROTA_MESSAGES, WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { Access, AccessGrant, CurrentAccess } from '../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RequestInput } from '../common/http/request-input';
import type { Actor } from '../infrastructure/aggregate-store';
import { CreateKioskCommand } from './commands/create-kiosk.handler';
import { RevokeKioskCommand } from './commands/revoke-kiosk.handler';
import { SetPinCommand } from './commands/set-pin.handler';
import { KioskLinks } from './kiosk-links';

class CreateKioskBody extends ContractDto(CreateKioskRequest) {}
class GetKiosksQuery extends ContractDto(GetKiosksRequest) {}
class DeleteKioskBody extends ContractDto(DeleteKioskRequest) {}
class SetEmployeePinBody extends ContractDto(SetEmployeePinRequest) {}

const WORKPLACE_REFUSALS = {
  400: ['workplaceId must be a valid id.', NOT_A_JSON_OBJECT],
  403: [OWN_DATA_ONLY],
  404: [WORKPLACE_MESSAGES.notFound, ROTA_MESSAGES.workplaceNotFound],
};

/** A workplace's kiosk links (issue 41), made and revoked by the owner or a manager in scope, and a person's PIN. */
@ApiTags('kiosk')
@Controller()
export class KioskLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: KioskLinks,
  ) {}

  @Endpoint(KIOSK_ROUTES.createKiosk)
  @Access('kiosk.write', { workplace: 'workplaceId' })
  @Answers(201, CreatedKioskAnswer, {
    ...WORKPLACE_REFUSALS,
    400: [...WORKPLACE_REFUSALS[400], KIOSK_MESSAGES.nameTooLong],
    409: [KIOSK_MESSAGES.tooMany],
  })
  create(@Body() body: CreateKioskBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<CreatedKioskAnswer> {
    return this.commands.execute(new CreateKioskCommand(signedInActor(user, actor), body.workplaceId, body.name));
  }

  /** The live links with when each was last used; an auditor sees them without their tokens. */
  @Endpoint(KIOSK_ROUTES.getKiosks)
  @Access('kiosk.read', { workplace: 'workplaceId' })
  @Answers(200, KiosksAnswer, WORKPLACE_REFUSALS)
  async list(@Query() query: GetKiosksQuery, @CurrentAccess() access: AccessGrant): Promise<KiosksAnswer> {
    const withTokens = can(access.role, 'kiosk.write');
    const links = await this.links.ofWorkplace(query.workplaceId);
    return {
      kiosks: links.map(({ kioskId, name, token, createdAt, lastUsedAt }) => ({
        kioskId,
        name,
        ...(withTokens ? { token } : {}),
        createdAt,
        lastUsedAt,
      })),
    };
  }

  /** Revokes the link: its page and clock answer 404 at once. Ids in the body or the query. */
  @Endpoint(KIOSK_ROUTES.deleteKiosk)
  @Access('kiosk.write', { kiosk: 'kioskId' })
  @ApiBody({ type: DeleteKioskBody, required: false })
  @Answers(204, null, {
    400: ['kioskId must be a valid id.', NOT_A_JSON_OBJECT],
    403: [OWN_DATA_ONLY],
    404: [KIOSK_MESSAGES.kioskNotFound],
  })
  async revoke(@RequestInput() input: DeleteKioskBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeKioskCommand(signedInActor(user, actor), input.kioskId));
  }

  /** Sets the employee's kiosk PIN (4 to 6 digits); a new PIN also lifts a lock. */
  @Endpoint(KIOSK_ROUTES.setEmployeePin)
  @Access('employee.write', { employee: 'employeeId' })
  @Answers(204, null, {
    400: ['employeeId must be a valid id.', KIOSK_MESSAGES.pinFormat, NOT_A_JSON_OBJECT],
    403: [OWN_DATA_ONLY],
    404: [EMPLOYEE_MESSAGES.notFound],
  })
  async setPin(@Body() body: SetEmployeePinBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new SetPinCommand(signedInActor(user, actor), body.employeeId, body.pin));
  }
}
