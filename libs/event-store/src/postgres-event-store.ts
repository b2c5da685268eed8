/**
 * The PostgreSQL event store, through node-postgres (`pg`): three tables in their own schema
 * (`event_store` by default) of the database DATABASE_URL names.
 *
 * The global log cannot skip. A sequence (or identity) column hands out positions when a row is
 * inserted, not when its transaction commits: transaction A takes position 5, B takes 6 and
 * commits first, a reader sees 6, moves its checkpoint past it, and never sees 5 when A commits.
 * Emmett and Marten avoid it by reading only below the oldest running transaction
 * (`pg_snapshot_xmin`) and ordering by (transaction id, position), which needs a checkpoint of
 * two numbers; this port's checkpoint is one position. So appends are serialised instead: every
 * append (and fence, and delete) takes one transaction-scoped advisory lock before it reads or
 * writes, and holds it until it has committed. Positions are therefore handed out in commit order:
 * a transaction can only take position n+1 after the one holding n has committed, and PostgreSQL
 * makes a commit visible before it releases the transaction's locks, so every snapshot that shows
 * n+1 shows n. A rolled-back append leaves a gap, which the port allows. The cost is one append
 * committing at a time (a commit's round trips and its fsync), as SQLite's one writer does.
 *
 * Fencing needs no waiting either: fenceAccount takes the same lock, so every append either
 * committed before the fence (streamsWrittenBy, an index on the events' account, finds it) or
 * reads the fence once it holds the lock and is refused.
 *
 * Deletion: deleteStream DELETEs the events (a 'reusable' delete also forgets the stream's row,
 * whose id can itself be personal); purgeDeletedData VACUUMs the tables so the dead rows leave
 * their pages for reuse. What the WAL and free space keep until overwritten is docs/security.md's.
 *
 * Subscriptions page through the log, then wait for a NOTIFY sent by every committed append (by
 * any process), or at most a short poll while the listening connection is down (it is opened
 * again at the next wait).
 */
import { EventEmitter } from 'node:events';
import { Pool, PoolClient } from 'pg';
import { withUnavailableErrors } from './store-unavailable';
import {
  accountOf,
  accountsNamedBy,
  AccountFencedError,
  AppendResult,
  ConcurrencyError,
  DuplicateEventIdError,
  EventBody,
  EventMetadata,
  EventStore,
  EventStoreHealth,
  EventSubscription,
  ExpectedLastEvent,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  StreamDeletedError,
  StreamDeletionMode,
  UntypedEvent,
} from './event-store.port';

const DEFAULT_SCHEMA = 'event_store';
const DEFAULT_PAGE_SIZE = 1000;
/** Per store, per process: the log's appends run one at a time anyway; see docs/distributed.md for the total. */
const DEFAULT_POOL_SIZE = 5;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** How long a new connection may take before the request fails as the store being unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;
const LOG_LOCK_TIMEOUT_MS = 30_000;
/** How often a caught-up subscription looks again when no notification came. */
const POLL_INTERVAL_MS = 250;
/** The advisory lock every write of the log takes (two int4 keys: this store, and the schema's hash). */
const LOG_LOCK_CLASS = 0x524c; // "RL"
const NOTIFY_CHANNEL_PREFIX = 'rotaledger_events_';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,39}$/;

/** Schema names reach SQL unquoted-safe: lower-case identifiers only. */
export function assertSchemaName(schema: string, what = 'event store schema'): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid ${what} name: ${JSON.stringify(schema)} (lower-case letters, digits and _)`);
}

/** A stable int4 of the schema name, so two schemas in one database do not share the log lock. */
function schemaKey(schema: string): number {
  let hash = 0;
  for (const char of schema) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return hash;
}

function schemaSql(schema: string): string {
  return `
  CREATE SCHEMA IF NOT EXISTS ${schema};
  CREATE TABLE IF NOT EXISTS ${schema}.events (
    position BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id TEXT COLLATE "C" NOT NULL UNIQUE,
    stream_id TEXT COLLATE "C" NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data JSON NOT NULL,
    metadata JSON NOT NULL,
    at TEXT COLLATE "C" NOT NULL,
    account_id TEXT COLLATE "C",
    UNIQUE (stream_id, revision)
  );
  CREATE INDEX IF NOT EXISTS events_by_account ON ${schema}.events (account_id, stream_id);
  CREATE TABLE IF NOT EXISTS ${schema}.streams (
    stream_id TEXT COLLATE "C" PRIMARY KEY,
    revision INTEGER NOT NULL,
    deleted_at TIMESTAMPTZ
  );
  CREATE TABLE IF NOT EXISTS ${schema}.fenced_accounts (
    user_id TEXT COLLATE "C" PRIMARY KEY,
    fenced_at TIMESTAMPTZ NOT NULL DEFAULT now()
  );`;
}

interface EventRow {
  position: string;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/** The columns read back, the JSON as its stored text (compared verbatim by the idempotency check). */
const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data::text AS data, metadata::text AS metadata';

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
    position: Number(row.position),
  };
  return event as StoredEvent<E>;
}

function satisfies(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}

function assertDistinctIds(events: readonly NewEvent<EventBody>[]): void {
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) throw new DuplicateEventIdError(event.id);
    seen.add(event.id);
  }
}

export class PostgresEventStore<E extends EventBody = UntypedEvent> extends EventStore<E> {
  private readonly subscriptions = new Set<PostgresSubscription<E>>();
  private readonly appended = new EventEmitter();
  private listener: Promise<PoolClient | undefined> | undefined;
  private closed = false;

  private constructor(
    private readonly pool: Pool,
    private readonly schema: string,
  ) {
    super();
    this.appended.setMaxListeners(0);
  }

  /** Creates the schema and its tables if missing; `schema` keeps several stores apart in one database. */
  static async open<E extends EventBody = UntypedEvent>(options: {
    connectionString: string;
    schema?: string;
    poolSize?: number;
  }): Promise<PostgresEventStore<E>> {
    const schema = options.schema ?? DEFAULT_SCHEMA;
    assertSchemaName(schema);
    // A server that cannot be reached (restarting, a dropped connection) throws StoreUnavailableError: the API's 503 with Retry-After.
    const pool = withUnavailableErrors(
      new Pool({
        connectionString: options.connectionString,
        max: options.poolSize ?? DEFAULT_POOL_SIZE,
        keepAlive: true,
        // A process that died mid-transaction (a lost network, not a closed socket) must not hold its locks for long.
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        // An append waits this long at most for the log lock, then fails instead of hanging.
        lock_timeout: LOG_LOCK_TIMEOUT_MS,
        // A server that accepts no connection (a restart, a full queue) fails the request instead of holding it.
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      }),
      'event store',
    );
    // An idle connection the server drops (a restart) must not crash the process: the next query reconnects.
    pool.on('error', () => undefined);
    try {
      await inTransaction(pool, async (client) => {
        // Two processes starting at once would race on CREATE ... IF NOT EXISTS: the log lock orders them.
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOG_LOCK_CLASS, schemaKey(schema)]);
        await client.query(schemaSql(schema));
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresEventStore<E>(pool, schema);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent<E>[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertDistinctIds(events);
    const result = await inTransaction(this.pool, async (client) => {
      await this.lockLog(client);
      return this.appendLocked(client, streamId, events, options.expectedRevision);
    });
    this.appended.emit('append');
    return result;
  }

  async readStream<Of extends E = E>(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent<Of>[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events
       WHERE stream_id = $1 AND ($2::bigint IS NULL OR position <= $2) AND ($3::text IS NULL OR at <= $3)
       ORDER BY revision`,
      [streamId, options.upToPosition ?? null, options.upToTime === undefined ? null : canonicalInstant(options.upToTime)],
    );
    return rows.map((row) => toStoredEvent<Of>(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent<E>[]> {
    return this.readPage(options.after ?? 0, Math.max(1, Math.floor(options.limit ?? DEFAULT_PAGE_SIZE)));
  }

  subscribeToAll(options: { after?: number } = {}): EventSubscription<E> {
    const subscription = new PostgresSubscription<E>(
      options.after ?? 0,
      (after) => this.readPage(after, DEFAULT_PAGE_SIZE),
      this.appended,
      () => void this.listen(),
      (closed) => this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamId: string, options: { mode: StreamDeletionMode; expectedLastEvent?: ExpectedLastEvent }): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await this.lockLog(client);
      const expected = options.expectedLastEvent;
      if (expected) {
        const { rows } = await client.query<{ position: string; revision: number }>(
          `SELECT position, revision FROM ${this.schema}.events WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1`,
          [streamId],
        );
        const last = rows[0];
        if (last?.revision !== expected.revision || Number(last.position) !== expected.position) {
          throw new ConcurrencyError(streamId, expected.revision, last?.revision ?? 'no_stream');
        }
      }
      await client.query(`DELETE FROM ${this.schema}.events WHERE stream_id = $1`, [streamId]);
      if (options.mode === 'reusable') {
        // A tombstone stays one: its id must never be reused.
        await client.query(`DELETE FROM ${this.schema}.streams WHERE stream_id = $1 AND deleted_at IS NULL`, [streamId]);
      } else {
        await client.query(
          `INSERT INTO ${this.schema}.streams (stream_id, revision, deleted_at) VALUES ($1, -1, now())
           ON CONFLICT (stream_id) DO UPDATE SET revision = -1, deleted_at = COALESCE(streams.deleted_at, now())`,
          [streamId],
        );
      }
    });
  }

  async fenceAccount(userId: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await this.lockLog(client);
      await client.query(`INSERT INTO ${this.schema}.fenced_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    });
  }

  async streamsWrittenBy(userId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ stream_id: string }>(
      `SELECT DISTINCT stream_id FROM ${this.schema}.events WHERE account_id = $1`,
      [userId],
    );
    return rows.map((row) => row.stream_id);
  }

  /** VACUUM removes the deleted rows' dead versions from the pages (it cannot run inside a transaction). */
  async purgeDeletedData(): Promise<void> {
    await this.pool.query(`VACUUM ${this.schema}.events, ${this.schema}.streams`);
  }

  /** The sealing migration's in-place rewrite (see EventStore.replaceEventData), under the log lock. */
  override async replaceEventData(changes: readonly { id: string; data: unknown }[]): Promise<void> {
    if (changes.length === 0) return;
    await inTransaction(this.pool, async (client) => {
      await this.lockLog(client);
      await client.query(
        `UPDATE ${this.schema}.events AS e SET data = c.data::json FROM unnest($1::text[], $2::text[]) AS c(id, data) WHERE e.id = c.id`,
        [changes.map((change) => change.id), changes.map((change) => JSON.stringify(change.data))],
      );
    });
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string }>(`SELECT COALESCE(MAX(position), 0) AS head FROM ${this.schema}.events`);
    return Number(rows[0].head);
  }

  /** The identity sequence never goes back, deleted rows or not (a rolled-back append may have moved it on). */
  async highWaterMark(): Promise<number> {
    const { rows } = await this.pool.query<{ mark: string }>(
      `SELECT GREATEST(
         COALESCE((SELECT last_value FROM pg_sequences WHERE schemaname = $1 AND sequencename = 'events_position_seq'), 0),
         COALESCE((SELECT MAX(position) FROM ${this.schema}.events), 0)) AS mark`,
      [this.schema],
    );
    return Number(rows[0].mark);
  }

  async health(): Promise<EventStoreHealth> {
    try {
      return { ok: true, adapter: 'postgresql', headPosition: await this.headPosition() };
    } catch (error) {
      return { ok: false, adapter: 'postgresql', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    const listener = await this.listener;
    if (listener) releaseOnce(listener);
    await this.pool.end();
  }

  private async lockLog(client: PoolClient): Promise<void> {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOG_LOCK_CLASS, schemaKey(this.schema)]);
  }

  private async readPage(after: number, limit: number): Promise<StoredEvent<E>[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events WHERE position > $1 ORDER BY position LIMIT $2`,
      [after, limit],
    );
    return rows.map((row) => toStoredEvent<E>(row));
  }

  /** Under the log lock: nothing else writes the log until this transaction ends. */
  private async appendLocked(
    client: PoolClient,
    streamId: string,
    events: readonly NewEvent<EventBody>[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const { rows: streamRows } = await client.query<{ revision: number; deleted_at: Date | null }>(
      `SELECT revision, deleted_at FROM ${this.schema}.streams WHERE stream_id = $1`,
      [streamId],
    );
    const stream = streamRows[0];
    if (stream?.deleted_at) throw new StreamDeletedError(streamId);
    // Idempotency before the revision check: a retried append carries a stale expectation.
    const stored = await this.alreadyStored(client, streamId, events);
    if (stored) return stored;
    const accounts = [...accountsNamedBy(events)];
    if (accounts.length > 0) {
      const { rows } = await client.query<{ user_id: string }>(
        `SELECT user_id FROM ${this.schema}.fenced_accounts WHERE user_id = ANY($1::text[])`,
        [accounts],
      );
      const fenced = accounts.find((account) => rows.some((row) => row.user_id === account));
      if (fenced !== undefined) throw new AccountFencedError(fenced, streamId);
    }
    const current = stream === undefined || stream.revision < 0 ? 'no_stream' : stream.revision;
    if (!satisfies(expected, current)) throw new ConcurrencyError(streamId, expected, current);
    const first = current === 'no_stream' ? 0 : current + 1;
    if (events.length === 0) {
      const { rows } = await client.query<{ position: string }>(
        `SELECT position FROM ${this.schema}.events WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1`,
        [streamId],
      );
      return { nextRevision: first - 1, position: Number(rows[0]?.position ?? 0) };
    }
    // One statement for the whole append; WITH ORDINALITY keeps the events' order in their positions.
    const { rows } = await client.query<{ position: string }>(
      `INSERT INTO ${this.schema}.events (id, stream_id, revision, type, data, metadata, at, account_id)
       SELECT e.id, $1, $2 + e.n - 1, e.type, e.data::json, e.metadata::json, e.at, e.account_id
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         WITH ORDINALITY AS e(id, type, data, metadata, at, account_id, n)
       ORDER BY e.n
       RETURNING position`,
      [
        streamId,
        first,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => JSON.stringify(event.metadata)),
        events.map((event) => canonicalInstant(event.metadata.at)),
        events.map((event) => accountOf(event.metadata)),
      ],
    );
    const nextRevision = first + events.length - 1;
    await client.query(
      `INSERT INTO ${this.schema}.streams (stream_id, revision, deleted_at) VALUES ($1, $2, NULL)
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision, deleted_at = NULL`,
      [streamId, nextRevision],
    );
    // Delivered at commit, to every process listening.
    await client.query('SELECT pg_notify($1, $2)', [this.channel(), '']);
    return { nextRevision, position: Math.max(...rows.map((row) => Number(row.position))) };
  }

  /**
   * The stored result when every id is already in this stream with the same content (a
   * retried append); null when none of them is stored; otherwise the ids are being reused.
   */
  private async alreadyStored(client: PoolClient, streamId: string, events: readonly NewEvent<EventBody>[]): Promise<AppendResult | null> {
    if (events.length === 0) return null;
    const { rows } = await client.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events WHERE id = ANY($1::text[])`, [
      events.map((event) => event.id),
    ]);
    if (rows.length === 0) return null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const reused = events.find((event) => byId.has(event.id))!;
    let result: AppendResult = { nextRevision: -1, position: 0 };
    for (const event of events) {
      const row = byId.get(event.id);
      const sameEvent =
        row !== undefined &&
        row.stream_id === streamId &&
        row.type === event.type &&
        row.data === JSON.stringify(event.data) &&
        row.metadata === JSON.stringify(event.metadata);
      if (!sameEvent) throw new DuplicateEventIdError(row === undefined ? reused.id : event.id);
      if (Number(row.position) > result.position) result = { nextRevision: row.revision, position: Number(row.position) };
    }
    return result;
  }

  private channel(): string {
    return `${NOTIFY_CHANNEL_PREFIX}${this.schema}`;
  }

  /**
   * One connection per store LISTENs for appends by any process and wakes the subscriptions;
   * if it fails (or the server drops it), the subscriptions' poll carries on and the next
   * subscription listens again.
   */
  private listen(): Promise<PoolClient | undefined> {
    if (this.listener || this.closed) return this.listener ?? Promise.resolve(undefined);
    const connecting = this.connectListener(() => {
      // Dropped (a server restart): forgotten, and listened for again while anyone subscribes, a
      // moment later (a subscription that is not waiting right now would not ask until it waits).
      if (this.listener !== connecting) return;
      this.listener = undefined;
      const again = setTimeout(() => {
        if (!this.closed && this.subscriptions.size > 0) void this.listen();
      }, RELISTEN_DELAY_MS);
      again.unref();
    });
    this.listener = connecting;
    return connecting;
  }

  private async connectListener(onLost: () => void): Promise<PoolClient | undefined> {
    let client: PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const connected = client;
      connected.on('notification', () => this.appended.emit('append'));
      connected.on('error', () => {
        onLost();
        releaseOnce(connected);
      });
      await connected.query(`LISTEN ${this.channel()}`);
      return connected;
    } catch {
      onLost();
      if (client) releaseOnce(client);
      return undefined;
    }
  }
}

/** How long after losing its LISTEN connection the store listens again (the server may be restarting). */
const RELISTEN_DELAY_MS = 250;

const released = new WeakSet<PoolClient>();

/** Closes a connection taken out of the pool for good; a second call (its error, then close) does nothing. */
function releaseOnce(client: PoolClient): void {
  if (released.has(client)) return;
  released.add(client);
  client.release(true);
}

/** Runs `work` in one transaction on one pooled connection; a throw rolls it back. */
async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Pages through the table, then sleeps until an append is announced or the next poll. */
class PostgresSubscription<E extends EventBody> implements EventSubscription<E> {
  private closed = false;
  private wake: (() => void) | undefined;

  constructor(
    private after: number,
    private readonly readPage: (after: number) => Promise<StoredEvent<E>[]>,
    private readonly appended: EventEmitter,
    /** Makes sure the store listens for appends (again, after the server dropped the connection). */
    private readonly listen: () => void,
    private readonly onClose: (subscription: PostgresSubscription<E>) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<StoredEvent<E>> {
    while (!this.closed) {
      // Listen before reading: an append announced while the page is read wakes the next wait.
      let announced = false;
      const mark = () => (announced = true);
      this.appended.on('append', mark);
      let page: StoredEvent<E>[];
      try {
        page = await this.readPage(this.after);
      } finally {
        this.appended.off('append', mark);
      }
      for (const event of page) {
        if (this.closed) return;
        this.after = event.position;
        yield event;
      }
      if (page.length === 0 && !announced) await this.appendOrPoll();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    this.onClose(this);
  }

  private appendOrPoll(): Promise<void> {
    this.listen();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.appended.off('append', done);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, POLL_INTERVAL_MS);
      this.appended.on('append', done);
      this.wake = done;
    });
  }
}
