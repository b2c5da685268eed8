import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SendContactMessageHandler } from './commands/send-contact-message.handler';
import { ContactController } from './contact.controller';

/** The contact bounded context: messages from the contact form, kept as events. */
@Module({
  imports: [CqrsModule],
  controllers: [ContactController],
  providers: [SendContactMessageHandler],
})
export class ContactModule {}
