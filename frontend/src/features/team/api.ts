import type {
  BusinessNameAnswer,
  ChangeMemberRequest,
  InvitationAnswer,
  NameBusinessRequest,
  InvitationIdAnswer,
  InviteMemberRequest,
  JoinedTeamAnswer,
  JoinTeamRequest,
  MembershipsAnswer,
  RemoveMemberRequest,
  RevokeInvitationRequest,
  TeamAnswer,
} from '@rotaledger/contracts';
import { TEAM_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

// Joining or leaving a team changes which workplaces and employees the caller sees.
const WHAT_A_MEMBERSHIP_SHOWS = [
  { type: 'Membership' as const, id: 'LIST' },
  { type: 'Workplace' as const, id: 'LIST' },
  { type: 'Employee' as const, id: 'LIST' },
];

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamAnswer, string>({
      query: (userId) => callTo(TEAM_ROUTES.getTeam, { userId }),
      providesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    getMemberships: build.query<MembershipsAnswer, string>({
      query: (userId) => callTo(TEAM_ROUTES.getMemberships, { userId }),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    /** The join page's preview of an invitation (public). */
    getInvitation: build.query<InvitationAnswer, string>({
      query: (token) => callTo(TEAM_ROUTES.getInvitation, { token }),
    }),
    nameBusiness: build.mutation<BusinessNameAnswer, NameBusinessRequest>({
      query: (body) => callTo(TEAM_ROUTES.nameBusiness, body),
      // Members' switchers and the Team page show it.
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    inviteMember: build.mutation<InvitationIdAnswer, InviteMemberRequest>({
      query: (body) => callTo(TEAM_ROUTES.inviteMember, body),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    revokeInvitation: build.mutation<void, RevokeInvitationRequest>({
      query: (body) => callTo(TEAM_ROUTES.revokeInvitation, body),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    changeMember: build.mutation<void, ChangeMemberRequest>({
      query: (body) => callTo(TEAM_ROUTES.changeMember, body),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    removeMember: build.mutation<void, RemoveMemberRequest>({
      query: (body) => callTo(TEAM_ROUTES.removeMember, body),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }, ...WHAT_A_MEMBERSHIP_SHOWS],
    }),
    joinTeam: build.mutation<JoinedTeamAnswer, JoinTeamRequest>({
      query: (body) => callTo(TEAM_ROUTES.joinTeam, body),
      invalidatesTags: WHAT_A_MEMBERSHIP_SHOWS,
    }),
  }),
});

export const {
  useGetTeamQuery,
  useGetMembershipsQuery,
  useGetInvitationQuery,
  useNameBusinessMutation,
  useInviteMemberMutation,
  useRevokeInvitationMutation,
  useChangeMemberMutation,
  useRemoveMemberMutation,
  useJoinTeamMutation,
} = teamApi;
