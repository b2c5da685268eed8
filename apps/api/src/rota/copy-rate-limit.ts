import type { RateLimit } from '../common/http/rate-limiter';

export const TOO_MANY_COPIES = 'Too many copies. Please wait a few minutes and try again.';

/**
 * Copies per signed-in user, over copyday and copyweek together: each may write up to 5,000
 * assignments, so ten in five minutes is a person's pace and bounds what one account can ask of
 * the server.
 */
export const COPY_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 5 * 60 * 1000, message: TOO_MANY_COPIES };
