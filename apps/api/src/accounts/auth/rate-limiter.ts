import { ACCOUNT_ERRORS } from '@rotaledger/domain';
import type { RateLimit } from '../../common/http/rate-limiter';

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
