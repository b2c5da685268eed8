import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { contactDecider, contactStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';

export class SendContactMessageCommand extends Command<{ ok: true }> {
  constructor(
    /** userId is the signed-in sender, or null. */
    readonly actor: Actor,
    readonly name: unknown,
    readonly email: unknown,
    readonly message: unknown,
  ) {
    super();
  }
}

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, name, email, message }: SendContactMessageCommand) {
    const messageId = randomUUID();
    await this.aggregates.execute({
      streamId: contactStream(messageId),
      decider: contactDecider,
      command: { type: 'SendContactMessage', data: { messageId, name, email, message, timestamp: this.clock.now().toISOString() } },
      actor,
    });
    return { ok: true } as const;
  }
}
