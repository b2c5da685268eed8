import { Access } from '../common/auth/access';
import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import accepts from 'accepts';
import fresh from 'fresh';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import {
  AddShiftRequest,
  DayRotaAnswer,
  DayRotaRequest,
  DeleteShiftRequest,
  GetShiftsRequest,
  OWN_DATA_ONLY,
  PopulatedDatesAnswer,
  PopulatedDatesRequest,
  ROTA_REQUEST_REFUSALS as REFUSALS,
  ShiftIdAnswer,
  ShiftListAnswer,
  WeeklyShiftsAnswer,
  WeeklyShiftsRequest,
  ROTA_ROUTES,
} from '@rotaledger/contracts';
import { BEYOND_HORIZON_EXAMPLE, ROTA_MESSAGES as M } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RequestInput } from '../common/http/request-input';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { AddShiftCommand } from './commands/add-shift.handler';
import { DeleteShiftCommand } from './commands/delete-shift.handler';
import { GetDayRotaQuery } from './queries/get-day-rota.handler';
import { GetPopulatedDatesQuery } from './queries/get-populated-dates.handler';
import { GetShiftsQuery } from './queries/get-shifts.handler';
import { WeeklyGridAnswers } from './queries/weekly-grid-answers';

class GetShiftsQueryDto extends ContractDto(GetShiftsRequest) {}
class DayRotaQuery extends ContractDto(DayRotaRequest) {}
class AddShiftBody extends ContractDto(AddShiftRequest) {}
class DeleteShiftInput extends ContractDto(DeleteShiftRequest) {}
class PopulatedDatesQuery extends ContractDto(PopulatedDatesRequest) {}
class WeeklyShiftsQuery extends ContractDto(WeeklyShiftsRequest) {}

const NOT_YOURS = { 403: [OWN_DATA_ONLY] };

/** The spec's `/shifts/*` calls. */
@ApiTags('shifts')
@Controller()
export class RotaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly weeklyGrid: WeeklyGridAnswers,
  ) {}

  /**
   * Every shift of the day, empty ones included: a read never writes. (A shift goes in the same
   * decision that removes or moves away its last assignment, or by `deleteshift`.)
   */
  @Endpoint(ROTA_ROUTES.getShifts)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, ShiftListAnswer, { 400: REFUSALS.getShifts, ...NOT_YOURS, 404: [M.workplaceNotFound] })
  getShifts(@Query() query: GetShiftsQueryDto): Promise<ShiftListAnswer> {
    return this.queries.execute(new GetShiftsQuery(query.workplaceId, query.rotaDate));
  }

  /** The daily view in one read: every shift of the day (empty ones included), each with its assignments by start time. */
  @Endpoint(ROTA_ROUTES.getDayRota)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, DayRotaAnswer, { 400: REFUSALS.dayRota, ...NOT_YOURS, 404: [M.workplaceNotFound] })
  getDayRota(@Query() query: DayRotaQuery): Promise<DayRotaAnswer> {
    return this.queries.execute(new GetDayRotaQuery(query.workplaceId, query.rotaDate));
  }

  @Endpoint(ROTA_ROUTES.addShift)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, ShiftIdAnswer, {
    400: [...REFUSALS.addShift, M.serviceNotOffered, BEYOND_HORIZON_EXAMPLE],
    ...NOT_YOURS,
    404: [M.workplaceNotFound],
    409: [M.shiftExists, M.tooManyShifts],
  })
  addShift(@Body() body: AddShiftBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<ShiftIdAnswer> {
    return this.commands.execute(new AddShiftCommand(signedInActor(user, actor), body.workplaceId, body.date, body.serviceType));
  }

  /** The spec sends the ids as query parameters; a body is accepted too. Its assignments go with it. */
  @Endpoint(ROTA_ROUTES.deleteShift)
  @Access('rota.write', { shift: 'shiftId' })
  @ApiBody({ type: DeleteShiftInput, required: false })
  @Answers(200, ShiftIdAnswer, { 400: REFUSALS.shiftId, ...NOT_YOURS, 404: [M.shiftNotFound, M.workplaceNotFound] })
  deleteShift(
    @RequestInput() input: DeleteShiftInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<ShiftIdAnswer> {
    return this.commands.execute(new DeleteShiftCommand(signedInActor(user, actor), input.shiftId));
  }

  @Endpoint(ROTA_ROUTES.getPopulatedDates)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, PopulatedDatesAnswer, { 400: REFUSALS.populatedDates, ...NOT_YOURS, 404: [M.workplaceNotFound] })
  getPopulatedDates(@Query() query: PopulatedDatesQuery): Promise<PopulatedDatesAnswer> {
    return this.queries.execute(new GetPopulatedDatesQuery(query.workplaceId));
  }

  /** Employee → date → assignments, and each date's open shifts (unallocated assignments, removed employees' included). */
  @Endpoint(ROTA_ROUTES.getWeeklyShifts)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, WeeklyShiftsAnswer, { 400: REFUSALS.weeklyShifts, ...NOT_YOURS, 404: [M.workplaceNotFound] })
  async getWeeklyShifts(@Query() query: WeeklyShiftsQuery, @Req() request: HttpRequest, @Res() response: HttpReply): Promise<void> {
    // Sent as serialised once (JSON and gzip), not serialised and compressed per request.
    const answer = await this.weeklyGrid.answer(query.workplaceId, query.startDate, query.endDate);
    void response.type('application/json; charset=utf-8').header('etag', answer.etag).header('vary', 'Accept-Encoding');
    if (fresh(request.headers, { etag: answer.etag })) {
      void response.code(304).send();
      return;
    }
    const gzip = accepts(request.raw).encoding(['gzip', 'identity']) === 'gzip';
    if (gzip) void response.header('content-encoding', 'gzip');
    void response.send(gzip ? answer.gzipped : answer.json);
  }
}
