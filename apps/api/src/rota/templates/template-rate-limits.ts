import type { RateLimit } from '../../common/http/rate-limiter';

/**
 * Template writes per signed-in user (create, change, delete): a template holds up to 200 needs
 * and saving a week reads seven days, so like copies they are limited; sixty in ten minutes is
 * well above a person's pace.
 */
export const TEMPLATE_WRITE_RATE_LIMIT: RateLimit = {
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many template changes. Please wait a few minutes and try again.',
};

/** Applying a template writes up to a week of open shifts: as heavy as a copy of a week, limited like copies. */
export const APPLY_TEMPLATE_RATE_LIMIT: RateLimit = {
  limit: 10,
  windowMs: 5 * 60 * 1000,
  message: 'Too many templates applied. Please wait a few minutes and try again.',
};
