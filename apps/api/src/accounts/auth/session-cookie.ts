import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'rotaledger_session';

/**
 * httpOnly so scripts cannot read it; Lax so it is not sent on cross-site POSTs; Secure
 * whenever the site is served over https: the request came over https (directly, or
 * through a trusted proxy's X-Forwarded-Proto), or PUBLIC_URL says the site is https.
 */
function cookieOptions(request: Request, httpsSite: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure || httpsSite, path: '/' };
}

export function setSessionCookie(request: Request, response: Response, token: string, ttlSeconds: number, httpsSite: boolean): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request, httpsSite), maxAge: ttlSeconds * 1000 });
}

export function clearSessionCookie(request: Request, response: Response, httpsSite = false): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request, httpsSite));
}

export function sessionCookieOf(request: Request): string | null {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}
