import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { AUTOFILL_PROPOSALS, AutoFillProposalDocument } from './autofill.read-models';

/** Where each auto-fill proposal belongs and when it was made (the proposal itself stays in its stream). */
export const autofillProposalsProjection = defineDomainProjection({
  name: 'autofill-proposals',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [AUTOFILL_PROPOSALS],
  indexes: [{ collection: AUTOFILL_PROPOSALS, fields: ['ownerId'] }],
  eventTypes: ['AutoFillProposed', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'AutoFillProposed': {
        const { proposalId, ownerId, workplaceId } = event.data;
        batch.put(AUTOFILL_PROPOSALS, {
          id: proposalId,
          ownerId,
          workplaceId,
          proposedAt: event.metadata.at,
        } satisfies AutoFillProposalDocument);
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(AUTOFILL_PROPOSALS, { ownerId: event.data.userId });
        return;
    }
  },
});
