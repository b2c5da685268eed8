import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'rotaledger_session';

/** httpOnly so scripts cannot read it; Lax so it is not sent on cross-site POSTs. */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/' };
}

export function setSessionCookie(request: Request, response: Response, token: string, ttlSeconds: number): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: ttlSeconds * 1000 });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export function sessionCookieOf(request: Request): string | null {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}
