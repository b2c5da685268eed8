import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertValidUsername, userDecider, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class ChangeUsernameCommand extends Command<{ username: string }> {
  constructor(
    readonly userId: string,
    readonly username: unknown,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeUsernameCommand)
export class ChangeUsernameHandler implements ICommandHandler<ChangeUsernameCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ userId, username, correlationId }: ChangeUsernameCommand): Promise<{ username: string }> {
    // Checked before loading the stream, so a bad name costs no read.
    assertValidUsername(username);
    const { state } = await this.aggregates.execute({
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'ChangeUsername', data: { username } },
      actor: { userId, correlationId },
    });
    return { username: state.username };
  }
}
