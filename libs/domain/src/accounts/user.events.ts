import { DomainEvent } from '../shared/decider';
import type { PreferenceField, PreferenceValues } from './preferences';

/**
 * Stream: `user-{userId}`: the identity, its credentials, username and preferences.
 * Password and reset-token hashes appear only here (credentials events) and never leave
 * the server. `tokenVersion` counts the password changes: a session token carrying an
 * older version no longer works; `SignedOut` ends one session (token) before its expiry.
 */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    username: string;
    createdAt: string;
    passwordHash: string;
    /** The name asked at sign-up (absent on accounts made before it was asked). */
    displayName?: string;
  }
>;
/** The name others in a team see (e-mails, the Team page, the history). */
export type DisplayNameChanged = DomainEvent<'DisplayNameChanged', { userId: string; displayName: string }>;
export type UsernameChanged = DomainEvent<'UsernameChanged', { userId: string; username: string }>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; tokenVersion: number }>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; tokenHash: string; requestedAt: string; expiresAt: string }
>;
/** Records the token's hash so the same link can never be used twice. */
export type PasswordReset = DomainEvent<'PasswordReset', { userId: string; tokenHash: string; passwordHash: string; tokenVersion: number }>;
/** One session ended by its user (log-out); `expiresAt` is when its token would have expired anyway. */
export type SignedOut = DomainEvent<'SignedOut', { userId: string; sessionId: string; expiresAt: string }>;
export type PreferencesCreated = DomainEvent<'PreferencesCreated', { userId: string; preferences: PreferenceValues }>;
export type PreferenceChanged = DomainEvent<
  'PreferenceChanged',
  { userId: string; field: PreferenceField; value: PreferenceValues[PreferenceField] }
>;

export type UserEvent =
  | UserRegistered
  | UsernameChanged
  | DisplayNameChanged
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | SignedOut
  | PreferencesCreated
  | PreferenceChanged;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'UsernameChanged',
  'DisplayNameChanged',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'SignedOut',
  'PreferencesCreated',
  'PreferenceChanged',
];

export const userStream = (userId: string) => `user-${userId}`;
