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

/** Every e-mail address an employee stream's events ever gave them (set by a manager or on their own page). */
export function staffEmailsIn(events: readonly { type: string; data: unknown }[]): Set<string> {
  const emails = new Set<string>();
  for (const { type, data } of events) {
    if (type !== 'EmployeeAdded' && type !== 'EmployeeUpdated' && type !== 'EmployeeEmailChanged') continue;
    const email = (data as { email?: unknown }).email;
    if (typeof email === 'string' && email !== '') emails.add(email);
  }
  return emails;
}
