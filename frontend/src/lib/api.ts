import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { createAction } from '@reduxjs/toolkit';
import { pathOf, type RequestOf, type Route } from '@rotaledger/contracts/routes';
import { isNoLongerMemberMessage } from '@rotaledger/domain';
import { API_BASE_URL } from './config';
import { announceRemovalFromTeam } from './team-removal';

/** Dispatched when a signed-in read is refused: the session cookie expired or was revoked. */
export const sessionExpired = createAction('session/expired');

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include' });

// Endpoints whose 401 means "wrong password" or "not signed in yet", not "session gone".
// A 401 from these is their own answer, not a lapsed session (the kiosk's is a wrong PIN).
const AUTH_ENDPOINTS = new Set(['me', 'login', 'signup', 'changePassword', 'deleteUser', 'kioskClock']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A random v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per user action: a mutation dispatch has its own abort signal, which
 * a retry of the same dispatch (RTK Query's `retry`) shares, so a retry re-sends the same key
 * and the server answers it without writing twice.
 */
const keysByAction = new WeakMap<AbortSignal, Map<string, string>>();

function withIdempotencyKey(args: string | FetchArgs, apiCtx: BaseQueryApi): string | FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  if (apiCtx.type !== 'mutation' || !STATE_CHANGING.has(method)) return args;
  const keys = keysByAction.get(apiCtx.signal) ?? new Map<string, string>();
  keysByAction.set(apiCtx.signal, keys);
  const target = `${method} ${request.url}`;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  // A key the endpoint chose itself (the kiosk's queued events keep theirs across reloads) is kept.
  const key = headers.get('Idempotency-Key') ?? keys.get(target) ?? newIdempotencyKey();
  keys.set(target, key);
  headers.set('Idempotency-Key', key);
  return { ...request, headers };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, apiCtx, extra) => {
  const result = await rawBaseQuery(withIdempotencyKey(args, apiCtx), apiCtx, extra);
  if (result.error?.status === 401 && !AUTH_ENDPOINTS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(sessionExpired());
  }
  const refusal = result.error?.data as { message?: unknown } | undefined;
  if (result.error?.status === 403 && isNoLongerMemberMessage(refusal?.message)) {
    // The owner removed the caller: the layout (RemovedFromTeam) says so and takes them to their own account.
    announceRemovalFromTeam(refusal.message);
  }
  return result;
};

/** Where a call's input goes besides the route's default (a GET's query, a write's JSON body), and its path parameters. */
export interface CallOptions {
  /** `query` for a write the spec sends as query parameters (deleteshift). */
  in?: 'query' | 'body';
  /** The values of the route's `{name}` path parameters. */
  path?: Record<string, string>;
}

/**
 * The fetch arguments of one call to a contract route (libs/contracts/src/*.routes.ts): its method
 * and path as the contract names them, never typed here. A GET sends its input as query
 * parameters, a write as its JSON body.
 */
export function callTo<R extends Route<unknown, unknown>>(operation: R, input?: RequestOf<R>, options: CallOptions = {}): FetchArgs {
  const url = pathOf(operation, options.path);
  const where = options.in ?? (operation.method === 'GET' ? 'query' : 'body');
  const args: FetchArgs = operation.method === 'GET' ? { url } : { url, method: operation.method };
  if (input === undefined) return args;
  return where === 'query' ? { ...args, params: input as Record<string, unknown> } : { ...args, body: input };
}

/**
 * The one API slice. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints` in `features/<feature>/api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Every cache tag any feature provides or invalidates, declared here once: features only
  // `injectEndpoints`, never add tag types of their own.
  tagTypes: [
    'User',
    'Preferences',
    'Workplace',
    'Employee',
    'Shift',
    'Assignment',
    'WeekShifts',
    'PopulatedDates',
    'Pay',
    'AuditHistory',
    'FeedLink',
    'Team',
    'Membership',
    'Requests',
    'Publication',
    'Timesheets',
    'RotaTemplate',
    'Kiosk',
  ],
  endpoints: () => ({}),
});
