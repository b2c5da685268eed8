import type { RateLimit } from '../common/http/rate-limiter';

export const TOO_MANY_KIOSK_REQUESTS = 'Too many requests from this kiosk. Please wait a few minutes and try again.';
/**
 * A kiosk is one tablet for a whole team (a shift change, or an offline queue sent at once), so its
 * clock allows more than a personal page; a PIN's own lock stops guessing.
 */
export const KIOSK_CLOCK_RATE_LIMIT: RateLimit = { limit: 300, windowMs: 10 * 60 * 1000, message: TOO_MANY_KIOSK_REQUESTS };
export const KIOSK_READ_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 10 * 60 * 1000, message: TOO_MANY_KIOSK_REQUESTS };
/** Setting a PIN on the personal page, as its other writes are limited. */
export const STAFF_PIN_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60 * 1000, message: TOO_MANY_KIOSK_REQUESTS };
