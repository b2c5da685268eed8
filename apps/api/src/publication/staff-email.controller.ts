import { Body, Controller, Param } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { NOT_A_JSON_OBJECT, StaffEmailRequest, FEED_ROUTES } from '@rotaledger/contracts';
import { FEED_LINK_MESSAGES, FEED_TOKEN, STAFF_EMAIL_MESSAGES } from '@rotaledger/domain';
import { Access, CurrentStaff, RouteLimit, StaffPrincipal } from '../common/auth/access';
import { CurrentActor } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import type { Actor } from '../infrastructure/aggregate-store';
import { ChangeStaffEmailCommand } from './commands/change-staff-email.handler';
import { STAFF_CHANGES_RATE_LIMIT, TOO_MANY_STAFF_CHANGES } from './publication-rate-limits';

class StaffEmailBody extends ContractDto(StaffEmailRequest) {}

/** A personal page's own changes, per client address and per link, counted before the link is looked up. */
const STAFF_CHANGES_LIMITS: readonly RouteLimit[] = [
  { name: 'staff-changes:ip', per: 'client', rule: STAFF_CHANGES_RATE_LIMIT },
  { name: 'staff-changes:link', per: 'pathToken', rule: STAFF_CHANGES_RATE_LIMIT },
];

/**
 * Public: the employee behind a live personal link sets or clears their own e-mail for rota
 * e-mails. The link is the caller (the access guard admits it, as on the page's other writes).
 */
@ApiTags('staff feeds')
@Public()
@Controller()
export class StaffEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(FEED_ROUTES.setStaffEmail)
  @Access('staffLink', {}, { limits: STAFF_CHANGES_LIMITS })
  @ApiParam({ name: 'token', schema: { type: 'string', pattern: FEED_TOKEN.source } })
  @Answers(204, null, {
    400: [STAFF_EMAIL_MESSAGES.invalid, NOT_A_JSON_OBJECT],
    404: [FEED_LINK_MESSAGES.notFound],
    429: [TOO_MANY_STAFF_CHANGES],
  })
  async setEmail(
    @Param('token') token: string,
    @Body() body: StaffEmailBody,
    @CurrentStaff() staff: StaffPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.commands.execute(new ChangeStaffEmailCommand(staff, token, body.email, actor));
  }
}
