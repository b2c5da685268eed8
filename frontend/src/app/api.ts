import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { createAction } from '@reduxjs/toolkit';
import { API_BASE_URL } from './config';

/** Dispatched when a signed-in read is refused: the session cookie expired or was revoked. */
export const sessionExpired = createAction('session/expired');

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include' });

// Endpoints whose 401 means "wrong password" or "not signed in yet", not "session gone".
const AUTH_ENDPOINTS = new Set(['me', 'login', 'signup', 'changePassword', 'deleteUser']);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  apiCtx,
  extra,
) => {
  const result = await rawBaseQuery(args, apiCtx, extra);
  if (result.error?.status === 401 && !AUTH_ENDPOINTS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(sessionExpired());
  }
  return result;
};

/**
 * The one API slice. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints` in `features/<feature>/api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'User',
    'Preferences',
    'Workplace',
    'Employee',
    'Shift',
    'Assignment',
    'WeeklyShifts',
    'PopulatedDates',
    'Pay',
    'Rota',
  ],
  endpoints: () => ({}),
});
