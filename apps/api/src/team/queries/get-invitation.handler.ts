import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InvitationAnswer } from '@rotaledger/contracts';
import { notFound, TEAM_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { UserDirectory } from '../../accounts';
import { Clock } from '../../infrastructure/clock';
import { BusinessNames } from '../business-names';
import { sha256 } from '../commands/invite-member.handler';
import { TEAM_INVITATIONS, TeamInvitationDocument } from '../read-models';

export class GetInvitationQuery extends Query<InvitationAnswer> {
  constructor(readonly token: string) {
    super();
  }
}

/**
 * What the join page shows before anyone signs in: whose business, which role, and the address
 * it was sent to (to fill the sign-up form). The link's holder already has all of it in the e-mail.
 */
@QueryHandler(GetInvitationQuery)
export class GetInvitationHandler implements IQueryHandler<GetInvitationQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly users: UserDirectory,
    private readonly businesses: BusinessNames,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetInvitationQuery): Promise<InvitationAnswer> {
    const [invitation] = await this.readModels.find<TeamInvitationDocument>(TEAM_INVITATIONS, { tokenHash: sha256(token) });
    if (!invitation || Date.parse(invitation.expiresAt) <= this.clock.now().getTime()) throw notFound(TEAM_MESSAGES.invitationInvalid);
    const { ownerId, email, role, expiresAt } = invitation;
    const [owners, businessName] = await Promise.all([this.users.profiles([ownerId]), this.businesses.of(ownerId)]);
    return { email, role, expiresAt, businessName, ownerDisplayName: owners.get(ownerId)?.displayName ?? businessName };
  }
}
