import type { DomainEvent } from '../shared/decider';
import type { InvitableRole, TeamScope } from './permissions';

/** The stream of an owner's team: invitations and memberships. */
export const teamStream = (ownerId: string) => `team-${ownerId}`;

export type MemberInvited = DomainEvent<
  'MemberInvited',
  {
    ownerId: string;
    invitationId: string;
    /** Normalised; the address the invitation was sent to and the only one that may join with it. */
    email: string;
    role: InvitableRole;
    /** null: every workplace of the team, also future ones. */
    workplaceIds: TeamScope;
    /** SHA-256 of the link's token (hex): the token itself is never stored. */
    tokenHash: string;
    expiresAt: string;
  }
>;
/** The owner revoked it, or invited the same address again (which replaces it). */
export type InvitationRevoked = DomainEvent<'InvitationRevoked', { ownerId: string; invitationId: string }>;
export type MemberJoined = DomainEvent<
  'MemberJoined',
  { ownerId: string; invitationId: string; memberId: string; role: InvitableRole; workplaceIds: TeamScope }
>;
export type MemberChanged = DomainEvent<
  'MemberChanged',
  { ownerId: string; memberId: string; role: InvitableRole; workplaceIds: TeamScope }
>;
/** `by`: the owner removed the member, or the member left. */
export type MemberRemoved = DomainEvent<'MemberRemoved', { ownerId: string; memberId: string; by: 'owner' | 'member' }>;

/** The owner named their business (shown to members, invitees and staff); before it, the first workplace's name stands for it. */
export type BusinessNamed = DomainEvent<'BusinessNamed', { ownerId: string; businessName: string }>;

export type TeamEvent = MemberInvited | InvitationRevoked | MemberJoined | MemberChanged | MemberRemoved | BusinessNamed;
