import { ACCOUNT_PURGE_EVENT_TYPES, isEventOfType, ROTA_EVENT_TYPES, type EmployeeEvent } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, type StoredDomainEvent } from '../../infrastructure/domain-log';
import { applySharedContextEvent, EMPLOYEE_EVENT_TYPES, evolveDayDocument, RotaDayDocument, WORKPLACE_EVENT_TYPES } from '../../read-side';
import {
  FEED_ASSIGNMENTS,
  FEED_EMPLOYEES,
  FEED_LINKS,
  FEED_ROTA_DAYS,
  FEED_WORKPLACES,
  FeedAssignmentDocument,
  FeedEmployeeDocument,
  FeedLinkDocument,
} from '../read-models';

const WORKPLACE_DOCUMENTS = [FEED_ROTA_DAYS, FEED_ASSIGNMENTS];
const ALL = [...WORKPLACE_DOCUMENTS, FEED_LINKS, FEED_WORKPLACES, FEED_EMPLOYEES];
const COLLECTIONS = { workplaces: FEED_WORKPLACES, employees: FEED_EMPLOYEES, workplaceDocuments: WORKPLACE_DOCUMENTS, all: ALL };
const FEED_LINK_EVENT_TYPES = ['EmployeeFeedLinkIssued', 'EmployeeFeedLinkRevoked'] as const;

/** The assignments of a day that have an employee, as feed documents. */
function assignmentsOf(day: RotaDayDocument, updatedAt: string): Map<string, FeedAssignmentDocument> {
  const serviceOf = new Map(day.shifts.map((shift) => [shift.shiftId, shift.serviceType]));
  const documents = new Map<string, FeedAssignmentDocument>();
  for (const a of day.assignments) {
    if (a.employeeId === null) continue;
    documents.set(a.assignmentId, {
      id: a.assignmentId,
      assignmentId: a.assignmentId,
      employeeId: a.employeeId,
      workplaceId: day.workplaceId,
      ownerId: day.ownerId,
      rotaDate: day.rotaDate,
      serviceType: serviceOf.get(a.shiftId) ?? 0,
      startMinute: a.startMinute,
      endMinute: a.endMinute,
      updatedAt,
    });
  }
  return documents;
}

const sameAssignment = (a: FeedAssignmentDocument, b: FeedAssignmentDocument) =>
  a.employeeId === b.employeeId && a.serviceType === b.serviceType && a.startMinute === b.startMinute && a.endMinute === b.endMinute;

/** Writes only the assignments the event changed: a day's other documents keep their LAST-MODIFIED. */
async function trackAssignments(event: StoredDomainEvent, batch: ProjectionBatch): Promise<void> {
  const result = await evolveDayDocument(event, batch, { days: FEED_ROTA_DAYS, workplaces: FEED_WORKPLACES });
  if (!result) return;
  const before = result.before ? assignmentsOf(result.before, result.before.lastUpdated) : new Map<string, FeedAssignmentDocument>();
  const after = assignmentsOf(result.after, event.metadata.at);
  for (const id of before.keys()) if (!after.has(id)) batch.delete(FEED_ASSIGNMENTS, id);
  for (const [id, doc] of after) {
    const was = before.get(id);
    if (!was || !sameAssignment(was, doc)) batch.put(FEED_ASSIGNMENTS, doc);
  }
}

/** The live link: issuing replaces the employee's earlier token, revoking or removing the employee drops it. */
async function trackLink(event: StoredDomainEvent<EmployeeEvent>, batch: ProjectionBatch): Promise<void> {
  const { employeeId } = event.data;
  if (event.type === 'EmployeeFeedLinkIssued' || event.type === 'EmployeeFeedLinkRevoked' || event.type === 'EmployeeRemoved') {
    await batch.deleteWhere(FEED_LINKS, { employeeId });
  }
  if (event.type === 'EmployeeFeedLinkIssued') {
    const employee = await batch.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId);
    if (!employee) return;
    const { token } = event.data;
    batch.put(FEED_LINKS, { id: token, token, employeeId, ownerId: employee.ownerId } satisfies FeedLinkDocument);
  }
}

/**
 * Each employee's personal link and assignments across the account's workplaces, for the
 * public page and the iCalendar feed (`GET /staff/{token}`, `GET /feeds/{token}.ics`).
 */
export const staffFeedsProjection = defineDomainProjection({
  name: 'staff-feeds',
  collections: ALL,
  indexes: [
    { collection: FEED_ASSIGNMENTS, fields: ['employeeId', 'rotaDate'] },
    // The personal page's open shifts read a workplace's coming weeks.
    { collection: FEED_ROTA_DAYS, fields: ['workplaceId', 'rotaDate'] },
    { collection: FEED_LINKS, fields: ['employeeId'] },
    ...WORKPLACE_DOCUMENTS.map((collection) => ({ collection, fields: ['workplaceId'] })),
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [
    ...ROTA_EVENT_TYPES,
    ...WORKPLACE_EVENT_TYPES,
    ...EMPLOYEE_EVENT_TYPES,
    ...FEED_LINK_EVENT_TYPES,
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, ROTA_EVENT_TYPES)) return trackAssignments(event, batch);
    // Workplace (with its time zone) and employee copies, workplace deletion and account purge, as every rota-side projection.
    await applySharedContextEvent(event, batch, COLLECTIONS);
    if (isEventOfType(event, [...EMPLOYEE_EVENT_TYPES, ...FEED_LINK_EVENT_TYPES])) await trackLink(event, batch);
  },
});
