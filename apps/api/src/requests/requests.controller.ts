import { Body, Controller, Query, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  APPROVE_REQUIRED,
  DECIDE_ONE_REQUEST,
  DecideRequestRequest,
  ListRequestsRequest,
  OWN_DATA_ONLY,
  RequestsAnswer,
  STAFF_REQUEST_ROUTES,
} from '@rotaledger/contracts';
import { HOLIDAY_MESSAGES, ROTA_MESSAGES as M, TIME_OFF_MESSAGES, WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { Access } from '../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import type { HttpReply } from '../common/http/http-types';
import type { Actor } from '../infrastructure/aggregate-store';
import { DecideRequestCommand } from './commands/decide-request.handler';
import { ListRequestsQuery } from './queries/list-requests.handler';
import type { RequestRef } from './request-facts';

class ListRequestsQueryDto extends ContractDto(ListRequestsRequest) {}
class DecideRequestBody extends ContractDto(DecideRequestRequest) {}

/** The manager's side of staff requests (issue 27): one list to answer, one decision each. */
@ApiTags('staff requests')
@Controller()
export class RequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Pending time off, claims and swaps of a workplace, oldest first, each with the rule approving it would break now. */
  @Endpoint(STAFF_REQUEST_ROUTES.getRequests)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, RequestsAnswer, { 400: ['workplaceId must be a valid id.'], 403: [OWN_DATA_ONLY], 404: [WORKPLACE_MESSAGES.notFound] })
  requests(@Query() query: ListRequestsQueryDto): Promise<RequestsAnswer> {
    return this.queries.execute(new ListRequestsQuery(query.workplaceId));
  }

  /**
   * Approve or decline one request. Approving a claim or an accepted swap assigns the shift in
   * the same append (the placement's rules and messages); approving time off opens their shifts
   * on those days and answers how many in `Opened-Shifts`.
   */
  @Endpoint(STAFF_REQUEST_ROUTES.decideRequest)
  @Access('rota.write', { staffRequest: ['requestId', 'claimId', 'swapId'] })
  @ApiHeader({ name: 'Opened-Shifts', required: false, description: 'On an approved time off: how many of their shifts it opened.' })
  @Answers(204, null, {
    400: [DECIDE_ONE_REQUEST, APPROVE_REQUIRED, HOLIDAY_MESSAGES.kind, M.employeeElsewhere],
    403: [OWN_DATA_ONLY],
    404: [M.requestNotFound, M.employeeNotFound, M.workplaceNotFound],
    409: [
      M.alreadyDecided,
      M.nobodyCovers,
      M.shiftNoLongerOpen,
      M.swapChanged,
      M.pastShift,
      M.notTheirService,
      M.employeeBusy,
      TIME_OFF_MESSAGES.alreadyStarted,
      'Ann is on approved time off on 2 Dec.',
      HOLIDAY_MESSAGES.belowZero(22.5, 10.25),
      HOLIDAY_MESSAGES.noDayHours,
    ],
  })
  async decide(
    @Body() body: DecideRequestBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<void> {
    const ref: RequestRef = body.requestId
      ? { kind: 'timeOff', id: body.requestId }
      : body.claimId
        ? { kind: 'claim', id: body.claimId }
        : { kind: 'swap', id: body.swapId! };
    const { openedShifts } = await this.commands.execute(
      new DecideRequestCommand(signedInActor(user, actor), ref, body.approve, body.kind),
    );
    if (ref.kind === 'timeOff' && body.approve) reply.header('Opened-Shifts', String(openedShifts));
  }
}
