import { ACCOUNT_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type {
  DeleteUserRequest,
  DisplayNameAnswer,
  UpdateDisplayNameRequest,
  UpdateUsernameRequest,
  UserAnswer,
  UsernameAnswer,
} from '@rotaledger/contracts';
import { displayNameChanged, signedOut, usernameChanged } from '../auth';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserAnswer, string>({
      query: (userId) => callTo(ACCOUNT_ROUTES.getUser, { userId }),
      providesTags: (_r, _e, userId) => [{ type: 'User', id: userId }],
    }),
    updateUsername: build.mutation<UsernameAnswer, UpdateUsernameRequest & { user_id: string }>({
      query: (body) => callTo(ACCOUNT_ROUTES.updateUsername, body),
      invalidatesTags: (_r, _e, { user_id }) => [{ type: 'User', id: user_id }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(usernameChanged(data.username));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    updateDisplayName: build.mutation<DisplayNameAnswer, UpdateDisplayNameRequest & { userId: string }>({
      query: (body) => callTo(ACCOUNT_ROUTES.updateDisplayName, body),
      // The Team page lists members by it.
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'User', id: userId },
        { type: 'Team', id: 'LIST' },
      ],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(displayNameChanged(data.displayName));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    deleteUser: build.mutation<void, DeleteUserRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.deleteUser, body),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(signedOut());
          dispatch(api.util.resetApiState());
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useGetUserQuery, useUpdateUsernameMutation, useUpdateDisplayNameMutation, useDeleteUserMutation } = accountApi;
