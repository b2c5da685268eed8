import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { PASSWORD_RESETS, PasswordResetDocument } from '../read-models';

/** Pending reset links by token hash, so a link finds its user; the user's stream decides validity. */
export const passwordResetsProjection = defineDomainProjection({
  name: 'accounts-password-resets',
  collections: [PASSWORD_RESETS],
  indexes: [{ collection: PASSWORD_RESETS, fields: ['userId'] }],
  eventTypes: ['PasswordResetRequested', 'PasswordReset', 'PasswordChanged', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'PasswordResetRequested': {
        const { userId, tokenHash, requestedAt, expiresAt } = event.data;
        // Links that expired by now are useless: drop them rather than keep them forever.
        await batch.deleteWhere(PASSWORD_RESETS, { userId, expiresAt: { $lte: requestedAt } });
        batch.put(PASSWORD_RESETS, { id: tokenHash, userId, expiresAt } satisfies PasswordResetDocument);
        return;
      }
      case 'PasswordReset':
      case 'PasswordChanged':
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        // A new password voids every outstanding link (the decider refuses them too).
        await batch.deleteWhere(PASSWORD_RESETS, { userId: event.data.userId });
        return;
    }
  },
});
