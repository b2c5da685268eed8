import {
  ACCOUNT_PURGE_EVENT_TYPES,
  approvedMinutesByEmployee,
  isEventOfType,
  minutesPerEmployeePerDay,
  ROTA_EVENT_TYPES,
  ROTA_REQUEST_EVENT_TYPES,
  RotaDayEvent,
  RotaEvent,
  TIMESHEET_EVENT_TYPES,
  timeZoneOf,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  DayDocument,
  EMPLOYEE_DAY_ASSIGNMENTS,
  EMPLOYEE_EVENT_TYPES,
  evolveDayDocument,
  ownerIndexes,
  retiredOwnerIndexes,
  PopulatedDateDocument,
  ROTA_DAYS,
  ROTA_EMPLOYEES,
  ROTA_INDEX,
  ROTA_POPULATED_DATES,
  ROTA_WORKPLACES,
  RotaDayDocument,
  RotaIndexDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
} from '../../read-side';

/*
 * EMPLOYEE_DAY_ASSIGNMENTS, one document per employee and day with assignments, was written
 * beside the day until 3 Dec 2026; `GET /employees/upcomingshifts` now counts in the day documents
 * (issue 42 §2: a document per assignment a query can do without). It stays listed so that a
 * rebuild drops what an older version wrote, and a deletion still purges it.
 */
const WORKPLACE_DOCUMENTS = [ROTA_DAYS, ROTA_INDEX, ROTA_POPULATED_DATES, EMPLOYEE_DAY_ASSIGNMENTS];
const ALL = [...WORKPLACE_DOCUMENTS, ROTA_WORKPLACES, ROTA_EMPLOYEES];
/**
 * The day stream's events the day document folds: the plan, its claims and swaps, and the
 * timesheets (the actual basis of pay). So the document is the day as the rota decider folds
 * its stream, and the list of requests runs a claim's or a swap's approval on it (version 2).
 */
const DAY_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...ROTA_REQUEST_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];
/** A rota event the day would not fold fails the type check here: the document would silently drift from the decider's state. */
type UnfoldedRotaEvent = Exclude<RotaEvent['type'], (typeof DAY_EVENT_TYPES)[number]>;
export const FOLDS_EVERY_ROTA_EVENT: [UnfoldedRotaEvent] extends [never] ? true : never = true;
/** Version 1 folded no claims or swaps (the request decision days projection kept a copy of the day that did). */
const DAY_EVENT_TYPES_V1 = [...ROTA_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];

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
    case 'TemplateApplied':
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

/**
 * Paid minutes per employee on a day (minutes, so sums stay exact): the time that really passes
 * on the workplace's clock, less each assignment's stored break; and, on an approved timesheet
 * day, the approved actual minutes on the same clock.
 */
function withPay(day: RotaDayDocument, timeZone: string): DayDocument {
  const spans = day.assignments.map((a) => ({ ...a, rotaDate: day.rotaDate }));
  const minutesByEmployee = Object.fromEntries(
    Object.entries(minutesPerEmployeePerDay(spans, timeZone)).map(([employeeId, days]) => [employeeId, days[day.rotaDate]]),
  );
  const { actualMinutesByEmployee: _was, ...rest } = day as DayDocument;
  const actual = approvedMinutesByEmployee(day, day.rotaDate, timeZone);
  return { ...rest, minutesByEmployee, ...(actual ? { actualMinutesByEmployee: actual } : {}) };
}

const zoneOfCopy = async (batch: ProjectionBatch, workplaceId: string) =>
  timeZoneOf((await batch.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId)) ?? {});

/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: ROTA_WORKPLACES,
  employees: ROTA_EMPLOYEES,
  workplaceDocuments: WORKPLACE_DOCUMENTS,
  all: ALL,
  // The weekly answer's minimum-wage check reads the age band on each day.
  datesOfBirth: true,
};

/**
 * The one day document per workplace day (issue 31): the domain's fold of the day's rota and
 * timesheet events with its pay minutes, read by the weekly grid, the daily view, the rules that
 * read neighbouring days, pay, timesheets and upcoming shifts; beside it the id index of shifts and
 * assignments and the populated dates.
 */
const rotaDaysProjection = (
  version: number,
  dayEventTypes: readonly (typeof DAY_EVENT_TYPES)[number][],
  previous?: ReturnType<typeof defineDomainProjection>,
) =>
  defineDomainProjection({
    name: 'rota-days',
    version,
    ...(previous ? { previous } : {}),
    // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
    partitioned: true,
    collections: ALL,
    indexes: [
      { collection: ROTA_DAYS, fields: ['workplaceId', 'rotaDate'] },
      // The employee-day rule reads an account's days around a date (EmployeeSpansLoader): on
      // ownerId alone that scanned every day the account ever had, once per command.
      { collection: ROTA_DAYS, fields: ['ownerId', 'rotaDate'] },
      { collection: ROTA_POPULATED_DATES, fields: ['workplaceId', 'rotaDate'] },
      { collection: ROTA_INDEX, fields: ['workplaceId'] },
      // What an older version wrote here, until a rebuild drops it, a workplace's deletion finds by it.
      { collection: EMPLOYEE_DAY_ASSIGNMENTS, fields: ['workplaceId'] },
      ...ownerIndexes(SHARED_CONTEXT),
    ],
    // The day documents' index on ownerId alone became ownerId then rotaDate (above); the other
    // documents kept per workplace lost theirs. The employees' day counts are no longer written.
    retiredIndexes: [
      ...retiredOwnerIndexes(SHARED_CONTEXT),
      { collection: EMPLOYEE_DAY_ASSIGNMENTS, fields: ['employeeId', 'workplaceId', 'rotaDate'] },
    ],
    eventTypes: [...dayEventTypes, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
    async apply(event, batch: ProjectionBatch): Promise<void> {
      if (event.type === 'WorkplaceUpdated') {
        const { workplaceId } = event.data;
        const before = await zoneOfCopy(batch, workplaceId);
        await applySharedContextEvent(event, batch, SHARED_CONTEXT);
        const after = await zoneOfCopy(batch, workplaceId);
        // A new clock changes how long its days' assignments are: every day is counted again, as a rebuild would.
        if (after !== before) {
          for (const day of await batch.find<DayDocument>(ROTA_DAYS, { workplaceId })) batch.put(ROTA_DAYS, withPay(day, after));
        }
        return;
      }
      if (await applySharedContextEvent(event, batch, SHARED_CONTEXT)) return;
      const priced = async (day: RotaDayDocument) => withPay(day, await zoneOfCopy(batch, day.workplaceId));
      const result = await evolveDayDocument(event, batch, { days: ROTA_DAYS, workplaces: ROTA_WORKPLACES }, dayEventTypes, priced);
      if (!result) return;
      if (!isEventOfType(event, ROTA_EVENT_TYPES)) return;
      updateIndex(event, result.before, result.after, batch);
      updatePopulatedDate(result.after, batch);
    },
  });

/** Version 1, kept for one release as version 2's `previous` (it serves reads while version 2 is built beside it). */
export const rotaProjectionV1 = rotaDaysProjection(1, DAY_EVENT_TYPES_V1);

/**
 * Version 2 (4 Dec 2026, issue 42 §2): the day also folds its claims and swaps, so the request
 * decision days projection no longer keeps a second copy of every day for them.
 */
export const rotaProjection = rotaDaysProjection(2, DAY_EVENT_TYPES, rotaProjectionV1);
