import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { TEAM_FORMER_MEMBERS, TeamFormerMemberDocument, teamMemberId } from '../read-models';

/** Members their owner removed (not those who left), so the access check can tell them why. */
export const teamFormerMembersProjection = defineDomainProjection({
  name: 'team-former-members',
  collections: [TEAM_FORMER_MEMBERS],
  indexes: [
    { collection: TEAM_FORMER_MEMBERS, fields: ['ownerId'] },
    { collection: TEAM_FORMER_MEMBERS, fields: ['memberId'] },
  ],
  eventTypes: ['MemberRemoved', 'MemberJoined', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'MemberRemoved': {
        const { ownerId, memberId, by } = event.data;
        if (by === 'owner') {
          batch.put(TEAM_FORMER_MEMBERS, { id: teamMemberId(ownerId, memberId), ownerId, memberId } satisfies TeamFormerMemberDocument);
        }
        return;
      }
      case 'MemberJoined':
        batch.delete(TEAM_FORMER_MEMBERS, teamMemberId(event.data.ownerId, event.data.memberId));
        return;
      // Every step purges: AccountStreamsDeleted is the one the deletion waits for, and it follows
      // anything a request in flight wrote after AccountDeleted.
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(TEAM_FORMER_MEMBERS, { ownerId: event.data.userId });
        await batch.deleteWhere(TEAM_FORMER_MEMBERS, { memberId: event.data.userId });
        return;
    }
  },
});
