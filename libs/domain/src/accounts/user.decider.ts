import { Decider } from '../shared/decider';
import { DomainError, invalid, notFound } from '../shared/errors';
import { ACCOUNT_ERRORS } from './account-errors';
import { AccountDeleted } from './account-deletion.events';
import { DEFAULT_PREFERENCES, parsePreferenceChanges, PreferenceField, PreferenceValues } from './preferences';
import type { PreferenceChanged, UserEvent } from './user.events';
import { assertValidUsername, initialUsername } from './username-rules';
import { assertValidDisplayName } from './display-name-rules';

/** How long an e-mailed password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Hashing and verifying passwords is I/O-like work done by the caller; a command says
 * which stored hash the caller verified the password against, so a password changed in
 * between is caught here (`verifiedPasswordHash`).
 */
export type UserCommand =
  | {
      type: 'RegisterUser';
      /** `displayName` absent: not asked (API clients of the spec); given, it must be a valid name. */
      data: { userId: string; email: string; passwordHash: string; createdAt: string; displayName?: unknown };
    }
  | { type: 'ChangeUsername'; data: { username: unknown } }
  | { type: 'ChangeDisplayName'; data: { displayName: unknown } }
  | { type: 'ChangePassword'; data: { verifiedPasswordHash: string; newPasswordHash: string } }
  | { type: 'RequestPasswordReset'; data: { tokenHash: string; requestedAt: string } }
  | { type: 'ResetPassword'; data: { tokenHash: string; newPasswordHash: string; at: string } }
  | { type: 'SignOut'; data: { sessionId: string; expiresAt: string } }
  | { type: 'CreatePreferences'; data: Record<string, never> }
  | { type: 'ChangePreferences'; data: { changes: Record<string, unknown> } }
  | { type: 'DeleteAccount'; data: { verifiedPasswordHash: string } };

export interface PendingPasswordReset {
  tokenHash: string;
  expiresAt: string;
}

export interface UserState {
  registered: boolean;
  userId: string;
  email: string;
  username: string;
  /** null: never given (an account from before display names). */
  displayName: string | null;
  createdAt: string;
  passwordHash: string;
  tokenVersion: number;
  pendingResets: PendingPasswordReset[];
  preferences: PreferenceValues | null;
}

export type UserDeciderEvent = UserEvent | AccountDeleted;

export const initialUserState = (): UserState => ({
  registered: false,
  userId: '',
  email: '',
  username: '',
  displayName: null,
  createdAt: '',
  passwordHash: '',
  tokenVersion: 0,
  pendingResets: [],
  preferences: null,
});

const wrongPassword = () => new DomainError('unauthorized', ACCOUNT_ERRORS.incorrectPassword);

function assertRegistered(state: UserState): void {
  if (!state.registered) throw notFound(ACCOUNT_ERRORS.accountNotFound);
}

function decide(command: UserCommand, state: UserState): UserDeciderEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.registered) throw new DomainError('conflict', ACCOUNT_ERRORS.emailInUse);
    const { userId, email, passwordHash, createdAt } = command.data;
    const username = initialUsername(email, Date.parse(createdAt));
    const named = command.data.displayName === undefined ? {} : { displayName: assertValidDisplayName(command.data.displayName) };
    return [
      { type: 'UserRegistered', data: { userId, email, username, createdAt, passwordHash, ...named } },
      { type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } },
    ];
  }
  assertRegistered(state);
  const userId = state.userId;
  switch (command.type) {
    case 'ChangeUsername': {
      const username = assertValidUsername(command.data.username);
      return username === state.username ? [] : [{ type: 'UsernameChanged', data: { userId, username } }];
    }
    case 'ChangeDisplayName': {
      const displayName = assertValidDisplayName(command.data.displayName);
      return displayName === state.displayName ? [] : [{ type: 'DisplayNameChanged', data: { userId, displayName } }];
    }
    case 'ChangePassword':
      if (command.data.verifiedPasswordHash !== state.passwordHash) throw wrongPassword();
      return [
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.data.newPasswordHash, tokenVersion: state.tokenVersion + 1 },
        },
      ];
    case 'RequestPasswordReset': {
      const { tokenHash, requestedAt } = command.data;
      const expiresAt = new Date(Date.parse(requestedAt) + PASSWORD_RESET_TTL_MS).toISOString();
      return [{ type: 'PasswordResetRequested', data: { userId, tokenHash, requestedAt, expiresAt } }];
    }
    case 'ResetPassword': {
      const { tokenHash, newPasswordHash, at } = command.data;
      const pending = state.pendingResets.find((reset) => reset.tokenHash === tokenHash);
      if (!pending || Date.parse(pending.expiresAt) <= Date.parse(at)) throw invalid(ACCOUNT_ERRORS.resetLinkInvalid);
      return [
        {
          type: 'PasswordReset',
          data: { userId, tokenHash, passwordHash: newPasswordHash, tokenVersion: state.tokenVersion + 1 },
        },
      ];
    }
    case 'SignOut': {
      const { sessionId, expiresAt } = command.data;
      return [{ type: 'SignedOut', data: { userId, sessionId, expiresAt } }];
    }
    case 'CreatePreferences':
      return state.preferences ? [] : [{ type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } }];
    case 'ChangePreferences': {
      const changes = parsePreferenceChanges(command.data.changes);
      const current = state.preferences ?? DEFAULT_PREFERENCES;
      // Only real changes become events: saving the same value twice records nothing.
      const changed: UserDeciderEvent[] = (Object.keys(changes) as PreferenceField[])
        .filter((field) => changes[field] !== current[field])
        .map((field): PreferenceChanged => ({
          type: 'PreferenceChanged',
          data: { userId, field, value: changes[field]! },
        }));
      if (state.preferences || changed.length === 0) return changed;
      return [{ type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } }, ...changed];
    }
    case 'DeleteAccount':
      if (command.data.verifiedPasswordHash !== state.passwordHash) throw wrongPassword();
      return [{ type: 'AccountDeleted', data: { userId } }];
  }
}

function evolve(state: UserState, event: UserDeciderEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, username, createdAt, passwordHash } = event.data;
      const displayName = event.data.displayName ?? null;
      return { ...state, registered: true, userId, email, username, displayName, createdAt, passwordHash, tokenVersion: 0 };
    }
    case 'UsernameChanged':
      return { ...state, username: event.data.username };
    case 'DisplayNameChanged':
      return { ...state, displayName: event.data.displayName };
    case 'PasswordChanged':
    case 'PasswordReset':
      // A new password makes every outstanding reset link useless.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        tokenVersion: event.data.tokenVersion,
        pendingResets: [],
      };
    case 'PasswordResetRequested': {
      const { tokenHash, requestedAt, expiresAt } = event.data;
      const stillValid = state.pendingResets.filter((r) => Date.parse(r.expiresAt) > Date.parse(requestedAt));
      return { ...state, pendingResets: [...stillValid, { tokenHash, expiresAt }] };
    }
    case 'SignedOut':
      // Which sessions ended is the read side's concern (the session check), not a rule here.
      return state;
    case 'PreferencesCreated':
      return { ...state, preferences: { ...event.data.preferences } };
    case 'PreferenceChanged':
      return {
        ...state,
        preferences: { ...(state.preferences ?? DEFAULT_PREFERENCES), [event.data.field]: event.data.value },
      };
    case 'AccountDeleted':
      return initialUserState();
  }
}

export const userDecider: Decider<UserCommand, UserDeciderEvent, UserState> = {
  initialState: initialUserState,
  evolve,
  decide,
};
