import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../infrastructure/domain-log';
import { KIOSK_LINKS, KioskLinkDocument } from './kiosk.read-models';

/**
 * Every kiosk link (issue 41), revoked ones kept (flagged) so their workplace's managers can still
 * delete them idempotently; `lastUsedAt` is the server time of the last clock or wrong PIN there.
 */
export const kioskLinksProjection = defineDomainProjection({
  name: 'kiosk-links',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [KIOSK_LINKS],
  indexes: [
    { collection: KIOSK_LINKS, fields: ['workplaceId'] },
    { collection: KIOSK_LINKS, fields: ['token'] },
    { collection: KIOSK_LINKS, fields: ['ownerId'] },
  ],
  eventTypes: [
    'KioskLinkCreated',
    'KioskLinkRevoked',
    'KioskPinRejected',
    'ClockedIn',
    'ClockedOut',
    'BreakStarted',
    'BreakEnded',
    'WorkplaceDeleted',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    const used = async (kioskId: string | undefined) => {
      if (kioskId === undefined) return;
      const link = await batch.get<KioskLinkDocument>(KIOSK_LINKS, kioskId);
      if (link) batch.put(KIOSK_LINKS, { ...link, lastUsedAt: event.metadata.at });
    };
    switch (event.type) {
      case 'KioskLinkCreated': {
        const { kioskId, workplaceId, ownerId, name, token } = event.data;
        batch.put(KIOSK_LINKS, {
          id: kioskId,
          kioskId,
          workplaceId,
          ownerId,
          name,
          token,
          createdAt: event.metadata.at,
          createdPosition: event.position,
          lastUsedAt: null,
          revoked: false,
        } satisfies KioskLinkDocument);
        return;
      }
      case 'KioskLinkRevoked': {
        const link = await batch.get<KioskLinkDocument>(KIOSK_LINKS, event.data.kioskId);
        if (link) batch.put(KIOSK_LINKS, { ...link, revoked: true });
        return;
      }
      case 'KioskPinRejected':
      case 'ClockedIn':
      case 'ClockedOut':
      case 'BreakStarted':
      case 'BreakEnded':
        await used(event.data.kioskId);
        return;
      case 'WorkplaceDeleted':
        await batch.deleteWhere(KIOSK_LINKS, { workplaceId: event.data.workplaceId });
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(KIOSK_LINKS, { ownerId: event.data.userId });
        return;
    }
  },
});
