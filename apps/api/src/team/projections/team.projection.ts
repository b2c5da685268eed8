import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { TEAM_INVITATIONS, TEAM_MEMBERS, TeamInvitationDocument, TeamMemberDocument, teamMemberId } from '../read-models';

/**
 * Teams' members and open invitations. An owner's account deletion purges their whole team
 * (members lose access); a member's ends their memberships.
 */
export const teamProjection = defineDomainProjection({
  name: 'team',
  collections: [TEAM_MEMBERS, TEAM_INVITATIONS],
  indexes: [
    { collection: TEAM_MEMBERS, fields: ['memberId'] },
    { collection: TEAM_MEMBERS, fields: ['ownerId'] },
    { collection: TEAM_INVITATIONS, fields: ['tokenHash'] },
    { collection: TEAM_INVITATIONS, fields: ['ownerId'] },
  ],
  eventTypes: ['MemberInvited', 'InvitationRevoked', 'MemberJoined', 'MemberChanged', 'MemberRemoved', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'MemberInvited': {
        const { invitationId, ownerId, email, role, workplaceIds, tokenHash, expiresAt } = event.data;
        batch.put(TEAM_INVITATIONS, {
          id: invitationId,
          invitationId,
          ownerId,
          email,
          role,
          workplaceIds,
          tokenHash,
          expiresAt,
        } satisfies TeamInvitationDocument);
        return;
      }
      case 'InvitationRevoked':
        batch.delete(TEAM_INVITATIONS, event.data.invitationId);
        return;
      case 'MemberJoined':
      case 'MemberChanged': {
        const { ownerId, memberId, role, workplaceIds } = event.data;
        if (event.type === 'MemberJoined') batch.delete(TEAM_INVITATIONS, event.data.invitationId);
        batch.put(TEAM_MEMBERS, {
          id: teamMemberId(ownerId, memberId),
          ownerId,
          memberId,
          role,
          workplaceIds,
        } satisfies TeamMemberDocument);
        return;
      }
      case 'MemberRemoved':
        batch.delete(TEAM_MEMBERS, teamMemberId(event.data.ownerId, event.data.memberId));
        return;
      case 'AccountDeleted':
      case 'AccountDeletionCompleted': {
        const { userId } = event.data;
        await batch.deleteWhere(TEAM_MEMBERS, { ownerId: userId });
        await batch.deleteWhere(TEAM_MEMBERS, { memberId: userId });
        await batch.deleteWhere(TEAM_INVITATIONS, { ownerId: userId });
        return;
      }
      case 'AccountStreamsDeleted':
        // A step between the two above: the team's documents went with AccountDeleted.
        return;
    }
  },
});
