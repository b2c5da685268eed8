import type { InvitableRole, TeamScope } from '@rotaledger/domain';

/** The team context's read models. Ids derive from the team stream's ids, so a rebuild yields the same documents. */

/** One per member of a team: what the access check reads on every request. */
export const TEAM_MEMBERS = 'team_members';
export interface TeamMemberDocument {
  /** `${ownerId}:${memberId}` */
  id: string;
  ownerId: string;
  memberId: string;
  role: InvitableRole;
  /** null: every workplace of the team, also future ones. */
  workplaceIds: TeamScope;
  [field: string]: unknown;
}
export const teamMemberId = (ownerId: string, memberId: string) => `${ownerId}:${memberId}`;

/** Open invitations (revoked and used ones are gone; expired ones stay until then, and are answered with their expiry). */
export const TEAM_INVITATIONS = 'team_invitations';
export interface TeamInvitationDocument {
  id: string;
  invitationId: string;
  ownerId: string;
  email: string;
  role: InvitableRole;
  workplaceIds: TeamScope;
  /** SHA-256 (hex) of the link's token: how a join finds its team. */
  tokenHash: string;
  expiresAt: string;
  [field: string]: unknown;
}

// The business names live on the shared read side: staff e-mails (publication) name the business too.
export { TEAM_BUSINESSES, type TeamBusinessDocument } from '../read-side';

/** Who an owner removed from their team, until they join it again: their next action there says so instead of "not found". */
export const TEAM_FORMER_MEMBERS = 'team_former_members';
export interface TeamFormerMemberDocument {
  /** `${ownerId}:${memberId}` */
  id: string;
  ownerId: string;
  memberId: string;
  [field: string]: unknown;
}
