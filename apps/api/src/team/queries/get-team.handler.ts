import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TeamAnswer } from '@rotaledger/contracts';
import type { TeamScope } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { UserDirectory } from '../../accounts';
import { BusinessNames } from '../business-names';
import { TEAM_INVITATIONS, TEAM_MEMBERS, TeamInvitationDocument, TeamMemberDocument } from '../read-models';

/** The scope as the answer lists it (a copy: documents are not handed out). */
const listOf = (scope: TeamScope) => (scope === null ? null : [...scope]);

export class GetTeamQuery extends Query<TeamAnswer> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** The owner's team: members (by name and e-mail) and open invitations. */
@QueryHandler(GetTeamQuery)
export class GetTeamHandler implements IQueryHandler<GetTeamQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly users: UserDirectory,
    private readonly businesses: BusinessNames,
  ) {}

  async execute({ ownerId }: GetTeamQuery): Promise<TeamAnswer> {
    const [members, invitations] = await Promise.all([
      this.readModels.find<TeamMemberDocument>(TEAM_MEMBERS, { ownerId }, { sort: { memberId: 1 } }),
      this.readModels.find<TeamInvitationDocument>(TEAM_INVITATIONS, { ownerId }, { sort: { expiresAt: 1 } }),
    ]);
    const [profiles, businessName] = await Promise.all([this.users.profiles(members.map((m) => m.memberId)), this.businesses.of(ownerId)]);
    return {
      businessName,
      members: members.flatMap(({ memberId, role, workplaceIds }) => {
        const profile = profiles.get(memberId);
        return profile
          ? [
              {
                userId: memberId,
                username: profile.username,
                displayName: profile.displayName,
                email: profile.email,
                role,
                workplaceIds: listOf(workplaceIds),
              },
            ]
          : [];
      }),
      invitations: invitations.map(({ invitationId, email, role, workplaceIds, expiresAt }) => ({
        invitationId,
        email,
        role,
        workplaceIds: listOf(workplaceIds),
        expiresAt,
      })),
    };
  }
}
