import { weekStartOrDefault, type PreferenceValues } from '@rotaledger/domain';

/** The accounts context's read models. Ids derive from the user (or, for logins, the e-mail). */
export const USERS = 'users';
export interface UserDocument {
  id: string;
  userId: string;
  email: string;
  username: string;
  /** The name asked at sign-up or set in Settings; absent on accounts that never gave one. */
  displayName?: string;
  createdAt: string;
  [field: string]: unknown;
}

/** The name others see: the person's own, else (an account from before names were asked) the username. */
export const displayNameOf = (user: Pick<UserDocument, 'username' | 'displayName'>): string => user.displayName ?? user.username;

/**
 * Keyed by the lowercased e-mail for log-in; the session check finds it by userId (indexed).
 * Secret: never part of any answer.
 */
export const CREDENTIALS = 'credentials';
export interface CredentialsDocument {
  id: string;
  userId: string;
  passwordHash: string;
  tokenVersion: number;
  [field: string]: unknown;
}

export const PREFERENCES = 'preferences';
/** Records written before week_start existed have none. */
export type PreferencesDocument = Omit<PreferenceValues, 'week_start'> & {
  week_start?: PreferenceValues['week_start'];
  id: string;
  userId: string;
  [field: string]: unknown;
};

/** Keyed by the sha256 of a pending reset token, to find its user. */
export const PASSWORD_RESETS = 'password_resets';
export interface PasswordResetDocument {
  id: string;
  userId: string;
  expiresAt: string;
  [field: string]: unknown;
}

/**
 * Sessions their users logged out of, keyed by the token's session id, kept until the
 * token would have expired anyway (the session check refuses these ids).
 */
export const ENDED_SESSIONS = 'ended_sessions';
export interface EndedSessionDocument {
  id: string;
  userId: string;
  expiresAt: string;
  [field: string]: unknown;
}

/**
 * What the session check reads on every signed-in request, in one document keyed by the
 * user id: the (normalised) e-mail, the current token version and the sessions logged out
 * of whose tokens have not expired yet. Sessions are few per user and pruned as they expire.
 */
export const SESSION_CHECKS = 'session_checks';
export interface SessionCheckDocument {
  id: string;
  userId: string;
  email: string;
  tokenVersion: number;
  endedSessions: EndedSession[];
  [field: string]: unknown;
}
export interface EndedSession {
  sessionId: string;
  expiresAt: string;
}

/** Every stream a user's actions wrote to, so account deletion can find them all. */
export const OWNED_STREAMS = 'owned_streams';
export interface OwnedStreamDocument {
  id: string;
  ownerId: string;
  [field: string]: unknown;
}

/** A user as the handlers hand it to the controllers. */
export type AccountUser = Pick<UserDocument, 'userId' | 'email' | 'username' | 'createdAt'> & { displayName: string };

/** A user who has just proved who they are, with the token version to put in their session. */
export interface SignedIn {
  user: AccountUser;
  tokenVersion: number;
}

/** A user's preferences under the spec's field names, as answered to the client. */
export type UserPreferences = PreferenceValues & { userId: string };

export function toUserPreferences(doc: PreferencesDocument): UserPreferences {
  const { userId, currency, theme_mode, allow_workplace_edit, allow_employee_edit, public_rota } = doc;
  const { tf_1, tf_2, num_1 } = doc;
  // Records from before week_start read as the default week (Monday).
  const week_start = weekStartOrDefault(doc.week_start);
  return { userId, currency, theme_mode, allow_workplace_edit, allow_employee_edit, public_rota, tf_1, tf_2, num_1, week_start };
}
