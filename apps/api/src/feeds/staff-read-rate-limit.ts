import { RateLimit, TOO_MANY_REQUESTS } from '../common/http/rate-limiter';

/**
 * Reads behind a personal link (the page, its manifest, the calendar feed) per client IP. Generous:
 * a café's staff share one address, and calendar apps poll; it still makes guessing tokens slow.
 */
export const STAFF_READ_RATE_LIMIT: RateLimit = {
  limit: 600,
  windowMs: 10 * 60 * 1000,
  message: TOO_MANY_REQUESTS,
};
