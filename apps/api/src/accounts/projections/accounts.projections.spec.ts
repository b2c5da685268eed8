import { DEFAULT_PREFERENCES } from '@rotaledger/domain';
import { GIVEN_EVENTS_START, GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { CREDENTIALS, ENDED_SESSIONS, OWNED_STREAMS, PASSWORD_RESETS, PREFERENCES, USERS } from '../read-models';
import { endedSessionsProjection } from './ended-sessions.projection';
import { ownedStreamsProjection } from './owned-streams.projection';
import { passwordResetsProjection } from './password-resets.projection';
import { preferencesProjection } from './preferences.projection';
import { usersProjection } from './users.projection';

const ada = 'user-ada';
const registered: GivenDomainEvent = {
  type: 'UserRegistered',
  data: { userId: ada, email: 'Ada@Example.com', username: 'ada', createdAt: GIVEN_EVENTS_START, passwordHash: 'hash-1' },
};
const deleted: GivenDomainEvent = { type: 'AccountDeleted', data: { userId: ada, streams: [] } };
const completed: GivenDomainEvent = { type: 'AccountDeletionCompleted', data: { userId: ada } };

describe('accounts-users projection', () => {
  it('keeps the user record and the log-in credentials under the lowercased e-mail', async () => {
    const scenario = givenDomainEvents(usersProjection, [
      registered,
      { type: 'UsernameChanged', data: { userId: ada, username: 'countess' } },
      { type: 'PasswordChanged', data: { userId: ada, passwordHash: 'hash-2', tokenVersion: 1 } },
    ]);
    await scenario.thenDocuments(USERS, [
      { id: ada, userId: ada, email: 'Ada@Example.com', username: 'countess', createdAt: GIVEN_EVENTS_START },
    ]);
    await scenario.thenDocuments(CREDENTIALS, [{ id: 'ada@example.com', userId: ada, passwordHash: 'hash-2', tokenVersion: 1 }]);
  });

  it('keeps the name given at sign-up and each change of it (issue 43)', async () => {
    await givenDomainEvents(usersProjection, [
      { ...registered, data: { ...registered.data, displayName: 'Ada Lovelace' } },
      { type: 'DisplayNameChanged', data: { userId: ada, displayName: 'Countess Ada' } },
    ]).thenDocuments(USERS, [
      { id: ada, userId: ada, email: 'Ada@Example.com', username: 'ada', displayName: 'Countess Ada', createdAt: GIVEN_EVENTS_START },
    ]);
  });

  it('takes a reset password and its token version', async () => {
    await givenDomainEvents(usersProjection, [
      registered,
      { type: 'PasswordReset', data: { userId: ada, tokenHash: 't', passwordHash: 'hash-3', tokenVersion: 2 } },
    ]).thenDocument(CREDENTIALS, 'ada@example.com', { id: 'ada@example.com', userId: ada, passwordHash: 'hash-3', tokenVersion: 2 });
  });

  it('forgets the account on its deletion', async () => {
    await givenDomainEvents(usersProjection, [registered, deleted]).thenNoDocuments();
  });
});

describe('accounts-preferences projection', () => {
  const created: GivenDomainEvent = { type: 'PreferencesCreated', data: { userId: ada, preferences: { ...DEFAULT_PREFERENCES } } };

  it('starts from the created preferences and applies each change', async () => {
    await givenDomainEvents(preferencesProjection, [
      created,
      { type: 'PreferenceChanged', data: { userId: ada, field: 'currency', value: 'eur' } },
      { type: 'PreferenceChanged', data: { userId: ada, field: 'public_rota', value: false } },
    ]).thenDocuments(PREFERENCES, [{ ...DEFAULT_PREFERENCES, currency: 'eur', public_rota: false, id: ada, userId: ada }]);
  });

  it('fills the defaults in when a change comes before any preferences were created', async () => {
    await givenDomainEvents(preferencesProjection, [
      { type: 'PreferenceChanged', data: { userId: ada, field: 'theme_mode', value: 'dark' } },
    ]).thenDocument(PREFERENCES, ada, { ...DEFAULT_PREFERENCES, theme_mode: 'dark', id: ada, userId: ada });
  });

  it('forgets them on the account deletion', async () => {
    await givenDomainEvents(preferencesProjection, [created, deleted]).thenNoDocuments();
  });
});

describe('accounts-password-resets projection', () => {
  const requested = (tokenHash: string, requestedAt: string, expiresAt: string): GivenDomainEvent => ({
    type: 'PasswordResetRequested',
    data: { userId: ada, tokenHash, requestedAt, expiresAt },
  });

  it('keeps the pending links by token hash and drops those expired by the next request', async () => {
    await givenDomainEvents(passwordResetsProjection, [
      requested('old', '2026-01-05T08:00:00.000Z', '2026-01-05T09:00:00.000Z'),
      requested('new', '2026-01-05T10:00:00.000Z', '2026-01-05T11:00:00.000Z'),
    ]).thenDocuments(PASSWORD_RESETS, [{ id: 'new', userId: ada, expiresAt: '2026-01-05T11:00:00.000Z' }]);
  });

  it('voids every link once the password changes', async () => {
    await givenDomainEvents(passwordResetsProjection, [
      requested('a', '2026-01-05T08:00:00.000Z', '2026-01-05T09:00:00.000Z'),
      { type: 'PasswordChanged', data: { userId: ada, passwordHash: 'hash-2', tokenVersion: 1 } },
    ]).thenNoDocuments();
  });
});

describe('accounts-ended-sessions projection', () => {
  const signedOut = (sessionId: string, expiresAt: string): GivenDomainEvent => ({
    type: 'SignedOut',
    data: { userId: ada, sessionId, expiresAt },
  });

  it('keeps the ended sessions until their tokens expire, by the time of the events', async () => {
    // The events are a minute apart from GIVEN_EVENTS_START: the first token has expired by the second sign-out.
    await givenDomainEvents(endedSessionsProjection, [
      signedOut('s1', '2026-01-05T09:00:30.000Z'),
      signedOut('s2', '2026-01-05T12:00:00.000Z'),
    ]).thenDocuments(ENDED_SESSIONS, [{ id: 's2', userId: ada, expiresAt: '2026-01-05T12:00:00.000Z' }]);
  });

  it('forgets them when a new token version ends every session anyway', async () => {
    await givenDomainEvents(endedSessionsProjection, [
      signedOut('s1', '2026-01-05T12:00:00.000Z'),
      { type: 'PasswordReset', data: { userId: ada, tokenHash: 't', passwordHash: 'hash-3', tokenVersion: 2 } },
    ]).thenNoDocuments();
  });
});

describe('owned-streams projection', () => {
  const by = (userId: string | null) => ({ userId });

  it('records each stream under the user who first wrote to it, and none for public actions', async () => {
    await givenDomainEvents(ownedStreamsProjection, [
      { ...registered, streamId: 'user-ada', metadata: by(ada) },
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' }, streamId: 'workplace-w1', metadata: by(ada) },
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' }, streamId: 'workplace-w1', metadata: by('user-bob') },
      {
        type: 'ContactMessageReceived',
        data: { messageId: 'm1', name: 'A', email: 'a@example.com', message: 'Hi', timestamp: GIVEN_EVENTS_START },
        streamId: 'contact-m1',
        metadata: by(null),
      },
    ]).thenDocuments(OWNED_STREAMS, [
      { id: 'user-ada', ownerId: ada },
      { id: 'workplace-w1', ownerId: ada },
    ]);
  });

  it('forgets the streams of a deleted account, also those written after AccountDeleted', async () => {
    await givenDomainEvents(ownedStreamsProjection, [
      { ...registered, streamId: 'user-ada', metadata: by(ada) },
      { ...deleted, streamId: 'account-deletions' },
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' }, streamId: 'workplace-w1', metadata: by(ada) },
      { ...completed, streamId: 'account-deletions' },
    ]).thenNoDocuments();
  });
});
