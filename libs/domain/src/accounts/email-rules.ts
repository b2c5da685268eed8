import { ACCOUNT_ERRORS } from './account-errors';

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/** E-mails compare case-insensitively, so they are stored and compared in this form. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A pragmatic check (what browsers accept): something@domain.tld without spaces. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** The message for an e-mail the server refuses, or null when it is usable. */
export function emailProblem(email: unknown): string | null {
  if (typeof email !== 'string' || email.trim() === '') return ACCOUNT_ERRORS.emailRequired;
  return isValidEmail(normaliseEmail(email)) ? null : ACCOUNT_ERRORS.invalidEmail;
}
