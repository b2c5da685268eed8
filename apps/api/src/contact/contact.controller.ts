import { Body, Controller, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ContactMessageAnswer, ContactMessageRequest, CONTACT_ROUTES } from '@rotaledger/contracts';
import type { HttpRequest } from '../common/http/http-types';
import { CurrentActor, RecordsSender } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import type { Actor } from '../infrastructure/aggregate-store';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import { Answers } from '../common/http/api-answers';
import { SendContactMessageCommand } from './commands/send-contact-message.handler';
import { RateLimiter } from '../common/http/rate-limiter';
import { CONTACT_RATE_LIMIT, TOO_MANY_MESSAGES } from './contact-rate-limit';
import { ACCOUNT_ERRORS, CONTACT_MESSAGES } from '@rotaledger/domain';

class ContactMessageBody extends ContractDto(ContactMessageRequest) {}

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** Public; a signed-in sender is recorded as the event's user. Every attempt counts towards the limit. */
  @Public()
  @RecordsSender()
  @Endpoint(CONTACT_ROUTES.sendMessage)
  @Answers(201, ContactMessageAnswer, {
    400: Object.values(CONTACT_MESSAGES).filter((m) => m !== CONTACT_MESSAGES.alreadyReceived),
    401: [ACCOUNT_ERRORS.signInRequired],
    429: [TOO_MANY_MESSAGES],
  })
  send(@Body() body: ContactMessageBody, @Req() request: HttpRequest, @CurrentActor() actor: Actor) {
    this.rateLimit.consume(`contact:${clientIpOf(request)}`, CONTACT_RATE_LIMIT);
    return this.commands.execute(new SendContactMessageCommand(actor, body.name, body.email, body.message));
  }
}
