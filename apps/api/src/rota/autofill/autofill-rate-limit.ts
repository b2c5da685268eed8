import type { RateLimit } from '../../common/http/rate-limiter';

/**
 * Auto-fill runs per signed-in user: each loads weeks of the team's rota and runs a solver for
 * up to seconds, so tighter than copies; ten in five minutes is well above a manager's "Fill again".
 */
export const AUTOFILL_RATE_LIMIT: RateLimit = {
  limit: 10,
  windowMs: 5 * 60 * 1000,
  message: 'Too many auto-fills. Please wait a few minutes and try again.',
};

/** Accepting places up to a month of rows (one day stream after another): limited like undos. */
export const ACCEPT_FILL_RATE_LIMIT: RateLimit = {
  limit: 30,
  windowMs: 5 * 60 * 1000,
  message: 'Too many accepted proposals. Please wait a few minutes and try again.',
};
