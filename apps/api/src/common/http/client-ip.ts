import ipaddr from 'ipaddr.js';
import type { HttpRequest } from './http-types';

/** The client's address as Fastify sees it (honours TRUST_PROXY), for rate limits. */
export function clientIpOf(request: HttpRequest): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** Whether a client address (as clientIpOf gives it) is this machine's own: 127.0.0.0/8, ::1, or IPv4-mapped 127.x. */
export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
