import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, WEAK_PASSWORD_LENGTH } from './password-limits';

/**
 * The messages the accounts API answers with. Quoted ones are the spec's (sections 5 and
 * 8) word for word; the others are our own wording where the spec has none.
 */
export const ACCOUNT_ERRORS = {
  // Sign-up and log-in (spec 8).
  invalidEmail: 'Invalid email format.',
  emailInUse: 'This email is already in use.',
  passwordTooWeak: `Your password is too weak. It must have at least ${WEAK_PASSWORD_LENGTH} characters.`,
  incorrectCredentials: 'Incorrect e-mail or password.',
  // Settings (spec 5).
  passwordsRequired: 'Old and new passwords are required.',
  newPasswordRulesUnmet: 'New password must meet the required criteria.',
  incorrectPassword: 'Incorrect password. Please try again.',
  reauthenticationPasswordRequired: 'Password is required for re-authentication.',
  // Our own wording.
  emailAndPasswordRequired: 'Email and password are required.',
  passwordRulesUnmet: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an uppercase letter, a number and a special character.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  newPasswordRequired: 'Please enter a new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please log in to continue.',
  accountNotFound: 'Account not found.',
  optionalFlagInvalid: 'optional must be true or false.',
} as const;
