import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvitableRole, MemberJoined, notFound, TEAM_MESSAGES, teamDecider, teamStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Actor } from '../../infrastructure/aggregate-store';
import { RateLimit, RateLimiter } from '../../common/http/rate-limiter';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { TEAM_INVITATIONS, TeamInvitationDocument } from '../read-models';
import { sha256 } from './invite-member.handler';

/** Tokens are 256-bit (not guessable), but a signed-in account trying links in bulk is slowed all the same. */
export const JOINS_PER_QUARTER_HOUR: RateLimit = {
  limit: 20,
  windowMs: 15 * 60 * 1000,
  message: 'Too many attempts. Please try again in 15 minutes.',
};

export class JoinTeamCommand extends Command<{ ownerId: string; role: InvitableRole }> {
  constructor(
    readonly user: AuthUser,
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}

/** The signed-in user joins the team whose invitation link they hold, if it was sent to their e-mail. */
@CommandHandler(JoinTeamCommand)
export class JoinTeamHandler implements ICommandHandler<JoinTeamCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ user, actor, token }: JoinTeamCommand) {
    this.limiter.consume(`team-join:${user.userId}`, JOINS_PER_QUARTER_HOUR);
    const tokenHash = sha256(token);
    const [invitation] = await this.readModels.find<TeamInvitationDocument>(TEAM_INVITATIONS, { tokenHash });
    if (!invitation) throw notFound(TEAM_MESSAGES.invitationInvalid);
    const { ownerId } = invitation;
    const { newEvents } = await this.aggregates.execute({
      streamId: teamStream(ownerId),
      decider: teamDecider,
      command: {
        type: 'JoinTeam',
        data: { ownerId, tokenHash, memberId: user.userId, memberEmail: user.email, now: this.clock.now().toISOString() },
      },
      // The team stream is the owner's data, though the member writes to it.
      actor: { ...actor, userId: user.userId, ownerId },
    });
    const joined = newEvents.find((event): event is MemberJoined => event.type === 'MemberJoined')!;
    return { ownerId, role: joined.data.role };
  }
}
