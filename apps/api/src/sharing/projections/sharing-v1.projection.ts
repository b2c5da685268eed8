import { initialRotaState, isEventOfType, publishModeOf, ROTA_EVENT_TYPES, ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveStaffVisibleDay,
  ownerIndexes,
  retiredOwnerIndexes,
  publishEveryDraft,
  publishWeek,
  RotaDayDocument,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side';
import { SHARED_ROTA_DAYS, SHARED_ROTA_DRAFT_DAYS, SHARED_ROTA_WORKPLACES, SHARED_ROTAS } from '../sharing.read-models';
import { ALL, SHARED_CONTEXT, trackLink, trackPublicRota } from './sharing-documents';

const STAFF_VISIBLE = { days: SHARED_ROTA_DAYS, drafts: SHARED_ROTA_DRAFT_DAYS, workplaces: SHARED_ROTA_WORKPLACES };

/**
 * Version 1 of the sharing projection, kept for one release as version 2's `previous`: while
 * version 2 is built beside it, this one keeps following the log and serving reads, so a link
 * shared meanwhile opens at once. It kept its own copy of what staff see of every workplace day
 * (`shared_rota_days`, with drafts); version 2 reads the staff feeds' copy instead. Remove this
 * file in the release after 4 Dec 2026.
 */
export const sharingProjectionV1 = defineDomainProjection({
  name: 'sharing',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: ALL,
  indexes: [
    { collection: SHARED_ROTA_DAYS, fields: ['workplaceId'] },
    { collection: SHARED_ROTAS, fields: ['workplaceId'] },
    { collection: SHARED_ROTA_DRAFT_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ownerIndexes(SHARED_CONTEXT),
  ],
  retiredIndexes: retiredOwnerIndexes(SHARED_CONTEXT),
  eventTypes: [
    ...ROTA_EVENT_TYPES,
    ...WORKPLACE_EVENT_TYPES,
    ...EMPLOYEE_EVENT_TYPES,
    'PreferencesCreated',
    'PreferenceChanged',
    'RotaWeekPublished',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (event.type === 'PreferencesCreated' || event.type === 'PreferenceChanged') {
      await trackPublicRota(event, batch);
      return;
    }
    if (isEventOfType(event, ROTA_EVENT_TYPES)) {
      // What links show follows publication; the links themselves are made and revoked at once.
      const result = await evolveStaffVisibleDay(event, batch, STAFF_VISIBLE);
      if (!result) return;
      const { workplaceId, rotaDate, ownerId } = result.after;
      // A day shared before it was ever published shows as published so far: empty.
      if (!result.visible && event.type === 'RotaShared' && !(await batch.get(SHARED_ROTA_DAYS, result.after.id))) {
        const empty: RotaDayDocument = {
          ...initialRotaState(),
          id: result.after.id,
          workplaceId,
          rotaDate,
          ownerId,
          shiftCount: 0,
          lastUpdated: event.metadata.at,
        };
        batch.put(SHARED_ROTA_DAYS, empty);
      }
      if (event.type === 'RotaShared' || event.type === 'SharedRotaRevoked')
        await trackLink(event, batch, { workplaceId, rotaDate, ownerId });
      return;
    }
    if (event.type === 'RotaWeekPublished') {
      const workplace = await batch.get(SHARED_ROTA_WORKPLACES, event.data.workplaceId);
      if (workplace && !workplace.deleted) await publishWeek(batch, STAFF_VISIBLE, event.data.workplaceId, event.data.weekStart);
      return;
    }
    if (event.type === 'WorkplaceUpdated' && publishModeOf(event.data) === 'live') {
      await publishEveryDraft(batch, STAFF_VISIBLE, event.data.workplaceId);
    }
    await applySharedContextEvent(event, batch, SHARED_CONTEXT);
  },
});
