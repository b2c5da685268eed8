import { Body, Controller, Get, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { AuthUser, CurrentActor, CurrentUser } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { ChangePreferencesCommand } from './commands/change-preferences.command';
import { CreatePreferencesCommand } from './commands/create-preferences.command';
import { bodyOf } from './http/request-body';
import { GetPreferencesQuery } from './queries/get-preferences.query';
import type { UserPreferences } from './read-models';

/** The spec's `/preferences/*` calls (section 7): one record per user. */
@Controller('preferences')
export class PreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Idempotent: 201 when it created the record, 200 when it was already there. */
  @Post('createpreferences')
  async createPreferences(
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserPreferences> {
    assertSameUser(bodyOf(body).userId, user);
    const { created } = await this.commands.execute(new CreatePreferencesCommand(user.userId, actor.correlationId));
    response.status(created ? 201 : 200);
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }

  @Get('getpreferences')
  getPreferences(@Query('userId') userId: unknown, @CurrentUser() user: AuthUser): Promise<UserPreferences> {
    assertSameUser(userId, user);
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }

  /** Body: `{ userId, ...fields }`, one or more known fields; answers the updated record. */
  @Put('updatepreferences')
  async updatePreferences(@Body() body: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<UserPreferences> {
    const { userId, ...changes } = bodyOf(body);
    assertSameUser(userId, user);
    await this.commands.execute(new ChangePreferencesCommand(user.userId, changes, actor.correlationId));
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }
}
