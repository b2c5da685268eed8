import { invalid } from '../shared/errors';
import { isValidEmail, normaliseEmail } from '../accounts/email-rules';

export const STAFF_EMAIL_MESSAGES = {
  invalid: 'Please enter a valid e-mail address, or leave it empty.',
} as const;

/**
 * An employee's e-mail as stored (trimmed, lower case), null for none ('' or null), or a 400:
 * the one rule for the manager's form and the staff page alike.
 */
export function staffEmailOf(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw invalid(STAFF_EMAIL_MESSAGES.invalid);
  if (raw.trim() === '') return null;
  const email = normaliseEmail(raw);
  if (!isValidEmail(email)) throw invalid(STAFF_EMAIL_MESSAGES.invalid);
  return email;
}
