import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream, FEED_TOKEN_MIN_BYTES } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';

/** 256 random bits, base64url: the token is the only key to a public page and feed. */
export const newFeedToken = () => randomBytes(FEED_TOKEN_MIN_BYTES).toString('base64url');

export class IssueFeedLinkCommand extends Command<{ token: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
  ) {
    super();
  }
}

/** Issues the employee's personal link; a live one is replaced (its token then answers 404). */
@CommandHandler(IssueFeedLinkCommand)
export class IssueFeedLinkHandler implements ICommandHandler<IssueFeedLinkCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ actor, employeeId }: IssueFeedLinkCommand): Promise<{ token: string }> {
    const token = newFeedToken();
    const { newEvents } = await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the replaced link answers 404 to everyone once this answers.
      waitForReadModels: true,
      streamId: employeeStream(employeeId),
      decider: employeeDecider,
      command: { type: 'IssueFeedLink', data: { employeeId, token } },
      actor,
    });
    // A retry that resolves an earlier attempt's decision gets that attempt's events: the stored token.
    const issued = newEvents.find((event) => event.type === 'EmployeeFeedLinkIssued');
    return { token: issued?.type === 'EmployeeFeedLinkIssued' ? issued.data.token : token };
  }
}
