import { route } from './route';
import type {
  BusinessNameAnswer,
  ChangeMemberRequest,
  InvitationAnswer,
  InvitationRequest,
  NameBusinessRequest,
  InvitationIdAnswer,
  InviteMemberRequest,
  JoinedTeamAnswer,
  JoinTeamRequest,
  MembershipsAnswer,
  RemoveMemberRequest,
  RevokeInvitationRequest,
  TeamAnswer,
  TeamRequest,
} from './team';

/** The owner's team: invitations, members, and the teams a user belongs to. */
export const TEAM_ROUTES = {
  getTeam: route<TeamRequest, TeamAnswer>('GET', '/team'),
  getMemberships: route<TeamRequest, MembershipsAnswer>('GET', '/team/memberships'),
  getInvitation: route<InvitationRequest, InvitationAnswer>('GET', '/team/invitation'),
  nameBusiness: route<NameBusinessRequest, BusinessNameAnswer>('PUT', '/team/business'),
  inviteMember: route<InviteMemberRequest, InvitationIdAnswer>('POST', '/team/invitations'),
  revokeInvitation: route<RevokeInvitationRequest>('DELETE', '/team/invitations'),
  joinTeam: route<JoinTeamRequest, JoinedTeamAnswer>('POST', '/team/join'),
  changeMember: route<ChangeMemberRequest>('PUT', '/team/members'),
  removeMember: route<RemoveMemberRequest>('DELETE', '/team/members'),
} as const;
