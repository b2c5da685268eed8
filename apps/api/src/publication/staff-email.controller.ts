import { Body, Controller, Param, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { NOT_A_JSON_OBJECT, StaffEmailRequest, FEED_ROUTES } from '@rotaledger/contracts';
import { FEED_LINK_MESSAGES, FEED_TOKEN, STAFF_EMAIL_MESSAGES } from '@rotaledger/domain';
import { CurrentActor } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import type { HttpRequest } from '../common/http/http-types';
import { RateLimiter } from '../common/http/rate-limiter';
import type { Actor } from '../infrastructure/aggregate-store';
import { ChangeStaffEmailCommand } from './commands/change-staff-email.handler';
import { STAFF_CHANGES_RATE_LIMIT, TOO_MANY_STAFF_CHANGES } from './publication-rate-limits';

class StaffEmailBody extends ContractDto(StaffEmailRequest) {}

/** Public: the employee behind a live personal link sets or clears their own e-mail for rota e-mails. */
@ApiTags('staff feeds')
@Public()
@Controller()
export class StaffEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(FEED_ROUTES.setStaffEmail)
  @ApiParam({ name: 'token', schema: { type: 'string', pattern: FEED_TOKEN.source } })
  @Answers(204, null, {
    400: [STAFF_EMAIL_MESSAGES.invalid, NOT_A_JSON_OBJECT],
    404: [FEED_LINK_MESSAGES.notFound],
    429: [TOO_MANY_STAFF_CHANGES],
  })
  async setEmail(
    @Param('token') token: string,
    @Body() body: StaffEmailBody,
    @Req() request: HttpRequest,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    this.rateLimit.consume(`staff-changes:ip:${clientIpOf(request)}`, STAFF_CHANGES_RATE_LIMIT);
    this.rateLimit.consume(`staff-changes:link:${token}`, STAFF_CHANGES_RATE_LIMIT);
    await this.commands.execute(new ChangeStaffEmailCommand(token, body.email, actor));
  }
}
