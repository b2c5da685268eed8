import { GIVEN_EVENTS_START, GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { SESSION_CHECKS } from '../read-models';
import { sessionChecksProjection } from './session-checks.projection';

const ada = 'user-ada';
const bob = 'user-bob';
const registered = (userId: string, email: string): GivenDomainEvent => ({
  type: 'UserRegistered',
  data: { userId, email, username: userId, createdAt: GIVEN_EVENTS_START, passwordHash: 'hash-1' },
});
const signedOut = (userId: string, sessionId: string, expiresAt: string): GivenDomainEvent => ({
  type: 'SignedOut',
  data: { userId, sessionId, expiresAt },
});
const check = (userId: string, email: string, tokenVersion: number, endedSessions: { sessionId: string; expiresAt: string }[]) => ({
  id: userId,
  userId,
  email,
  tokenVersion,
  endedSessions,
});

describe('accounts-session-checks projection', () => {
  it('keeps per user the lowercased e-mail, token version 0 and no ended sessions', async () => {
    await givenDomainEvents(sessionChecksProjection, [
      registered(ada, 'Ada@Example.com'),
      { type: 'UsernameChanged', data: { userId: ada, username: 'countess' } },
    ]).thenDocuments(SESSION_CHECKS, [check(ada, 'ada@example.com', 0, [])]);
  });

  it('adds each logged-out session of its user alone, and forgets those expired by the time of the next log-out', async () => {
    // The events are a minute apart from GIVEN_EVENTS_START: s1's token has expired by the third.
    await givenDomainEvents(sessionChecksProjection, [
      registered(ada, 'ada@example.com'),
      registered(bob, 'bob@example.com'),
      signedOut(ada, 's1', '2026-01-05T09:02:30.000Z'),
      signedOut(ada, 's2', '2026-01-05T12:00:00.000Z'),
      signedOut(bob, 's3', '2026-01-05T12:00:00.000Z'),
      signedOut(ada, 's4', '2026-01-05T13:00:00.000Z'),
    ]).thenDocuments(SESSION_CHECKS, [
      check(ada, 'ada@example.com', 0, [
        { sessionId: 's2', expiresAt: '2026-01-05T12:00:00.000Z' },
        { sessionId: 's4', expiresAt: '2026-01-05T13:00:00.000Z' },
      ]),
      check(bob, 'bob@example.com', 0, [{ sessionId: 's3', expiresAt: '2026-01-05T12:00:00.000Z' }]),
    ]);
  });

  it('takes the new token version of a password change or reset and forgets the ended sessions, which it ends anyway', async () => {
    const scenario = givenDomainEvents(sessionChecksProjection, [
      registered(ada, 'ada@example.com'),
      signedOut(ada, 's1', '2026-01-05T12:00:00.000Z'),
      { type: 'PasswordChanged', data: { userId: ada, passwordHash: 'hash-2', tokenVersion: 1 } },
      signedOut(ada, 's2', '2026-01-05T12:00:00.000Z'),
      { type: 'PasswordReset', data: { userId: ada, tokenHash: 't', passwordHash: 'hash-3', tokenVersion: 2 } },
    ]);
    await scenario.thenDocuments(SESSION_CHECKS, [check(ada, 'ada@example.com', 2, [])]);
  });

  it('records nothing for a user it never saw registered', async () => {
    await givenDomainEvents(sessionChecksProjection, [
      signedOut(ada, 's1', '2026-01-05T12:00:00.000Z'),
      { type: 'PasswordChanged', data: { userId: ada, passwordHash: 'hash-2', tokenVersion: 1 } },
    ]).thenNoDocuments();
  });

  it.each(['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'] as const)('forgets the user on %s', async (type) => {
    const purge: GivenDomainEvent =
      type === 'AccountDeleted' ? { type, data: { userId: ada, streams: [] } } : { type, data: { userId: ada } };
    await givenDomainEvents(sessionChecksProjection, [
      registered(ada, 'ada@example.com'),
      signedOut(ada, 's1', '2026-01-05T12:00:00.000Z'),
      purge,
    ]).thenNoDocuments();
  });
});
