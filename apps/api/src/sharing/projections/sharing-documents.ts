import { PreferenceChanged, PreferencesCreated, RotaShared, SharedRotaRevoked, turnsPublicRotaOff } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import type { StoredDomainEvent } from '../../infrastructure/domain-log';
import type { RotaProjectionCollections } from '../../read-side';
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

/** What both versions of the sharing projection keep alike: the documents, the owners' public_rota, the links. */

// The day copies only version 1 writes: version 2 lists them too, so a rebuild drops what
// version 1 wrote there, and a workplace's deletion or the account's purge removes it.
export const WORKPLACE_DOCUMENTS = [SHARED_ROTAS, SHARED_ROTA_DAYS, SHARED_ROTA_DRAFT_DAYS];
export const ALL = [...WORKPLACE_DOCUMENTS, SHARED_ROTA_WORKPLACES, SHARED_ROTA_EMPLOYEES, SHARED_ROTA_OWNERS];

export async function trackPublicRota(
  event: StoredDomainEvent<PreferencesCreated | PreferenceChanged>,
  batch: ProjectionBatch,
): Promise<void> {
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

/**
 * A link's document: made by RotaShared, marked by SharedRotaRevoked (kept, so it cannot come
 * back). `day`: the link's workplace day, with its owner; `made`: what the version adds to a new link.
 */
export async function trackLink(
  event: StoredDomainEvent<RotaShared | SharedRotaRevoked>,
  batch: ProjectionBatch,
  day: { workplaceId: string; rotaDate: string; ownerId: string },
  made: Partial<SharedRotaDocument> = {},
): Promise<void> {
  if (event.type === 'RotaShared') {
    const { rotaId, sharingGeneration = 0, span } = event.data;
    const link: SharedRotaDocument = {
      id: rotaId,
      rotaId,
      ...day,
      ...(span === 'week' ? { span } : {}),
      sharingGeneration,
      revoked: false,
      ...made,
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

/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
export const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: SHARED_ROTA_WORKPLACES,
  employees: SHARED_ROTA_EMPLOYEES,
  workplaceDocuments: WORKPLACE_DOCUMENTS,
  all: ALL,
};
