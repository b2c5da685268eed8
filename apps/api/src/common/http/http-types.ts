import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyScope } from '../../infrastructure/idempotency-scope';

/**
 * The HTTP platform's request and reply, named once: the API runs on Nest's Fastify platform
 * (Express cost three times as much per request, see docs/benchmarks.md), and the rest of
 * the code names these instead of Fastify's types.
 */
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

declare module 'fastify' {
  interface FastifyRequest {
    /** Decided once by the request context hook, first on every /api request (request-log.ts). */
    correlationId?: string;
    /** The change this request's writes make, decided once (CurrentActor). */
    changeId?: string;
    /** Set by the Idempotency-Key interceptor on a request it holds the key for: the request's ids derive from it. */
    idempotencyScope?: IdempotencyScope;
  }
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * How the router matches paths: in any letter case and with or without a trailing slash, as
 * the Express app did. `routePath` reads a URL the same way, and everything keyed on a path
 * (the API's headers and log line, the token pages' referrer policy, the Idempotency-Key's
 * scope) uses it, so a variant the router accepts never slips past one of them.
 */
export const ROUTER_OPTIONS = { caseSensitive: false, ignoreTrailingSlash: true } as const;

/** An absolute-form request target (`GET http://host/path`), which the router reads from its path. */
const ABSOLUTE_FORM = /^https?:\/\/.*?\//;

/**
 * The path the router matches for a request URL: without the query string or an absolute
 * form's scheme and host, percent-encoded characters decoded (reserved ones such as `%2F`
 * stay encoded), the last slash trimmed, lower-cased. A path that does not decode is read raw
 * (the router refuses it anyway).
 */
export function routePath(url: string): string {
  let path = pathOf(url.charCodeAt(0) === 47 ? url : url.replace(ABSOLUTE_FORM, '/'));
  if (path.includes('%')) {
    try {
      path = decodeURI(path);
    } catch {
      // Malformed escapes: the router answers 400 for these; the raw path is as good a key as any.
    }
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path.toLowerCase();
}

/** `path` as `routePath` gives it. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
