import { employeeStream, isEventOfType, kiosksStream, templatesStream, workplaceStream } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import type { StoredDomainEvent } from '../../infrastructure/domain-log';
import { AuditStreamDocument, auditStreamId } from '../audit.read-models';

type StreamFacts = Pick<AuditStreamDocument, 'streamId' | 'workplaceId' | 'ownerId' | 'kind' | 'rotaDate'>;

/** Puts the document unless it is there already (streams never leave a workplace's history); the new one, or null. */
async function remember(batch: ProjectionBatch, collection: string, doc: StreamFacts): Promise<AuditStreamDocument | null> {
  const id = auditStreamId(doc.streamId, doc.workplaceId);
  if (await batch.get(collection, id)) return null;
  const created = { id, ...doc } satisfies AuditStreamDocument;
  batch.put(collection, created);
  return created;
}

/** The owner of an employee stream: from its first workplace's document, else the workplace it moves to. */
async function employeeOwner(batch: ProjectionBatch, collection: string, streamId: string, workplaceId: string): Promise<string | null> {
  const [known] = await batch.find<AuditStreamDocument>(collection, { streamId }, { limit: 1 });
  if (known) return known.ownerId;
  const workplace = await batch.get<AuditStreamDocument>(collection, auditStreamId(workplaceStream(workplaceId), workplaceId));
  return workplace?.ownerId ?? null;
}

/** The event types on which a stream joins a workplace's history. */
export const STREAM_JOINING_EVENT_TYPES = [
  'WorkplaceCreated',
  'EmployeeAdded',
  'EmployeeUpdated',
  'ShiftCreated',
  'RotaShared',
  'AutoFillProposed',
  'TemplateCreated',
  'KioskLinkCreated',
  'KioskPinSet',
  'RotaWeekPublished',
] as const;

/**
 * Records in `collection` (documents of AuditStreamDocument's shape) the stream that the event
 * joins to a workplace's history, unless it is there already; returns the new document, or null.
 * The workplace (and its templates), every employee who was ever in it, every rota day, every
 * auto-fill run, its kiosk links and publications. Both audit projections keep their own list by
 * this one rule, so each is consistent with its own documents.
 */
export async function joinHistory(
  event: StoredDomainEvent,
  batch: ProjectionBatch,
  collection: string,
): Promise<AuditStreamDocument | null> {
  if (!isEventOfType(event, STREAM_JOINING_EVENT_TYPES)) return null;
  switch (event.type) {
    case 'WorkplaceCreated': {
      const { workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: workplaceStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
    }
    case 'EmployeeAdded': {
      const { employeeId, workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: employeeStream(employeeId), workplaceId, ownerId, kind: 'employee' });
    }
    case 'EmployeeUpdated': {
      const { employeeId, workplaceId } = event.data;
      const streamId = employeeStream(employeeId);
      const ownerId = await employeeOwner(batch, collection, streamId, workplaceId);
      return ownerId ? remember(batch, collection, { streamId, workplaceId, ownerId, kind: 'employee' }) : null;
    }
    case 'ShiftCreated':
    case 'RotaShared': {
      const { workplaceId, rotaDate, ownerId } = event.data;
      return remember(batch, collection, { streamId: event.streamId, workplaceId, ownerId, kind: 'rota', rotaDate });
    }
    case 'AutoFillProposed': {
      // An auto-fill run (issue 38) is part of its workplace's history.
      const { workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: event.streamId, workplaceId, ownerId, kind: 'autofill' });
    }
    case 'TemplateCreated': {
      // A workplace's staffing templates are part of its own history (its settings).
      const { workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: templatesStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
    }
    case 'KioskLinkCreated':
    case 'KioskPinSet': {
      // A workplace's kiosk links and PINs (issue 41) are its settings: part of its history, deleted with it.
      const { workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: kiosksStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
    }
    case 'RotaWeekPublished': {
      // A week published to staff (issue 43): its stream is part of the workplace's history.
      const { workplaceId, ownerId } = event.data;
      return remember(batch, collection, { streamId: event.streamId, workplaceId, ownerId, kind: 'workplace' });
    }
  }
}
