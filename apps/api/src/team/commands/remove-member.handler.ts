import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { invalid, notFound, TEAM_MESSAGES, teamDecider, teamStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { TEAM_MEMBERS, TeamMemberDocument } from '../read-models';

export const SAY_WHICH_TEAM = 'Say which team to leave: ownerId.';

export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly memberId: string,
    /** When leaving: the team's owner; absent: the only team the caller is in. */
    readonly ownerId: string | undefined,
  ) {
    super();
  }
}

/**
 * `memberId` another user: the owner removes them from their own team. `memberId` the caller:
 * they leave a team (`ownerId`, or the only one they are in). Either takes effect on the
 * member's next request.
 */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, memberId, ownerId }: RemoveMemberCommand): Promise<void> {
    const leaving = memberId === actor.userId;
    const teamOwner = leaving ? await this.teamToLeave(actor.userId, ownerId) : actor.userId;
    if (!leaving && ownerId !== undefined && ownerId !== actor.userId) throw notFound(TEAM_MESSAGES.memberNotFound);
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the member's very next request, from any replica, is refused.
      waitForReadModels: true,
      streamId: teamStream(teamOwner),
      decider: teamDecider,
      command: { type: 'RemoveMember', data: { ownerId: teamOwner, memberId, by: leaving ? 'member' : 'owner' } },
      // The team stream is the owner's data, also when a member leaves it.
      actor: { ...actor, ownerId: teamOwner },
    });
  }

  private async teamToLeave(userId: string, ownerId: string | undefined): Promise<string> {
    if (ownerId !== undefined) return ownerId;
    const memberships = await this.readModels.find<TeamMemberDocument>(TEAM_MEMBERS, { memberId: userId });
    if (memberships.length > 1) throw invalid(SAY_WHICH_TEAM);
    if (memberships.length === 0) throw notFound(TEAM_MESSAGES.memberNotFound);
    return memberships[0].ownerId;
  }
}
