import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, invalid } from '@rotaledger/domain';
import type { Request, Response } from 'express';
import { AuthUser, CurrentActor, CurrentUser } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { clearSessionCookie } from './auth/session-cookie';
import { ChangeUsernameCommand } from './commands/change-username.command';
import { DeleteAccountCommand } from './commands/delete-account.command';
import { backendUser, BackendUser } from './http/answers';
import { bodyOf, textField } from './http/request-body';
import { GetUserQuery } from './queries/get-user.query';

/** The spec's `/users/*` calls (section 7), always about the signed-in user. */
@Controller('users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getuser')
  async getUser(@Query('userId') userId: unknown, @CurrentUser() user: AuthUser): Promise<BackendUser> {
    assertSameUser(userId, user);
    return backendUser(await this.queries.execute(new GetUserQuery(user.userId)));
  }

  /** Kept for the spec's client: sign-up already created the record, so this answers it. */
  @Post('createuser')
  @HttpCode(200)
  async createUser(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<{ username: string }> {
    assertSameUser(bodyOf(body).user_id, user);
    const { username } = await this.queries.execute(new GetUserQuery(user.userId));
    return { username };
  }

  @Put('updateUsername')
  async updateUsername(@Body() body: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<{ username: string }> {
    const fields = bodyOf(body);
    assertSameUser(fields.user_id, user);
    return this.commands.execute(new ChangeUsernameCommand(user.userId, fields.new_username, actor.correlationId));
  }

  @Delete('deleteuser')
  @HttpCode(204)
  async deleteUser(
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const fields = bodyOf(body);
    assertSameUser(fields.user_id, user);
    const password = textField(fields, 'password');
    if (password === undefined) throw invalid(ACCOUNT_ERRORS.reauthenticationPasswordRequired);
    await this.commands.execute(new DeleteAccountCommand(user.userId, password, actor.correlationId));
    clearSessionCookie(request, response);
  }
}
