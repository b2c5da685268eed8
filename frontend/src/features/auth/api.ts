import { ACCOUNT_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type {
  ChangePasswordRequest,
  CredentialsRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SessionAnswer,
  UserAnswer,
} from '@rotaledger/contracts';
import { SESSION_PATH } from './session-path';
import { toSessionUser, type SessionUser } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current session: a user, or null when nobody is signed in. */
    me: build.query<SessionUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(SESSION_PATH);
        if (result.error) {
          // A server without the flag still says 401.
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        // 204: nobody is signed in.
        if (result.data == null) return { data: null };
        return { data: toSessionUser(result.data as UserAnswer) };
      },
      keepUnusedDataFor: 0,
    }),
    signup: build.mutation<SessionAnswer, CredentialsRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.signUp, body),
    }),
    login: build.mutation<SessionAnswer, CredentialsRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.logIn, body),
    }),
    logout: build.mutation<void, void>({
      query: () => callTo(ACCOUNT_ROUTES.logOut),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Everything cached belonged to the previous user: workplaces, employees, rotas.
          dispatch(api.util.resetApiState());
        } catch {
          // The caller logs the failure; the session stays as it was.
        }
      },
    }),
    forgotPassword: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.forgotPassword, body),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.resetPassword, body),
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => callTo(ACCOUNT_ROUTES.changePassword, body),
    }),
  }),
});

export const {
  useSignupMutation,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
