import type { CookieSerializeOptions } from '@fastify/cookie';
import type { HttpReply, HttpRequest } from '../../common/http/http-types';

export const SESSION_COOKIE = 'rotaledger_session';

/**
 * httpOnly so scripts cannot read it; Lax so it is not sent on cross-site POSTs; Secure
 * whenever the site is served over https: the request came over https (directly, or
 * through a trusted proxy's X-Forwarded-Proto), or PUBLIC_URL says the site is https.
 */
function cookieOptions(request: HttpRequest, httpsSite: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' || httpsSite, path: '/' };
}

export function setSessionCookie(request: HttpRequest, reply: HttpReply, token: string, ttlSeconds: number, httpsSite: boolean): void {
  // maxAge in seconds here (Express took milliseconds); Expires is set from it as Express did.
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request, httpsSite), maxAge: ttlSeconds, expires });
}

export function clearSessionCookie(request: HttpRequest, reply: HttpReply, httpsSite = false): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(request, httpsSite));
}

export function sessionCookieOf(request: HttpRequest): string | null {
  const value: unknown = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}
