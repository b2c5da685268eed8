import type { RateLimit } from '../../common/http/rate-limiter';

/**
 * Undos per signed-in user: one can revert a copy of 12 weeks, as heavy as the copy itself, so
 * like copies they are limited; thirty in five minutes is well above a person's pace at Ctrl+Z.
 */
export const UNDO_RATE_LIMIT: RateLimit = {
  limit: 30,
  windowMs: 5 * 60 * 1000,
  message: 'Too many undos. Please wait a few minutes and try again.',
};
