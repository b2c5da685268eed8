import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  liveWorkplaceOf,
  ownerIndexes,
  retiredOwnerIndexes,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side';
import { SHARED_ROTA_DAYS, SHARED_ROTA_DRAFT_DAYS, SHARED_ROTA_WORKPLACES, SHARED_ROTAS } from '../sharing.read-models';
import { ALL, SHARED_CONTEXT, trackLink, trackPublicRota } from './sharing-documents';
import { sharingProjectionV1 } from './sharing-v1.projection';

/**
 * What a shared rota link needs besides the days (which it reads from what staff see, the staff
 * feeds' copy: `feed_rota_days`): the link of each shared day or week, workplace and employee
 * names, and whether the owner allows public rotas.
 *
 * Version 2 (4 Dec 2026, issue 42): no copy of the days of its own. Version 1 kept one, the
 * fifth copy of every workplace day, rewritten on every rota event; this one reads only the two
 * link events of the rota streams, so a placement no longer reaches it.
 */
export const sharingProjection = defineDomainProjection({
  name: 'sharing',
  version: 2,
  previous: sharingProjectionV1,
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: ALL,
  indexes: [
    { collection: SHARED_ROTAS, fields: ['workplaceId'] },
    // What version 1 wrote here, until its build is dropped, a workplace's deletion or the account's purge finds by it.
    { collection: SHARED_ROTA_DAYS, fields: ['workplaceId'] },
    { collection: SHARED_ROTA_DRAFT_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ownerIndexes(SHARED_CONTEXT),
  ],
  retiredIndexes: retiredOwnerIndexes(SHARED_CONTEXT),
  eventTypes: [
    'RotaShared',
    'SharedRotaRevoked',
    ...WORKPLACE_EVENT_TYPES,
    ...EMPLOYEE_EVENT_TYPES,
    'PreferencesCreated',
    'PreferenceChanged',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (event.type === 'PreferencesCreated' || event.type === 'PreferenceChanged') {
      await trackPublicRota(event, batch);
      return;
    }
    if (event.type === 'RotaShared' || event.type === 'SharedRotaRevoked') {
      // A link of an unknown or deleted workplace is none (as version 1's day copies were).
      const day = await liveWorkplaceOf(event, batch, SHARED_ROTA_WORKPLACES);
      if (day) await trackLink(event, batch, day, event.type === 'RotaShared' ? { sharedAt: event.metadata.at } : {});
      return;
    }
    await applySharedContextEvent(event, batch, SHARED_CONTEXT);
  },
});
