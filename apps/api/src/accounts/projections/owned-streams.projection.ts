import { ACCOUNT_PURGE_EVENT_TYPES, isEventOfType } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { OWNED_STREAMS, OwnedStreamDocument } from '../read-models';

/**
 * Which streams each user's data is in, so deleting an account finds every stream of every
 * context without knowing them. The acting user owns the streams they write, unless they act
 * as a member of another user's team (metadata `ownerId`): then that owner does, so a member
 * deleting their account never takes the team's data with it. Events without a user (public
 * or system actions) are not recorded.
 * AccountDeleted forgets the user's streams (the event lists them for the deletion itself);
 * AccountDeletionCompleted forgets those written by requests still in flight at that moment,
 * which the deletion has found here and deleted too.
 */
export const ownedStreamsProjection = defineDomainProjection({
  name: 'owned-streams',
  collections: [OWNED_STREAMS],
  indexes: [{ collection: OWNED_STREAMS, fields: ['ownerId'] }],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, ACCOUNT_PURGE_EVENT_TYPES)) {
      await batch.deleteWhere(OWNED_STREAMS, { ownerId: event.data.userId });
      return;
    }
    const ownerId = event.metadata.ownerId ?? event.metadata.userId;
    if (!ownerId || (await batch.get(OWNED_STREAMS, event.streamId))) return;
    batch.put(OWNED_STREAMS, { id: event.streamId, ownerId } satisfies OwnedStreamDocument);
  },
});
