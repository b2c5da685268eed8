import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { ENDED_SESSIONS, EndedSessionDocument } from '../read-models';

/**
 * The sessions users logged out of, until their tokens expire. Shared by every replica
 * and kept across restarts, unlike a denylist in memory.
 */
export const endedSessionsProjection = defineDomainProjection({
  name: 'accounts-ended-sessions',
  collections: [ENDED_SESSIONS],
  indexes: [
    { collection: ENDED_SESSIONS, fields: ['userId'] },
    { collection: ENDED_SESSIONS, fields: ['expiresAt'] },
  ],
  eventTypes: ['SignedOut', 'PasswordChanged', 'PasswordReset', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'SignedOut': {
        const { userId, sessionId, expiresAt } = event.data;
        // Expired tokens are refused anyway: forget them (time from the event, so rebuilds agree).
        await batch.deleteWhere(ENDED_SESSIONS, { expiresAt: { $lte: event.metadata.at } });
        batch.put(ENDED_SESSIONS, { id: sessionId, userId, expiresAt } satisfies EndedSessionDocument);
        return;
      }
      case 'PasswordChanged':
      case 'PasswordReset':
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        // A new token version (or no account) already ends every earlier session.
        await batch.deleteWhere(ENDED_SESSIONS, { userId: event.data.userId });
        return;
    }
  },
});
