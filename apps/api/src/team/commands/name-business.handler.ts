import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkedBusinessName, teamDecider, teamStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class NameBusinessCommand extends Command<{ businessName: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly businessName: unknown,
  ) {
    super();
  }
}

/** The owner names their business: invitations, the join page, members' switcher and staff e-mails show it. */
@CommandHandler(NameBusinessCommand)
export class NameBusinessHandler implements ICommandHandler<NameBusinessCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ actor, businessName }: NameBusinessCommand): Promise<{ businessName: string }> {
    const ownerId = actor.userId;
    // Checked before loading the stream, so a bad name costs no read.
    checkedBusinessName(businessName);
    const { state } = await this.aggregates.execute({
      streamId: teamStream(ownerId),
      decider: teamDecider,
      command: { type: 'NameBusiness', data: { ownerId, businessName } },
      actor,
    });
    return { businessName: state.businessName! };
  }
}
