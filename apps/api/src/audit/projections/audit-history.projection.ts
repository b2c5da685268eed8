import {
  AuditContext,
  AuditEvent,
  auditStreamKind,
  CURRENCY_CODES,
  CurrencyCode,
  describeHistory,
  EmployeeState,
  employeeStream,
  forgottenEventData,
  HistoryEntry,
  isAccountPurgeEvent,
  newAuditContext,
  scrubEventData,
  summariseEvent,
  withoutNames,
  workplaceStream,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  auditStreamId,
  AuditStreamDocument,
  HISTORY_ENTRIES,
  HISTORY_PEOPLE,
  HISTORY_STATES,
  HISTORY_STREAMS,
  HistoryEntryDocument,
  HistoryPersonDocument,
  HistoryStateDocument,
  summaryKey,
} from '../audit.read-models';
import { joinHistory } from './history-streams';

/*
 * The history read model (issue 42 §4). It replays the log once, as the audit's replay did on
 * every request: each event is described (domain's describeHistory) against the state just before
 * it, folded per aggregate and kept in HISTORY_STATES, and stored as one entry per workplace
 * history it belongs to. What a reader knows differs (the workplaces in their scope, the
 * employees in the history when they read), so a summary that names something a reader may not
 * know is stored once for each way of knowing it; money in the currency of each (the owner's is
 * read when answering).
 */

/** A context map that notes every key read, so the projection learns which states a summary needed. */
class NotingMap<V> extends Map<string, V> {
  constructor(
    entries: Iterable<[string, V]>,
    private readonly prefix: string,
    private readonly reads: Set<string>,
  ) {
    super(entries);
  }

  override get(key: string): V | undefined {
    this.reads.add(`${this.prefix}:${key}`);
    return super.get(key);
  }

  override has(key: string): boolean {
    this.reads.add(`${this.prefix}:${key}`);
    return super.has(key);
  }
}

type States = Map<string, HistoryStateDocument | null>;

const PREFIXES = ['workplace', 'employee', 'rota', 'template'] as const;

/** The states loaded so far as an audit context, without the keys in `hide` (what a reader does not know). */
function contextOf(states: States, currency: CurrencyCode, reads: Set<string>, hide: ReadonlySet<string> = new Set()): AuditContext {
  const of = (prefix: string) => {
    const entries: [string, HistoryStateDocument][] = [];
    for (const [key, doc] of states) {
      if (doc && key.startsWith(`${prefix}:`) && !hide.has(key)) entries.push([key.slice(prefix.length + 1), doc]);
    }
    return entries;
  };
  const employees = of('employee');
  const context = newAuditContext(currency);
  return {
    ...context,
    workplaces: new NotingMap(
      of('workplace').map(([id, doc]) => [id, doc.value as never]),
      'workplace',
      reads,
    ),
    employees: new NotingMap(
      employees.map(([id, doc]) => [id, doc.value as never]),
      'employee',
      reads,
    ),
    removedOn: new NotingMap(
      employees.filter(([, doc]) => doc.removedOn !== undefined).map(([id, doc]) => [id, doc.removedOn!]),
      'employee',
      reads,
    ),
    rotaEmployees: new NotingMap(
      employees.filter(([, doc]) => doc.rotaEmployee !== undefined).map(([id, doc]) => [id, doc.rotaEmployee as never]),
      'employee',
      reads,
    ),
    rotas: new NotingMap(
      of('rota').map(([id, doc]) => [id, doc.value as never]),
      'rota',
      reads,
    ),
    templateNames: new NotingMap(
      of('template').map(([id, doc]) => [id, doc.value as string]),
      'template',
      reads,
    ),
  };
}

async function load(batch: ProjectionBatch, states: States, keys: Iterable<string>): Promise<number> {
  let loaded = 0;
  for (const key of keys) {
    if (states.has(key)) continue;
    states.set(key, await batch.get<HistoryStateDocument>(HISTORY_STATES, key));
    loaded++;
  }
  return loaded;
}

/** The kind of state an id field names, by the field's name (`workplaceId`, `toEmployeeId`, `templateId`). */
function stateKindOf(field: string): (typeof PREFIXES)[number] | undefined {
  if (field === 'workplaceId' || field.endsWith('WorkplaceId')) return 'workplace';
  if (field === 'employeeId' || field.endsWith('EmployeeId')) return 'employee';
  if (field === 'templateId' || field.endsWith('TemplateId')) return 'template';
  return undefined;
}

/**
 * The states an event surely needs: its own aggregate's, and those its workplace, employee and
 * template ids name. A first guess only: describe loads whatever else the description reads. An
 * id of another kind (an assignment's, a shift's, a request's) names none of these, and guessing
 * all three kinds for every id cost a read of the store for each (8 of 9 missed for a placement).
 */
function firstKeys(event: StoredDomainEvent): string[] {
  const keys = auditStreamKind(event.streamId) === 'rota' ? [`rota:${event.streamId}`] : [];
  const data = (event.data ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(data)) {
    const kind = stateKindOf(field);
    if (kind && typeof value === 'string') keys.push(`${kind}:${value}`);
  }
  return keys;
}

/** The states changed by folding the event, to store (with the owner whose deletion purges them). */
function changedStates(states: States, context: AuditContext, ownerId: string): HistoryStateDocument[] {
  const changed = new Map<string, HistoryStateDocument>();
  const base = (key: string) => changed.get(key) ?? states.get(key) ?? { id: key, ownerId, value: undefined };
  const note = (key: string, change: Partial<HistoryStateDocument>) => {
    const before = base(key);
    const after = { ...before, ...change };
    if (Object.keys(change).some((field) => before[field] !== after[field])) changed.set(key, after);
  };
  const plain = (map: Map<string, unknown>) => [...Map.prototype.entries.call(map)] as [string, unknown][];
  for (const [id, value] of plain(context.workplaces)) note(`workplace:${id}`, { value });
  for (const [id, value] of plain(context.employees)) note(`employee:${id}`, { value });
  for (const [id, removedOn] of plain(context.removedOn)) note(`employee:${id}`, { removedOn: removedOn as string });
  for (const [id, rotaEmployee] of plain(context.rotaEmployees)) note(`employee:${id}`, { rotaEmployee });
  for (const [id, value] of plain(context.rotas)) note(`rota:${id}`, { value });
  for (const [id, value] of plain(context.templateNames)) note(`template:${id}`, { value });
  // JSON as the store keeps it: what a later batch reads back is what this one reads now.
  return [...changed.values()].map((doc) => asStored(doc) as HistoryStateDocument);
}

const jsonDrops = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * The value as a JSON round trip gives it back (the form the store keeps: undefined fields left
 * out, undefined in arrays as null, numbers that are not finite as null), copied only where it
 * is new. A frozen part was put or read before, so it is in that form already and is kept as it
 * is: a day's state changed by one assignment copies that assignment and the day's arrays, not
 * the forty others (the round trip of the whole state on every event was 5 % of a rebuild).
 */
export function asStored(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(value)) as unknown;
  if (Array.isArray(value)) return value.map((item: unknown) => (jsonDrops(item) ? null : asStored(item)));
  const stored: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (!jsonDrops(inner)) stored[key] = asStored(inner);
  return stored;
}

/** Every subset of `items` (there are at most a few: the summary's names a reader may not know). */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

/**
 * The summary for each way of knowing what `uncertain` names, in each currency where money shows.
 * `known`: the summary already written in pounds with everything known.
 */
function summariesOf(event: AuditEvent, states: States, uncertain: readonly string[], known: string): Record<string, string> {
  const summaries: Record<string, string> = {};
  const keyOfStream = (streamId: string) => streamId.replace(/^(workplace|employee)-/, '$1:');
  for (const subset of subsets(uncertain)) {
    const hide = new Set(uncertain.filter((streamId) => !subset.includes(streamId)).map(keyOfStream));
    const write = (currency: CurrencyCode) =>
      currency === 'gbp' && hide.size === 0 ? known : summariseEvent(event, contextOf(states, currency, new Set(), hide));
    // A summary that reads the same in two currencies names no money.
    const [first, second, ...others] = CURRENCY_CODES;
    const texts = [write(first), write(second)];
    if (texts[0] === texts[1]) {
      summaries[summaryKey(subset, '*')] = texts[0];
      continue;
    }
    summaries[summaryKey(subset, first)] = texts[0];
    summaries[summaryKey(subset, second)] = texts[1];
    for (const currency of others) summaries[summaryKey(subset, currency)] = write(currency);
  }
  return summaries;
}

const membershipOf = (batch: ProjectionBatch, streamId: string, workplaceId: string) =>
  batch.get<AuditStreamDocument>(HISTORY_STREAMS, auditStreamId(streamId, workplaceId));

/** The names a summary read that a reader of this workplace's history may not know. */
async function uncertainFor(batch: ProjectionBatch, reads: ReadonlySet<string>, states: States, workplaceId: string): Promise<string[]> {
  const uncertain: string[] = [];
  for (const key of reads) {
    if (!states.get(key)) continue; // never heard of: no reader knows it either
    const [prefix, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (prefix === 'workplace' && id !== workplaceId) uncertain.push(workplaceStream(id));
    if (prefix === 'employee' && !(await membershipOf(batch, employeeStream(id), workplaceId))) uncertain.push(employeeStream(id));
  }
  return [...new Set(uncertain)].sort();
}

/** A stream joined a history: the entries it already had there now show. */
async function showPending(batch: ProjectionBatch, joined: AuditStreamDocument): Promise<void> {
  const where = { streamId: joined.streamId, workplaceId: joined.workplaceId, pending: true };
  for (const doc of await batch.find<HistoryEntryDocument>(HISTORY_ENTRIES, where)) batch.put(HISTORY_ENTRIES, { ...doc, pending: false });
  for (const doc of await batch.find<HistoryPersonDocument>(HISTORY_PEOPLE, where)) batch.put(HISTORY_PEOPLE, { ...doc, pending: false });
}

/** Whose history the event is: the owner of the first workplace it concerns, else whoever acted. */
async function ownerOf(batch: ProjectionBatch, event: StoredDomainEvent, workplaceIds: readonly string[]): Promise<string> {
  for (const workplaceId of workplaceIds) {
    const own = await membershipOf(batch, workplaceStream(workplaceId), workplaceId);
    if (own) return own.ownerId;
  }
  return event.metadata.ownerId ?? event.metadata.userId ?? '';
}

/** Describes the event against the states just before it, loading every state the description reads. */
async function describe(batch: ProjectionBatch, event: StoredDomainEvent, states: States) {
  await load(batch, states, firstKeys(event));
  for (;;) {
    const reads = new Set<string>();
    const context = contextOf(states, 'gbp', reads);
    const { entries } = describeHistory([event as AuditEvent], context);
    if ((await load(batch, states, reads)) === 0) return { entry: entries[0] as HistoryEntry | undefined, context, reads };
  }
}

function metadataOf(event: StoredDomainEvent): HistoryEntryDocument['metadata'] {
  const { at, userId, ownerId, undoes, autofillProposalId } = event.metadata;
  return {
    at,
    userId,
    ...(ownerId === undefined ? {} : { ownerId }),
    ...(undoes === undefined ? {} : { undoes }),
    ...(autofillProposalId === undefined ? {} : { autofillProposalId }),
  };
}

/**
 * How a version writes who an entry concerns: version 1 one HISTORY_PEOPLE document per employee;
 * version 2 the first on the entry itself (an index of the entries answers the filter) and a
 * document for each other one only, so a placement writes one document fewer.
 */
type PeopleLayout = 'a document each' | 'first on the entry';

async function putEntries(
  batch: ProjectionBatch,
  event: StoredDomainEvent,
  entry: HistoryEntry,
  states: States,
  reads: ReadonlySet<string>,
  layout: PeopleLayout,
) {
  const onEntry = layout === 'first on the entry';
  const [first = null, ...others] = entry.employeeIds;
  for (const workplaceId of new Set(entry.workplaceIds)) {
    const member = await membershipOf(batch, event.streamId, workplaceId);
    const ownerId = await ownerOf(batch, event, [workplaceId]);
    const uncertain = await uncertainFor(batch, reads, states, workplaceId);
    const common = {
      workplaceId,
      ownerId,
      position: event.position,
      atMs: Date.parse(event.metadata.at),
      pending: member === null,
      kind: entry.kind,
      rotaDate: entry.rotaDate,
      streamId: event.streamId,
    };
    const id = `${event.position}|${workplaceId}`;
    batch.put(HISTORY_ENTRIES, {
      id,
      ...common,
      eventId: event.id,
      type: event.type,
      metadata: metadataOf(event),
      data: scrubEventData(event.data),
      uncertain,
      summaries: summariesOf(event as AuditEvent, states, uncertain, entry.summary),
      ...(onEntry ? { employeeId: first } : {}),
    } satisfies HistoryEntryDocument);
    for (const employeeId of onEntry ? others : entry.employeeIds) {
      batch.put(HISTORY_PEOPLE, { id: `${id}|${employeeId}`, ...common, employeeId } satisfies HistoryPersonDocument);
    }
  }
}

const NAME_FIELDS = ['displayName', 'firstName', 'surname'] as const;

/** Every name a person went by in this model: their state's, and each of their own events' (names change). */
function namesIn(state: HistoryStateDocument | null, ownEntries: readonly HistoryEntryDocument[]): Set<string> {
  const names = new Set<string>();
  const add = (from: Record<string, unknown>) => {
    for (const field of NAME_FIELDS) if (typeof from[field] === 'string') names.add(from[field]);
    if (typeof from.firstName === 'string' && typeof from.surname === 'string') names.add(`${from.firstName} ${from.surname}`);
  };
  const value = state?.value as EmployeeState | undefined;
  if (value && value.status !== 'none') add(value.details as unknown as Record<string, unknown>);
  for (const entry of ownEntries) add((entry.data ?? {}) as Record<string, unknown>);
  return names;
}

/**
 * A staff member is forgotten (issue 40 §2): their events' copies read as the log now does (the
 * sealed fields forgotten), and every summary naming them, in each history they were part of,
 * says "(deleted person)" instead. Their state is rewritten by the fold that follows (the
 * decider's EmployeeForgotten). Must run before that fold: it reads their names from the state.
 */
async function forgetPerson(batch: ProjectionBatch, employeeId: string, layout: PeopleLayout): Promise<void> {
  const streamId = employeeStream(employeeId);
  const histories = await batch.find<AuditStreamDocument>(HISTORY_STREAMS, { streamId });
  const entries = new Map<string, HistoryEntryDocument>();
  for (const { workplaceId } of histories) {
    for (const doc of await batch.find<HistoryEntryDocument>(HISTORY_ENTRIES, { streamId, workplaceId })) entries.set(doc.id, doc);
  }
  const names = namesIn(await batch.get<HistoryStateDocument>(HISTORY_STATES, `employee:${employeeId}`), [...entries.values()]);
  for (const { workplaceId } of histories) {
    // Entries naming them first (version 2), then those naming them after someone else (or first, in version 1).
    if (layout === 'first on the entry') {
      for (const doc of await batch.find<HistoryEntryDocument>(HISTORY_ENTRIES, { workplaceId, employeeId })) entries.set(doc.id, doc);
    }
    for (const person of await batch.find<HistoryPersonDocument>(HISTORY_PEOPLE, { workplaceId, employeeId })) {
      const id = `${person.position}|${workplaceId}`;
      const entry = entries.get(id) ?? (await batch.get<HistoryEntryDocument>(HISTORY_ENTRIES, id));
      if (entry) entries.set(id, entry);
    }
  }
  for (const entry of entries.values()) {
    const own = entry.streamId === streamId;
    const summaries = Object.fromEntries(Object.entries(entry.summaries).map(([key, text]) => [key, withoutNames(text, names)]));
    const data = own ? forgottenEventData(entry.type, (entry.data ?? {}) as Record<string, unknown>) : entry.data;
    batch.put(HISTORY_ENTRIES, { ...entry, data, summaries } satisfies HistoryEntryDocument);
  }
}

export const AUDIT_HISTORY_COLLECTIONS = [HISTORY_ENTRIES, HISTORY_PEOPLE, HISTORY_STATES, HISTORY_STREAMS];

/**
 * Each workplace's history as the audit answers it, page by page: `/audit/events` and
 * `/audit/export` read it instead of replaying the workplace's whole log. Deleting the account
 * purges it with everything else.
 */
const historyProjection = (layout: PeopleLayout, version: number, previous?: ReturnType<typeof defineDomainProjection>) =>
  defineDomainProjection({
    name: 'audit-history',
    version,
    ...(previous ? { previous } : {}),
    // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
    partitioned: true,
    collections: AUDIT_HISTORY_COLLECTIONS,
    indexes: [
      // A page is one range of one of these, in order: the whole history, one kind, one rota day.
      { collection: HISTORY_ENTRIES, fields: ['workplaceId', 'pending', 'position'] },
      { collection: HISTORY_ENTRIES, fields: ['workplaceId', 'kind', 'pending', 'position'] },
      { collection: HISTORY_ENTRIES, fields: ['workplaceId', 'rotaDate', 'pending', 'position'] },
      { collection: HISTORY_ENTRIES, fields: ['streamId', 'workplaceId'] },
      { collection: HISTORY_ENTRIES, fields: ['ownerId'] },
      // The employee filter: an entry's first employee (version 2; version 1 kept it in HISTORY_PEOPLE only).
      ...(layout === 'first on the entry'
        ? [{ collection: HISTORY_ENTRIES, fields: ['workplaceId', 'employeeId', 'pending', 'position'] }]
        : []),
      { collection: HISTORY_PEOPLE, fields: ['workplaceId', 'employeeId', 'pending', 'position'] },
      { collection: HISTORY_PEOPLE, fields: ['streamId', 'workplaceId'] },
      { collection: HISTORY_PEOPLE, fields: ['ownerId'] },
      { collection: HISTORY_STATES, fields: ['ownerId'] },
      { collection: HISTORY_STREAMS, fields: ['workplaceId', 'kind'] },
      { collection: HISTORY_STREAMS, fields: ['streamId'] },
      { collection: HISTORY_STREAMS, fields: ['ownerId'] },
    ],
    // Every event of a history's streams counts, also of types the audit has no words for.
    async apply(event, batch: ProjectionBatch): Promise<void> {
      if (isAccountPurgeEvent(event.type)) {
        const { userId } = event.data as { userId: string };
        for (const collection of AUDIT_HISTORY_COLLECTIONS) await batch.deleteWhere(collection, { ownerId: userId });
        return;
      }
      if (!auditStreamKind(event.streamId)) return;
      if (event.type === 'EmployeeForgotten') await forgetPerson(batch, event.data.employeeId, layout);
      const joined = await joinHistory(event, batch, HISTORY_STREAMS);
      if (joined) await showPending(batch, joined);
      const states: States = new Map();
      const { entry, context, reads } = await describe(batch, event, states);
      if (!entry) return;
      await putEntries(batch, event, entry, states, reads, layout);
      const ownerId = await ownerOf(batch, event, entry.workplaceIds);
      for (const doc of changedStates(states, context, ownerId)) batch.put(HISTORY_STATES, doc);
    },
  });

/** Version 1, kept for one release as version 2's `previous` (it serves reads while version 2 is built beside it). */
export const auditHistoryProjectionV1 = historyProjection('a document each', 1);

/**
 * Version 2 (4 Dec 2026, issue 42 §2): an entry's first employee is a field of the entry, so the
 * one person most entries concern costs an index entry, not a document with three indexes of its own.
 */
export const auditHistoryProjection = historyProjection('first on the entry', 2, auditHistoryProjectionV1);

export { PREFIXES as HISTORY_STATE_PREFIXES };
