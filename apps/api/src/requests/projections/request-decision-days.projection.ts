import {
  ACCOUNT_PURGE_EVENT_TYPES,
  isEventOfType,
  parseRotaStream,
  ROTA_EVENT_TYPES,
  ROTA_REQUEST_EVENT_TYPES,
  rotaDecider,
  RotaEvent,
  TIMESHEET_EVENT_TYPES,
  WorkplaceEvent,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, type StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  ownerIndexes,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
} from '../../read-side';
import {
  DECISION_EMPLOYEES,
  DECISION_ROTA_WORKPLACES,
  DECISION_WORKPLACES,
  DecisionRotaWorkplaceDocument,
  REQUEST_DECISION_DAYS,
  RequestDecisionDayDocument,
} from '../read-models';

/** Every event of a rota day's stream: the decider's state folds them all. */
const ROTA_DAY_STREAM_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...ROTA_REQUEST_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];
/** A rota event this projection would not fold fails the type check here: the state would silently drift from the stream's. */
type UnfoldedRotaEvent = Exclude<RotaEvent['type'], (typeof ROTA_DAY_STREAM_EVENT_TYPES)[number]>;
export const FOLDS_EVERY_ROTA_EVENT: [UnfoldedRotaEvent] extends [never] ? true : never = true;

/** Version 1's collections: with a copy of every rota day. */
const COLLECTIONS_V1: RotaProjectionCollections = {
  workplaces: DECISION_WORKPLACES,
  employees: DECISION_EMPLOYEES,
  workplaceDocuments: [REQUEST_DECISION_DAYS],
  all: [REQUEST_DECISION_DAYS, DECISION_ROTA_WORKPLACES, DECISION_WORKPLACES, DECISION_EMPLOYEES],
};
/**
 * Version 2's: the days are the rota's day documents, which fold claims and swaps since the
 * rota-days projection's version 2. REQUEST_DECISION_DAYS stays listed, and empty, so that a read
 * of it goes to the build queries read: version 1's while it serves them, none after the switch.
 */
const COLLECTIONS: RotaProjectionCollections = COLLECTIONS_V1;

/** The day's state after the event, as `AggregateStore.load` folds the stream: `evolve` over every event, in order. */
async function foldRotaDay(event: StoredDomainEvent<RotaEvent>, batch: ProjectionBatch): Promise<void> {
  const location = parseRotaStream(event.streamId);
  const workplace = location && (await batch.get<WorkplaceDirectoryDocument>(DECISION_WORKPLACES, location.workplaceId));
  if (!location || !workplace || workplace.deleted) return;
  const current = await batch.get<RequestDecisionDayDocument>(REQUEST_DECISION_DAYS, event.streamId);
  const state = rotaDecider.evolve(current?.state ?? rotaDecider.initialState(), event);
  batch.put(REQUEST_DECISION_DAYS, {
    id: event.streamId,
    ownerId: workplace.ownerId,
    workplaceId: location.workplaceId,
    rotaDate: location.rotaDate,
    state,
  } satisfies RequestDecisionDayDocument);
}

/** A workplace's events, kept for the rota's own fold of them (a deleted one stays, folded as deleted, until its account's purge). */
async function keepWorkplaceEvent(event: StoredDomainEvent<WorkplaceEvent>, batch: ProjectionBatch): Promise<void> {
  const { workplaceId } = event.data;
  const current = await batch.get<DecisionRotaWorkplaceDocument>(DECISION_ROTA_WORKPLACES, workplaceId);
  const ownerId = event.type === 'WorkplaceCreated' ? event.data.ownerId : current?.ownerId;
  if (ownerId === undefined) return;
  const events = [...(current?.events ?? []), { type: event.type, data: event.data } as Pick<WorkplaceEvent, 'type' | 'data'>];
  batch.put(DECISION_ROTA_WORKPLACES, { id: workplaceId, ownerId, workplaceId, events } satisfies DecisionRotaWorkplaceDocument);
}

/**
 * Version 1, kept for one release as version 2's `previous` (it serves reads while version 2 is
 * built beside it): each rota day's decision state (after Emmett's single-document projections:
 * the decider's own `evolve`, the runner doing the I/O), so `GET /requests` ran a claim's or a
 * swap's approval on the day as it is now from the read side; beside them each workplace's events,
 * for the rota's own fold of the workplace. A deleted workplace's days go; an account's purge
 * removes them all.
 */
export const requestDecisionDaysProjectionV1 = defineDomainProjection({
  name: 'request-decision-days',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: COLLECTIONS_V1.all,
  indexes: [{ collection: REQUEST_DECISION_DAYS, fields: ['workplaceId'] }, ...ownerIndexes(COLLECTIONS_V1)],
  eventTypes: [...new Set([...ROTA_DAY_STREAM_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES])],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, ROTA_DAY_STREAM_EVENT_TYPES)) return foldRotaDay(event, batch);
    if (isEventOfType(event, WORKPLACE_EVENT_TYPES)) await keepWorkplaceEvent(event, batch);
    // Workplace copies (their owner), workplace deletion and account purge, as every rota-side projection.
    await applySharedContextEvent(event, batch, COLLECTIONS_V1);
  },
});

/**
 * Each workplace's events, for the rota's own fold of the workplace, so `GET /requests` runs a
 * claim's or a swap's approval from the read side, never from the event store. The day it runs
 * it on is the rota's day document (`day_documents`), which folds the day's claims and swaps
 * since the rota-days projection's version 2.
 *
 * Version 2 (4 Dec 2026, issue 42 §2): no copy of the days. Version 1 kept every rota day as
 * the decider folds it, rewritten on every rota event: a document and a fold per placement that
 * the day document does without. This one reads no event of a rota day's stream.
 */
export const requestDecisionDaysProjection = defineDomainProjection({
  name: 'request-decision-days',
  version: 2,
  previous: requestDecisionDaysProjectionV1,
  partitioned: true,
  collections: COLLECTIONS.all,
  indexes: [{ collection: REQUEST_DECISION_DAYS, fields: ['workplaceId'] }, ...ownerIndexes(COLLECTIONS)],
  eventTypes: [...new Set([...WORKPLACE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES])],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, WORKPLACE_EVENT_TYPES)) await keepWorkplaceEvent(event, batch);
    await applySharedContextEvent(event, batch, COLLECTIONS);
  },
});
