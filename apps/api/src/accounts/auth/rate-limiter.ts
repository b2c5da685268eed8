import { ACCOUNT_ERRORS } from '@rotaledger/domain';
import { RateLimit, TOO_MANY_REQUESTS } from '../../common/http/rate-limiter';

export { RateLimiter } from '../../common/http/rate-limiter';
export type { RateLimit } from '../../common/http/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Every attempt from one IP at one route. */
export const PER_IP: RateLimit = { limit: 10, windowMs: FIFTEEN_MINUTES, message: ACCOUNT_ERRORS.tooManyAttempts };
/**
 * Per e-mail (sign-ups, reset requests), per e-mail and client address (log-in failures)
 * and per user (failed re-authentications).
 */
export const PER_ACCOUNT: RateLimit = { limit: 5, windowMs: FIFTEEN_MINUTES, message: ACCOUNT_ERRORS.tooManyAttempts };
/**
 * Log-outs per client IP. Generous (a shared office or café address; each needs a click), yet a
 * script replaying stolen tokens at it cannot write SignedOut events without end.
 */
export const LOGOUTS_PER_IP: RateLimit = { limit: 120, windowMs: 10 * 60 * 1000, message: TOO_MANY_REQUESTS };
/**
 * Session reads (`GET /auth/me`) per client IP: every page load makes one, so generous for a team
 * behind one address, yet a script cannot try stolen or guessed tokens against it without end.
 */
export const SESSION_READS_PER_IP: RateLimit = { limit: 600, windowMs: 10 * 60 * 1000, message: TOO_MANY_REQUESTS };
