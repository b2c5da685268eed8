import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../../infrastructure/domain-log';
import { WORKPLACE_DIRECTORY, WORKPLACE_LIST, WorkplaceDirectoryDocument, WorkplaceListDocument } from '../read-models';

/** The fields whose absence has a meaning ('live', no break rules, the default payroll numbers, default pay rules): an update without them clears them. */
function withoutOptionalDetails<Document extends WorkplaceListDocument>(document: Document): Document {
  const copy = { ...document };
  delete copy.publishMode;
  delete copy.breakRules;
  delete copy.payrollCodes;
  delete copy.payRules;
  delete copy.kioskIpRanges;
  delete copy.clockInWithoutShift;
  return copy;
}

/**
 * The workplace list (live workplaces only) and the workplace directory (every workplace,
 * deleted ones flagged). Deterministic: times come from the event's metadata.
 */
export const workplacesProjection = defineDomainProjection({
  name: 'workplaces',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [WORKPLACE_LIST, WORKPLACE_DIRECTORY],
  indexes: [
    { collection: WORKPLACE_LIST, fields: ['ownerId'] },
    { collection: WORKPLACE_DIRECTORY, fields: ['ownerId'] },
  ],
  eventTypes: ['WorkplaceCreated', 'WorkplaceUpdated', 'WorkplaceDeleted', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    const at = event.metadata.at;
    switch (event.type) {
      case 'WorkplaceCreated': {
        const { workplaceId, ...rest } = event.data;
        const listed: WorkplaceListDocument = { id: workplaceId, workplaceId, ...rest, createdAt: at, seq: event.position };
        batch.put(WORKPLACE_LIST, listed);
        batch.put(WORKPLACE_DIRECTORY, { ...listed, deleted: false, updatedAt: at, deletedAt: null } satisfies WorkplaceDirectoryDocument);
        return;
      }
      case 'WorkplaceUpdated': {
        const { workplaceId, ...details } = event.data;
        // The mode's absence means 'live', the rules' none: an update without them clears them, it does not keep the old ones.
        const listed = await batch.get<WorkplaceListDocument>(WORKPLACE_LIST, workplaceId);
        if (listed) batch.put(WORKPLACE_LIST, { ...withoutOptionalDetails(listed), ...details });
        const entry = await batch.get<WorkplaceDirectoryDocument>(WORKPLACE_DIRECTORY, workplaceId);
        if (entry) batch.put(WORKPLACE_DIRECTORY, { ...withoutOptionalDetails(entry), ...details, updatedAt: at });
        return;
      }
      case 'WorkplaceDeleted': {
        const { workplaceId } = event.data;
        batch.delete(WORKPLACE_LIST, workplaceId);
        const entry = await batch.get<WorkplaceDirectoryDocument>(WORKPLACE_DIRECTORY, workplaceId);
        if (entry && !entry.deleted) {
          batch.put(WORKPLACE_DIRECTORY, { ...entry, deleted: true, updatedAt: at, deletedAt: at });
        }
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(WORKPLACE_LIST, { ownerId: event.data.userId });
        await batch.deleteWhere(WORKPLACE_DIRECTORY, { ownerId: event.data.userId });
        return;
    }
  },
});
