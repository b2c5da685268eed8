import { RateLimit, TOO_MANY_REQUESTS } from '../../common/http/rate-limiter';

/** Catalogue reads per client IP: generous (a fixed list; the browser imports it, API clients read it now and then). */
export const CATALOGUE_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 10 * 60 * 1000, message: TOO_MANY_REQUESTS };
