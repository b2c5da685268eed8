import type { RateLimit } from '../../common/http/rate-limiter';

export const TOO_MANY_NO_SHOWS = 'Too many no-shows marked. Please wait a few minutes and try again.';

/** No-shows per signed-in user: a busy floor marks a handful a day, so 30 in ten minutes bounds a runaway client, not a manager. */
export const NO_SHOW_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60 * 1000, message: TOO_MANY_NO_SHOWS };
