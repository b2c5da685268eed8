import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MemberInvited, teamDecider, teamStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Mailer, UserDirectory } from '../../accounts';
import type { SignedInActor } from '../../common/auth/auth-user';
import { RateLimit, RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { newEntityId, newSecretToken } from '../../infrastructure/idempotency-scope';
import type { WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_WORKPLACES } from '../../rota';
import { BusinessNames } from '../business-names';
import { invitationLink, invitationMail } from '../team-mail';

/** Invitations send e-mail: an account sends at most this many an hour. */
export const INVITATIONS_PER_HOUR: RateLimit = {
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: 'Too many invitations. Please try again in an hour.',
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class InviteMemberCommand extends Command<{ invitationId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly email: unknown,
    readonly role: unknown,
    readonly workplaceIds: readonly string[] | null,
  ) {
    super();
  }
}

/**
 * The owner invites an e-mail address: a 256-bit single-use token (only its SHA-256 is kept),
 * valid 7 days, sent as `{PUBLIC_URL}/join/{token}` (the origin from configuration, never from
 * the request). Inviting the same address again replaces the open invitation (the decider's rule).
 * A retry that resolves an earlier attempt answers and e-mails what that attempt stored.
 */
@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  private readonly logger = new Logger('TeamInvitations');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly users: UserDirectory,
    private readonly businesses: BusinessNames,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, email, role, workplaceIds }: InviteMemberCommand): Promise<{ invitationId: string }> {
    const ownerId = actor.userId;
    this.limiter.consume(`team-invite:${ownerId}`, INVITATIONS_PER_HOUR);
    const [workplaces, existingUserId, profiles] = await Promise.all([
      this.readModels.find<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, { ownerId, deleted: false }),
      typeof email === 'string' ? this.users.userIdOfEmail(email) : null,
      this.users.profiles([ownerId]),
    ]);
    // With an Idempotency-Key both derive from it: a retry that resolves an earlier attempt's
    // decision e-mails the token whose hash was stored (a working link) and answers the stored id.
    const token = newSecretToken(actor, this.config.jwtSecret, 32);
    const invitationId = newEntityId(actor);
    const { newEvents } = await this.aggregates.execute({
      streamId: teamStream(ownerId),
      decider: teamDecider,
      command: {
        type: 'InviteMember',
        data: {
          ownerId,
          invitationId,
          email,
          role,
          workplaceIds,
          ownerWorkplaceIds: workplaces.map((w) => w.workplaceId),
          tokenHash: sha256(token),
          now: this.clock.now().toISOString(),
          existingUserId,
        },
      },
      actor,
    });
    const invited = newEvents.find((event): event is MemberInvited => event.type === 'MemberInvited')!;
    // A retry whose token is not the stored one (the server secret changed since the first
    // attempt) would mail a dead link: none is sent; inviting the address again sends a new one.
    if (sha256(token) !== invited.data.tokenHash) {
      this.logger.warn(
        `Invitation ${invited.data.invitationId}: its retry cannot derive the stored link (the server secret changed); no e-mail sent`,
      );
      return { invitationId: invited.data.invitationId };
    }
    const ownerName = profiles.get(ownerId)?.displayName ?? 'Someone';
    try {
      const link = invitationLink(this.config.publicUrl, token);
      const businessName = await this.businesses.of(ownerId);
      await this.mailer.send(invitationMail(invited.data.email, ownerName, businessName, invited.data.role, link));
    } catch (error) {
      // The invitation stands; inviting the address again sends a new link.
      this.logger.error(`Could not send the invitation e-mail: ${(error as Error).message}`);
    }
    return { invitationId: invited.data.invitationId };
  }
}
