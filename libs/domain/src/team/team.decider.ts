import { emailProblem, normaliseEmail } from '../accounts/email-rules';
import { type CommandOf, type Decider, unhandledCommand } from '../shared/decider';
import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { INVITABLE_ROLES, InvitableRole, TeamScope } from './permissions';
import type { TeamEvent } from './team.events';

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 7;
/** A team holds at most this many members, and this many open invitations. */
export const MAX_TEAM_MEMBERS = 20;
export const MAX_OPEN_INVITATIONS = 20;
export const BUSINESS_NAME_MAX_LENGTH = 60;

export const TEAM_MESSAGES = {
  alreadyMember: 'That person is already in your team.',
  wrongEmail: 'This invitation was sent to another e-mail address.',
  invitationInvalid: 'This invitation is no longer valid.',
  invitationNotFound: 'Invitation not found.',
  memberNotFound: 'Member not found.',
  badRole: 'Choose a role: manager or auditor.',
  noWorkplaces: 'Choose at least one workplace, or every workplace.',
  notYourWorkplace: 'Choose workplaces of your own team.',
  tooManyMembers: `A team can have up to ${MAX_TEAM_MEMBERS} members.`,
  tooManyInvitations: `You can have up to ${MAX_OPEN_INVITATIONS} open invitations.`,
  ownTeam: 'You are the owner of this team.',
  businessNameEmpty: "Please enter your business's name.",
  businessNameLength: `A business name can be up to ${BUSINESS_NAME_MAX_LENGTH} characters.`,
  businessNameUnsafe: unsafeDisplayTextMessage('A business name'),
} as const;

const NO_LONGER_MEMBER = 'You are no longer a member of ';
/** What a removed member's next action in that team answers. */
export const noLongerMemberMessage = (businessName: string) => `${NO_LONGER_MEMBER}${businessName}.`;
/** True for that answer (the browser then takes the person back to their own account). */
export const isNoLongerMemberMessage = (message: unknown): message is string =>
  typeof message === 'string' && message.startsWith(NO_LONGER_MEMBER);

/**
 * The business's name as everyone sees it: the one the owner set, else the first workplace's
 * name, else (no workplace yet) "{owner}'s team".
 */
export function businessNameOf(named: string | null | undefined, firstWorkplaceName: string | null | undefined, ownerName: string): string {
  return named ?? firstWorkplaceName ?? `${ownerName}'s team`;
}

export interface TeamInvitation {
  invitationId: string;
  email: string;
  role: InvitableRole;
  workplaceIds: TeamScope;
  tokenHash: string;
  expiresAt: string;
}

export interface TeamMember {
  memberId: string;
  role: InvitableRole;
  workplaceIds: TeamScope;
}

export interface TeamState {
  /** Open invitations by id (revoked and used ones are gone). */
  invitations: ReadonlyMap<string, TeamInvitation>;
  members: ReadonlyMap<string, TeamMember>;
  /** null: never named. */
  businessName: string | null;
}

interface Scoped {
  role: unknown;
  /** Absent or null: every workplace. */
  workplaceIds?: readonly string[] | null;
  /** The owner's live workplaces now, to check the chosen ones against. */
  ownerWorkplaceIds: readonly string[];
}

export type TeamCommand =
  | {
      type: 'InviteMember';
      data: Scoped & {
        ownerId: string;
        invitationId: string;
        email: unknown;
        tokenHash: string;
        now: string;
        /** The user id the e-mail belongs to, if it has an account: the owner or a member cannot be invited. */
        existingUserId: string | null;
      };
    }
  | { type: 'RevokeInvitation'; data: { ownerId: string; invitationId: string } }
  | {
      type: 'JoinTeam';
      data: { ownerId: string; tokenHash: string; memberId: string; memberEmail: string; now: string };
    }
  | { type: 'ChangeMember'; data: Scoped & { ownerId: string; memberId: string } }
  | { type: 'RemoveMember'; data: { ownerId: string; memberId: string; by: 'owner' | 'member' } }
  | { type: 'NameBusiness'; data: { ownerId: string; businessName: unknown } };

function initialState(): TeamState {
  return { invitations: new Map(), members: new Map(), businessName: null };
}

function evolve(state: TeamState, event: TeamEvent): TeamState {
  const invitations = new Map(state.invitations);
  const members = new Map(state.members);
  switch (event.type) {
    case 'MemberInvited': {
      const { invitationId, email, role, workplaceIds, tokenHash, expiresAt } = event.data;
      invitations.set(invitationId, { invitationId, email, role, workplaceIds, tokenHash, expiresAt });
      break;
    }
    case 'InvitationRevoked':
      invitations.delete(event.data.invitationId);
      break;
    case 'MemberJoined': {
      const { invitationId, memberId, role, workplaceIds } = event.data;
      invitations.delete(invitationId);
      members.set(memberId, { memberId, role, workplaceIds });
      break;
    }
    case 'MemberChanged': {
      const { memberId, role, workplaceIds } = event.data;
      members.set(memberId, { memberId, role, workplaceIds });
      break;
    }
    case 'MemberRemoved':
      members.delete(event.data.memberId);
      break;
    case 'BusinessNamed':
      return { ...state, businessName: event.data.businessName };
  }
  return { ...state, invitations, members };
}

/** The role and scope of an invitation or a change, checked against the owner's workplaces. */
export function checkedScope({ role, workplaceIds, ownerWorkplaceIds }: Scoped): { role: InvitableRole; workplaceIds: TeamScope } {
  if (typeof role !== 'string' || !(INVITABLE_ROLES as readonly string[]).includes(role)) throw invalid(TEAM_MESSAGES.badRole);
  if (workplaceIds === undefined || workplaceIds === null) return { role: role as InvitableRole, workplaceIds: null };
  if (workplaceIds.length === 0) throw invalid(TEAM_MESSAGES.noWorkplaces);
  const unique = [...new Set(workplaceIds)];
  if (unique.some((id) => !ownerWorkplaceIds.includes(id))) throw invalid(TEAM_MESSAGES.notYourWorkplace);
  return { role: role as InvitableRole, workplaceIds: unique.sort() };
}

/** The tidied name (ends trimmed, runs of spaces made one), or a validation error. */
export function checkedBusinessName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalid(TEAM_MESSAGES.businessNameEmpty);
  if (hasUnsafeDisplayCharacters(raw)) throw invalid(TEAM_MESSAGES.businessNameUnsafe);
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length > BUSINESS_NAME_MAX_LENGTH) throw invalid(TEAM_MESSAGES.businessNameLength);
  return name;
}

export function invitationExpiry(now: string): string {
  return new Date(Date.parse(now) + INVITATION_VALID_DAYS * 86_400_000).toISOString();
}

type Command<Type extends TeamCommand['type']> = CommandOf<TeamCommand, Type>;

function decideInviteMember({ data }: Command<'InviteMember'>, state: TeamState): TeamEvent[] {
  const { ownerId, invitationId, tokenHash, now, existingUserId } = data;
  const problem = emailProblem(data.email);
  if (problem) throw invalid(problem);
  const email = normaliseEmail(data.email as string);
  const scope = checkedScope(data);
  if (existingUserId !== null && (existingUserId === ownerId || state.members.has(existingUserId))) {
    throw conflict(TEAM_MESSAGES.alreadyMember);
  }
  // Inviting the same address again replaces its open invitation: the old link dies.
  const replaced = [...state.invitations.values()].filter((invitation) => invitation.email === email);
  if (state.invitations.size - replaced.length >= MAX_OPEN_INVITATIONS) throw conflict(TEAM_MESSAGES.tooManyInvitations);
  if (state.members.size >= MAX_TEAM_MEMBERS) throw conflict(TEAM_MESSAGES.tooManyMembers);
  return [
    ...replaced.map((invitation): TeamEvent => ({
      type: 'InvitationRevoked',
      data: { ownerId, invitationId: invitation.invitationId },
    })),
    { type: 'MemberInvited', data: { ownerId, invitationId, email, ...scope, tokenHash, expiresAt: invitationExpiry(now) } },
  ];
}

function decideRevokeInvitation({ data }: Command<'RevokeInvitation'>, state: TeamState): TeamEvent[] {
  const { ownerId, invitationId } = data;
  if (!state.invitations.has(invitationId)) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return [{ type: 'InvitationRevoked', data: { ownerId, invitationId } }];
}

function decideJoinTeam({ data }: Command<'JoinTeam'>, state: TeamState): TeamEvent[] {
  const { ownerId, tokenHash, memberId, memberEmail, now } = data;
  const invitation = [...state.invitations.values()].find((candidate) => candidate.tokenHash === tokenHash);
  if (!invitation || Date.parse(invitation.expiresAt) <= Date.parse(now)) throw notFound(TEAM_MESSAGES.invitationInvalid);
  if (normaliseEmail(memberEmail) !== invitation.email) throw forbidden(TEAM_MESSAGES.wrongEmail);
  if (memberId === ownerId) throw conflict(TEAM_MESSAGES.ownTeam);
  if (state.members.has(memberId)) throw conflict(TEAM_MESSAGES.alreadyMember);
  if (state.members.size >= MAX_TEAM_MEMBERS) throw conflict(TEAM_MESSAGES.tooManyMembers);
  const { invitationId, role, workplaceIds } = invitation;
  return [{ type: 'MemberJoined', data: { ownerId, invitationId, memberId, role, workplaceIds } }];
}

function decideChangeMember({ data }: Command<'ChangeMember'>, state: TeamState): TeamEvent[] {
  const { ownerId, memberId } = data;
  if (!state.members.has(memberId)) throw notFound(TEAM_MESSAGES.memberNotFound);
  return [{ type: 'MemberChanged', data: { ownerId, memberId, ...checkedScope(data) } }];
}

function decideRemoveMember({ data }: Command<'RemoveMember'>, state: TeamState): TeamEvent[] {
  const { ownerId, memberId, by } = data;
  if (!state.members.has(memberId)) throw notFound(TEAM_MESSAGES.memberNotFound);
  return [{ type: 'MemberRemoved', data: { ownerId, memberId, by } }];
}

function decideNameBusiness({ data }: Command<'NameBusiness'>, state: TeamState): TeamEvent[] {
  const { ownerId } = data;
  const businessName = checkedBusinessName(data.businessName);
  return businessName === state.businessName ? [] : [{ type: 'BusinessNamed', data: { ownerId, businessName } }];
}

function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  const { type } = command;
  switch (type) {
    case 'InviteMember':
      return decideInviteMember(command, state);
    case 'RevokeInvitation':
      return decideRevokeInvitation(command, state);
    case 'JoinTeam':
      return decideJoinTeam(command, state);
    case 'ChangeMember':
      return decideChangeMember(command, state);
    case 'RemoveMember':
      return decideRemoveMember(command, state);
    case 'NameBusiness':
      return decideNameBusiness(command, state);
    default:
      return unhandledCommand(type);
  }
}

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = { initialState, evolve, decide };
