import type { RateLimit } from '../common/http/rate-limiter';

export const TOO_MANY_MESSAGES = 'Too many messages. Please wait a few minutes and try again.';

/** Contact messages per client IP. */
export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000, message: TOO_MANY_MESSAGES };
