import {
  ACCOUNT_PURGE_EVENT_TYPES,
  addDays,
  isEventOfType,
  plannedBreakOf,
  publishModeOf,
  ROTA_EVENT_TYPES,
  type EmployeeEvent,
  type RotaWeekPublished,
  type WorkplaceUpdated,
} from '@rotaledger/domain';
import type { Filter, ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, type StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  allocatedEmployee,
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  EmployeeDirectoryDocument,
  loadEmployees,
  evolveStaffVisibleDay,
  ownerIndexes,
  retiredOwnerIndexes,
  publishEveryDraft,
  publishWeek,
  RotaDayDocument,
  StaffDayChange,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
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

/** Events after which an employee's assignments may open or be theirs again: a move, a removal, time off. */
const ALLOCATION_EVENT_TYPES = ['EmployeeUpdated', 'EmployeeRemoved', 'TimeOffApproved', 'TimeOffCancelled'] as const;

type Employees = Map<string, EmployeeDirectoryDocument>;
const employeesOf = (batch: ProjectionBatch, ids: Iterable<string | null>) => loadEmployees(batch, FEED_EMPLOYEES, ids);

/** Whether the assignment is no longer its employee's for staff (moved away, removed or on time off that day), by these copies. */
const openedFor = (a: Pick<FeedAssignmentDocument, 'employeeId' | 'rotaDate' | 'workplaceId'>, employees: Employees) =>
  allocatedEmployee(a.employeeId, a.rotaDate, employees, a.workplaceId) === null;

/** The feed document of an assignment of the day that has an employee (null: it has none). */
function assignmentDocument(
  day: RotaDayDocument,
  a: RotaDayDocument['assignments'][number],
  serviceOf: ReadonlyMap<string, number>,
  updatedAt: string,
  employees: Employees,
): FeedAssignmentDocument | null {
  if (a.employeeId === null) return null;
  const doc: FeedAssignmentDocument = {
    id: a.assignmentId,
    assignmentId: a.assignmentId,
    employeeId: a.employeeId,
    workplaceId: day.workplaceId,
    ownerId: day.ownerId,
    rotaDate: day.rotaDate,
    serviceType: serviceOf.get(a.shiftId) ?? 0,
    startMinute: a.startMinute,
    endMinute: a.endMinute,
    breakMinutes: plannedBreakOf(a),
    updatedAt,
  };
  return { ...doc, opened: openedFor(doc, employees) };
}

const servicesOf = (day: RotaDayDocument | null) => new Map((day?.shifts ?? []).map((shift) => [shift.shiftId, shift.serviceType]));

const sameAssignment = (a: FeedAssignmentDocument, b: FeedAssignmentDocument) =>
  a.employeeId === b.employeeId &&
  a.serviceType === b.serviceType &&
  a.startMinute === b.startMinute &&
  a.endMinute === b.endMinute &&
  (a.breakMinutes ?? 0) === (b.breakMinutes ?? 0) &&
  a.opened === b.opened;

/**
 * The assignments whose feed document a change of the day may change: added, removed, or changed
 * in what the document holds of the day (employee, times, break, its shift's service). The others
 * keep theirs: whether they are still their employee's is kept by the events that change it
 * (trackAllocation, and the publish's showAllocations), so a change of one assignment of a day of
 * forty reads and writes one document, not forty.
 */
function changedAssignments(dayBefore: RotaDayDocument | null, dayAfter: RotaDayDocument): string[] {
  const was = new Map((dayBefore?.assignments ?? []).map((a) => [a.assignmentId, a]));
  const [servicesBefore, servicesAfter] = [servicesOf(dayBefore), servicesOf(dayAfter)];
  const changed: string[] = [];
  for (const a of dayAfter.assignments) {
    const b = was.get(a.assignmentId);
    was.delete(a.assignmentId);
    const same =
      b !== undefined &&
      (b === a ||
        (b.employeeId === a.employeeId &&
          b.startMinute === a.startMinute &&
          b.endMinute === a.endMinute &&
          plannedBreakOf(b) === plannedBreakOf(a))) &&
      servicesBefore.get(b.shiftId) === servicesAfter.get(a.shiftId);
    if (!same) changed.push(a.assignmentId);
  }
  return [...changed, ...was.keys()];
}

/** Writes only the assignments a change of what staff see touched: a day's other documents keep their LAST-MODIFIED. */
async function writeAssignments({ before: dayBefore, after: dayAfter }: StaffDayChange, at: string, batch: ProjectionBatch): Promise<void> {
  const ids = changedAssignments(dayBefore, dayAfter);
  if (ids.length === 0) return;
  const touched = new Set(ids);
  const assignments = dayAfter.assignments.filter((a) => touched.has(a.assignmentId));
  const employees = await employeesOf(
    batch,
    assignments.map((a) => a.employeeId),
  );
  const serviceOf = servicesOf(dayAfter);
  const after = new Map(assignments.map((a) => [a.assignmentId, assignmentDocument(dayAfter, a, serviceOf, at, employees)]));
  for (const id of ids) {
    // The document as stored, to compare `opened` too.
    const was = await batch.get<FeedAssignmentDocument>(FEED_ASSIGNMENTS, id);
    const doc = after.get(id) ?? null;
    if (doc === null) {
      if (was) batch.delete(FEED_ASSIGNMENTS, id);
    } else if (!was || !sameAssignment(was, doc)) batch.put(FEED_ASSIGNMENTS, doc);
  }
}

/**
 * Marks whether each assignment is still its employee's, by their copies now: staff see a move,
 * removal or time off once its workplace shows changes (at once in 'live' mode, at the week's
 * publish in 'on-publish' mode). `fallback`: for documents projected before `opened` was kept, the
 * copies staff saw until now (they stay as staff saw them).
 */
function markOpened(
  docs: readonly FeedAssignmentDocument[],
  at: string,
  batch: ProjectionBatch,
  employees: Employees,
  fallback?: Employees,
): void {
  for (const doc of docs) {
    const opened = openedFor(doc, fallback ?? employees);
    if (doc.opened !== opened) batch.put(FEED_ASSIGNMENTS, { ...doc, opened, updatedAt: at });
  }
}

/** A workplace's assignments (of the days matching `rotaDate`, if given), re-marked by the employees' copies now. */
async function showAllocations(batch: ProjectionBatch, workplaceId: string, at: string, rotaDate?: Filter[string]): Promise<void> {
  const docs = await batch.find<FeedAssignmentDocument>(FEED_ASSIGNMENTS, rotaDate ? { workplaceId, rotaDate } : { workplaceId });
  markOpened(
    docs,
    at,
    batch,
    await employeesOf(
      batch,
      docs.map((doc) => doc.employeeId),
    ),
  );
}

/** A move, removal or time off: staff of 'live' workplaces see it now; 'on-publish' ones at their next publish. */
async function trackAllocation(event: StoredDomainEvent, batch: ProjectionBatch, before: Employees): Promise<void> {
  const { employeeId } = event.data as { employeeId: string };
  const docs = await batch.find<FeedAssignmentDocument>(FEED_ASSIGNMENTS, { employeeId });
  if (docs.length === 0) return;
  const now = await employeesOf(batch, [employeeId]);
  const workplaces = new Map<string, WorkplaceDirectoryDocument | null>();
  for (const doc of docs) {
    if (!workplaces.has(doc.workplaceId)) workplaces.set(doc.workplaceId, await batch.get(FEED_WORKPLACES, doc.workplaceId));
    const workplace = workplaces.get(doc.workplaceId);
    if (!workplace || publishModeOf(workplace) === 'live') markOpened([doc], event.metadata.at, batch, now);
    else if (doc.opened === undefined) markOpened([doc], event.metadata.at, batch, now, before);
  }
}

/** A rota event: what staff see changes now ('live'), or only the day's draft ('on-publish'). */
async function trackAssignments(event: StoredDomainEvent, batch: ProjectionBatch): Promise<void> {
  const result = await evolveStaffVisibleDay(event, batch, STAFF_VISIBLE);
  if (result?.visible) await writeAssignments(result, event.metadata.at, batch);
}

/**
 * A week published, or a workplace back to 'live': its drafts become what staff see, dated by
 * this event, and so do the moves, removals and time off that were waiting.
 */
async function trackPublication(event: StoredDomainEvent<RotaWeekPublished | WorkplaceUpdated>, batch: ProjectionBatch): Promise<void> {
  const at = event.metadata.at;
  if (event.type === 'WorkplaceUpdated') {
    if (publishModeOf(event.data) !== 'live') return;
    for (const change of await publishEveryDraft(batch, STAFF_VISIBLE, event.data.workplaceId)) await writeAssignments(change, at, batch);
    await showAllocations(batch, event.data.workplaceId, at);
    return;
  }
  const { workplaceId, weekStart, ownerId } = event.data;
  const workplace = await batch.get(FEED_WORKPLACES, workplaceId);
  if (!workplace || workplace.deleted) return;
  for (const change of await publishWeek(batch, STAFF_VISIBLE, workplaceId, weekStart)) await writeAssignments(change, at, batch);
  await showAllocations(batch, workplaceId, at, { $gte: weekStart, $lte: addDays(weekStart, 6) });
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
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
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
  retiredIndexes: retiredOwnerIndexes(COLLECTIONS),
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
    // What staff saw of the employee, before the copy below takes the event.
    const allocation = isEventOfType(event, ALLOCATION_EVENT_TYPES);
    const before: Employees = allocation ? await employeesOf(batch, [event.data.employeeId]) : new Map<string, EmployeeDirectoryDocument>();
    // Workplace (with its time zone) and employee copies, workplace deletion and account purge, as every rota-side projection.
    await applySharedContextEvent(event, batch, COLLECTIONS);
    if (allocation) await trackAllocation(event, batch, before);
    if (isEventOfType(event, [...EMPLOYEE_EVENT_TYPES, ...FEED_LINK_EVENT_TYPES])) await trackLink(event, batch);
  },
});
