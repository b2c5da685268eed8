import { createHash, timingSafeEqual } from 'node:crypto';

/** What a caller of /api/health may see: the status only, the details, or nothing (a wrong token). */
export type HealthAccess = 'public' | 'details' | 'refused';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * No Authorization header → public. `Bearer <HEALTH_TOKEN>` → details. Any other
 * Authorization (a wrong token, or any token while HEALTH_TOKEN is unset) → refused, so a
 * typo shows up as a 401 instead of a quietly shorter answer. Compared as fixed-length
 * digests in constant time, so the answer's timing does not leak the token.
 */
export function healthAccessOf(authorization: string | undefined, healthToken: string | undefined): HealthAccess {
  if (authorization === undefined || authorization === '') return 'public';
  const match = /^Bearer +(.+?) *$/i.exec(authorization);
  if (!match || !healthToken) return 'refused';
  return timingSafeEqual(digest(match[1]), digest(healthToken)) ? 'details' : 'refused';
}
