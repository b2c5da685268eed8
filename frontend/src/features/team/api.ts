import type {
  ChangeMemberRequest,
  InvitationIdAnswer,
  InviteMemberRequest,
  JoinedTeamAnswer,
  JoinTeamRequest,
  MembershipsAnswer,
  RemoveMemberRequest,
  RevokeInvitationRequest,
  TeamAnswer,
  TeamRequest,
} from '@rotaledger/contracts';
import { api } from '../../app/api';

// Joining or leaving a team changes which workplaces and employees the caller sees.
const WHAT_A_MEMBERSHIP_SHOWS = [
  { type: 'Membership' as const, id: 'LIST' },
  { type: 'Workplace' as const, id: 'LIST' },
  { type: 'Employee' as const, id: 'LIST' },
];

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamAnswer, string>({
      query: (userId) => ({ url: '/team', params: { userId } satisfies TeamRequest }),
      providesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    getMemberships: build.query<MembershipsAnswer, string>({
      query: (userId) => ({ url: '/team/memberships', params: { userId } satisfies TeamRequest }),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    inviteMember: build.mutation<InvitationIdAnswer, InviteMemberRequest>({
      query: (body) => ({ url: '/team/invitations', method: 'POST', body }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    revokeInvitation: build.mutation<void, RevokeInvitationRequest>({
      query: (body) => ({ url: '/team/invitations', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    changeMember: build.mutation<void, ChangeMemberRequest>({
      query: (body) => ({ url: '/team/members', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    removeMember: build.mutation<void, RemoveMemberRequest>({
      query: (body) => ({ url: '/team/members', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }, ...WHAT_A_MEMBERSHIP_SHOWS],
    }),
    joinTeam: build.mutation<JoinedTeamAnswer, JoinTeamRequest>({
      query: (body) => ({ url: '/team/join', method: 'POST', body }),
      invalidatesTags: WHAT_A_MEMBERSHIP_SHOWS,
    }),
  }),
});

export const {
  useGetTeamQuery,
  useGetMembershipsQuery,
  useInviteMemberMutation,
  useRevokeInvitationMutation,
  useChangeMemberMutation,
  useRemoveMemberMutation,
  useJoinTeamMutation,
} = teamApi;
