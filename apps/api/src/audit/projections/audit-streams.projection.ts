import { ACCOUNT_PURGE_EVENT_TYPES, employeeStream, kiosksStream, templatesStream, workplaceStream } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { AUDIT_STREAMS, AuditStreamDocument, auditStreamId } from '../audit.read-models';

/** Puts the document unless it is there already (streams never leave a workplace's history). */
async function remember(
  batch: ProjectionBatch,
  doc: Pick<AuditStreamDocument, 'streamId' | 'workplaceId' | 'ownerId' | 'kind' | 'rotaDate'>,
): Promise<void> {
  const id = auditStreamId(doc.streamId, doc.workplaceId);
  if (await batch.get(AUDIT_STREAMS, id)) return;
  batch.put(AUDIT_STREAMS, { id, ...doc } satisfies AuditStreamDocument);
}

/** The owner of an employee stream: from its first workplace's document, else the workplace it moves to. */
async function employeeOwner(batch: ProjectionBatch, streamId: string, workplaceId: string): Promise<string | null> {
  const [known] = await batch.find<AuditStreamDocument>(AUDIT_STREAMS, { streamId }, { limit: 1 });
  if (known) return known.ownerId;
  const workplace = await batch.get<AuditStreamDocument>(AUDIT_STREAMS, auditStreamId(workplaceStream(workplaceId), workplaceId));
  return workplace?.ownerId ?? null;
}

/**
 * Finds each workplace's streams for the audit: the workplace (and its templates), every employee
 * who was ever in it, every rota day, every auto-fill run. Deleting a workplace keeps them (its history stays readable);
 * deleting the account purges them with everything else.
 */
export const auditStreamsProjection = defineDomainProjection({
  name: 'audit-streams',
  collections: [AUDIT_STREAMS],
  indexes: [
    { collection: AUDIT_STREAMS, fields: ['workplaceId'] },
    { collection: AUDIT_STREAMS, fields: ['ownerId'] },
    { collection: AUDIT_STREAMS, fields: ['streamId'] },
  ],
  eventTypes: [
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
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'WorkplaceCreated': {
        const { workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: workplaceStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
        return;
      }
      case 'EmployeeAdded': {
        const { employeeId, workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: employeeStream(employeeId), workplaceId, ownerId, kind: 'employee' });
        return;
      }
      case 'EmployeeUpdated': {
        const { employeeId, workplaceId } = event.data;
        const streamId = employeeStream(employeeId);
        const ownerId = await employeeOwner(batch, streamId, workplaceId);
        if (ownerId) await remember(batch, { streamId, workplaceId, ownerId, kind: 'employee' });
        return;
      }
      case 'ShiftCreated':
      case 'RotaShared': {
        const { workplaceId, rotaDate, ownerId } = event.data;
        await remember(batch, { streamId: event.streamId, workplaceId, ownerId, kind: 'rota', rotaDate });
        return;
      }
      case 'AutoFillProposed': {
        // An auto-fill run (issue 38) is part of its workplace's history.
        const { workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: event.streamId, workplaceId, ownerId, kind: 'autofill' });
        return;
      }
      case 'TemplateCreated': {
        // A workplace's staffing templates are part of its own history (its settings).
        const { workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: templatesStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
        return;
      }
      case 'KioskLinkCreated':
      case 'KioskPinSet': {
        // A workplace's kiosk links and PINs (issue 41) are its settings: part of its history, deleted with it.
        const { workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: kiosksStream(workplaceId), workplaceId, ownerId, kind: 'workplace' });
        return;
      }
      case 'RotaWeekPublished': {
        // A week published to staff (issue 43): its stream is part of the workplace's history.
        const { workplaceId, ownerId } = event.data;
        await remember(batch, { streamId: event.streamId, workplaceId, ownerId, kind: 'workplace' });
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(AUDIT_STREAMS, { ownerId: event.data.userId });
        return;
    }
  },
});
