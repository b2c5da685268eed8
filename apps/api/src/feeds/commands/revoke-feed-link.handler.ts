import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class RevokeFeedLinkCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
  ) {
    super();
  }
}

/** Revokes the employee's personal link (nothing to do without one): the page and the feed answer 404. */
@CommandHandler(RevokeFeedLinkCommand)
export class RevokeFeedLinkHandler implements ICommandHandler<RevokeFeedLinkCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ actor, employeeId }: RevokeFeedLinkCommand): Promise<void> {
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the old link answers 404 to everyone once this answers.
      waitForReadModels: true,
      streamId: employeeStream(employeeId),
      decider: employeeDecider,
      command: { type: 'RevokeFeedLink', data: { employeeId } },
      actor,
    });
  }
}
