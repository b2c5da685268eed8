import type { HttpRequest } from './http-types';

/** The client's address as Fastify sees it (honours TRUST_PROXY), for rate limits. */
export function clientIpOf(request: HttpRequest): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
