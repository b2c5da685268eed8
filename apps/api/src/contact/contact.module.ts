import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SendContactMessageHandler } from './commands/send-contact-message.handler';
import { ContactController } from './contact.controller';
import { ContactRateLimit } from './contact-rate-limit';

/** The contact bounded context: messages from the contact form, kept as events. */
@Module({
  imports: [CqrsModule],
  controllers: [ContactController],
  providers: [SendContactMessageHandler, ContactRateLimit],
})
export class ContactModule {}
