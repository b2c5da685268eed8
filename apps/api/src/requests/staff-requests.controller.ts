import { Body, Controller, Header, Param, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AcceptSwapRequest,
  CancelTimeOffRequest,
  CLOCK_ACTION_MESSAGE,
  ClockAnswer,
  ClockRequest,
  ClaimShiftRequest,
  OfferSwapRequest,
  RequestTimeOffRequest,
  SetAvailabilityRequest,
  StaffPageAnswer,
  ShiftClaimedAnswer,
  SwapOfferedAnswer,
  TimeOffRequestedAnswer,
  WithdrawSwapRequest,
  STAFF_REQUEST_ROUTES,
} from '@rotaledger/contracts';
import {
  AVAILABILITY_MESSAGES,
  EMPLOYEE_MESSAGES,
  FEED_LINK_MESSAGES,
  FEED_TOKEN,
  ROTA_MESSAGES as M,
  TIME_OFF_MESSAGES,
  HOLIDAY_MESSAGES,
  TIMESHEET_MESSAGES,
} from '@rotaledger/domain';
import { Access, CurrentStaff, StaffPrincipal } from '../common/auth/access';
import { CurrentActor } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import type { HttpRequest } from '../common/http/http-types';
import { RateLimiter } from '../common/http/rate-limiter';
import { IdempotentByPathToken } from '../common/http/idempotency.interceptor';
import type { Actor } from '../infrastructure/aggregate-store';
import { STAFF_READ_RATE_LIMIT } from '../feeds';
import { AcceptSwapCommand } from './commands/accept-swap.handler';
import { CancelTimeOffCommand } from './commands/cancel-time-off.handler';
import { ClaimShiftCommand } from './commands/claim-shift.handler';
import { OfferSwapCommand } from './commands/offer-swap.handler';
import { RequestTimeOffCommand } from './commands/request-time-off.handler';
import { SetAvailabilityCommand } from './commands/set-availability.handler';
import { StaffClockCommand } from './commands/staff-clock.handler';
import { WithdrawSwapCommand } from './commands/withdraw-swap.handler';
import { GetStaffPageQuery } from './queries/get-staff-page.handler';
import { TOO_MANY_STAFF_REQUESTS } from './staff-requests-rate-limit';

class SetAvailabilityBody extends ContractDto(SetAvailabilityRequest) {}
class RequestTimeOffBody extends ContractDto(RequestTimeOffRequest) {}
class CancelTimeOffBody extends ContractDto(CancelTimeOffRequest) {}
class ClaimShiftBody extends ContractDto(ClaimShiftRequest) {}
class OfferSwapBody extends ContractDto(OfferSwapRequest) {}
class AcceptSwapBody extends ContractDto(AcceptSwapRequest) {}
class WithdrawSwapBody extends ContractDto(WithdrawSwapRequest) {}
class ClockBody extends ContractDto(ClockRequest) {}

const TOKEN_PARAM = { name: 'token', schema: { type: 'string' as const, pattern: FEED_TOKEN.source } };
const NOT_FOUND = [FEED_LINK_MESSAGES.notFound];
const TOO_MANY = { 429: [TOO_MANY_STAFF_REQUESTS] };
/** Refusals shared by the routes that put someone on a shift (the placement's own rules). */
const TAKING = [M.pastShift, M.notTheirService, M.employeeBusy];

/**
 * Public (no session): the personal link is the caller (issue 27). Its writes declare a staff
 * need, so the access guard admits the link's employee (every attempt counting towards the
 * client's limit, before the token is looked up) and the resources they name; an unknown, rotated
 * or revoked token, a removed employee or a deleted account is 404, as on the page. With an
 * Idempotency-Key (scoped to the token), a retry is answered from the first attempt.
 */
@ApiTags('staff requests')
@Public()
@Controller()
export class StaffRequestsController {
  constructor(
    private readonly rateLimit: RateLimiter,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The personal page's data: display name, upcoming shifts (today to 12 weeks ahead), the feed's
   * addresses, and the two-way part: availability, time off, open shifts, swaps, e-mail.
   */
  @Endpoint(STAFF_REQUEST_ROUTES.getStaffPage)
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(200, StaffPageAnswer, { 404: NOT_FOUND, 429: [STAFF_READ_RATE_LIMIT.message] })
  page(@Param('token') token: string, @Req() request: HttpRequest): Promise<StaffPageAnswer> {
    this.rateLimit.consume(`staff-reads:${clientIpOf(request)}`, STAFF_READ_RATE_LIMIT);
    return this.queries.execute(new GetStaffPageQuery(token));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.setAvailability)
  @Access('staffLink')
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(204, null, { 400: Object.values(AVAILABILITY_MESSAGES), 404: NOT_FOUND, ...TOO_MANY })
  async setAvailability(
    @Body() body: SetAvailabilityBody,
    @CurrentStaff() staff: StaffPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.commands.execute(new SetAvailabilityCommand(staff, actor, body));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.requestTimeOff)
  @Access('staffLink')
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(201, TimeOffRequestedAnswer, {
    400: [
      TIME_OFF_MESSAGES.invalidDates,
      TIME_OFF_MESSAGES.endBeforeStart,
      TIME_OFF_MESSAGES.inThePast,
      TIME_OFF_MESSAGES.tooLong,
      TIME_OFF_MESSAGES.tooFarAhead,
      TIME_OFF_MESSAGES.noteTooLong,
      HOLIDAY_MESSAGES.kind,
    ],
    404: NOT_FOUND,
    409: [TIME_OFF_MESSAGES.overlaps, HOLIDAY_MESSAGES.belowZero(22.5, 10.25), HOLIDAY_MESSAGES.noDayHours],
    ...TOO_MANY,
  })
  async requestTimeOff(
    @Body() body: RequestTimeOffBody,
    @CurrentStaff() staff: StaffPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<TimeOffRequestedAnswer> {
    return this.commands.execute(new RequestTimeOffCommand(staff, actor, body));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.cancelTimeOff)
  @Access('staffLink')
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(204, null, {
    400: ['requestId must be a valid id.'],
    404: [...NOT_FOUND, TIME_OFF_MESSAGES.notFound],
    409: [TIME_OFF_MESSAGES.alreadyStarted, TIME_OFF_MESSAGES.alreadyDecided],
    ...TOO_MANY,
  })
  async cancelTimeOff(@Body() body: CancelTimeOffBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new CancelTimeOffCommand(staff, actor, body.requestId));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.claimShift)
  @Access('staffLink', { assignment: 'assignmentId' })
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(201, ShiftClaimedAnswer, {
    400: [M.employeeElsewhere],
    404: [...NOT_FOUND, M.assignmentNotFound, EMPLOYEE_MESSAGES.notFound],
    409: [M.shiftNoLongerOpen, ...TAKING, M.alreadyClaimed, 'Ann is on approved time off on 2 Dec.', M.tooManyRequests],
    ...TOO_MANY,
  })
  claim(@Body() body: ClaimShiftBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<ShiftClaimedAnswer> {
    return this.commands.execute(new ClaimShiftCommand(staff, actor, body.assignmentId));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.offerSwap)
  @Access('staffLink.account', { assignment: 'assignmentId' })
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(201, SwapOfferedAnswer, {
    404: [...NOT_FOUND, M.assignmentNotFound],
    409: [M.pastShift, M.alreadyOffered, M.tooManyRequests],
    ...TOO_MANY,
  })
  offerSwap(@Body() body: OfferSwapBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<SwapOfferedAnswer> {
    return this.commands.execute(new OfferSwapCommand(staff, actor, body.assignmentId));
  }

  /** Takes back their own offer while nobody has offered to cover it; once a colleague has, 409. */
  @Endpoint(STAFF_REQUEST_ROUTES.withdrawSwap)
  @Access('staffLink', { staffRequest: 'swapId' })
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(204, null, {
    400: ['swapId must be a valid id.'],
    404: [...NOT_FOUND, M.requestNotFound],
    409: [M.swapAlreadyAccepted, M.alreadyDecided],
    ...TOO_MANY,
  })
  async withdrawSwap(@Body() body: WithdrawSwapBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new WithdrawSwapCommand(staff, actor, body.swapId));
  }

  @Endpoint(STAFF_REQUEST_ROUTES.acceptSwap)
  @Access('staffLink', { staffRequest: 'swapId' })
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(204, null, {
    400: [M.employeeElsewhere],
    404: [...NOT_FOUND, M.requestNotFound],
    409: [M.alreadyCovered, M.ownSwap, M.alreadyDecided, M.swapChanged, ...TAKING, 'Ann is on approved time off on 2 Dec.'],
    ...TOO_MANY,
  })
  async acceptSwap(@Body() body: AcceptSwapBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new AcceptSwapCommand(staff, actor, body.swapId));
  }

  /**
   * Clock in or out (issue 28) at the instant the server receives it: in, the planned shift (today's
   * or last night's) whose window holds now (30 minutes before its start until its end); out, the one
   * clocked in, until 6 hours after its end. Otherwise 409 saying when it is possible.
   */
  @Endpoint(STAFF_REQUEST_ROUTES.clock)
  @Access('staffLink')
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(201, ClockAnswer, {
    400: [CLOCK_ACTION_MESSAGE],
    404: NOT_FOUND,
    409: [
      TIMESHEET_MESSAGES.alreadyClockedIn,
      TIMESHEET_MESSAGES.notClockedIn,
      TIMESHEET_MESSAGES.alreadyClockedOut,
      TIMESHEET_MESSAGES.noShiftNow,
      'You can clock in from 06:30 (30 minutes before your shift starts).',
      'Your shift ended at 15:00, so clocking in has closed. Ask your manager to correct your timesheet.',
      'Clocking out closed at 21:00, 6 hours after your shift ended. Ask your manager to correct your timesheet.',
    ],
    ...TOO_MANY,
  })
  clock(@Body() body: ClockBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<ClockAnswer> {
    return this.commands.execute(new StaffClockCommand(staff, actor, body.action));
  }
}
