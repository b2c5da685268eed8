import type { RateLimit } from '../common/http/rate-limiter';

export const TOO_MANY_PUBLICATIONS = 'Too many publications. Please wait a few minutes and try again.';
export const TOO_MANY_STAFF_CHANGES = 'Too many changes. Please wait a few minutes and try again.';

/** Publish / notify per signed-in user: each may e-mail every employee of a workplace. */
export const PUBLISH_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 10 * 60 * 1000, message: TOO_MANY_PUBLICATIONS };

/** A personal page's own changes (its e-mail), per client IP and per link: a person's pace, not a script's. */
export const STAFF_CHANGES_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 15 * 60 * 1000, message: TOO_MANY_STAFF_CHANGES };
