/*
 * The employee's phone number (issue 41): for the manager's day on a phone, where "Call" is a
 * `tel:` link. Optional; personal data that owners and managers see and auditors, staff and
 * kiosks never do (the `employee.phone` permission).
 */
import { invalid } from '../shared/errors';

export const PHONE_MIN_DIGITS = 7;
/** E.164's longest number. */
export const PHONE_MAX_DIGITS = 15;

export const PHONE_MESSAGES = {
  invalid: `phone must be a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (like 07700 900123 or +44 7700 900123), or null to clear it.`,
} as const;

/** Digits with spaces, dots, dashes or brackets between them, and an optional leading +. */
const PHONE = /^\+?[0-9]([0-9 .()-]*[0-9])?$/;

/**
 * A phone number as sent, trimmed and checked (400 otherwise), kept as written (runs of spaces made
 * one) so it reads as the manager typed it. Null or blank is none: null.
 */
export function checkedPhone(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid(PHONE_MESSAGES.invalid);
  const phone = value.trim().replace(/\s+/g, ' ');
  if (phone === '') return null;
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (!PHONE.test(phone) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) throw invalid(PHONE_MESSAGES.invalid);
  return phone;
}

/** The `tel:` address of a checked number: its digits, with the leading + when it has one (RFC 3966). */
export function telUri(phone: string): string {
  return `tel:${phone.startsWith('+') ? '+' : ''}${phone.replace(/[^0-9]/g, '')}`;
}
