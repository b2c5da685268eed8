import { ACCOUNT_PURGE_EVENT_TYPES, normaliseEmail } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { SESSION_CHECKS, SessionCheckDocument } from '../read-models';

/**
 * One document per user with everything the session check needs, so a signed-in request
 * pays one read by primary key. It reads every event type the credentials (accounts-users)
 * and ended-sessions projections read, so its checkpoint moves whenever theirs do: the
 * session check trusts it once it has caught up with both (see SessionTokens).
 */
export const sessionChecksProjection = defineDomainProjection({
  name: 'accounts-session-checks',
  collections: [SESSION_CHECKS],
  eventTypes: ['UserRegistered', 'UsernameChanged', 'PasswordChanged', 'PasswordReset', 'SignedOut', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email } = event.data;
        batch.put(SESSION_CHECKS, {
          id: userId,
          userId,
          email: normaliseEmail(email),
          tokenVersion: 0,
          endedSessions: [],
        } satisfies SessionCheckDocument);
        return;
      }
      case 'UsernameChanged':
        // Nothing the session check needs; read only to keep pace with accounts-users.
        return;
      case 'PasswordChanged':
      case 'PasswordReset': {
        const check = await batch.get<SessionCheckDocument>(SESSION_CHECKS, event.data.userId);
        // A new token version already ends every earlier session.
        if (check) batch.put(SESSION_CHECKS, { ...check, tokenVersion: event.data.tokenVersion, endedSessions: [] });
        return;
      }
      case 'SignedOut': {
        const { userId, sessionId, expiresAt } = event.data;
        const check = await batch.get<SessionCheckDocument>(SESSION_CHECKS, userId);
        if (!check) return;
        // Expired tokens are refused anyway: forget them (time from the event, so rebuilds agree).
        const stillValid = check.endedSessions.filter((ended) => ended.expiresAt > event.metadata.at && ended.sessionId !== sessionId);
        batch.put(SESSION_CHECKS, { ...check, endedSessions: [...stillValid, { sessionId, expiresAt }] });
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        batch.delete(SESSION_CHECKS, event.data.userId);
        return;
    }
  },
});
