import type { HttpReply, HttpRequest } from '../../common/http/http-types';
import { siteCookieOptions as cookieOptions } from '../../common/http/site-cookies';

export const SESSION_COOKIE = 'rotaledger_session';

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
