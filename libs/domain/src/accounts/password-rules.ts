import { ACCOUNT_ERRORS } from './account-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, WEAK_PASSWORD_LENGTH } from './password-limits';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, WEAK_PASSWORD_LENGTH };

/** The sign-up password rules, shown live in the browser and enforced by the server. */
export interface PasswordRule {
  id: 'length' | 'uppercase' | 'number' | 'special';
  label: string;
  test: (password: string) => boolean;
}

/**
 * A special character is a printable symbol: Unicode punctuation or symbol (`#`, `_`, `€`).
 * Letters of any script, digits, spaces and other whitespace or control characters are not.
 */
const SPECIAL_CHARACTER = /[\p{P}\p{S}]/u;

export const hasSpecialCharacter = (password: string): boolean => SPECIAL_CHARACTER.test(password);

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'At least 1 uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'number', label: 'At least 1 number', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: 'At least 1 special character', test: hasSpecialCharacter },
];

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * Why the server refuses a new password (sign-up, reset), or null: under 6 characters is
 * the spec's "too weak" message; otherwise the four rules must all hold.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < WEAK_PASSWORD_LENGTH) return ACCOUNT_ERRORS.passwordTooWeak;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_ERRORS.passwordTooLong;
  return passwordMeetsRules(password) ? null : ACCOUNT_ERRORS.passwordRulesUnmet;
}
