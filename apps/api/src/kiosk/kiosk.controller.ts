import { Body, Controller, Header, Param, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  KioskClockAnswer,
  KioskClockRequest,
  KioskPageAnswer,
  NOT_A_JSON_OBJECT,
  SetStaffPinRequest,
  KIOSK_ROUTES,
} from '@rotaledger/contracts';
import {
  FEED_LINK_MESSAGES,
  FEED_TOKEN,
  KIOSK_MESSAGES,
  KIOSK_SETTINGS_MESSAGES,
  KIOSK_TOKEN,
  TIMESHEET_MESSAGES,
} from '@rotaledger/domain';
import { Access, CurrentStaff, StaffPrincipal } from '../common/auth/access';
import { CurrentActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import type { HttpRequest } from '../common/http/http-types';
import { IdempotentByPathToken } from '../common/http/idempotency.interceptor';
import { Public } from '../common/http/public-routes';
import { RateLimiter } from '../common/http/rate-limiter';
import type { Actor } from '../infrastructure/aggregate-store';
import { KioskClockCommand } from './commands/kiosk-clock.handler';
import { SetPinCommand } from './commands/set-pin.handler';
import { KioskLinks } from './kiosk-links';
import { KIOSK_CLOCK_RATE_LIMIT, KIOSK_READ_RATE_LIMIT, STAFF_PIN_RATE_LIMIT } from './kiosk-rate-limits';
import { KioskPage } from './queries/kiosk-page';

class KioskClockBody extends ContractDto(KioskClockRequest) {}
class SetStaffPinBody extends ContractDto(SetStaffPinRequest) {}

const KIOSK_TOKEN_PARAM = { name: 'token', schema: { type: 'string' as const, pattern: KIOSK_TOKEN.source } };
const STAFF_TOKEN_PARAM = { name: 'token', schema: { type: 'string' as const, pattern: FEED_TOKEN.source } };

/** Kiosk actors act with no session: the events carry no user but the account's owner (so deletion finds them). */
const kioskActor = (actor: Actor, ownerId: string): Actor => ({ ...actor, userId: null, ownerId });

/**
 * Public: the kiosk link's token is a principal that grants this page and its clock only (issue 41):
 * no pay, rates, surnames or personal links. An unknown or revoked token is 404.
 */
@ApiTags('kiosk')
@Public()
@Controller()
export class KioskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: KioskLinks,
    private readonly page: KioskPage,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(KIOSK_ROUTES.getKioskPage)
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(KIOSK_TOKEN_PARAM)
  @Answers(200, KioskPageAnswer, { 404: [KIOSK_MESSAGES.notFound], 429: [KIOSK_READ_RATE_LIMIT.message] })
  async show(@Param('token') token: string, @Req() request: HttpRequest): Promise<KioskPageAnswer> {
    this.rateLimit.consume(`kiosk-reads:${clientIpOf(request)}`, KIOSK_READ_RATE_LIMIT);
    return this.page.of(await this.links.byToken(token));
  }

  /**
   * Clock in, start or end a break, or clock out, with the person's PIN, by the personal page's
   * rules. `at`: a queued offline event's real time. With an Idempotency-Key, a retry is answered
   * from the first attempt and writes nothing.
   */
  @Endpoint(KIOSK_ROUTES.clock)
  @IdempotentByPathToken('token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(KIOSK_TOKEN_PARAM)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per clock event, so a queued event is applied once.' })
  @Answers(200, KioskClockAnswer, {
    400: [KIOSK_MESSAGES.atTooOld, KIOSK_MESSAGES.atInFuture, KIOSK_MESSAGES.atNotAnInstant, KIOSK_MESSAGES.action, NOT_A_JSON_OBJECT],
    401: [KIOSK_MESSAGES.wrongPin, KIOSK_MESSAGES.noPin],
    403: [KIOSK_SETTINGS_MESSAGES.outsideIpRanges],
    404: [KIOSK_MESSAGES.notFound, KIOSK_MESSAGES.notOnKiosk],
    409: [
      TIMESHEET_MESSAGES.alreadyClockedIn,
      TIMESHEET_MESSAGES.notClockedIn,
      TIMESHEET_MESSAGES.alreadyOnBreak,
      TIMESHEET_MESSAGES.notOnBreak,
    ],
    423: [KIOSK_MESSAGES.locked],
    429: [KIOSK_CLOCK_RATE_LIMIT.message],
  })
  async clock(
    @Param('token') token: string,
    @Body() body: KioskClockBody,
    @Req() request: HttpRequest,
    @CurrentActor() actor: Actor,
  ): Promise<KioskClockAnswer> {
    const clientIp = clientIpOf(request);
    this.rateLimit.consume(`kiosk-clock:${clientIp}`, KIOSK_CLOCK_RATE_LIMIT);
    const kiosk = await this.links.byToken(token);
    return this.commands.execute(new KioskClockCommand(kioskActor(actor, kiosk.ownerId), kiosk, body, clientIp));
  }

  /** The person sets their own kiosk PIN on their personal page (the link is the caller, as on its other writes). */
  @Endpoint(KIOSK_ROUTES.setStaffPin)
  @Access('staffLink', {}, { limits: [{ name: 'staff-pin', per: 'client', rule: STAFF_PIN_RATE_LIMIT }] })
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(STAFF_TOKEN_PARAM)
  @Answers(204, null, {
    400: [KIOSK_MESSAGES.pinFormat, NOT_A_JSON_OBJECT],
    404: [FEED_LINK_MESSAGES.notFound],
    429: [STAFF_PIN_RATE_LIMIT.message],
  })
  async setStaffPin(@Body() body: SetStaffPinBody, @CurrentStaff() staff: StaffPrincipal, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new SetPinCommand({ ...actor, userId: null }, staff.employeeId, body.pin));
  }
}
