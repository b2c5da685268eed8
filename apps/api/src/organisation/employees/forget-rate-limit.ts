import type { RateLimit } from '../../common/http/rate-limiter';

export const TOO_MANY_FORGOTTEN = 'Too many staff members forgotten. Please wait a few minutes and try again.';

/** Forgetting rewrites and purges the stores' files: a few per user per ten minutes is plenty. */
export const FORGET_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 10 * 60 * 1000, message: TOO_MANY_FORGOTTEN };
