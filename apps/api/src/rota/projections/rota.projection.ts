import { ACCOUNT_PURGE_EVENT_TYPES, isEventOfType, ROTA_EVENT_TYPES, RotaDayEvent } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  PopulatedDateDocument,
  ROTA_DAYS,
  ROTA_EMPLOYEES,
  ROTA_INDEX,
  ROTA_POPULATED_DATES,
  ROTA_WORKPLACES,
  RotaDayDocument,
  RotaIndexDocument,
} from '../rota.read-models';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveDayDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side/rota-projection-kit';

const WORKPLACE_DOCUMENTS = [ROTA_DAYS, ROTA_INDEX, ROTA_POPULATED_DATES];
const ALL = [...WORKPLACE_DOCUMENTS, ROTA_WORKPLACES, ROTA_EMPLOYEES];

/** Keeps the shift/assignment index in step with the day. */
function updateIndex(event: RotaDayEvent, before: RotaDayDocument | null, day: RotaDayDocument, batch: ProjectionBatch): void {
  const place = { workplaceId: day.workplaceId, rotaDate: day.rotaDate, ownerId: day.ownerId };
  switch (event.type) {
    case 'ShiftCreated':
      batch.put(ROTA_INDEX, { id: event.data.shiftId, kind: 'shift', shiftId: event.data.shiftId, ...place } satisfies RotaIndexDocument);
      return;
    case 'AssignmentAdded': {
      const { assignmentId, shiftId } = event.data;
      batch.put(ROTA_INDEX, { id: assignmentId, kind: 'assignment', shiftId, ...place } satisfies RotaIndexDocument);
      return;
    }
    case 'AssignmentRemoved':
      batch.delete(ROTA_INDEX, event.data.assignmentId);
      return;
    case 'AssignmentMoved': {
      const { assignmentId, toShiftId } = event.data;
      batch.put(ROTA_INDEX, { id: assignmentId, kind: 'assignment', shiftId: toShiftId, ...place } satisfies RotaIndexDocument);
      return;
    }
    case 'ShiftDeleted':
      batch.delete(ROTA_INDEX, event.data.shiftId);
      for (const a of before?.assignments ?? []) if (a.shiftId === event.data.shiftId) batch.delete(ROTA_INDEX, a.assignmentId);
      return;
    // Neither adds nor removes a shift or an assignment, nor changes an assignment's row.
    case 'AssignmentTimed':
    case 'EmployeeAssigned':
    case 'EmployeeUnassigned':
    case 'RotaDayCopied':
    case 'ChangeUndone':
    case 'RotaShared':
    case 'SharedRotaRevoked':
      return;
  }
}

function updatePopulatedDate(day: RotaDayDocument, batch: ProjectionBatch): void {
  if (day.shiftCount === 0) {
    batch.delete(ROTA_POPULATED_DATES, day.id);
    return;
  }
  const { id, workplaceId, rotaDate, ownerId } = day;
  batch.put(ROTA_POPULATED_DATES, { id, workplaceId, rotaDate, ownerId } satisfies PopulatedDateDocument);
}

/** The weekly grid (day documents), the populated dates, and the id index of shifts and assignments. */
/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: ROTA_WORKPLACES,
  employees: ROTA_EMPLOYEES,
  workplaceDocuments: WORKPLACE_DOCUMENTS,
  all: ALL,
  // The weekly answer's minimum-wage check reads the age band on each day.
  datesOfBirth: true,
};

export const rotaProjection = defineDomainProjection({
  name: 'rota',
  collections: ALL,
  indexes: [
    { collection: ROTA_DAYS, fields: ['workplaceId', 'rotaDate'] },
    // The employee-day rule reads an account's days around a date (EmployeeSpansLoader): on
    // ownerId alone that scanned every day the account ever had, once per command.
    { collection: ROTA_DAYS, fields: ['ownerId', 'rotaDate'] },
    { collection: ROTA_POPULATED_DATES, fields: ['workplaceId', 'rotaDate'] },
    { collection: ROTA_INDEX, fields: ['workplaceId'] },
    ...ALL.filter((collection) => collection !== ROTA_DAYS).map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...ROTA_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (!isEventOfType(event, ROTA_EVENT_TYPES)) return void (await applySharedContextEvent(event, batch, SHARED_CONTEXT));
    const result = await evolveDayDocument(event, batch, { days: ROTA_DAYS, workplaces: ROTA_WORKPLACES });
    if (!result) return;
    updateIndex(event, result.before, result.after, batch);
    updatePopulatedDate(result.after, batch);
  },
});
