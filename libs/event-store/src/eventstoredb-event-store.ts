/**
 * The production event store: KurrentDB (EventStoreDB 22.6 or later, which returns event
 * positions on stream reads) through @kurrent/kurrentdb-client 1.3.1, the successor of the
 * retired @eventstore/db-client (reads go through its Rust bridge, appends through gRPC).
 *
 * Positions: our `position` is the event's commit position in $all; a position handed back
 * to us is read from as { commit: p, prepare: p }. System events ($-types, $-streams) are
 * never returned.
 *
 * Appends go through the client's unary `append` call, never its `batchAppend` stream: an
 * append on the shared batchAppend stream has no deadline of its own on the client (the stream
 * has none), which the fence below relies on, and in @eventstore/db-client 6.2.1 an answer
 * arriving late after a reconnect threw an uncaught TypeError that ended the process.
 * appendToStream takes the unary call whenever the call carries credentials (the client's
 * public rule, no deep import): every append sends the connection string's user, or, on an
 * insecure node, a placeholder that the client drops (it sends no credentials in insecure
 * mode). A secure node therefore needs the app's user in EVENTSTORE_URL (docs/distributed.md).
 *
 * Deletion: a 'tombstone' is EventStoreDB's hard delete: every later append fails with
 * StreamDeleted (so a stale command cannot revive the stream by appending at its old
 * revision, as it can after a soft delete) and a scavenge removes all its events. A
 * 'reusable' delete (an e-mail claim) is a soft delete, and since a scavenge keeps a
 * soft-deleted stream's last event forever, it first appends a data-free marker (type
 * ERASED_MARKER_TYPE, hidden from every read) so the event kept is that marker. The stream
 * reads as empty at once; 'no_stream' starts it again, continuing the revision numbering
 * (SQLite restarts at 0). Deleted events stay in $all (readAll, subscriptions, rebuilds)
 * until a scavenge: operations must schedule scavenges (see docs/distributed.md); this client
 * version has no scavenge call. Projections purge a deleted account on AccountDeleted, which
 * follows the account's events in $all, so a rebuild before a scavenge does not bring them back.
 *
 * Fencing (account deletion): EventStoreDB has no transaction across streams, so a fence
 * cannot be checked atomically with an append as in SQLite. fenceAccount writes a data-free
 * event (FENCE_TYPE, hidden from every read) to the account's fence stream; every append of
 * events by a user first reads that user's fence stream and refuses to go on if it is there,
 * and is sent with a deadline of APPEND_DEADLINE_MS. An append that passed the check just
 * before the fence was written is therefore over (stored, or given up by the client) within
 * that deadline; the server's own prepare and commit timeouts (2 s each by default) bound a
 * write it already took. fenceAccount waits FENCE_SETTLE_MS, longer than both together,
 * before it resolves, so what streamsWrittenBy reads after it includes every accepted write.
 * The account deletion lists the streams once more after deleting them (AccountDeletions)
 * and deletes any new one, for a write the server committed later still.
 * streamsWrittenBy reads an index, not $all: before an append, the adapter records the stream
 * in the owning account's index stream (`rotaledger-account-streams-<account>`, hidden events of
 * ACCOUNT_STREAM_TYPE holding only stream ids, once per stream and process), so a stream is
 * indexed before it can hold an event. A store an older version wrote is indexed once by a
 * single pass over $all, at the first listing (then INDEX_BUILT_STREAM records it).
 *
 * Event ids: EventStoreDB de-duplicates retried appends within a stream by id alone, so every
 * append reads its events back and refuses an id that was stored with other content. It keeps
 * no index of ids across streams, so reusing an id in another stream is not detected here.
 */
import { createHash } from 'node:crypto';
import {
  ANY,
  AllStreamResolvedEvent,
  AllStreamSubscription,
  AppendStreamState,
  Credentials,
  BACKWARDS,
  END,
  EventData,
  KurrentDBClient,
  FORWARDS,
  NO_STREAM,
  Position,
  ReadPosition,
  ResolvedEvent,
  START,
  STREAM_EXISTS,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@kurrent/kurrentdb-client';
import {
  accountOf,
  accountsNamedBy,
  AccountFencedError,
  AppendResult,
  ConcurrencyError,
  DuplicateEventIdError,
  EventMetadata,
  EventStore,
  EventStoreHealth,
  EventBody,
  UntypedEvent,
  EventSubscription,
  ExpectedLastEvent,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  StreamDeletedError,
  StreamDeletionMode,
} from './event-store.port';

const DEFAULT_PAGE_SIZE = 1000;
/** Older servers report "no position" on stream reads as the largest unsigned 64-bit value. */
const NO_POSITION = 2n ** 63n;
/** The data-free event a reusable delete leaves as the soft-deleted stream's last event. */
export const ERASED_MARKER_TYPE = 'rotaledger.stream-erased';
const MAX_DELETE_ATTEMPTS = 4;
/** The data-free event that fences an account (in `FENCE_STREAM_PREFIX<userId>`), hidden from every read. */
export const FENCE_TYPE = 'rotaledger.account-fenced';
const FENCE_STREAM_PREFIX = 'rotaledger-fence-';
/** The deadline of an append by a user: past it the client gives up (see "Fencing" above). */
const APPEND_DEADLINE_MS = 10_000;
/** How long fenceAccount waits for appends that passed the fence check before the fence: the deadline plus the server's timeouts. */
const FENCE_SETTLE_MS = APPEND_DEADLINE_MS + 5_000;

type AnyResolvedEvent = ResolvedEvent | AllStreamResolvedEvent;

function toEsdbRevision(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/**
 * The credentials every append sends (see the unary append above): the user of the connection
 * string, or a placeholder on an insecure node, where the client sends none. A secure node
 * without a user in the string is refused: the app must connect as its own user.
 */
export function appendCredentialsOf(url: string): Credentials {
  const userInfo = /^[a-z][a-z0-9+.-]*:\/\/([^@/?#]*)@/i.exec(url)?.[1];
  if (userInfo) {
    const [username, password = ''] = userInfo.split(':');
    return { username: decodeURIComponent(username), password: decodeURIComponent(password) };
  }
  if (/[?&]tls=false(&|$)/i.test(url)) return { username: 'unused-on-an-insecure-node', password: '' };
  throw new Error(
    "EVENTSTORE_URL: a secure KurrentDB connection needs the app's user in the URL (kurrentdb://user:password@host:2113?tls=true)",
  );
}

function toReadPosition(after: number): ReadPosition {
  return after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
}

/** System events and our own erasure markers: never handed out. */
function isHiddenEvent(type: string, streamId: string): boolean {
  return (
    type.startsWith('$') ||
    streamId.startsWith('$') ||
    type === ERASED_MARKER_TYPE ||
    type === FENCE_TYPE ||
    type === ACCOUNT_STREAM_TYPE ||
    type === INDEX_BUILT_TYPE
  );
}

const fenceStream = (userId: string) => `${FENCE_STREAM_PREFIX}${userId}`;

/** An index entry (hidden from every read): the account owns data in `data.streamId`. */
export const ACCOUNT_STREAM_TYPE = 'rotaledger.account-stream';
const accountStreamsStream = (account: string) => `rotaledger-account-streams-${account}`;
/** Holds one hidden event once the index covers every event written before it existed. */
const INDEX_BUILT_STREAM = 'rotaledger-account-index-built';
const INDEX_BUILT_TYPE = 'rotaledger.account-index-built';
/** How many (account, stream) pairs a process remembers as indexed before it starts over. */
const INDEXED_PAIRS_MAX = 50_000;

/** A stable uuid per (account, stream): the server takes a repeated index entry as a retry. */
function indexEntryId(account: string, streamId: string): string {
  const hex = createHash('sha256').update(`${account}\n${streamId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function commitPositionOf(resolved: AnyResolvedEvent): bigint | undefined {
  const commit = resolved.event?.position?.commit ?? resolved.commitPosition;
  return commit === undefined || commit >= NO_POSITION ? undefined : commit;
}

/**
 * Our event, or null for system events and unresolved links. The edge where stored JSON
 * becomes a typed event: the store holds only what was appended as `E`.
 */
function toStoredEvent<E extends EventBody>(resolved: AnyResolvedEvent): StoredEvent<E> | null {
  const recorded = resolved.event;
  if (!recorded || isHiddenEvent(recorded.type, recorded.streamId)) return null;
  const commit = commitPositionOf(resolved);
  if (commit === undefined) {
    throw new Error('EventStoreDB returned an event without a position: server 22.6 or later is required');
  }
  const event: StoredEvent<EventBody> = {
    id: recorded.id,
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata as unknown as EventMetadata,
    streamId: recorded.streamId,
    revision: Number(recorded.revision),
    position: Number(commit),
  };
  return event as StoredEvent<E>;
}

function atOrBefore(event: StoredEvent<EventBody>, options: ReadStreamOptions): boolean {
  if (options.upToPosition !== undefined && event.position > options.upToPosition) return false;
  if (options.upToTime !== undefined && Date.parse(event.metadata.at) > Date.parse(options.upToTime)) return false;
  return true;
}

function sameContent(stored: StoredEvent<EventBody>, event: NewEvent<EventBody>): boolean {
  return (
    stored.type === event.type &&
    JSON.stringify(stored.data) === JSON.stringify(event.data) &&
    JSON.stringify(stored.metadata) === JSON.stringify(event.metadata)
  );
}

export class EventStoreDbEventStore<E extends EventBody = UntypedEvent> extends EventStore<E> {
  private readonly subscriptions = new Set<EventSubscription<E>>();
  /** `account \n stream` pairs this process has indexed (see "streamsWrittenBy" above). */
  private readonly indexed = new Set<string>();

  private constructor(
    private readonly client: KurrentDBClient,
    /** Sent with every append so that the client takes its unary call (see above). */
    private readonly appendCredentials: Credentials,
  ) {
    super();
  }

  /** Connects lazily: the client dials on the first call, so the API can start before the server. */
  static async open<E extends EventBody = UntypedEvent>(options: { url: string }): Promise<EventStoreDbEventStore<E>> {
    return new EventStoreDbEventStore<E>(KurrentDBClient.connectionString(options.url), appendCredentialsOf(options.url));
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent<E>[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const repeated = events.find((event, index) => events.findIndex((other) => other.id === event.id) !== index);
    if (repeated) throw new DuplicateEventIdError(repeated.id);
    await this.refuseFencedUsers(streamId, events);
    await this.indexStream(streamId, events);
    try {
      return await this.append(streamId, events, toEsdbRevision(options.expectedRevision));
    } catch (error) {
      if (error instanceof EsdbStreamDeletedError) throw new StreamDeletedError(streamId);
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const stored = await this.alreadyStored(streamId, events);
      if (stored) return stored;
      const actual = error.actualState;
      // A soft-deleted stream reads as empty but keeps its last revision on the server.
      if (options.expectedRevision === 'no_stream' && typeof actual === 'bigint' && (await this.readStream(streamId)).length === 0) {
        return this.appendAfterSoftDelete(streamId, events, actual);
      }
      throw new ConcurrencyError(streamId, options.expectedRevision, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
    }
  }

  async readStream<Of extends E = E>(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent<Of>[]> {
    const events: StoredEvent<Of>[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
        const event = toStoredEvent<Of>(resolved);
        if (event && atOrBefore(event, options)) events.push(event);
      }
    } catch (error) {
      // The client raises "not found" while iterating; a missing or deleted stream reads as [].
      if (error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent<E>[]> {
    const after = options.after ?? 0;
    const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_PAGE_SIZE));
    const page: StoredEvent<E>[] = [];
    let from: ReadPosition = toReadPosition(after);
    let cursor = after;
    // System events do not count towards the page, so keep reading until it is full or $all ends.
    for (;;) {
      const maxCount = limit - page.length + 1;
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount, direction: FORWARDS })) {
        read += 1;
        last = resolved.event?.position ?? last;
        const event = toStoredEvent<E>(resolved);
        // $all reads include the starting position; our `after` is exclusive.
        if (event && event.position > cursor && page.length < limit) page.push(event);
      }
      if (page.length > 0) cursor = page[page.length - 1].position;
      if (page.length >= limit || read < maxCount || last === undefined) return page;
      from = last;
      cursor = Math.max(cursor, Number(last.commit));
    }
  }

  subscribeToAll(options: { after?: number } = {}): EventSubscription<E> {
    const subscription = new EsdbSubscription<E>(
      (after) => this.client.subscribeToAll({ fromPosition: toReadPosition(after), filter: excludeSystemEvents() }),
      options.after ?? 0,
      (closed) => this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /**
   * With `expectedLastEvent`, the server checks its revision (EventStoreDB never numbers a
   * stream's revisions again, so the revision alone names the event).
   */
  async deleteStream(streamId: string, options: { mode: StreamDeletionMode; expectedLastEvent?: ExpectedLastEvent }): Promise<void> {
    const expected = options.expectedLastEvent;
    if (options.mode === 'reusable') return this.deleteReusable(streamId, expected);
    try {
      await this.client.tombstoneStream(streamId, expected ? { expectedRevision: BigInt(expected.revision) } : {});
    } catch (error) {
      // Already tombstoned: deleting is idempotent, unless the caller named an event, which is gone.
      if (error instanceof EsdbStreamDeletedError) {
        if (!expected) return;
        throw new ConcurrencyError(streamId, expected.revision, 'no_stream');
      }
      if (expected && error instanceof WrongExpectedVersionError) throw this.lastEventMoved(streamId, expected, error);
      throw error;
    }
  }

  async fenceAccount(userId: string): Promise<void> {
    await this.appendOnce(fenceStream(userId), [jsonEvent({ type: FENCE_TYPE, data: {} })], ANY);
    // Appends that passed the check just before the fence are over by then (see "Fencing" above).
    await new Promise((resolve) => setTimeout(resolve, FENCE_SETTLE_MS));
  }

  async streamsWrittenBy(userId: string): Promise<string[]> {
    if ((await this.lastRecordedRevision(INDEX_BUILT_STREAM)) === undefined) await this.buildIndex();
    const streams = new Set<string>();
    try {
      for await (const resolved of this.client.readStream(accountStreamsStream(userId), { fromRevision: START, direction: FORWARDS })) {
        const data = resolved.event?.type === ACCOUNT_STREAM_TYPE ? (resolved.event.data as { streamId?: unknown }) : undefined;
        if (typeof data?.streamId === 'string') streams.add(data.streamId);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError)) throw error;
    }
    return [...streams];
  }

  /** Records, before the append, that the events' account owns data in this stream (once per process). */
  private async indexStream(streamId: string, events: readonly NewEvent<EventBody>[]): Promise<void> {
    const accounts = new Set(events.map((event) => accountOf(event.metadata)).filter((account) => account !== null));
    for (const account of accounts) {
      const pair = `${account}\n${streamId}`;
      if (this.indexed.has(pair)) continue;
      await this.appendOnce(
        accountStreamsStream(account),
        [jsonEvent({ id: indexEntryId(account, streamId), type: ACCOUNT_STREAM_TYPE, data: { streamId } })],
        ANY,
      );
      if (this.indexed.size >= INDEXED_PAIRS_MAX) this.indexed.clear();
      this.indexed.add(pair);
    }
  }

  /** One pass over $all for the events written before the index existed; new appends index themselves. */
  private async buildIndex(): Promise<void> {
    const pairs = new Map<string, Set<string>>();
    for (let after = 0; ;) {
      const page = await this.readAll({ after, limit: DEFAULT_PAGE_SIZE });
      if (page.length === 0) break;
      for (const event of page) {
        const account = accountOf(event.metadata);
        if (account === null) continue;
        const streams = pairs.get(account) ?? new Set<string>();
        streams.add(event.streamId);
        pairs.set(account, streams);
      }
      after = page[page.length - 1].position;
    }
    for (const [account, streams] of pairs) {
      const entries = [...streams].map((streamId) =>
        jsonEvent({ id: indexEntryId(account, streamId), type: ACCOUNT_STREAM_TYPE, data: { streamId } }),
      );
      await this.appendOnce(accountStreamsStream(account), entries, ANY);
    }
    await this.appendOnce(INDEX_BUILT_STREAM, [jsonEvent({ type: INDEX_BUILT_TYPE, data: {} })], ANY);
  }

  /** Nothing to do here: EventStoreDB purges deleted events only in a scavenge, run by operations. */
  async purgeDeletedData(): Promise<void> {}

  /** The newest record of $all of any kind (a tombstone, a scavenge's own events): a scavenge never moves it back. */
  async highWaterMark(): Promise<number> {
    for await (const resolved of this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS })) {
      const commit = resolved.event?.position?.commit ?? resolved.commitPosition;
      if (commit !== undefined) return Number(commit);
    }
    return 0;
  }

  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    // The newest record may be a system event: walk back until one of ours.
    for (;;) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: 100, direction: BACKWARDS })) {
        read += 1;
        last = resolved.event?.position ?? last;
        const event = toStoredEvent(resolved);
        if (event) return event.position;
      }
      if (read < 100 || last === undefined) return 0;
      from = last;
    }
  }

  async health(): Promise<EventStoreHealth> {
    try {
      for await (const _ of this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS })) break;
      return { ok: true, adapter: 'eventstoredb' };
    } catch (error) {
      return { ok: false, adapter: 'eventstoredb', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async append(
    streamId: string,
    events: readonly NewEvent<EventBody>[],
    expectedRevision: AppendStreamState,
  ): Promise<AppendResult> {
    const result = await this.appendOnce(
      streamId,
      // Event data is a JSON object, as every adapter stores it.
      events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data: data as Record<string, unknown>, metadata })),
      expectedRevision,
    );
    const nextRevision = Number(result.nextExpectedRevision);
    if (events.length === 0) return { nextRevision, position: result.position ? Number(result.position.commit) : 0 };
    // The server takes a known id as a retry whatever its content: compare what is stored.
    const written = await this.readRevisions(streamId, nextRevision - events.length + 1, events.length);
    const sameIds = written.length === events.length && written.every((stored, index) => stored.id === events[index].id);
    if (!sameIds) {
      const stored = await this.alreadyStored(streamId, events);
      if (stored) return stored;
      throw new Error(`EventStoreDB did not store the appended events of ${streamId} where it reported them`);
    }
    const changed = written.findIndex((stored, index) => !sameContent(stored, events[index]));
    if (changed >= 0) throw new DuplicateEventIdError(events[changed].id);
    return { nextRevision, position: written[written.length - 1].position };
  }

  private appendOnce(streamId: string, events: EventData[], streamState: AppendStreamState) {
    // With credentials the client sends the unary append, with this deadline (see above).
    return this.client.appendToStream(streamId, events, { streamState, credentials: this.appendCredentials, deadline: APPEND_DEADLINE_MS });
  }

  /** AccountFencedError when an account the events name (user or owner) is fenced (see "Fencing" above). */
  private async refuseFencedUsers(streamId: string, events: readonly NewEvent<EventBody>[]): Promise<void> {
    for (const userId of accountsNamedBy(events)) {
      if ((await this.lastRecordedRevision(fenceStream(userId))) !== undefined) {
        throw new AccountFencedError(userId, streamId);
      }
    }
  }

  private lastEventMoved(streamId: string, expected: ExpectedLastEvent, error: WrongExpectedVersionError): ConcurrencyError {
    const actual = error.actualState;
    return new ConcurrencyError(streamId, expected.revision, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
  }

  /** Up to `count` of our events from `fromRevision` on (hidden events excluded). */
  private async readRevisions(streamId: string, fromRevision: number, count: number): Promise<StoredEvent<EventBody>[]> {
    const events: StoredEvent<EventBody>[] = [];
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: BigInt(Math.max(0, fromRevision)),
      maxCount: count,
      direction: FORWARDS,
    })) {
      const event = toStoredEvent(resolved);
      if (event) events.push(event);
    }
    return events;
  }

  /** Revision of the stream's last record, markers included; undefined when it reads as empty. */
  private async lastRecordedRevision(streamId: string): Promise<bigint | undefined> {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: END, maxCount: 1, direction: BACKWARDS })) {
        return resolved.event?.revision;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError) return undefined;
      throw error;
    }
    return undefined;
  }

  /**
   * The stream's last record and its last event that reads (the last record unless erased
   * markers follow it); both undefined when it reads as empty. Markers at the end are the
   * first step of a reusable delete whose soft delete never came (a crash between the two).
   */
  private async tailOf(streamId: string): Promise<{ lastRecord?: bigint; lastEvent?: bigint; marked: boolean }> {
    let lastRecord: bigint | undefined;
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: END, maxCount: 16, direction: BACKWARDS })) {
        const record = resolved.event;
        if (!record) continue;
        lastRecord ??= record.revision;
        if (record.type !== ERASED_MARKER_TYPE) return { lastRecord, lastEvent: record.revision, marked: record.revision !== lastRecord };
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError) return { marked: false };
      throw error;
    }
    // Only markers in the last 16 records: the stream holds nothing to read (or an improbable run of crashed deletes).
    return { lastRecord, marked: lastRecord !== undefined };
  }

  /**
   * Marker, then soft delete at the marker's revision; a concurrent append makes it start over,
   * or, with `expected`, refuses (the event the caller read is no longer the last). A marker
   * already last (an earlier delete that stopped after it) is not added again: the stream is
   * soft-deleted at it, and `expected` is checked against the last event that reads, so the
   * retry of an interrupted release of an e-mail claim finishes it.
   */
  private async deleteReusable(streamId: string, expected?: ExpectedLastEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { lastRecord: last, lastEvent, marked } = await this.tailOf(streamId);
      if (expected && lastEvent !== BigInt(expected.revision)) {
        throw new ConcurrencyError(streamId, expected.revision, lastEvent === undefined ? 'no_stream' : Number(lastEvent));
      }
      if (last === undefined) return;
      try {
        const markerRevision = marked
          ? last
          : (await this.appendOnce(streamId, [jsonEvent({ type: ERASED_MARKER_TYPE, data: {} })], last)).nextExpectedRevision;
        await this.client.deleteStream(streamId, { expectedRevision: markerRevision });
        return;
      } catch (error) {
        if (error instanceof EsdbStreamDeletedError) {
          if (!expected) return;
          throw new ConcurrencyError(streamId, expected.revision, 'no_stream');
        }
        if (expected && error instanceof WrongExpectedVersionError) throw this.lastEventMoved(streamId, expected, error);
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_DELETE_ATTEMPTS) throw error;
      }
    }
  }

  private async appendAfterSoftDelete(
    streamId: string,
    events: readonly NewEvent<EventBody>[],
    hiddenRevision: bigint,
  ): Promise<AppendResult> {
    try {
      return await this.append(streamId, events, hiddenRevision);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const current = (await this.readStream(streamId)).at(-1)?.revision ?? 'no_stream';
      throw new ConcurrencyError(streamId, 'no_stream', current);
    }
  }

  /** The stored result when every id is already in this stream with the same content; null when none is. */
  private async alreadyStored(streamId: string, events: readonly NewEvent<EventBody>[]): Promise<AppendResult | null> {
    if (events.length === 0) return null;
    const byId = new Map((await this.readStream(streamId)).map((event) => [event.id, event]));
    const matches = events.map((event) => byId.get(event.id));
    const reused = matches.findIndex((stored) => stored !== undefined);
    if (reused < 0) return null;
    let result: AppendResult = { nextRevision: -1, position: 0 };
    for (const [index, event] of events.entries()) {
      const stored = matches[index];
      if (!stored || !sameContent(stored, event)) throw new DuplicateEventIdError(stored ? event.id : events[reused].id);
      if (stored.position > result.position) result = { nextRevision: stored.revision, position: stored.position };
    }
    return result;
  }
}

/**
 * Wraps the client's catch-up subscription. The gRPC stream opens on the first next(), so a
 * connection error always has a reader to reach (an unread stream's 'error' would crash the
 * process), and close() ends a pending next() at once, whatever the stream does on cancel.
 */
class EsdbSubscription<E extends EventBody> implements EventSubscription<E> {
  private source: AllStreamSubscription | undefined;
  private closed = false;
  private signalClosed!: () => void;
  private readonly whenClosed = new Promise<IteratorReturnResult<undefined>>((resolve) => {
    this.signalClosed = () => resolve({ done: true, value: undefined });
  });

  constructor(
    private readonly open: (after: number) => AllStreamSubscription,
    private readonly after: number,
    private readonly onClose: (subscription: EsdbSubscription<E>) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<StoredEvent<E>> {
    if (this.closed) return;
    this.source = this.open(this.after);
    const iterator = this.source[Symbol.asyncIterator]();
    try {
      while (!this.closed) {
        const next = await Promise.race([iterator.next(), this.whenClosed]);
        if (next.done || this.closed) return;
        const event = toStoredEvent<E>(next.value);
        if (event && event.position > this.after) yield event;
      }
    } finally {
      await iterator.return?.();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.signalClosed();
    this.onClose(this);
    await this.source?.unsubscribe();
  }
}
