import { invalid } from '../shared/errors';

/** A kiosk token: base64url of 32 random bytes (256 bits), as personal links' are. */
export const KIOSK_TOKEN_BYTES = 32;
export const KIOSK_TOKEN = /^[A-Za-z0-9_-]{43,128}$/;
export const isKioskToken = (value: unknown): value is string => typeof value === 'string' && KIOSK_TOKEN.test(value);

export const MAX_KIOSKS_PER_WORKPLACE = 10;
export const KIOSK_NAME_MAX_LENGTH = 60;
export const DEFAULT_KIOSK_NAME = 'Kiosk';

/** Wrong tries in a row that lock a person's PIN, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
/** How old a queued (offline) clock event may be when it reaches the server. */
export const QUEUED_CLOCK_MAX_AGE_HOURS = 24;

export const PIN = /^[0-9]{4,6}$/;

export const KIOSK_MESSAGES = {
  pinFormat: 'A PIN is 4 to 6 digits.',
  wrongPin: 'Wrong PIN.',
  locked: `Too many wrong PINs: try again in ${PIN_LOCK_MINUTES} minutes or ask your manager.`,
  noPin: 'You have no PIN yet: set one on your personal page or ask your manager.',
  notFound: 'This kiosk link is not valid any more. Ask your manager for a new one.',
  kioskNotFound: 'Kiosk not found.',
  tooMany: `A workplace can have at most ${MAX_KIOSKS_PER_WORKPLACE} kiosk links.`,
  nameTooLong: `A kiosk's name can be at most ${KIOSK_NAME_MAX_LENGTH} characters.`,
  notOnKiosk: 'This person is not on this kiosk today.',
  atNotAnInstant: 'at must be an ISO date and time.',
  atInFuture: 'at cannot be in the future.',
  atTooOld: `at can be at most ${QUEUED_CLOCK_MAX_AGE_HOURS} hours ago.`,
  action: "action must be one of 'in', 'break-start', 'break-end', 'out'.",
} as const;

/** A 400 unless `pin` is 4 to 6 digits. */
export function checkedPin(pin: unknown): string {
  if (typeof pin !== 'string' || !PIN.test(pin)) throw invalid(KIOSK_MESSAGES.pinFormat);
  return pin;
}

/**
 * The instant a kiosk clock event happened: now, or a queued event's own time, which may be at most
 * 24 hours old and never in the future (a small skew of the tablet's clock is allowed for).
 */
export function clockInstant(at: string | undefined, now: number): number {
  if (at === undefined) return now;
  const instant = Date.parse(at);
  if (Number.isNaN(instant) || !/^\d{4}-\d{2}-\d{2}T/.test(at)) throw invalid(KIOSK_MESSAGES.atNotAnInstant);
  if (instant > now + CLOCK_SKEW_MS) throw invalid(KIOSK_MESSAGES.atInFuture);
  if (instant < now - QUEUED_CLOCK_MAX_AGE_HOURS * 3_600_000) throw invalid(KIOSK_MESSAGES.atTooOld);
  return Math.min(instant, now);
}

/** A tablet's clock may run a little ahead of the server's. */
export const CLOCK_SKEW_MS = 60_000;

/** The kiosk actions, as the API names them. */
export const KIOSK_ACTIONS = ['in', 'break-start', 'break-end', 'out'] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];
