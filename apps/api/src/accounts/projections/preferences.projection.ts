import { ACCOUNT_PURGE_EVENT_TYPES, DEFAULT_PREFERENCES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { PREFERENCES, PreferencesDocument } from '../read-models';

/** One preferences document per user, id = userId. */
export const preferencesProjection = defineDomainProjection({
  name: 'accounts-preferences',
  collections: [PREFERENCES],
  eventTypes: ['PreferencesCreated', 'PreferenceChanged', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'PreferencesCreated': {
        const { userId, preferences } = event.data;
        batch.put(PREFERENCES, { ...preferences, id: userId, userId } satisfies PreferencesDocument);
        return;
      }
      case 'PreferenceChanged': {
        const { userId, field, value } = event.data;
        const current = await batch.get<PreferencesDocument>(PREFERENCES, userId);
        batch.put(PREFERENCES, { ...DEFAULT_PREFERENCES, ...current, id: userId, userId, [field]: value });
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        batch.delete(PREFERENCES, event.data.userId);
        return;
    }
  },
});
