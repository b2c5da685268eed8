import { Access } from '../common/auth/access';
import { Controller, Query, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OWN_DATA_ONLY, OwnUserIdRequest, PreferencesAnswer, UpdatePreferencesRequest, ACCOUNT_ROUTES } from '@rotaledger/contracts';
import { ACCOUNT_ERRORS, PREFERENCE_ERRORS, PREFERENCE_FIELDS } from '@rotaledger/domain';
import type { HttpReply } from '../common/http/http-types';
import { AuthUser, CurrentActor, CurrentUser } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import type { Actor } from '../infrastructure/aggregate-store';
import { ChangePreferencesCommand } from './commands/change-preferences.command';
import { CreatePreferencesCommand } from './commands/create-preferences.command';
import { FormBody } from './http/form-body';
import { GetPreferencesQuery, PREFERENCES_NOT_FOUND } from './queries/get-preferences.query';

class OwnUserIdBody extends ContractDto(OwnUserIdRequest) {}
class OwnUserIdParams extends ContractDto(OwnUserIdRequest) {}
class UpdatePreferencesBody extends ContractDto(UpdatePreferencesRequest) {}

const SIGNED_IN = { 401: [ACCOUNT_ERRORS.signInRequired], 403: [OWN_DATA_ONLY] };
const P = PREFERENCE_ERRORS;

/** The spec's `/preferences/*` calls (section 7): one record per user. */
@ApiTags('preferences')
@Controller()
export class PreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Idempotent: 201 when it created the record, 200 when it was already there. */
  @Endpoint(ACCOUNT_ROUTES.createPreferences)
  @Access('self')
  @ApiBody({ type: OwnUserIdBody })
  @Answers(201, PreferencesAnswer, SIGNED_IN)
  @ApiOkResponse({ description: 'The record was already there: the same answer.' })
  async createPreferences(
    @FormBody() body: OwnUserIdBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<PreferencesAnswer> {
    const { created } = await this.commands.execute(new CreatePreferencesCommand(user.userId, actor.correlationId));
    response.status(created ? 201 : 200);
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }

  @Endpoint(ACCOUNT_ROUTES.getPreferences)
  @Access('self')
  @Answers(200, PreferencesAnswer, { ...SIGNED_IN, 404: [PREFERENCES_NOT_FOUND] })
  getPreferences(@Query() query: OwnUserIdParams, @CurrentUser() user: AuthUser): Promise<PreferencesAnswer> {
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }

  /** Body: `{ userId, ...fields }`, one or more known fields; answers the updated record. */
  @Endpoint(ACCOUNT_ROUTES.updatePreferences)
  @Access('self')
  @ApiBody({ type: UpdatePreferencesBody })
  @Answers(200, PreferencesAnswer, {
    400: [
      P.nothingToChange,
      P.unknownField('<field>'),
      P.currency,
      P.themeMode,
      ...PREFERENCE_FIELDS.filter((field) => !['currency', 'theme_mode', 'num_1', 'week_start'].includes(field)).map(P.boolean),
      P.weekStartDay,
      P.weekStart,
    ],
    ...SIGNED_IN,
  })
  async updatePreferences(
    @FormBody() body: UpdatePreferencesBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<PreferencesAnswer> {
    // userId is the caller's own (the access guard checked it): not a preference.
    const { userId: _userId, ...changes } = body;
    await this.commands.execute(new ChangePreferencesCommand(user.userId, changes, actor.correlationId));
    return this.queries.execute(new GetPreferencesQuery(user.userId));
  }
}
