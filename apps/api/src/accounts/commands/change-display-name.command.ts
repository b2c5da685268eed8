import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertValidDisplayName, userDecider, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class ChangeDisplayNameCommand extends Command<{ displayName: string }> {
  constructor(
    readonly userId: string,
    readonly displayName: unknown,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** The name others in a team see (Settings). */
@CommandHandler(ChangeDisplayNameCommand)
export class ChangeDisplayNameHandler implements ICommandHandler<ChangeDisplayNameCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, displayName, correlationId }: ChangeDisplayNameCommand): Promise<{ displayName: string }> {
    // Checked before loading the stream, so a bad name costs no read.
    assertValidDisplayName(displayName);
    const { state } = await this.aggregates.execute({
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'ChangeDisplayName', data: { displayName } },
      actor: { userId, correlationId },
    });
    return { displayName: state.displayName ?? state.username };
  }
}
