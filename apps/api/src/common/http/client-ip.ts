import type { Request } from 'express';

/** The client's address as Express sees it (honours TRUST_PROXY), for rate limits. */
export function clientIpOf(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
