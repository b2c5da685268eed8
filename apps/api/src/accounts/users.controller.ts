import { Access } from '../common/auth/access';
import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CreateUserRequest,
  DeleteUserRequest,
  DisplayNameAnswer,
  UpdateDisplayNameRequest,
  OWN_DATA_ONLY,
  OwnUserIdRequest,
  UpdateUsernameRequest,
  UserAnswer,
  UsernameAnswer,
  ACCOUNT_ROUTES,
} from '@rotaledger/contracts';
import { ACCOUNT_ERRORS, DISPLAY_NAME_MESSAGES, USERNAME_MESSAGES } from '@rotaledger/domain';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import { AuthUser, CurrentActor, CurrentUser } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import type { Actor } from '../infrastructure/aggregate-store';
import { clearSessionCookie } from './auth/session-cookie';
import { ChangeUsernameCommand } from './commands/change-username.command';
import { ChangeDisplayNameCommand } from './commands/change-display-name.command';
import { DeleteAccountCommand } from './commands/delete-account.command';
import { backendUser } from './http/answers';
import { FormBody } from './http/form-body';
import { GetUserQuery } from './queries/get-user.query';

class GetUserParams extends ContractDto(OwnUserIdRequest) {}
class CreateUserBody extends ContractDto(CreateUserRequest) {}
class UpdateUsernameBody extends ContractDto(UpdateUsernameRequest) {}
class UpdateDisplayNameBody extends ContractDto(UpdateDisplayNameRequest) {}
class DeleteUserBody extends ContractDto(DeleteUserRequest) {}

const E = ACCOUNT_ERRORS;
const SIGNED_IN = { 401: [E.signInRequired], 403: [OWN_DATA_ONLY] };

/** The spec's `/users/*` calls (section 7), always about the signed-in user. */
@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(ACCOUNT_ROUTES.getUser)
  @Access('self')
  @Answers(200, UserAnswer, { ...SIGNED_IN, 404: [E.accountNotFound] })
  async getUser(@Query() query: GetUserParams, @CurrentUser() user: AuthUser): Promise<UserAnswer> {
    return backendUser(await this.queries.execute(new GetUserQuery(user.userId)));
  }

  /** Kept for the spec's client: sign-up already created the record, so this answers it. */
  @Endpoint(ACCOUNT_ROUTES.createUser)
  @Access('self')
  @ApiBody({ type: CreateUserBody })
  @Answers(200, UsernameAnswer, { ...SIGNED_IN, 404: [E.accountNotFound] })
  async createUser(@FormBody() body: CreateUserBody, @CurrentUser() user: AuthUser): Promise<UsernameAnswer> {
    const { username } = await this.queries.execute(new GetUserQuery(user.userId));
    return { username };
  }

  @Endpoint(ACCOUNT_ROUTES.updateUsername)
  @Access('self')
  @ApiBody({ type: UpdateUsernameBody })
  @Answers(200, UsernameAnswer, { 400: Object.values(USERNAME_MESSAGES), ...SIGNED_IN, 404: [E.accountNotFound] })
  updateUsername(
    @FormBody() body: UpdateUsernameBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<UsernameAnswer> {
    return this.commands.execute(new ChangeUsernameCommand(user.userId, body.new_username, actor.correlationId));
  }

  /** The name others in a team see (e-mails, the Team page, the history). */
  @Endpoint(ACCOUNT_ROUTES.updateDisplayName)
  @Access('self')
  @Answers(200, DisplayNameAnswer, { 400: Object.values(DISPLAY_NAME_MESSAGES), ...SIGNED_IN, 404: [E.accountNotFound] })
  updateDisplayName(
    @Body() body: UpdateDisplayNameBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<DisplayNameAnswer> {
    return this.commands.execute(new ChangeDisplayNameCommand(user.userId, body.displayName, actor.correlationId));
  }

  /** Re-authenticates, deletes the account and everything it owns, and ends the session. */
  @Endpoint(ACCOUNT_ROUTES.deleteUser)
  @Access('self')
  @ApiBody({ type: DeleteUserBody })
  @Answers(204, null, {
    400: [E.reauthenticationPasswordRequired],
    401: [E.incorrectPassword, E.signInRequired],
    403: [OWN_DATA_ONLY],
    404: [E.accountNotFound],
    429: [E.tooManyAttempts],
  })
  async deleteUser(
    @FormBody() body: DeleteUserBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(user.userId, body.password, actor.correlationId));
    clearSessionCookie(request, response);
  }
}
