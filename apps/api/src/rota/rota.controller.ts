import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { WeeklyShiftsAnswer } from '@rotaledger/contracts';
import { invalid, ROTA_MESSAGES } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { AddShiftCommand } from './commands/add-shift.handler';
import { DeleteShiftCommand } from './commands/delete-shift.handler';
import { bodyObject, isMissing, requiredId, requiredIsoDate } from '../common/http/request-parsers';
import { weekRange } from './http/week-range';
import { GetPopulatedDatesQuery } from './queries/get-populated-dates.handler';
import { GetShiftsQuery } from './queries/get-shifts.handler';
import { GetWeeklyShiftsQuery } from './queries/get-weekly-shifts.handler';

type Params = Record<string, unknown>;

/** Service ids are whole numbers; a form may send them as text. */
function serviceTypeOf(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
    throw invalid('serviceType must be a service id (a whole number).');
  }
  return number;
}

/** The spec's `/shifts/*` calls. */
@Controller('shifts')
export class RotaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Every shift of the day, empty ones included: a read never writes. (A shift goes in the same
   * decision that removes or moves away its last assignment, or by `deleteshift`.)
   */
  @Get('getshifts')
  getShifts(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(query.rotaDate, 'rotaDate');
    return this.queries.execute(new GetShiftsQuery(user.userId, workplaceId, rotaDate));
  }

  @Post('addshift')
  addShift(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    if (isMissing(body.date) || isMissing(body.serviceType) || isMissing(body.workplaceId)) {
      throw invalid(ROTA_MESSAGES.missingShiftData);
    }
    const rotaDate = requiredIsoDate(body.date, 'date');
    const workplaceId = requiredId(body.workplaceId, 'workplaceId');
    const serviceType = serviceTypeOf(body.serviceType);
    return this.commands.execute(new AddShiftCommand(signedInActor(user, actor), workplaceId, rotaDate, serviceType));
  }

  /** The spec sends the ids as query parameters; a body is accepted too. */
  @Delete('deleteshift')
  deleteShift(@Query() query: Params, @Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const params = { ...query, ...bodyObject(raw) };
    assertSameUser(params.userId, user);
    const shiftId = requiredId(params.shiftId, 'shiftId');
    return this.commands.execute(new DeleteShiftCommand(signedInActor(user, actor), shiftId));
  }

  @Get('getpopulateddates')
  getPopulatedDates(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    return this.queries.execute(new GetPopulatedDatesQuery(user.userId, workplaceId));
  }

  /** Employee → date → assignments, and each date's open shifts (unallocated assignments, removed employees' included). */
  @Get('getweeklyshifts')
  @Answers(200, WeeklyShiftsAnswer, { 404: [ROTA_MESSAGES.workplaceNotFound] })
  getWeeklyShifts(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const { startDate, endDate } = weekRange(query.startDate, query.endDate);
    return this.queries.execute(new GetWeeklyShiftsQuery(user.userId, workplaceId, startDate, endDate));
  }
}
