import type { SerializeOptions } from '@fastify/cookie';
import type { HttpRequest } from './http-types';

/**
 * The attributes of every cookie this site sets (the session's, the caller's position):
 * httpOnly so scripts cannot read it; Lax so it is not sent on cross-site POSTs; Secure
 * whenever the site is served over https: the request came over https (directly, or through a
 * trusted proxy's X-Forwarded-Proto), or PUBLIC_URL says the site is https.
 */
export function siteCookieOptions(request: HttpRequest, httpsSite: boolean): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' || httpsSite, path: '/' };
}
