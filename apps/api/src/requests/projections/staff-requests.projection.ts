import {
  ACCOUNT_PURGE_EVENT_TYPES,
  EMPLOYEE_REQUEST_EVENT_TYPES,
  isEventOfType,
  parseRotaStream,
  ROTA_REQUEST_EVENT_TYPES,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, type StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  EmployeeDirectoryDocument,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
} from '../../read-side';
import { REQUEST_EMPLOYEES, REQUEST_WORKPLACES, STAFF_REQUESTS, StaffRequestDocument } from '../read-models';

const ALL = [STAFF_REQUESTS, REQUEST_WORKPLACES, REQUEST_EMPLOYEES];
const COLLECTIONS = { workplaces: REQUEST_WORKPLACES, employees: REQUEST_EMPLOYEES, workplaceDocuments: [STAFF_REQUESTS], all: ALL };

async function update(batch: ProjectionBatch, id: string, change: Partial<StaffRequestDocument>): Promise<void> {
  const current = await batch.get<StaffRequestDocument>(STAFF_REQUESTS, id);
  if (current) batch.put(STAFF_REQUESTS, { ...current, ...change });
}

/** A forgotten staff member's requests stay (days, status), without their notes (issue 40 §2). */
async function forgetNotes(batch: ProjectionBatch, employeeId: string): Promise<void> {
  for (const doc of await batch.find<StaffRequestDocument>(STAFF_REQUESTS, { employeeId })) {
    if (doc.note !== undefined && doc.note !== null) batch.put(STAFF_REQUESTS, { ...doc, note: null });
  }
}

/** Time off: the employee's stream; the document takes the employee's owner and workplace from the copy. */
async function trackTimeOff(event: StoredDomainEvent, batch: ProjectionBatch): Promise<void> {
  if (!isEventOfType(event, EMPLOYEE_REQUEST_EVENT_TYPES)) return;
  switch (event.type) {
    case 'TimeOffRequested': {
      const employee = await batch.get<EmployeeDirectoryDocument>(REQUEST_EMPLOYEES, event.data.employeeId);
      if (!employee) return;
      const { requestId, employeeId, from, to, note } = event.data;
      batch.put(STAFF_REQUESTS, {
        id: requestId,
        kind: 'timeOff',
        ownerId: employee.ownerId,
        workplaceId: employee.workplaceId,
        employeeId,
        status: 'pending',
        requestedAt: event.metadata.at,
        position: event.position,
        from,
        to,
        note,
        timeOffKind: event.data.kind ?? 'unpaid',
      } satisfies StaffRequestDocument);
      return;
    }
    case 'TimeOffApproved':
      return update(batch, event.data.requestId, { status: 'approved', timeOffKind: event.data.kind ?? 'unpaid' });
    case 'TimeOffDeclined':
      return update(batch, event.data.requestId, { status: 'declined' });
    case 'TimeOffCancelled':
      return update(batch, event.data.requestId, { status: 'cancelled' });
    case 'AvailabilitySet':
      // Availability is no request: the staff page reads it from the employee.
      return;
  }
}

/** Claims and swaps: the rota day's stream names the workplace and the day. */
async function trackRotaRequest(event: StoredDomainEvent, batch: ProjectionBatch): Promise<void> {
  if (!isEventOfType(event, ROTA_REQUEST_EVENT_TYPES)) return;
  const location = parseRotaStream(event.streamId);
  const workplace = location && (await batch.get<WorkplaceDirectoryDocument>(REQUEST_WORKPLACES, location.workplaceId));
  if (!location || !workplace || workplace.deleted) return;
  const place = {
    ownerId: workplace.ownerId,
    workplaceId: location.workplaceId,
    rotaDate: location.rotaDate,
    requestedAt: event.metadata.at,
    position: event.position,
  };
  switch (event.type) {
    case 'ShiftClaimed': {
      const { claimId, assignmentId, employeeId } = event.data;
      batch.put(STAFF_REQUESTS, {
        id: claimId,
        kind: 'claim',
        employeeId,
        assignmentId,
        status: 'pending',
        ...place,
      } satisfies StaffRequestDocument);
      return;
    }
    case 'ClaimApproved':
      return update(batch, event.data.claimId, { status: 'approved' });
    case 'ClaimDeclined':
      return update(batch, event.data.claimId, { status: 'declined' });
    case 'SwapOffered': {
      const { swapId, assignmentId, employeeId } = event.data;
      const doc: StaffRequestDocument = { id: swapId, kind: 'swap', employeeId, assignmentId, status: 'open', coveredBy: null, ...place };
      batch.put(STAFF_REQUESTS, doc);
      return;
    }
    case 'SwapAccepted':
      return update(batch, event.data.swapId, { status: 'accepted', coveredBy: event.data.employeeId });
    case 'SwapApproved':
      return update(batch, event.data.swapId, { status: 'approved' });
    case 'SwapDeclined':
      return update(batch, event.data.swapId, { status: 'declined' });
    case 'SwapWithdrawn':
      return update(batch, event.data.swapId, { status: 'withdrawn' });
  }
}

/** Staff requests (time off, claims, swaps) and their status, for the manager's list, the personal page and the access check. */
export const staffRequestsProjection = defineDomainProjection({
  name: 'staff-requests',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: ALL,
  indexes: [
    { collection: STAFF_REQUESTS, fields: ['workplaceId', 'status'] },
    { collection: STAFF_REQUESTS, fields: ['employeeId'] },
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
    // A workplace's requests (and its deletion) use the (workplaceId, status) index.
  ],
  eventTypes: [
    ...new Set([
      ...EMPLOYEE_REQUEST_EVENT_TYPES,
      ...ROTA_REQUEST_EVENT_TYPES,
      ...WORKPLACE_EVENT_TYPES,
      ...EMPLOYEE_EVENT_TYPES,
      ...ACCOUNT_PURGE_EVENT_TYPES,
    ]),
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    // Employee and workplace copies, workplace deletion and account purge, as every rota-side projection.
    await applySharedContextEvent(event, batch, COLLECTIONS);
    await trackTimeOff(event, batch);
    await trackRotaRequest(event, batch);
    if (event.type === 'EmployeeForgotten') await forgetNotes(batch, event.data.employeeId);
  },
});
