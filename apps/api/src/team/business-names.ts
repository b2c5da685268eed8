import { Injectable } from '@nestjs/common';
import { businessNameOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { UserDirectory } from '../accounts';
import { TEAM_BUSINESSES, TeamBusinessDocument } from './read-models';

/** What a team is called wherever it is shown (invitations, the join page, memberships, the removed member's message). */
@Injectable()
export class BusinessNames {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly users: UserDirectory,
  ) {}

  async of(ownerId: string): Promise<string> {
    return (await this.ofEach([ownerId])).get(ownerId)!;
  }

  /** By owner id; an owner without a document (no workplace, never named) is "{owner}'s team". */
  async ofEach(ownerIds: readonly string[]): Promise<Map<string, string>> {
    if (ownerIds.length === 0) return new Map();
    const ids = [...new Set(ownerIds)];
    const [businesses, owners] = await Promise.all([
      this.readModels.find<TeamBusinessDocument>(TEAM_BUSINESSES, { id: { $in: ids } }),
      this.users.profiles(ids),
    ]);
    const byOwner = new Map(businesses.map((business) => [business.ownerId, business]));
    return new Map(
      ids.map((ownerId) => {
        const business = byOwner.get(ownerId);
        const owner = owners.get(ownerId);
        return [ownerId, businessNameOf(business?.businessName, business?.firstWorkplaceName, owner?.displayName ?? 'Someone')];
      }),
    );
  }
}
