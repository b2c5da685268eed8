/**
 * A personal link: an employee's upcoming shifts and calendar feed behind an unguessable
 * token. The API draws the token (at least 32 random bytes, base64url); the employee's
 * stream decides which token is live.
 */
export const FEED_TOKEN_MIN_BYTES = 32;

/** base64url of 32+ random bytes (43+ characters); anything else cannot be a token the server gave out. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43,128}$/;

export const isFeedToken = (value: unknown): value is string => typeof value === 'string' && FEED_TOKEN.test(value);

export const FEED_LINK_MESSAGES = {
  notFound: 'This link is not valid any more. Ask your manager for a new one.',
  invalidToken: 'A feed token must be base64url text of at least 32 random bytes.',
} as const;

/** How far a feed reaches: 4 weeks back (recent shifts stay in the calendar) and 12 weeks ahead. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 84;
