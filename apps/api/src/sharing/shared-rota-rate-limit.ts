import { RateLimit, TOO_MANY_REQUESTS } from '../common/http/rate-limiter';

/**
 * Reads of shared rota links per client IP. Generous: a whole team may open a shared week from
 * one café or office address, and an open page refreshes every 30 s (20 reads in 10 minutes per
 * open page, so 30 open pages behind one address); it still makes guessing link ids slow.
 */
export const SHARED_ROTA_READ_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 10 * 60 * 1000, message: TOO_MANY_REQUESTS };
