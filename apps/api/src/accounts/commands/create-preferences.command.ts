import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class CreatePreferencesCommand extends Command<{ created: boolean }> {
  constructor(
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** Idempotent: sign-up already creates the preferences; this only fills a gap. */
@CommandHandler(CreatePreferencesCommand)
export class CreatePreferencesHandler implements ICommandHandler<CreatePreferencesCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, correlationId }: CreatePreferencesCommand): Promise<{ created: boolean }> {
    const { newEvents } = await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the controller answers from the preferences read model.
      waitForReadModels: true,
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'CreatePreferences', data: {} },
      actor: { userId, correlationId },
    });
    return { created: newEvents.length > 0 };
  }
}
