import { CommandOf, Decider, unhandledCommand } from '../shared/decider';
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

/** Every command but the registration needs the account: its id, or 404. */
function registeredUserId(state: UserState): string {
  if (!state.registered) throw notFound(ACCOUNT_ERRORS.accountNotFound);
  return state.userId;
}

type Command<Type extends UserCommand['type']> = CommandOf<UserCommand, Type>;

function decideRegisterUser(command: Command<'RegisterUser'>, state: UserState): UserDeciderEvent[] {
  if (state.registered) throw new DomainError('conflict', ACCOUNT_ERRORS.emailInUse);
  const { userId, email, passwordHash, createdAt } = command.data;
  const username = initialUsername(email, Date.parse(createdAt));
  const named = command.data.displayName === undefined ? {} : { displayName: assertValidDisplayName(command.data.displayName) };
  return [
    { type: 'UserRegistered', data: { userId, email, username, createdAt, passwordHash, ...named } },
    { type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } },
  ];
}

function decideChangeUsername(command: Command<'ChangeUsername'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  const username = assertValidUsername(command.data.username);
  return username === state.username ? [] : [{ type: 'UsernameChanged', data: { userId, username } }];
}

function decideChangeDisplayName(command: Command<'ChangeDisplayName'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  const displayName = assertValidDisplayName(command.data.displayName);
  return displayName === state.displayName ? [] : [{ type: 'DisplayNameChanged', data: { userId, displayName } }];
}

function decideChangePassword(command: Command<'ChangePassword'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  if (command.data.verifiedPasswordHash !== state.passwordHash) throw wrongPassword();
  return [
    {
      type: 'PasswordChanged',
      data: { userId, passwordHash: command.data.newPasswordHash, tokenVersion: state.tokenVersion + 1 },
    },
  ];
}

function decideRequestPasswordReset(command: Command<'RequestPasswordReset'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  const { tokenHash, requestedAt } = command.data;
  const expiresAt = new Date(Date.parse(requestedAt) + PASSWORD_RESET_TTL_MS).toISOString();
  return [{ type: 'PasswordResetRequested', data: { userId, tokenHash, requestedAt, expiresAt } }];
}

function decideResetPassword(command: Command<'ResetPassword'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
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

function decideSignOut(command: Command<'SignOut'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  const { sessionId, expiresAt } = command.data;
  return [{ type: 'SignedOut', data: { userId, sessionId, expiresAt } }];
}

function decideCreatePreferences(_command: Command<'CreatePreferences'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  return state.preferences ? [] : [{ type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } }];
}

function decideChangePreferences(command: Command<'ChangePreferences'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
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

function decideDeleteAccount(command: Command<'DeleteAccount'>, state: UserState): UserDeciderEvent[] {
  const userId = registeredUserId(state);
  if (command.data.verifiedPasswordHash !== state.passwordHash) throw wrongPassword();
  return [{ type: 'AccountDeleted', data: { userId } }];
}

function decide(command: UserCommand, state: UserState): UserDeciderEvent[] {
  const { type } = command;
  switch (type) {
    case 'RegisterUser':
      return decideRegisterUser(command, state);
    case 'ChangeUsername':
      return decideChangeUsername(command, state);
    case 'ChangeDisplayName':
      return decideChangeDisplayName(command, state);
    case 'ChangePassword':
      return decideChangePassword(command, state);
    case 'RequestPasswordReset':
      return decideRequestPasswordReset(command, state);
    case 'ResetPassword':
      return decideResetPassword(command, state);
    case 'SignOut':
      return decideSignOut(command, state);
    case 'CreatePreferences':
      return decideCreatePreferences(command, state);
    case 'ChangePreferences':
      return decideChangePreferences(command, state);
    case 'DeleteAccount':
      return decideDeleteAccount(command, state);
    default:
      return unhandledCommand(type);
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
