import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Actor } from '../../infrastructure/aggregate-store';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { assertSameUser } from '../../common/auth/same-user';
import { CreateWorkplaceCommand } from './commands/create-workplace.handler';
import { DeleteWorkplaceCommand } from './commands/delete-workplace.handler';
import { UpdateWorkplaceCommand } from './commands/update-workplace.handler';
import { bodyObject, uuidField } from '../../common/http/request-parsers';
import { INVALID_WORKPLACE_ID, parseCreateWorkplace, parseUpdateWorkplace } from './http/workplace-requests';
import { GetWorkplacesQuery, WorkplaceListItem } from './queries/get-workplaces.handler';

/** The spec's /workplaces calls. The caller's token decides whose workplaces these are. */
@Controller('workplaces')
export class WorkplacesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getworkplaces')
  list(@Query('userId') userId: unknown, @CurrentUser() user: AuthUser): Promise<WorkplaceListItem[]> {
    assertSameUser(userId, user);
    return this.queries.execute(new GetWorkplacesQuery(user.userId));
  }

  @Post('createworkplace')
  async create(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const input = parseCreateWorkplace(body);
    const { workplaceId } = await this.commands.execute(new CreateWorkplaceCommand(signedInActor(user, actor), input));
    return { workplace_id: workplaceId };
  }

  @Put('updateworkplace')
  async update(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.user_id, user);
    const { workplaceId, changes } = parseUpdateWorkplace(body);
    await this.commands.execute(new UpdateWorkplaceCommand(signedInActor(user, actor), workplaceId, changes));
    return { workplace_id: workplaceId };
  }

  /** The spec sends the ids in the body; query parameters are accepted too (some clients drop DELETE bodies). */
  @Delete('deleteworkplace')
  async remove(@Body() raw: unknown, @Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = { ...query, ...bodyObject(raw) };
    assertSameUser(body.user_id, user);
    const workplaceId = uuidField(body.workplace_id, INVALID_WORKPLACE_ID);
    await this.commands.execute(new DeleteWorkplaceCommand(signedInActor(user, actor), workplaceId));
    return { workplace_id: workplaceId };
  }
}
