import {
  ACCOUNT_PURGE_EVENT_TYPES,
  parseRotaStream,
  ROTA_EVENT_TYPES,
  ROTA_REQUEST_EVENT_TYPES,
  TIMESHEET_EVENT_TYPES,
} from '@rotaledger/domain';
import { accountOf } from '@rotaledger/event-store';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { ROTA_CHANGES, RotaChangeDocument } from './rota-changes.read-models';

/**
 * The index from a change (its `changeId`, in the events' metadata) to the rota days it wrote, so
 * an undo finds a copy of 12 weeks without reading every stream. Only ids: the events themselves
 * are read from the streams when undoing.
 */
export const rotaChangesProjection = defineDomainProjection({
  name: 'rota-changes',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [ROTA_CHANGES],
  indexes: [{ collection: ROTA_CHANGES, fields: ['ownerId'] }],
  eventTypes: [...ROTA_EVENT_TYPES, ...ROTA_REQUEST_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    // An account's purge drops its changes; every other event is recorded by its metadata alone.
    if (event.type === 'AccountDeleted' || event.type === 'AccountStreamsDeleted' || event.type === 'AccountDeletionCompleted') {
      await batch.deleteWhere(ROTA_CHANGES, { ownerId: event.data.userId });
      return;
    }
    const { changeId } = event.metadata;
    const day = parseRotaStream(event.streamId);
    const ownerId = accountOf(event.metadata);
    if (!changeId || !day || !ownerId) return;
    const known = await batch.get<RotaChangeDocument>(ROTA_CHANGES, changeId);
    if (known?.streams.includes(event.streamId)) return;
    batch.put(ROTA_CHANGES, {
      id: changeId,
      ownerId,
      workplaceId: day.workplaceId,
      streams: [...(known?.streams ?? []), event.streamId],
    } satisfies RotaChangeDocument);
  },
});
