import { ACCOUNT_PURGE_EVENT_TYPES, AccountDeletionEvent, DEFAULT_PREFERENCES, UserEvent } from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatch, Projection } from '@rotaledger/read-models';
import { PREFERENCES, PreferencesDocument } from '../read-models';

type Handled = UserEvent | AccountDeletionEvent;

/** One preferences document per user, id = userId. */
export const preferencesProjection: Projection = {
  name: 'accounts-preferences',
  collections: [PREFERENCES],
  eventTypes: ['PreferencesCreated', 'PreferenceChanged', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(stored: StoredEvent, batch: ProjectionBatch): Promise<void> {
    const event = stored as unknown as Handled;
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
      case 'AccountDeletionCompleted':
        batch.delete(PREFERENCES, event.data.userId);
        return;
    }
  },
};
