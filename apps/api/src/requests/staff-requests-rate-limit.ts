import { RateLimit, TOO_MANY_REQUESTS } from '../common/http/rate-limiter';

export const TOO_MANY_STAFF_REQUESTS = TOO_MANY_REQUESTS;

/** Staff requests per client IP (like the contact form): every attempt counts, so guessing tokens stays slow. */
export const STAFF_REQUEST_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60 * 1000, message: TOO_MANY_STAFF_REQUESTS };
