import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { MembershipsAnswer } from '@rotaledger/contracts';
import type { TeamScope } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { UserDirectory } from '../../accounts';
import { BusinessNames } from '../business-names';
import { TEAM_MEMBERS, TeamMemberDocument } from '../read-models';

/** The scope as the answer lists it (a copy: documents are not handed out). */
const listOf = (scope: TeamScope) => (scope === null ? null : [...scope]);

export class GetMembershipsQuery extends Query<MembershipsAnswer> {
  constructor(readonly memberId: string) {
    super();
  }
}

/** The teams the caller belongs to, with their owner's name. */
@QueryHandler(GetMembershipsQuery)
export class GetMembershipsHandler implements IQueryHandler<GetMembershipsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly users: UserDirectory,
    private readonly businesses: BusinessNames,
  ) {}

  async execute({ memberId }: GetMembershipsQuery): Promise<MembershipsAnswer> {
    const memberships = await this.readModels.find<TeamMemberDocument>(TEAM_MEMBERS, { memberId }, { sort: { ownerId: 1 } });
    const ownerIds = memberships.map((m) => m.ownerId);
    const [owners, businesses] = await Promise.all([this.users.profiles(ownerIds), this.businesses.ofEach(ownerIds)]);
    return memberships.flatMap(({ ownerId, role, workplaceIds }) => {
      const owner = owners.get(ownerId);
      const businessName = businesses.get(ownerId)!;
      return owner
        ? [
            {
              ownerId,
              ownerUsername: owner.username,
              ownerDisplayName: owner.displayName,
              businessName,
              role,
              workplaceIds: listOf(workplaceIds),
            },
          ]
        : [];
    });
  }
}
