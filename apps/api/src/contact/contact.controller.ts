import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CurrentActor, Public } from '../common/auth/auth-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { clientIpOf } from '../common/http/client-ip';
import { bodyObject } from '../common/http/request-parsers';
import { SendContactMessageCommand } from './commands/send-contact-message.handler';
import { RateLimiter } from '../common/http/rate-limiter';
import { CONTACT_RATE_LIMIT } from './contact-rate-limit';

@Controller('contact')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** Public; a signed-in sender is recorded as the event's user. Every attempt counts towards the limit. */
  @Public()
  @Post()
  send(@Body() raw: unknown, @Req() request: Request, @CurrentActor() actor: Actor) {
    this.rateLimit.consume(`contact:${clientIpOf(request)}`, CONTACT_RATE_LIMIT);
    const body = bodyObject(raw);
    return this.commands.execute(new SendContactMessageCommand(actor, body.name, body.email, body.message));
  }
}
