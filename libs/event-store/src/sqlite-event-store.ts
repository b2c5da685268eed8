/**
 * The embedded event store: one SQLite file, `<dataDir>/events.db`, through better-sqlite3.
 *
 * Durability: WAL journal with `synchronous=FULL`. In WAL mode FULL fsyncs the log at every
 * commit, so once `appendToStream` has resolved the events survive a kill -9 of the process
 * AND a power loss (NORMAL would survive only the former). See sqlite-crash.contract.spec.ts.
 *
 * Positions come from AUTOINCREMENT, so they are never reused, even after the newest events
 * were deleted: a projection checkpoint can never point at a different event later.
 *
 * Deletion (personal data): deleteStream DELETEs the events; secure_delete zeroes the freed
 * bytes, and purgeDeletedData VACUUMs (copies that rebalancing left in live pages) and
 * truncates the WAL, whose old frames would otherwise still hold copies of the deleted pages
 * (journal_size_limit bounds what a reset WAL keeps anyway).
 * A 'reusable' delete also removes the stream's row (its id can itself be personal, e.g. a
 * hashed e-mail), so the stream behaves like one that never existed: 'no_stream' succeeds
 * and revisions restart at 0 (EventStoreDB continues the numbering of a soft-deleted
 * stream). A 'tombstone' keeps the row, marked deleted, and refuses every later append.
 *
 * Fencing (account deletion): fenceAccount records the account in `fenced_accounts`, and every
 * append checks its events' user and owner against that table inside its own write transaction. Writes
 * to the file are serialised (BEGIN IMMEDIATE, across processes too), so an append either
 * committed before the fence, and streamsWrittenBy (an index on the events' owner) finds it, or
 * it sees the fence and is refused: there is no third case, and nothing to wait for.
 *
 * Several instances in one process may share the file (tests, API + projector in one
 * process); an append by any of them wakes every subscription on that file at once, and
 * a short poll picks up appends made by other processes.
 */
import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import {
  accountsNamedBy,
  AccountFencedError,
  AppendResult,
  ConcurrencyError,
  DuplicateEventIdError,
  EventStore,
  EventStoreHealth,
  EventBody,
  EventMetadata,
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
/** How often a caught-up subscription looks for appends made by other processes. */
const POLL_INTERVAL_MS = 75;
/** How long a writer waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;
/** A WAL reset by a checkpoint is truncated to this size, so old frames do not linger in a large file. */
const JOURNAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;
/** purgeDeletedData retries a VACUUM or a checkpoint that another connection kept from finishing. */
const CHECKPOINT_ATTEMPTS = 40;
const CHECKPOINT_RETRY_MS = 25;

async function retryWhileBusy(work: () => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      work();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= CHECKPOINT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_RETRY_MS));
    }
  }
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    at TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE TABLE IF NOT EXISTS streams (
    stream_id TEXT PRIMARY KEY,
    revision INTEGER NOT NULL,
    deleted_at TEXT
  ) WITHOUT ROWID;
  DROP INDEX IF EXISTS events_by_user;
  CREATE INDEX IF NOT EXISTS events_by_owner ON events (COALESCE(json_extract(metadata, '$.ownerId'), json_extract(metadata, '$.userId')), stream_id);
  CREATE TABLE IF NOT EXISTS fenced_accounts (
    user_id TEXT PRIMARY KEY,
    fenced_at TEXT NOT NULL
  ) WITHOUT ROWID;
`;

/** An append waiting for the next group commit. */
interface WaitingAppend {
  streamId: string;
  events: readonly NewEvent<EventBody>[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

interface EventRow {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/** One notifier per database file, shared by every instance of this process that opens it. */
const appendNotifiers = new Map<string, EventEmitter>();

function notifierFor(file: string): EventEmitter {
  let notifier = appendNotifiers.get(file);
  if (!notifier) {
    notifier = new EventEmitter();
    notifier.setMaxListeners(0);
    appendNotifiers.set(file, notifier);
  }
  return notifier;
}

/** ISO instants compare as text only in one canonical form. */
function canonicalInstant(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The edge where stored JSON becomes a typed event: the store holds only what was appended as `E`. */
function toStoredEvent<E extends EventBody>(row: EventRow): StoredEvent<E> {
  const event: StoredEvent<EventBody> = {
    id: row.id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata) as EventMetadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
  };
  return event as StoredEvent<E>;
}

function satisfies(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}

function prepareStatements(db: Database.Database) {
  return {
    streamRow: db.prepare<[string], { revision: number; deleted_at: string | null }>(
      'SELECT revision, deleted_at FROM streams WHERE stream_id = ?',
    ),
    eventById: db.prepare<[string], EventRow>('SELECT * FROM events WHERE id = ?'),
    lastOfStream: db.prepare<[string], { position: number; revision: number }>(
      'SELECT position, revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    isFenced: db.prepare<[string], { fenced: 1 }>('SELECT 1 AS fenced FROM fenced_accounts WHERE user_id = ?'),
    fence: db.prepare<[string, string]>('INSERT INTO fenced_accounts (user_id, fenced_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING'),
    streamsWrittenBy: db.prepare<[string], { stream_id: string }>(
      "SELECT DISTINCT stream_id FROM events WHERE COALESCE(json_extract(metadata, '$.ownerId'), json_extract(metadata, '$.userId')) = ?",
    ),
    insertEvent: db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    saveStream: db.prepare(
      `INSERT INTO streams (stream_id, revision, deleted_at) VALUES (?, ?, NULL)
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision, deleted_at = NULL`,
    ),
    readStream: db.prepare<{ streamId: string; upToPosition: number; upToTime: string | null }, EventRow>(
      `SELECT * FROM events WHERE stream_id = @streamId AND position <= @upToPosition
         AND (@upToTime IS NULL OR at <= @upToTime) ORDER BY revision`,
    ),
    readAll: db.prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
    headPosition: db.prepare<[], { head: number }>('SELECT COALESCE(MAX(position), 0) AS head FROM events'),
    // AUTOINCREMENT keeps the largest position ever assigned in sqlite_sequence, deleted rows or not.
    highWaterMark: db.prepare<[], { mark: number }>(
      "SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0), COALESCE((SELECT MAX(position) FROM events), 0)) AS mark",
    ),
    deleteEvents: db.prepare('DELETE FROM events WHERE stream_id = ?'),
    forgetStream: db.prepare('DELETE FROM streams WHERE stream_id = ?'),
    tombstoneStream: db.prepare<[string, string]>(
      `INSERT INTO streams (stream_id, revision, deleted_at) VALUES (?, -1, ?)
       ON CONFLICT (stream_id) DO UPDATE SET revision = -1, deleted_at = excluded.deleted_at`,
    ),
  };
}

export class SqliteEventStore<E extends EventBody = UntypedEvent> extends EventStore<E> {
  private readonly subscriptions = new Set<SqliteSubscription<E>>();
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly appendTransaction: Database.Transaction<
    (streamId: string, events: readonly NewEvent<EventBody>[], expected: ExpectedRevision) => AppendResult
  >;
  private readonly deleteTransaction: Database.Transaction<
    (streamId: string, mode: StreamDeletionMode, expectedLastEvent?: ExpectedLastEvent) => void
  >;
  private readonly groupTransaction: Database.Transaction<
    (appends: WaitingAppend[]) => ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[]
  >;
  private waiting: WaitingAppend[] = [];
  /** The last page a subscription read in this turn of the event loop (see readSharedPage). */
  private sharedPage: { after: number; rows: EventRow[] } | undefined;

  private constructor(
    private readonly db: Database.Database,
    private readonly notifier: EventEmitter,
  ) {
    super();
    this.statements = prepareStatements(db);
    // Any append to this file in this process (by this instance or another) outdates the shared page.
    notifier.on('append', this.forgetSharedPage);
    this.appendTransaction = db.transaction(
      (streamId: string, events: readonly NewEvent<EventBody>[], expected: ExpectedRevision): AppendResult =>
        this.appendInTransaction(streamId, events, expected),
    );
    // The nested appendTransaction is a savepoint: a refused append rolls back only itself.
    this.groupTransaction = db.transaction((appends: WaitingAppend[]) =>
      appends.map(({ streamId, events, expected }) => {
        try {
          return { ok: true as const, result: this.appendTransaction(streamId, events, expected) };
        } catch (error) {
          return { ok: false as const, error };
        }
      }),
    );
    this.deleteTransaction = db.transaction((streamId: string, mode: StreamDeletionMode, expectedLastEvent?: ExpectedLastEvent) => {
      if (expectedLastEvent) {
        const last = this.statements.lastOfStream.get(streamId);
        if (last?.revision !== expectedLastEvent.revision || last.position !== expectedLastEvent.position) {
          throw new ConcurrencyError(streamId, expectedLastEvent.revision, last?.revision ?? 'no_stream');
        }
      }
      this.statements.deleteEvents.run(streamId);
      if (mode === 'reusable') {
        // A tombstone stays one: its id must never be reused.
        if (this.statements.streamRow.get(streamId)?.deleted_at == null) this.statements.forgetStream.run(streamId);
      } else {
        this.statements.tombstoneStream.run(streamId, new Date().toISOString());
      }
    });
  }

  /** `traceSql` is called with every statement run (bound values inlined): the query-plan test's hook. */
  static async open<E extends EventBody = UntypedEvent>(options: {
    dataDir: string;
    traceSql?: (sql: string) => void;
  }): Promise<SqliteEventStore<E>> {
    mkdirSync(options.dataDir, { recursive: true });
    const file = join(realpathSync(options.dataDir), 'events.db');
    const db = new Database(file, options.traceSql ? { verbose: (sql) => options.traceSql!(String(sql)) } : {});
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      // Deleted personal data is overwritten, not just unlinked from the b-tree.
      db.pragma('secure_delete = ON');
      db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
      db.exec(SCHEMA);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteEventStore<E>(db, notifierFor(file));
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent<E>[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertDistinctIds(events);
    return new Promise<AppendResult>((resolve, reject) => {
      // Appends asked for in the same turn of the event loop share one commit (see commitWaiting).
      if (this.waiting.length === 0) setImmediate(() => this.commitWaiting());
      this.waiting.push({ streamId, events, expected: options.expectedRevision, resolve, reject });
    });
  }

  /**
   * Group commit: the appends waiting now are written in one IMMEDIATE transaction, so one
   * fsync makes them all durable instead of one each. Each runs in its own savepoint with its
   * own revision check, in the order asked, and gets its own answer: one refused (a
   * concurrency conflict, a reused id) is rolled back alone. None is answered before the
   * commit, and a failed commit fails them all (nothing of them was stored).
   */
  private commitWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    let outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[];
    try {
      outcomes = this.groupTransaction.immediate(waiting);
    } catch (error) {
      for (const append of waiting) append.reject(error);
      return;
    }
    if (outcomes.some((outcome) => outcome.ok)) this.notifier.emit('append');
    outcomes.forEach((outcome, i) => (outcome.ok ? waiting[i].resolve(outcome.result) : waiting[i].reject(outcome.error)));
  }

  async readStream<Of extends E = E>(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent<Of>[]> {
    const rows = this.statements.readStream.all({
      streamId,
      upToPosition: options.upToPosition ?? Number.MAX_SAFE_INTEGER,
      upToTime: options.upToTime === undefined ? null : canonicalInstant(options.upToTime),
    });
    return rows.map((row) => toStoredEvent<Of>(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent<E>[]> {
    return this.readPage(options.after ?? 0, options.limit ?? DEFAULT_PAGE_SIZE);
  }

  subscribeToAll(options: { after?: number } = {}): EventSubscription<E> {
    const subscription = new SqliteSubscription<E>(
      options.after ?? 0,
      (after) => this.readSharedPage(after),
      this.notifier,
      (closed) => this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamId: string, options: { mode: StreamDeletionMode; expectedLastEvent?: ExpectedLastEvent }): Promise<void> {
    this.deleteTransaction.immediate(streamId, options.mode, options.expectedLastEvent);
    this.forgetSharedPage();
  }

  async fenceAccount(userId: string): Promise<void> {
    // Its own IMMEDIATE transaction: every append committed before it is in the log, every later one sees it.
    this.db.transaction(() => this.statements.fence.run(userId, new Date().toISOString())).immediate();
  }

  async streamsWrittenBy(userId: string): Promise<string[]> {
    return this.statements.streamsWrittenBy.all(userId).map((row) => row.stream_id);
  }

  /**
   * secure_delete zeroes a deleted event where it lies, but not the copies of it that B-tree
   * rebalancing left behind: moving cells to a sibling page rebuilds the page without zeroing
   * the space they left (SQLite's rebuildPage), so deleted data can survive in the unallocated
   * space of a live page. VACUUM writes every live row into fresh pages; the truncating
   * checkpoint then copies them over the old ones and cuts the WAL. It holds the write lock
   * (and, better-sqlite3 being synchronous, this process's event loop) for a time that grows
   * with the file: about 1 s per 130 MB measured here.
   */
  async purgeDeletedData(): Promise<void> {
    await retryWhileBusy(() => this.db.exec('VACUUM'));
    for (let attempt = 1; ; attempt++) {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (!result || result.busy === 0) return;
      // A reader in another connection kept the checkpoint from finishing: the old pages are still in the file.
      if (attempt >= CHECKPOINT_ATTEMPTS)
        throw new Error('events.db: the checkpoint after VACUUM could not finish; the deletion is retried');
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_RETRY_MS));
    }
  }

  /** The sealing migration's in-place rewrite (see EventStore.replaceEventData): one write transaction. */
  override replaceEventData(changes: readonly { id: string; data: unknown }[]): Promise<void> {
    const update = this.db.prepare('UPDATE events SET data = ? WHERE id = ?');
    this.db
      .transaction(() => {
        for (const change of changes) update.run(JSON.stringify(change.data), change.id);
      })
      .immediate();
    this.forgetSharedPage();
    return Promise.resolve();
  }

  async headPosition(): Promise<number> {
    return this.statements.headPosition.get()!.head;
  }

  async highWaterMark(): Promise<number> {
    return this.statements.highWaterMark.get()!.mark;
  }

  async health(): Promise<EventStoreHealth> {
    try {
      return { ok: true, adapter: 'sqlite', headPosition: await this.headPosition() };
    } catch (error) {
      return { ok: false, adapter: 'sqlite', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    // Appends already asked for are committed (and answered), not lost with the connection.
    if (this.waiting.length > 0 && this.db.open) this.commitWaiting();
    this.notifier.off('append', this.forgetSharedPage);
    if (this.db.open) this.db.close();
  }

  /**
   * A subscription's page. An append wakes every subscription (one per projection) at the same
   * position in the same turn of the event loop: they share one query, each still getting its own
   * event objects. The rows are kept only until the next macrotask or append, so a page is never
   * older than a read made at the start of this turn would be.
   */
  private readSharedPage(after: number): StoredEvent<E>[] {
    let rows = this.sharedPage?.after === after ? this.sharedPage.rows : undefined;
    if (!rows) {
      rows = this.statements.readAll.all(after, DEFAULT_PAGE_SIZE);
      if (!this.sharedPage) setImmediate(this.forgetSharedPage);
      this.sharedPage = { after, rows };
    }
    return rows.map((row) => toStoredEvent<E>(row));
  }

  private readonly forgetSharedPage = (): void => {
    this.sharedPage = undefined;
  };

  private readPage(after: number, limit: number): StoredEvent<E>[] {
    return this.statements.readAll.all(after, Math.max(1, Math.floor(limit))).map((row) => toStoredEvent<E>(row));
  }

  private currentRevision(streamId: string): number | 'no_stream' {
    const row = this.statements.streamRow.get(streamId);
    return row === undefined || row.revision < 0 ? 'no_stream' : row.revision;
  }

  private appendInTransaction(streamId: string, events: readonly NewEvent<EventBody>[], expected: ExpectedRevision): AppendResult {
    if (this.statements.streamRow.get(streamId)?.deleted_at != null) throw new StreamDeletedError(streamId);
    // Idempotency before the revision check: a retried append carries a stale expectation.
    const stored = this.alreadyStored(streamId, events);
    if (stored) return stored;
    for (const userId of accountsNamedBy(events)) {
      if (this.statements.isFenced.get(userId)) throw new AccountFencedError(userId, streamId);
    }
    const current = this.currentRevision(streamId);
    if (!satisfies(expected, current)) throw new ConcurrencyError(streamId, expected, current);
    let revision = current === 'no_stream' ? -1 : current;
    if (events.length === 0) {
      return { nextRevision: revision, position: this.statements.lastOfStream.get(streamId)?.position ?? 0 };
    }
    let position = 0;
    for (const event of events) {
      revision += 1;
      const inserted = this.statements.insertEvent.run(
        event.id,
        streamId,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        canonicalInstant(event.metadata.at),
      );
      position = Number(inserted.lastInsertRowid);
    }
    this.statements.saveStream.run(streamId, revision);
    return { nextRevision: revision, position };
  }

  /**
   * The stored result when every id is already in this stream with the same content (a
   * retried append); null when none of them is stored; otherwise the ids are being reused.
   */
  private alreadyStored(streamId: string, events: readonly NewEvent<EventBody>[]): AppendResult | null {
    const rows = events.map((event) => this.statements.eventById.get(event.id));
    const reused = rows.findIndex((row) => row !== undefined);
    if (reused < 0) return null;
    let result: AppendResult = { nextRevision: -1, position: 0 };
    for (const [index, event] of events.entries()) {
      const row = rows[index];
      const sameEvent =
        row !== undefined &&
        row.stream_id === streamId &&
        row.type === event.type &&
        row.data === JSON.stringify(event.data) &&
        row.metadata === JSON.stringify(event.metadata);
      if (!sameEvent) throw new DuplicateEventIdError(row === undefined ? events[reused].id : event.id);
      if (row.position > result.position) result = { nextRevision: row.revision, position: row.position };
    }
    return result;
  }
}

function assertDistinctIds(events: readonly NewEvent<EventBody>[]): void {
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) throw new DuplicateEventIdError(event.id);
    seen.add(event.id);
  }
}

/** Pages through the table, then sleeps until an append in this process or the next poll. */
class SqliteSubscription<E extends EventBody> implements EventSubscription<E> {
  private closed = false;
  private wake: (() => void) | undefined;

  constructor(
    private after: number,
    private readonly readPage: (after: number) => StoredEvent<E>[],
    private readonly notifier: EventEmitter,
    private readonly onClose: (subscription: SqliteSubscription<E>) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<StoredEvent<E>> {
    while (!this.closed) {
      const page = this.readPage(this.after);
      for (const event of page) {
        if (this.closed) return;
        this.after = event.position;
        yield event;
      }
      if (page.length === 0) await this.appendOrPoll();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    this.onClose(this);
  }

  private appendOrPoll(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.notifier.off('append', done);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, POLL_INTERVAL_MS);
      this.notifier.on('append', done);
      this.wake = done;
    });
  }
}
