import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parsePreferenceChanges, userDecider, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class ChangePreferencesCommand extends Command<void> {
  constructor(
    readonly userId: string,
    /** The request's fields other than userId, not yet validated. */
    readonly changes: Record<string, unknown>,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangePreferencesCommand)
export class ChangePreferencesHandler implements ICommandHandler<ChangePreferencesCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, changes, correlationId }: ChangePreferencesCommand): Promise<void> {
    // Checked before loading the stream, so bad input costs no read.
    parsePreferenceChanges(changes);
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the controller answers from the preferences read model.
      waitForReadModels: true,
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'ChangePreferences', data: { changes } },
      actor: { userId, correlationId },
    });
  }
}
