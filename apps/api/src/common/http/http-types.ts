import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';

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
    /** The signed-in user, as the JWT guard puts it on the request. */
    user?: AuthUser;
  }
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
