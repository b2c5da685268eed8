import type { Route as ContractRoute } from '@rotaledger/contracts/routes';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path below the API base, e.g. `/auth/login`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Response headers besides the JSON content type. */
  headers?: Record<string, string>;
  /** A body sent as it is (a file), instead of `body` as JSON. */
  text?: string;
}

type Route = MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>);

/** A contract route's key in the router ("METHOD /path", as `callsTo` takes it). */
export const keyOf = (operation: ContractRoute<unknown, unknown>) => `${operation.method} ${operation.path}`;

/** A network failure (no answer at all), as fetch reports it. */
export const NETWORK_ERROR = Symbol('network error');

/**
 * Replaces `fetch` with a tiny router keyed by "METHOD /path". Unknown routes answer 404 so
 * a test fails loudly instead of hanging.
 */
export function mockFetch(routes: Record<string, Route | typeof NETWORK_ERROR>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === NETWORK_ERROR) throw new TypeError('Failed to fetch');
    const answer: MockResponse = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { statusCode: 404, message: `No mock for ${call.method} ${call.path}` } };
    const status = answer.status ?? 200;
    if (answer.text !== undefined) return new Response(answer.text, { status, headers: answer.headers });
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A Nest-style error body. */
export function apiError(status: number, message: string): MockResponse {
  return { status, body: { statusCode: status, message, error: 'Error' } };
}
