import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';
import { invalid } from '../shared/errors';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 14;

export const USERNAME_MESSAGES = {
  empty: 'Please enter a valid username.',
  length: `Username must be between ${USERNAME_MIN_LENGTH} and ${USERNAME_MAX_LENGTH} characters.`,
  characters: 'Username can only contain lowercase letters and numbers (a-z, 0-9), no spaces or symbols.',
  unsafe: unsafeDisplayTextMessage('Username'),
} as const;

/** What the username input does as the user types: lowercase, drop anything else. */
export function sanitiseUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The first broken username rule's message, or null when the username is valid. */
export function usernameProblem(username: unknown): string | null {
  if (typeof username !== 'string' || username.trim() === '') return USERNAME_MESSAGES.empty;
  if (hasUnsafeDisplayCharacters(username)) return USERNAME_MESSAGES.unsafe;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return USERNAME_MESSAGES.length;
  }
  if (!/^[a-z0-9]+$/.test(username)) return USERNAME_MESSAGES.characters;
  return null;
}

export function assertValidUsername(username: unknown): string {
  const problem = usernameProblem(username);
  if (problem) throw invalid(problem);
  return username as string;
}

/**
 * The username a new account starts with: the first 8 characters of the e-mail's local
 * part plus the last 6 characters of the creation timestamp (milliseconds since epoch),
 * reduced to a-z0-9 so it obeys the username rule.
 */
export function initialUsername(email: string, createdAtMs: number): string {
  const local = sanitiseUsernameInput(email.split('@')[0] ?? '').slice(0, 8);
  const stamp = String(createdAtMs).slice(-6);
  return `${local}${stamp}`.slice(0, USERNAME_MAX_LENGTH);
}
