import { given } from '../testing/given-when-then';
import { ACCOUNT_ERRORS } from './account-errors';
import { DEFAULT_PREFERENCES, PREFERENCE_ERRORS } from './preferences';
import { userDecider, UserDeciderEvent } from './user.decider';
import { USERNAME_MESSAGES } from './username-rules';
import { DISPLAY_NAME_MESSAGES } from './display-name-rules';

const userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const createdAt = '2026-01-05T09:00:00.123Z';
const registered: UserDeciderEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'ann.lee@example.com', username: 'annlee000123', createdAt, passwordHash: 'hash-1' },
  },
  { type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } },
];
/** Past events, typed so the literals keep their event types. */
const past = (...events: UserDeciderEvent[]) => events;
const resetRequested = (tokenHash: string, requestedAt: string): UserDeciderEvent => ({
  type: 'PasswordResetRequested',
  data: {
    userId,
    tokenHash,
    requestedAt,
    expiresAt: new Date(Date.parse(requestedAt) + 3_600_000).toISOString(),
  },
});

describe('user decider', () => {
  describe('RegisterUser', () => {
    it('registers the user with the spec username and default preferences', () => {
      given(userDecider)
        .when({
          type: 'RegisterUser',
          data: { userId, email: 'Ann.Lee+rota@example.com', passwordHash: 'hash-1', createdAt },
        })
        .then([
          {
            type: 'UserRegistered',
            data: {
              userId,
              email: 'Ann.Lee+rota@example.com',
              // "annleero" (8 of the local part, a-z0-9) + "600123" (last 6 of the timestamp in ms)
              username: 'annleero600123',
              createdAt,
              passwordHash: 'hash-1',
            },
          },
          {
            type: 'PreferencesCreated',
            data: {
              userId,
              preferences: {
                currency: 'gbp',
                theme_mode: 'light',
                allow_workplace_edit: true,
                allow_employee_edit: true,
                public_rota: true,
                tf_1: false,
                tf_2: true,
                num_1: 0,
                week_start: 'monday',
              },
            },
          },
        ]);
    });

    it('refuses to register the same user twice', () => {
      given(userDecider, registered)
        .when({ type: 'RegisterUser', data: { userId, email: 'a@b.co', passwordHash: 'h', createdAt } })
        .thenThrows(ACCOUNT_ERRORS.emailInUse, 'conflict');
    });
  });

  it('refuses every other command for an account that does not exist', () => {
    given(userDecider)
      .when({ type: 'ChangeUsername', data: { username: 'newname' } })
      .thenThrows(ACCOUNT_ERRORS.accountNotFound, 'not_found');
    given(userDecider).when({ type: 'CreatePreferences', data: {} }).thenThrows(ACCOUNT_ERRORS.accountNotFound, 'not_found');
  });

  describe('display name', () => {
    const preferencesCreated = { type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } } as const;

    it('records the name given at sign-up, tidied, beside the generated username', () => {
      given(userDecider)
        .when({
          type: 'RegisterUser',
          data: { userId, email: 'ann.lee@example.com', passwordHash: 'hash-1', createdAt, displayName: '  Ann   Lee ' },
        })
        .then([
          {
            type: 'UserRegistered',
            data: {
              userId,
              email: 'ann.lee@example.com',
              username: 'annlee600123',
              createdAt,
              passwordHash: 'hash-1',
              displayName: 'Ann Lee',
            },
          },
          preferencesCreated,
        ]);
    });

    it('refuses a sign-up name that is blank or too long', () => {
      const signUp = (displayName: unknown) =>
        given(userDecider).when({
          type: 'RegisterUser',
          data: { userId, email: 'a@example.com', passwordHash: 'h', createdAt, displayName },
        });
      signUp('   ').thenThrows(DISPLAY_NAME_MESSAGES.empty, 'validation');
      signUp('a'.repeat(61)).thenThrows(DISPLAY_NAME_MESSAGES.length, 'validation');
      signUp('Ann\u202Eeel').thenThrows(DISPLAY_NAME_MESSAGES.unsafe, 'validation');
    });

    it('changes the name, and records nothing when it is the same', () => {
      given(userDecider, registered)
        .when({ type: 'ChangeDisplayName', data: { displayName: 'Ann Lee' } })
        .then([{ type: 'DisplayNameChanged', data: { userId, displayName: 'Ann Lee' } }]);
      given(userDecider, past(...registered, { type: 'DisplayNameChanged', data: { userId, displayName: 'Ann Lee' } }))
        .when({ type: 'ChangeDisplayName', data: { displayName: ' Ann Lee' } })
        .then([]);
      given(userDecider, registered)
        .when({ type: 'ChangeDisplayName', data: { displayName: '' } })
        .thenThrows(DISPLAY_NAME_MESSAGES.empty, 'validation');
    });
  });

  describe('ChangeUsername', () => {
    it('changes a valid username', () => {
      given(userDecider, registered)
        .when({ type: 'ChangeUsername', data: { username: 'annsbar42' } })
        .then([{ type: 'UsernameChanged', data: { userId, username: 'annsbar42' } }]);
    });

    it('records nothing when the username is unchanged', () => {
      given(userDecider, registered)
        .when({ type: 'ChangeUsername', data: { username: 'annlee000123' } })
        .then([]);
    });

    it.each([
      ['', USERNAME_MESSAGES.empty],
      ['   ', USERNAME_MESSAGES.empty],
      [42, USERNAME_MESSAGES.empty],
      ['ab', USERNAME_MESSAGES.length],
      ['abcdefghijklmno', USERNAME_MESSAGES.length],
      ['Ann', USERNAME_MESSAGES.characters],
      ['ann lee', USERNAME_MESSAGES.characters],
      ['ann_lee', USERNAME_MESSAGES.characters],
    ])('refuses %p with the spec message', (username, message) => {
      given(userDecider, registered).when({ type: 'ChangeUsername', data: { username } }).thenThrows(message, 'validation');
    });
  });

  describe('ChangePassword', () => {
    it('changes the password and bumps the token version', () => {
      given(userDecider, registered)
        .when({ type: 'ChangePassword', data: { verifiedPasswordHash: 'hash-1', newPasswordHash: 'hash-2' } })
        .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', tokenVersion: 1 } }]);
    });

    it('counts token versions across changes', () => {
      given(userDecider, past(...registered, { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', tokenVersion: 1 } }))
        .when({ type: 'ChangePassword', data: { verifiedPasswordHash: 'hash-2', newPasswordHash: 'hash-3' } })
        .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'hash-3', tokenVersion: 2 } }]);
    });

    it('refuses when the password was verified against a hash that is no longer current', () => {
      given(userDecider, past(...registered, { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', tokenVersion: 1 } }))
        .when({ type: 'ChangePassword', data: { verifiedPasswordHash: 'hash-1', newPasswordHash: 'hash-3' } })
        .thenThrows(ACCOUNT_ERRORS.incorrectPassword, 'unauthorized');
    });
  });

  describe('password reset', () => {
    const requestedAt = '2026-01-05T09:00:00.000Z';

    it('requests a reset that expires an hour later', () => {
      given(userDecider, registered)
        .when({ type: 'RequestPasswordReset', data: { tokenHash: 'token-a', requestedAt } })
        .then([
          {
            type: 'PasswordResetRequested',
            data: { userId, tokenHash: 'token-a', requestedAt, expiresAt: '2026-01-05T10:00:00.000Z' },
          },
        ]);
    });

    it('resets the password with a pending token before it expires', () => {
      given(userDecider, past(...registered, resetRequested('token-a', requestedAt)))
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-a', newPasswordHash: 'hash-2', at: '2026-01-05T09:59:59.999Z' } })
        .then([{ type: 'PasswordReset', data: { userId, tokenHash: 'token-a', passwordHash: 'hash-2', tokenVersion: 1 } }]);
    });

    it('refuses an expired token', () => {
      given(userDecider, past(...registered, resetRequested('token-a', requestedAt)))
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-a', newPasswordHash: 'hash-2', at: '2026-01-05T10:00:00.000Z' } })
        .thenThrows(ACCOUNT_ERRORS.resetLinkInvalid, 'validation');
    });

    it('refuses an unknown token', () => {
      given(userDecider, past(...registered, resetRequested('token-a', requestedAt)))
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-b', newPasswordHash: 'hash-2', at: requestedAt } })
        .thenThrows(ACCOUNT_ERRORS.resetLinkInvalid, 'validation');
    });

    it('refuses a token used once already (single use)', () => {
      given(
        userDecider,
        past(...registered, resetRequested('token-a', requestedAt), {
          type: 'PasswordReset',
          data: { userId, tokenHash: 'token-a', passwordHash: 'hash-2', tokenVersion: 1 },
        }),
      )
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-a', newPasswordHash: 'hash-3', at: requestedAt } })
        .thenThrows(ACCOUNT_ERRORS.resetLinkInvalid, 'validation');
    });

    it('voids every outstanding link once the password is reset or changed', () => {
      given(
        userDecider,
        past(...registered, resetRequested('token-a', requestedAt), resetRequested('token-b', requestedAt), {
          type: 'PasswordReset',
          data: { userId, tokenHash: 'token-a', passwordHash: 'hash-2', tokenVersion: 1 },
        }),
      )
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-b', newPasswordHash: 'hash-3', at: requestedAt } })
        .thenThrows(ACCOUNT_ERRORS.resetLinkInvalid);
      given(
        userDecider,
        past(...registered, resetRequested('token-a', requestedAt), {
          type: 'PasswordChanged',
          data: { userId, passwordHash: 'hash-2', tokenVersion: 1 },
        }),
      )
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-a', newPasswordHash: 'hash-3', at: requestedAt } })
        .thenThrows(ACCOUNT_ERRORS.resetLinkInvalid);
    });

    it('keeps an earlier unexpired link valid when another is requested', () => {
      given(userDecider, past(...registered, resetRequested('token-a', requestedAt), resetRequested('token-b', '2026-01-05T09:30:00.000Z')))
        .when({ type: 'ResetPassword', data: { tokenHash: 'token-a', newPasswordHash: 'hash-2', at: '2026-01-05T09:45:00.000Z' } })
        .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['PasswordReset']));
    });
  });

  describe('SignOut', () => {
    const session = { sessionId: 'q1w2e3r4t5y6u7i8o9p0aa', expiresAt: '2026-02-04T09:00:00.000Z' };

    it('records that one session of the user ended, until its token would expire', () => {
      given(userDecider, registered)
        .when({ type: 'SignOut', data: session })
        .then([{ type: 'SignedOut', data: { userId, ...session } }]);
    });

    it('refuses to sign out of an account that does not exist (any more)', () => {
      given(userDecider).when({ type: 'SignOut', data: session }).thenThrows(ACCOUNT_ERRORS.accountNotFound, 'not_found');
      given(userDecider, past(...registered, { type: 'AccountDeleted', data: { userId } }))
        .when({ type: 'SignOut', data: session })
        .thenThrows(ACCOUNT_ERRORS.accountNotFound, 'not_found');
    });
  });

  describe('preferences', () => {
    it('creates default preferences only when missing', () => {
      given(userDecider, registered).when({ type: 'CreatePreferences', data: {} }).then([]);
      given(userDecider, past(registered[0]))
        .when({ type: 'CreatePreferences', data: {} })
        .then([{ type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } }]);
    });

    it('records one PreferenceChanged per field that really changes', () => {
      given(userDecider, registered)
        .when({ type: 'ChangePreferences', data: { changes: { currency: 'eur', tf_2: true, num_1: 3 } } })
        .then([
          { type: 'PreferenceChanged', data: { userId, field: 'currency', value: 'eur' } },
          { type: 'PreferenceChanged', data: { userId, field: 'num_1', value: 3 } },
        ]);
    });

    it('sees earlier changes', () => {
      given(userDecider, past(...registered, { type: 'PreferenceChanged', data: { userId, field: 'currency', value: 'usd' } }))
        .when({ type: 'ChangePreferences', data: { changes: { currency: 'usd' } } })
        .then([]);
    });

    it('creates the missing record before changing it', () => {
      given(userDecider, past(registered[0]))
        .when({ type: 'ChangePreferences', data: { changes: { public_rota: false } } })
        .then([
          { type: 'PreferencesCreated', data: { userId, preferences: { ...DEFAULT_PREFERENCES } } },
          { type: 'PreferenceChanged', data: { userId, field: 'public_rota', value: false } },
        ]);
    });

    it('refuses an invalid change', () => {
      given(userDecider, registered)
        .when({ type: 'ChangePreferences', data: { changes: { currency: 'jpy' } } })
        .thenThrows(PREFERENCE_ERRORS.currency, 'validation');
    });
  });

  describe('DeleteAccount', () => {
    it('deletes after re-authentication against the current password', () => {
      given(userDecider, registered)
        .when({ type: 'DeleteAccount', data: { verifiedPasswordHash: 'hash-1' } })
        .then([{ type: 'AccountDeleted', data: { userId } }]);
    });

    it('refuses a password verified against an old hash', () => {
      given(userDecider, past(...registered, { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', tokenVersion: 1 } }))
        .when({ type: 'DeleteAccount', data: { verifiedPasswordHash: 'hash-1' } })
        .thenThrows(ACCOUNT_ERRORS.incorrectPassword, 'unauthorized');
    });

    it('leaves nothing of the account in the state', () => {
      expect(
        [...registered, { type: 'AccountDeleted', data: { userId } } as UserDeciderEvent].reduce(
          userDecider.evolve,
          userDecider.initialState(),
        ),
      ).toEqual(userDecider.initialState());
    });
  });
});
