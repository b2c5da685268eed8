import type { RateLimit } from '../common/http/rate-limiter';

export const TOO_MANY_STAFF_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** Staff requests per client IP (like the contact form): every attempt counts, so guessing tokens stays slow. */
export const STAFF_REQUEST_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60 * 1000, message: TOO_MANY_STAFF_REQUESTS };
