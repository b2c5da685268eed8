import {
  ACCOUNT_PURGE_EVENT_TYPES,
  evolveRota,
  initialRotaState,
  parseRotaStream,
  ROTA_EVENT_TYPES,
  type RotaEvent,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { type StoredDomainEvent, defineDomainProjection } from '../../../infrastructure/domain-log';
import { EMPLOYEE_DAY_ASSIGNMENTS, EMPLOYEE_ROTA_DAYS, EmployeeDayAssignmentsDocument, EmployeeRotaDayDocument } from '../read-models';

const ALL = [EMPLOYEE_ROTA_DAYS, EMPLOYEE_DAY_ASSIGNMENTS];

/** A day's assignment count per employee (unallocated ones count for no one). */
function countsOf(day: EmployeeRotaDayDocument): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of day.assignments) if (a.employeeId !== null) counts.set(a.employeeId, (counts.get(a.employeeId) ?? 0) + 1);
  return counts;
}

async function applyRotaEvent(event: StoredDomainEvent<RotaEvent>, batch: ProjectionBatch): Promise<void> {
  const location = parseRotaStream(event.streamId);
  if (!location) return;
  const id = `${location.workplaceId}_${location.rotaDate}`;
  const before = await batch.get<EmployeeRotaDayDocument>(EMPLOYEE_ROTA_DAYS, id);
  // A day begins with its first shift, which names the owner (for the account purge).
  if (!before && event.type !== 'ShiftCreated') return;
  const current: EmployeeRotaDayDocument = before ?? {
    ...initialRotaState(),
    id,
    workplaceId: location.workplaceId,
    rotaDate: location.rotaDate,
    ownerId: event.type === 'ShiftCreated' ? event.data.ownerId : '',
  };
  const after = { ...current, ...evolveRota(current, event) } as EmployeeRotaDayDocument;
  batch.put(EMPLOYEE_ROTA_DAYS, after);
  const [was, now] = [before ? countsOf(before) : new Map<string, number>(), countsOf(after)];
  for (const employeeId of new Set([...was.keys(), ...now.keys()])) {
    const count = now.get(employeeId) ?? 0;
    if (count === (was.get(employeeId) ?? 0)) continue;
    const countId = `${id}_${employeeId}`;
    if (count === 0) {
      batch.delete(EMPLOYEE_DAY_ASSIGNMENTS, countId);
      continue;
    }
    const doc: EmployeeDayAssignmentsDocument = {
      id: countId,
      dayId: id,
      employeeId,
      workplaceId: after.workplaceId,
      rotaDate: after.rotaDate,
      ownerId: after.ownerId,
      count,
    };
    batch.put(EMPLOYEE_DAY_ASSIGNMENTS, doc);
  }
}

/**
 * Who is on each workplace day, counted per employee: what a removal or a move would open
 * (`GET /employees/upcomingshifts`). Rota events are folded with the domain's own evolve.
 */
export const employeeAssignmentsProjection = defineDomainProjection({
  name: 'employee-assignments',
  collections: ALL,
  indexes: [
    { collection: EMPLOYEE_DAY_ASSIGNMENTS, fields: ['employeeId', 'workplaceId', 'rotaDate'] },
    ...ALL.map((collection) => ({ collection, fields: ['workplaceId'] })),
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...ROTA_EVENT_TYPES, 'WorkplaceDeleted', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'WorkplaceDeleted':
        for (const collection of ALL) await batch.deleteWhere(collection, { workplaceId: event.data.workplaceId });
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        for (const collection of ALL) await batch.deleteWhere(collection, { ownerId: event.data.userId });
        return;
      case 'ShiftCreated':
      case 'ShiftDeleted':
      case 'AssignmentAdded':
      case 'AssignmentTimed':
      case 'EmployeeAssigned':
      case 'EmployeeUnassigned':
      case 'AssignmentRemoved':
      case 'AssignmentMoved':
      case 'RotaDayCopied':
      case 'RotaShared':
      case 'SharedRotaRevoked':
        await applyRotaEvent(event, batch);
        return;
      case 'ChangeUndone':
        // A marker: the reverting events that follow it change the days.
        return;
    }
  },
});
