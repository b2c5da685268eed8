import {
  ACCOUNT_PURGE_EVENT_TYPES,
  isEventOfType,
  publishModeOf,
  ROTA_EVENT_TYPES,
  type EmployeeEvent,
  type RotaWeekPublished,
  type WorkplaceUpdated,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, type StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveStaffVisibleDay,
  ownerIndexes,
  publishEveryDraft,
  publishWeek,
  RotaDayDocument,
  StaffDayChange,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side';
import {
  FEED_ASSIGNMENTS,
  FEED_DRAFT_DAYS,
  FEED_EMPLOYEES,
  FEED_LINKS,
  FEED_PUBLICATIONS,
  FEED_ROTA_DAYS,
  FEED_WORKPLACES,
  FeedAssignmentDocument,
  FeedEmployeeDocument,
  FeedLinkDocument,
  FeedPublicationDocument,
} from '../read-models';

const WORKPLACE_DOCUMENTS = [FEED_ROTA_DAYS, FEED_DRAFT_DAYS, FEED_ASSIGNMENTS, FEED_PUBLICATIONS];
const STAFF_VISIBLE = { days: FEED_ROTA_DAYS, drafts: FEED_DRAFT_DAYS, workplaces: FEED_WORKPLACES };
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

/** Writes only the assignments a change of what staff see touched: a day's other documents keep their LAST-MODIFIED. */
function writeAssignments({ before: dayBefore, after: dayAfter }: StaffDayChange, at: string, batch: ProjectionBatch): void {
  const before = dayBefore ? assignmentsOf(dayBefore, dayBefore.lastUpdated) : new Map<string, FeedAssignmentDocument>();
  const after = assignmentsOf(dayAfter, at);
  for (const id of before.keys()) if (!after.has(id)) batch.delete(FEED_ASSIGNMENTS, id);
  for (const [id, doc] of after) {
    const was = before.get(id);
    if (!was || !sameAssignment(was, doc)) batch.put(FEED_ASSIGNMENTS, doc);
  }
}

/** A rota event: what staff see changes now ('live'), or only the day's draft ('on-publish'). */
async function trackAssignments(event: StoredDomainEvent, batch: ProjectionBatch): Promise<void> {
  const result = await evolveStaffVisibleDay(event, batch, STAFF_VISIBLE);
  if (result?.visible) writeAssignments(result, event.metadata.at, batch);
}

/** A week published, or a workplace back to 'live': its drafts become what staff see, dated by this event. */
async function trackPublication(event: StoredDomainEvent<RotaWeekPublished | WorkplaceUpdated>, batch: ProjectionBatch): Promise<void> {
  const at = event.metadata.at;
  if (event.type === 'WorkplaceUpdated') {
    if (publishModeOf(event.data) !== 'live') return;
    for (const change of await publishEveryDraft(batch, STAFF_VISIBLE, event.data.workplaceId)) writeAssignments(change, at, batch);
    return;
  }
  const { workplaceId, weekStart, ownerId } = event.data;
  const workplace = await batch.get(FEED_WORKPLACES, workplaceId);
  if (!workplace || workplace.deleted) return;
  for (const change of await publishWeek(batch, STAFF_VISIBLE, workplaceId, weekStart)) writeAssignments(change, at, batch);
  const id = `${workplaceId}_${weekStart}`;
  batch.put(FEED_PUBLICATIONS, { id, workplaceId, ownerId, weekStart, publishedAt: at } satisfies FeedPublicationDocument);
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
    batch.put(FEED_LINKS, {
      id: token,
      token,
      employeeId,
      ownerId: employee.ownerId,
      issuedAt: event.metadata.at,
    } satisfies FeedLinkDocument);
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
    { collection: FEED_DRAFT_DAYS, fields: ['workplaceId', 'rotaDate'] },
    // A workplace's deletion drops its documents: the days and drafts find them by the (workplaceId, rotaDate) index above,
    // the others need their own (an index on a prefix of another is one more to write on every change, issue 31).
    { collection: FEED_ASSIGNMENTS, fields: ['workplaceId'] },
    { collection: FEED_PUBLICATIONS, fields: ['workplaceId'] },
    ...ownerIndexes(COLLECTIONS),
  ],
  eventTypes: [
    ...ROTA_EVENT_TYPES,
    ...WORKPLACE_EVENT_TYPES,
    ...EMPLOYEE_EVENT_TYPES,
    ...FEED_LINK_EVENT_TYPES,
    'RotaWeekPublished',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, ROTA_EVENT_TYPES)) return trackAssignments(event, batch);
    if (event.type === 'RotaWeekPublished' || event.type === 'WorkplaceUpdated') await trackPublication(event, batch);
    if (event.type === 'RotaWeekPublished') return;
    // Workplace (with its time zone) and employee copies, workplace deletion and account purge, as every rota-side projection.
    await applySharedContextEvent(event, batch, COLLECTIONS);
    if (isEventOfType(event, [...EMPLOYEE_EVENT_TYPES, ...FEED_LINK_EVENT_TYPES])) await trackLink(event, batch);
  },
});
