import {
  ACCOUNT_PURGE_EVENT_TYPES,
  initialRotaState,
  isEventOfType,
  PreferenceChanged,
  PreferencesCreated,
  publishModeOf,
  ROTA_EVENT_TYPES,
  RotaEvent,
  turnsPublicRotaOff,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveStaffVisibleDay,
  ownerIndexes,
  retiredOwnerIndexes,
  publishEveryDraft,
  publishWeek,
  RotaDayDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side';
import {
  SHARED_ROTA_DAYS,
  SHARED_ROTA_DRAFT_DAYS,
  SHARED_ROTA_EMPLOYEES,
  SHARED_ROTA_OWNERS,
  SHARED_ROTA_WORKPLACES,
  SHARED_ROTAS,
  SharedRotaDocument,
  SharedRotaOwnerDocument,
} from '../sharing.read-models';

const WORKPLACE_DOCUMENTS = [SHARED_ROTAS, SHARED_ROTA_DAYS, SHARED_ROTA_DRAFT_DAYS];
const STAFF_VISIBLE = { days: SHARED_ROTA_DAYS, drafts: SHARED_ROTA_DRAFT_DAYS, workplaces: SHARED_ROTA_WORKPLACES };
const ALL = [...WORKPLACE_DOCUMENTS, SHARED_ROTA_WORKPLACES, SHARED_ROTA_EMPLOYEES, SHARED_ROTA_OWNERS];

async function trackPublicRota(event: StoredDomainEvent<PreferencesCreated | PreferenceChanged>, batch: ProjectionBatch): Promise<void> {
  const { userId } = event.data;
  const publicRota =
    event.type === 'PreferencesCreated'
      ? event.data.preferences.public_rota
      : event.data.field === 'public_rota'
        ? event.data.value
        : undefined;
  if (typeof publicRota !== 'boolean') return;
  const current = await batch.get<SharedRotaOwnerDocument>(SHARED_ROTA_OWNERS, userId);
  // The same count the share handler folds from the user stream (sharingGenerationFrom).
  const sharingGeneration = (current?.sharingGeneration ?? 0) + (turnsPublicRotaOff(event) ? 1 : 0);
  batch.put(SHARED_ROTA_OWNERS, { id: userId, ownerId: userId, publicRota, sharingGeneration } satisfies SharedRotaOwnerDocument);
}

/** A link's document: made by RotaShared, marked by SharedRotaRevoked (kept, so it cannot come back). */
async function trackLink(
  event: StoredDomainEvent<RotaEvent>,
  batch: ProjectionBatch,
  day: { workplaceId: string; rotaDate: string; ownerId: string },
) {
  if (event.type === 'RotaShared') {
    const { rotaId, sharingGeneration = 0, span } = event.data;
    const link: SharedRotaDocument = {
      id: rotaId,
      rotaId,
      ...day,
      ...(span === 'week' ? { span } : {}),
      sharingGeneration,
      revoked: false,
    };
    batch.put(SHARED_ROTAS, link);
    // The handler counted the owner's turn-offs before appending, so those events came first
    // and the owner's count here is already at least this one. Only an owner document
    // projected before generations were counted can lag behind: lift it (else a no-op).
    const owner = await batch.get<SharedRotaOwnerDocument>(SHARED_ROTA_OWNERS, day.ownerId);
    if (owner && (owner.sharingGeneration ?? 0) < sharingGeneration) batch.put(SHARED_ROTA_OWNERS, { ...owner, sharingGeneration });
  }
  if (event.type === 'SharedRotaRevoked') {
    const { rotaId } = event.data;
    const link = await batch.get<SharedRotaDocument>(SHARED_ROTAS, rotaId);
    if (link) batch.put(SHARED_ROTAS, { ...link, revoked: true });
  }
}

/**
 * What a shared rota link shows, kept live: every workplace day, the link of each shared
 * day, workplace and employee names, and whether the owner allows public rotas.
 */
/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: SHARED_ROTA_WORKPLACES,
  employees: SHARED_ROTA_EMPLOYEES,
  workplaceDocuments: WORKPLACE_DOCUMENTS,
  all: ALL,
};

export const sharingProjection = defineDomainProjection({
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
