import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { teamDecider, teamStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class RevokeInvitationCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly invitationId: string,
  ) {
    super();
  }
}

/** The owner revokes an open invitation of their team: its link dies. */
@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ actor, invitationId }: RevokeInvitationCommand): Promise<void> {
    const ownerId = actor.userId;
    await this.aggregates.execute({
      streamId: teamStream(ownerId),
      decider: teamDecider,
      command: { type: 'RevokeInvitation', data: { ownerId, invitationId } },
      actor,
    });
  }
}
