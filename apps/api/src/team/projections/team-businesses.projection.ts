import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { TEAM_BUSINESSES, TeamBusinessDocument } from '../read-models';

const blank = (ownerId: string): TeamBusinessDocument => ({
  id: ownerId,
  ownerId,
  businessName: null,
  firstWorkplaceId: null,
  firstWorkplaceName: null,
});

/**
 * Each owner's business name: the one they set, and their first workplace's (renames followed),
 * which stands for it until then. A projection of its own, so an existing store replays the
 * workplaces' history into it on first start.
 */
export const teamBusinessesProjection = defineDomainProjection({
  name: 'team-businesses',
  collections: [TEAM_BUSINESSES],
  indexes: [{ collection: TEAM_BUSINESSES, fields: ['firstWorkplaceId'] }],
  eventTypes: ['BusinessNamed', 'WorkplaceCreated', 'WorkplaceUpdated', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'BusinessNamed': {
        const { ownerId, businessName } = event.data;
        const current = (await batch.get<TeamBusinessDocument>(TEAM_BUSINESSES, ownerId)) ?? blank(ownerId);
        batch.put(TEAM_BUSINESSES, { ...current, businessName });
        return;
      }
      case 'WorkplaceCreated': {
        const { ownerId, workplaceId, name } = event.data;
        const current = (await batch.get<TeamBusinessDocument>(TEAM_BUSINESSES, ownerId)) ?? blank(ownerId);
        if (current.firstWorkplaceId === null) {
          batch.put(TEAM_BUSINESSES, { ...current, firstWorkplaceId: workplaceId, firstWorkplaceName: name });
        }
        return;
      }
      case 'WorkplaceUpdated': {
        const { workplaceId, name } = event.data;
        for (const business of await batch.find<TeamBusinessDocument>(TEAM_BUSINESSES, { firstWorkplaceId: workplaceId })) {
          batch.put(TEAM_BUSINESSES, { ...business, firstWorkplaceName: name });
        }
        return;
      }
      // Every step purges: AccountStreamsDeleted is the one the deletion waits for, and it follows
      // a workplace a request in flight created after AccountDeleted.
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        batch.delete(TEAM_BUSINESSES, event.data.userId);
        return;
    }
  },
});
