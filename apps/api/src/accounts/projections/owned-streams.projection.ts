import { AccountDeletionEvent, isAccountPurgeEvent } from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatch, Projection } from '@rotaledger/read-models';
import { OWNED_STREAMS, OwnedStreamDocument } from '../read-models';

/**
 * Which streams each user wrote to, so deleting an account finds every stream of every
 * context without knowing them. The acting user owns the streams they write (all data is
 * per user); events without a user (public or system actions) are not recorded.
 * AccountDeleted forgets the user's streams (the event lists them for the deletion itself);
 * AccountDeletionCompleted forgets those written by requests still in flight at that moment,
 * which the deletion has found here and deleted too.
 */
export const ownedStreamsProjection: Projection = {
  name: 'owned-streams',
  collections: [OWNED_STREAMS],
  indexes: [{ collection: OWNED_STREAMS, fields: ['ownerId'] }],
  async apply(event: StoredEvent, batch: ProjectionBatch): Promise<void> {
    if (isAccountPurgeEvent(event.type)) {
      await batch.deleteWhere(OWNED_STREAMS, { ownerId: (event as unknown as AccountDeletionEvent).data.userId });
      return;
    }
    const ownerId = event.metadata.userId;
    if (!ownerId || (await batch.get(OWNED_STREAMS, event.streamId))) return;
    batch.put(OWNED_STREAMS, { id: event.streamId, ownerId } satisfies OwnedStreamDocument);
  },
};
