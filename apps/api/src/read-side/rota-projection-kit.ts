import {
  ACCOUNT_PURGE_EVENT_TYPES,
  AccountDeletionEvent,
  Availability,
  EmployeeContract,
  EmployeeEvent,
  PublishMode,
  employeeRequestFields,
  evolveRota,
  TimeOffRange,
  initialRotaState,
  isEventOfType,
  isoDateOfInstant,
  DELETED_PERSON,
  moveDayOf,
  parseRotaStream,
  RateChange,
  rateHistoryAfter,
  singleRate,
  withWorkplaceFrom,
  WorkplaceStint,
  ROTA_EVENT_TYPES,
  RotaEvent,
  WorkplaceDeleted,
  WorkplaceEvent,
  type HolidayRule,
} from '@rotaledger/domain';
import type { EventBody, StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatch, ReadModelIndex } from '@rotaledger/read-models';
import type { RotaDayDocument } from './rota-day-document';

/**
 * Building blocks shared by the rota-side projections (rota, sharing, staff feeds) and queries.
 * Each keeps its own copies of workplaces and employees (its own collections) so it can be
 * rebuilt alone; only the code is shared.
 * The entry points take any stored event, typed by the domain's union or not (a projection
 * not yet defined with defineDomainProjection), and narrow it by its type name.
 */

export const dayDocumentId = (workplaceId: string, rotaDate: string) => `${workplaceId}_${rotaDate}`;

export interface WorkplaceDirectoryDocument {
  id: string;
  workplaceId: string;
  ownerId: string;
  name: string;
  deleted: boolean;
  /** The workplace's IANA zone when its events name one (read it with the domain's `timeZoneOf`). */
  timeZone?: string;
  /** 'on-publish' when staff see each week as last published (absent: 'live'; read it with `publishModeOf`). */
  publishMode?: PublishMode;
  /** true when people with no shift today may clock in (issue 41; absent: not): the kiosk lists everyone then. */
  clockInWithoutShift?: true;
  /** The rota's hours, kept while clockInWithoutShift is on: the personal page offers that clock within them. */
  rotaHours?: { start: number; end: number };
  [field: string]: unknown;
}

export interface EmployeeDirectoryDocument {
  id: string;
  employeeId: string;
  ownerId: string;
  workplaceId: string;
  displayName: string;
  /** Hourly rate in pence (the latest one). */
  ratePence: number;
  /** Rates by date, oldest first (absent in copies from before rates had dates: `ratePence` for every day). */
  rateHistory?: RateChange[];
  /** The (UTC) day of removal; later assignments count as unallocated. */
  removedOn: string | null;
  /** Moves, dated like removal (absent in older copies: always at `workplaceId`); see `isOpenedAt`. */
  workplaceHistory?: WorkplaceStint[];
  /** Their e-mail for rota e-mails (absent or null: none; dropped on removal). */
  email?: string | null;
  /** The services they do (absent in older copies: unknown, read as any). */
  services?: number[];
  /** Approved time off (absent: none); its days' assignments are open shifts, see `isOpenedAt`. */
  timeOff?: (TimeOffRange & { requestId: string })[];
  /** When they said they can work (absent or null: any time). */
  availability?: Availability | null;
  /** Contracted paid hours and days a week (issue 38; absent or null: none, no limit). Read it as `contract ?? {}`. */
  contract?: EmployeeContract | null;
  /**
   * yyyy-mm-dd (absent or null: not given). Personal data: only in the copies that ask for it
   * (`RotaProjectionCollections.datesOfBirth`: the rota's, for the minimum-wage check); dropped on removal.
   */
  dateOfBirth?: string | null;
  /** Their own holiday rule (issue 39; absent or null: the workplace's). */
  holiday?: HolidayRule | null;
  [field: string]: unknown;
}

export const WORKPLACE_EVENT_TYPES = ['WorkplaceCreated', 'WorkplaceUpdated', 'WorkplaceDeleted'] as const;
export const EMPLOYEE_EVENT_TYPES = [
  'EmployeeAdded',
  'EmployeeUpdated',
  'EmployeeRemoved',
  'EmployeeForgotten',
  'EmployeeEmailChanged',
  // Staff requests: availability and approved time off change how every copy reads the employee.
  'AvailabilitySet',
  'TimeOffApproved',
  'TimeOffCancelled',
] as const;

/** Keeps a workplace directory: a deleted workplace stays as a tombstone so late rota events are ignored. */
export async function trackWorkplace(event: StoredEvent<WorkplaceEvent>, batch: ProjectionBatch, collection: string): Promise<void> {
  const id = event.data.workplaceId;
  if (event.type === 'WorkplaceCreated') {
    const { ownerId, name, timeZone, publishMode, clockInWithoutShift, rotaStartTime, rotaEndTime } = event.data;
    const doc: WorkplaceDirectoryDocument = {
      id,
      workplaceId: id,
      ownerId,
      name,
      deleted: false,
      ...(timeZone ? { timeZone } : {}),
      ...(publishMode === 'on-publish' ? { publishMode } : {}),
      ...(clockInWithoutShift ? { clockInWithoutShift, rotaHours: { start: rotaStartTime, end: rotaEndTime } } : {}),
    };
    batch.put(collection, doc);
    return;
  }
  const current = await batch.get<WorkplaceDirectoryDocument>(collection, id);
  if (!current) return;
  if (event.type === 'WorkplaceUpdated') {
    const { name, timeZone, publishMode, clockInWithoutShift, rotaStartTime, rotaEndTime } = event.data;
    const { publishMode: _was, clockInWithoutShift: _allowed, rotaHours: _hours, ...kept } = current;
    batch.put(collection, {
      ...kept,
      name,
      ...(timeZone ? { timeZone } : {}),
      ...(publishMode === 'on-publish' ? { publishMode } : {}),
      ...(clockInWithoutShift ? { clockInWithoutShift, rotaHours: { start: rotaStartTime, end: rotaEndTime } } : {}),
    });
  }
  if (event.type === 'WorkplaceDeleted') batch.put(collection, { ...current, deleted: true });
}

/** `datesOfBirth`: keep the employees' dates of birth in this copy (personal data: only where a check needs it). */
export async function trackEmployee(
  event: StoredEvent<EmployeeEvent>,
  batch: ProjectionBatch,
  collection: string,
  options: { datesOfBirth?: boolean } = {},
): Promise<void> {
  const id = event.data.employeeId;
  if (event.type === 'EmployeeAdded') {
    const { ownerId, workplaceId, displayName, ratePence, email, services, dateOfBirth, contract, holiday } = event.data;
    const doc: EmployeeDirectoryDocument = {
      id,
      employeeId: id,
      ownerId,
      workplaceId,
      displayName,
      ratePence,
      rateHistory: singleRate(ratePence),
      removedOn: null,
      workplaceHistory: [{ workplaceId, from: null }],
      ...(email ? { email } : {}),
      ...(options.datesOfBirth && dateOfBirth ? { dateOfBirth } : {}),
      ...(contract ? { contract } : {}),
      ...(holiday ? { holiday } : {}),
      services,
    };
    batch.put(collection, doc);
    return;
  }
  const current = await batch.get<EmployeeDirectoryDocument>(collection, id);
  if (!current) return;
  if (event.type === 'EmployeeUpdated') {
    const { workplaceId, displayName, ratePence, services } = event.data;
    const rateHistory = rateHistoryAfter(current.rateHistory ?? singleRate(current.ratePence), event.data);
    const workplaceHistory = withWorkplaceFrom(
      current.workplaceHistory ?? [{ workplaceId: current.workplaceId, from: null }],
      workplaceId,
      moveDayOf(event),
    );
    const email = event.data.email === undefined ? {} : { email: event.data.email };
    const dateOfBirth = options.datesOfBirth && event.data.dateOfBirth !== undefined ? { dateOfBirth: event.data.dateOfBirth } : {};
    const contract = event.data.contract === undefined ? {} : { contract: event.data.contract };
    const holiday = event.data.holiday === undefined ? {} : { holiday: event.data.holiday };
    batch.put(collection, {
      ...current,
      workplaceId,
      displayName,
      ratePence,
      rateHistory,
      workplaceHistory,
      services,
      ...email,
      ...dateOfBirth,
      ...contract,
      ...holiday,
    });
  }
  if (event.type === 'EmployeeEmailChanged' && current.removedOn === null) {
    batch.put(collection, { ...current, email: event.data.email });
  }
  if (event.type === 'AvailabilitySet' || event.type === 'TimeOffApproved' || event.type === 'TimeOffCancelled') {
    const fields = employeeRequestFields(current, event);
    // Paid holiday's pay lines name the approval behind them.
    if (event.type === 'TimeOffApproved' && event.data.paidHolidayMinutes) {
      fields.timeOff = fields.timeOff.map((r) => (r.requestId === event.data.requestId ? { ...r, eventId: event.id } : r));
    }
    batch.put(collection, { ...current, ...fields });
  }
  if (event.type === 'EmployeeRemoved' && current.removedOn === null) {
    // Only the name is needed after a removal (past hours): the e-mail and date of birth go.
    const { email: _email, dateOfBirth: _dateOfBirth, ...kept } = current;
    batch.put(collection, { ...kept, removedOn: isoDateOfInstant(event.metadata.at) });
  }
  if (event.type === 'EmployeeForgotten') {
    // Their past hours and pay stay, named by nobody (issue 40 §2).
    const { email: _email, dateOfBirth: _dateOfBirth, ...kept } = current;
    batch.put(collection, { ...kept, displayName: DELETED_PERSON });
  }
}

/** The live workplace a rota event belongs to, or null (unknown or deleted: the event is ignored). */
/** The workplace day of a rota event, with its owner: null when the stream is no rota day or its workplace is unknown or deleted. */
export async function liveWorkplaceOf(stored: StoredEvent<EventBody>, batch: ProjectionBatch, workplaces: string) {
  const location = parseRotaStream(stored.streamId);
  if (!location) return null;
  const workplace = await batch.get<WorkplaceDirectoryDocument>(workplaces, location.workplaceId);
  return workplace && !workplace.deleted ? { ...location, ownerId: workplace.ownerId } : null;
}

/**
 * Applies a rota event to the day document of `days` with the domain's own evolve, so the
 * read side can never disagree with the decider about what a day holds. Null for an event
 * that is not a rota event or whose workplace is unknown or deleted.
 */
export async function evolveDayDocument(
  stored: StoredEvent<EventBody>,
  batch: ProjectionBatch,
  collections: { days: string; workplaces: string },
  /** The day stream's events this projection reads (the rota projection adds the timesheet events). */
  eventTypes: readonly string[] = ROTA_EVENT_TYPES,
  /** What the projection adds to the day before it is written (the rota projection: its pay minutes). */
  complete: (day: RotaDayDocument) => RotaDayDocument | Promise<RotaDayDocument> = (day) => day,
): Promise<{ before: RotaDayDocument | null; after: RotaDayDocument } | null> {
  if (!isEventOfType(stored, eventTypes as readonly RotaEvent['type'][])) return null;
  const location = await liveWorkplaceOf(stored, batch, collections.workplaces);
  if (!location) return null;
  const id = dayDocumentId(location.workplaceId, location.rotaDate);
  const before = await batch.get<RotaDayDocument>(collections.days, id);
  const current: RotaDayDocument = before ?? {
    ...initialRotaState(),
    id,
    workplaceId: location.workplaceId,
    rotaDate: location.rotaDate,
    ownerId: location.ownerId,
    shiftCount: 0,
    lastUpdated: stored.metadata.at,
  };
  const evolved = evolveRota(current, stored) as RotaDayDocument;
  // A timesheet's clock, correction or approval is not a change of the rota.
  const lastUpdated = (ROTA_EVENT_TYPES as readonly string[]).includes(stored.type) ? stored.metadata.at : current.lastUpdated;
  const after = await complete({ ...evolved, shiftCount: evolved.shifts.length, lastUpdated });
  batch.put(collections.days, after);
  return { before, after };
}

/** WorkplaceDeleted: the workplace's documents go (its directory entry stays as a tombstone). */
export async function dropWorkplaceDocuments(event: StoredEvent<WorkplaceDeleted>, batch: ProjectionBatch, collections: readonly string[]) {
  const { workplaceId } = event.data;
  for (const collection of collections) await batch.deleteWhere(collection, { workplaceId });
}

/**
 * AccountDeleted: every document of that user goes, for real. The documents kept per workplace
 * (days, their index, links, feed assignments: the collections that grow with history) go
 * workplace by workplace, found through the projection's own workplace copy (deleted workplaces
 * stay there as tombstones, so none is missed), by the index each has on `workplaceId`; they need
 * no index on `ownerId`, one less to write with every change (issue 31). The rest go by `ownerId`
 * (the workplace copy was read first).
 */
export async function purgeOwner(event: StoredEvent<AccountDeletionEvent>, batch: ProjectionBatch, collections: RotaProjectionCollections) {
  const { userId } = event.data;
  const workplaces = await batch.find<WorkplaceDirectoryDocument>(collections.workplaces, { ownerId: userId });
  for (const { workplaceId } of workplaces) {
    for (const collection of collections.workplaceDocuments) await batch.deleteWhere(collection, { workplaceId });
  }
  for (const collection of collections.all) {
    if (!collections.workplaceDocuments.includes(collection)) await batch.deleteWhere(collection, { ownerId: userId });
  }
}

/** The indexes every rota-side projection needs for its purge: `ownerId` on what is not kept per workplace. */
export function ownerIndexes(collections: RotaProjectionCollections): ReadModelIndex[] {
  return collections.all
    .filter((collection) => !collections.workplaceDocuments.includes(collection))
    .map((collection) => ({ collection, fields: ['ownerId'] }));
}

/**
 * The `ownerId` indexes an older version kept on what is kept per workplace (purged by
 * workplace since issue 31): retired, so ensureIndexes drops them (Projection.retiredIndexes).
 */
export function retiredOwnerIndexes(collections: RotaProjectionCollections): ReadModelIndex[] {
  return collections.workplaceDocuments.map((collection) => ({ collection, fields: ['ownerId'] }));
}

/** Where one rota-side projection keeps its copies and documents. */
export interface RotaProjectionCollections {
  /** Its own copy of workplace names, hours and owners. */
  workplaces: string;
  /** Its own copy of employee names, rates and removals. */
  employees: string;
  /** The documents a WorkplaceDeleted drops, and an account's purge finds by workplace: each needs an index led by `workplaceId`. */
  workplaceDocuments: readonly string[];
  /** Everything it owns, purged on AccountDeleted. */
  all: readonly string[];
  /** Keep employees' dates of birth in its employee copy (only the rota's: the working-time checks). */
  datesOfBirth?: boolean;
}

/**
 * The events every rota-side projection handles alike: workplace and employee changes
 * (kept as its own copies, so it rebuilds alone) and account deletion. Returns true
 * when the event was one of them.
 */
export async function applySharedContextEvent(
  stored: StoredEvent<EventBody>,
  batch: ProjectionBatch,
  collections: RotaProjectionCollections,
): Promise<boolean> {
  if (isEventOfType(stored, WORKPLACE_EVENT_TYPES)) {
    await trackWorkplace(stored, batch, collections.workplaces);
    if (stored.type === 'WorkplaceDeleted') await dropWorkplaceDocuments(stored, batch, collections.workplaceDocuments);
    return true;
  }
  if (isEventOfType(stored, EMPLOYEE_EVENT_TYPES)) {
    await trackEmployee(stored, batch, collections.employees, { datesOfBirth: collections.datesOfBirth });
    return true;
  }
  if (isEventOfType(stored, ACCOUNT_PURGE_EVENT_TYPES)) {
    await purgeOwner(stored, batch, collections);
    return true;
  }
  return false;
}
