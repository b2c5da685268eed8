import { ACCOUNT_PURGE_EVENT_TYPES, isEventOfType } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { OWNED_STREAMS, OwnedStreamDocument } from '../read-models';

/**
 * Which streams each user's data is in: the acting user owns the streams they write, unless
 * they act as a member of another user's team (metadata `ownerId`): then that owner does.
 * Events without a user (public or system actions) are not recorded. The account deletion no
 * longer reads it (it lists the streams from the event log itself, after fencing the account,
 * by the same owner rule); it is kept until a release drops its table from existing files, and
 * is purged on every account purge event like every other read model.
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
