/**
 * The embedded read-model store: one SQLite file (`<dataDir>/read-models.db` by default)
 * holding each collection as JSON documents in a table of its own (`docs_<collection>`),
 * queried through json_extract.
 *
 * A table per collection, not one shared table: a write to a table costs something for each
 * of its indexes, partial ones included, so with one shared table every document write paid
 * for all ~50 collection indexes of the read models (about three quarters of a projection
 * commit's statement time). Now a write maintains only its own collection's one to three
 * indexes. A file of an older version, with the shared `docs` table, is moved over once when
 * opened.
 *
 * Durability: WAL with `synchronous=NORMAL`. A power loss may roll back the last few
 * commits, but never half of one: a projection's documents and its checkpoint commit in the
 * same transaction, so they roll back together and the projection simply re-applies those
 * events from the (fully durable) event store. Read models are rebuildable; the fsync per
 * commit that FULL costs buys nothing here.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BufferedProjectionBatch, checkpointAllows, PendingChange } from './batch-buffer';
import { assertCollectionName, assertFieldName, Clause, parseFilter, parseLimit, parseSort } from './filter';
import {
  Filter,
  FindOptions,
  IdempotencyClaimResult,
  IdempotencyRecord,
  ProjectionBatch,
  ProjectionBatchEntry,
  ReadModelDocument,
  ReadModelIndex,
  ReadModelStore,
  ReadModelStoreHealth,
  Scalar,
} from './read-model-store.port';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS checkpoints (
    projection TEXT PRIMARY KEY,
    position INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS idempotency_keys (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    claimed_by TEXT NOT NULL,
    status INTEGER,
    body TEXT,
    expires_at INTEGER NOT NULL,
    scope TEXT,
    lease_expires_at INTEGER
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS idempotency_keys_owner ON idempotency_keys (owner_id);
  CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at);
`;

const TABLE_PREFIX = 'docs_';
/** The older versions' one table of every collection's documents (see migrateSharedTable). */
const SHARED_TABLE = 'docs';

/**
 * A collection's table (names are validated identifiers, so quoting them is safe). A rowid
 * table, not WITHOUT ROWID: day documents run to several kB, and a WITHOUT ROWID row over
 * about 1 kB spills into overflow pages.
 */
function tableOf(collection: string): string {
  return `"${TABLE_PREFIX}${collection}"`;
}

function createTableSql(collection: string): string {
  return `CREATE TABLE IF NOT EXISTS ${tableOf(collection)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`;
}

/** How often purgeDeletedData tries again while another connection holds the file, and how long it waits in between. */
const BUSY_ATTEMPTS = 40;
const BUSY_RETRY_MS = 25;

async function retryWhileBusy(work: () => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      work();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= BUSY_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
  }
}

/** Bounds the cache of prepared find() statements (one per distinct query shape). */
const MAX_CACHED_QUERIES = 500;

/** The SQL value of a field (field names are validated identifiers, so inlining the path is safe). */
function valueOf(field: string): string {
  return field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`;
}

/** The JSON type of a field: 'integer', 'real', 'text', 'true', 'false', 'null', 'object', 'array' or NULL when missing. */
function typeOf(field: string): string {
  return field === 'id' ? `'text'` : `json_type(doc, '$.${field}')`;
}

function typeGuard(field: string, value: Exclude<Scalar, null>): string {
  if (typeof value === 'number') return `${typeOf(field)} IN ('integer', 'real')`;
  if (typeof value === 'string') return `${typeOf(field)} = 'text'`;
  return `${typeOf(field)} IN ('true', 'false')`;
}

/** JSON booleans come out of json_extract as 1 and 0. */
function sqlValue(value: Exclude<Scalar, null>): string | number {
  return typeof value === 'boolean' ? Number(value) : value;
}

/** Type-strict equality; may be NULL for a missing field, so negations wrap it in IFNULL. */
function equalsSql(field: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${valueOf(field)} IS NULL`;
  params.push(sqlValue(value));
  return `(${valueOf(field)} = ? AND ${typeGuard(field, value)})`;
}

/**
 * Type-strict membership: one `IN (…)` per kind of value (strings, numbers, booleans) with that
 * kind's type guard, so an index on the field serves the whole list — `a = ? OR a = ? …` used
 * only the index's columns before it, reading every document under them (a workplace's whole
 * history for a month of pay).
 */
function inSql(field: string, values: readonly Scalar[], params: unknown[]): string {
  if (values.length === 0) return '0';
  const kinds = new Map<string, Exclude<Scalar, null>[]>();
  for (const value of values) {
    if (value === null) continue;
    const kind = typeof value;
    kinds.set(kind, [...(kinds.get(kind) ?? []), value]);
  }
  const parts = [...kinds.values()].map((same) => {
    params.push(...same.map(sqlValue));
    return `(${valueOf(field)} IN (${same.map(() => '?').join(', ')}) AND ${typeGuard(field, same[0])})`;
  });
  if (values.includes(null)) parts.push(`${valueOf(field)} IS NULL`);
  return `(${parts.join(' OR ')})`;
}

const COMPARISON_SQL = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

function clauseSql(clause: Clause, params: unknown[]): string {
  const { field } = clause;
  switch (clause.op) {
    case 'eq':
      return equalsSql(field, clause.value, params);
    case 'ne':
      return `NOT IFNULL(${equalsSql(field, clause.value, params)}, 0)`;
    case 'in':
      return inSql(field, clause.values, params);
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const value = clause.value;
      if (value === null) return clause.op === '$gte' || clause.op === '$lte' ? `${valueOf(field)} IS NULL` : '0';
      params.push(sqlValue(value));
      return `(${valueOf(field)} ${COMPARISON_SQL[clause.op]} ? AND ${typeGuard(field, value)})`;
    }
  }
}

/** MongoDB's order of kinds: null/missing, numbers, strings, objects, arrays, booleans. */
function kindRankSql(field: string): string {
  return `CASE ${typeOf(field)} WHEN 'integer' THEN 1 WHEN 'real' THEN 1 WHEN 'text' THEN 2 WHEN 'object' THEN 3
    WHEN 'array' THEN 4 WHEN 'true' THEN 5 WHEN 'false' THEN 5 ELSE 0 END`;
}

/**
 * The fields every matching document holds a value of one kind in: the filter compares them with a
 * non-null value (type-strictly), so their kind needs no ordering.
 */
function oneKindFields(clauses: readonly Clause[]): Set<string> {
  const fields = new Set<string>();
  for (const clause of clauses) {
    if (clause.op === 'ne') continue;
    if (clause.op === 'in') {
      if (clause.values.length > 0 && clause.values.every((value) => value !== null && typeof value === typeof clause.values[0])) {
        fields.add(clause.field);
      }
    } else if (clause.value !== null) fields.add(clause.field);
  }
  return fields;
}

/**
 * MongoDB's order: by kind, then value, then id. The kind is left out for a field the filter
 * holds to one kind, so an index on the field serves the order (a page of a long history reads
 * its page, not the history sorted).
 */
function orderBySql(sort: FindOptions['sort'], oneKind: ReadonlySet<string> = new Set()): string {
  const terms = parseSort(sort).flatMap(([field, direction]) => {
    const order = direction === 1 ? 'ASC' : 'DESC';
    return oneKind.has(field) ? [`${valueOf(field)} ${order}`] : [`${kindRankSql(field)} ${order}`, `${valueOf(field)} ${order}`];
  });
  return [...terms, 'id ASC'].join(', ');
}

function indexName(prefix: string, collection: string, fields: string[], key: unknown[]): string {
  return `${prefix}_${collection.replace(/-/g, '_')}_${fields.join('_')}_${createHash('sha1').update(JSON.stringify(key)).digest('hex').slice(0, 8)}`;
}

function collectionIndexName(collection: string, fields: string[]): string {
  return indexName('cx', collection, fields, ['table', collection, fields, 'then id']);
}

function parseDoc<T>(row: { doc: string }): T {
  return JSON.parse(row.doc) as T;
}

/** A projection's batch whose work has run, waiting for the shared commit. */
interface ReadyCommit {
  projection: string;
  position: number;
  changes: PendingChange[];
  expectedCheckpoint?: number;
}

interface IdempotencyRow {
  id: string;
  owner_id: string;
  request_hash: string;
  claimed_by: string;
  status: number | null;
  body: string | null;
  expires_at: number;
  scope: string | null;
  lease_expires_at: number | null;
}

function idempotencyRecordOf(row: IdempotencyRow): IdempotencyRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    requestHash: row.request_hash,
    claimedBy: row.claimed_by,
    scope: row.scope ?? row.id,
    ...(row.status === null
      ? { leaseExpiresAt: row.lease_expires_at ?? row.expires_at }
      : { response: { status: row.status, body: row.body } }),
    expiresAt: row.expires_at,
  };
}

/** The prepared statements of one collection's table. */
function prepareCollectionStatements(db: Database.Database, collection: string) {
  const table = tableOf(collection);
  return {
    get: db.prepare<[string], { doc: string }>(`SELECT doc FROM ${table} WHERE id = ?`),
    save: db.prepare<[string, string]>(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`),
    delete: db.prepare<[string]>(`DELETE FROM ${table} WHERE id = ?`),
    clear: db.prepare(`DELETE FROM ${table}`),
    dump: db.prepare<[], { doc: string }>(`SELECT doc FROM ${table} ORDER BY id`),
  };
}

type CollectionStatements = ReturnType<typeof prepareCollectionStatements>;

export class SqliteReadModelStore extends ReadModelStore {
  private readonly queries = new Map<string, Database.Statement>();
  private readonly statements: ReturnType<typeof prepareStatements>;
  /** The collections whose table exists, with their statements once used (tables are never dropped). */
  private readonly collections = new Map<string, CollectionStatements | undefined>();
  /** The schema version `collections` was read at: until it changes, no other connection has added a table. */
  private tablesReadAt = -1;
  private readonly commitTransaction: Database.Transaction<
    (projection: string, position: number, changes: PendingChange[], expectedCheckpoint?: number) => boolean
  >;
  private readonly commitAllTransaction: Database.Transaction<(commits: ReadyCommit[]) => boolean[]>;
  private readonly claimTransaction: Database.Transaction<(record: IdempotencyRecord, now: number) => IdempotencyClaimResult>;
  private readonly resetTransaction: Database.Transaction<(projection: string, collections: string[]) => void>;

  private constructor(private readonly db: Database.Database) {
    super();
    this.statements = prepareStatements(db);
    this.commitTransaction = db.transaction(
      (projection: string, position: number, changes: PendingChange[], expectedCheckpoint?: number) => {
        // The compare-and-set, under the write lock (BEGIN IMMEDIATE, so also against other processes).
        if (!this.checkpointAllows(projection, position, expectedCheckpoint)) return false;
        for (const { collection, id, json } of changes) {
          // A deletion from a collection that has no table yet has nothing to delete.
          const statements = this.collectionStatements(collection);
          if (json === null) statements?.delete.run(id);
          else statements!.save.run(id, json);
        }
        this.statements.saveCheckpoint.run(projection, position);
        return true;
      },
    );
    // Savepoints nest inside it: a refused compare-and-set leaves the other projections' commits alone.
    this.commitAllTransaction = db.transaction((commits: ReadyCommit[]) =>
      commits.map(({ projection, position, changes, expectedCheckpoint }) =>
        this.commitTransaction(projection, position, changes, expectedCheckpoint),
      ),
    );
    this.claimTransaction = db.transaction((record: IdempotencyRecord, now: number): IdempotencyClaimResult => {
      const claimed = this.statements.claimIdempotencyKey.run({
        id: record.id,
        ownerId: record.ownerId,
        requestHash: record.requestHash,
        claimedBy: record.claimedBy,
        status: record.response?.status ?? null,
        body: record.response?.body ?? null,
        expiresAt: record.expiresAt,
        scope: record.scope,
        leaseExpiresAt: record.response ? null : (record.leaseExpiresAt ?? record.expiresAt),
        now,
      });
      const stored = idempotencyRecordOf(this.statements.getIdempotencyKey.get(record.id)!);
      return { claimed: claimed.changes === 1, record: stored };
    });
    this.resetTransaction = db.transaction((projection: string, collections: string[]) => {
      for (const collection of collections) this.collectionStatements(collection)?.clear.run();
      this.statements.deleteCheckpoint.run(projection);
    });
  }

  /** `traceSql` is called with every statement run (bound values inlined): the query-plan test's hook. */
  static async open(options: { dataDir: string; fileName?: string; traceSql?: (sql: string) => void }): Promise<SqliteReadModelStore> {
    mkdirSync(options.dataDir, { recursive: true });
    const trace = options.traceSql;
    const db = new Database(
      join(options.dataDir, options.fileName ?? 'read-models.db'),
      trace ? { verbose: (sql) => trace(String(sql)) } : {},
    );
    try {
      db.pragma('busy_timeout = 5000');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // Deleted personal data is overwritten, not just unlinked; a reset WAL is cut back to 4 MiB.
      db.pragma('secure_delete = ON');
      db.pragma(`journal_size_limit = ${4 * 1024 * 1024}`);
      db.exec(SCHEMA);
      migrateSharedTable(db);
      migrateIdempotencyKeys(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteReadModelStore(db);
  }

  async get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    const row = this.collectionStatements(collection)?.get.get(id);
    return row ? parseDoc<T>(row) : null;
  }

  async find<T extends ReadModelDocument>(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const limit = parseLimit(options.limit);
    if (limit === 0) return [];
    assertCollectionName(collection);
    const params: unknown[] = [];
    const clauses = parseFilter(filter);
    const conditions = clauses.map((clause) => clauseSql(clause, params));
    if (!this.collectionStatements(collection)) return [];
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
    let sql = `SELECT doc FROM ${tableOf(collection)}${where} ORDER BY ${orderBySql(options.sort, oneKindFields(clauses))}`;
    // The limit is written into the statement (parseLimit allows integers only): bound as a
    // parameter, SQLite plans for any limit, and a one-row lookup by an index cost 3-4 times more.
    if (limit !== undefined) sql += ` LIMIT ${limit}`;
    return (this.query(sql).all(...params) as Array<{ doc: string }>).map((row) => parseDoc<T>(row));
  }

  /**
   * Each index is on its collection's own table (the older versions' indexes went with the shared
   * table). A retired index (an older version's, named by this one) is dropped unless also
   * declared, since every write would still maintain it, and SQLite's planner, without
   * statistics, may prefer a shorter one and scan the rest of the range. Any other index is
   * left alone, as in the shared stores (see ReadModelStore.ensureIndexes).
   */
  async ensureIndexes(indexes: ReadModelIndex[], retired: ReadModelIndex[] = []): Promise<void> {
    const declared = new Set<string>();
    for (const { collection, fields } of indexes) {
      assertCollectionName(collection);
      fields.forEach(assertFieldName);
      if (fields.length === 0 || (fields.length === 1 && fields[0] === 'id')) continue; // the primary key
      this.createTables([collection]);
      // The fields, then the id: \`find\` orders by id, so a lookup by these fields reads its rows in
      // order from the index instead of sorting them in a temporary B-tree (a one-row lookup: 38 µs → about 10 µs here).
      const name = collectionIndexName(collection, fields);
      declared.add(name);
      this.db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON ${tableOf(collection)} (${[...fields.map(valueOf), 'id'].join(', ')})`);
    }
    for (const { collection, fields } of retired) {
      assertCollectionName(collection);
      fields.forEach(assertFieldName);
      const name = collectionIndexName(collection, fields);
      if (!declared.has(name)) this.db.exec(`DROP INDEX IF EXISTS "${name}"`);
    }
  }

  async applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
    expectedCheckpoint?: number,
  ): Promise<boolean> {
    if (!this.checkpointAllows(projection, position, expectedCheckpoint)) return false;
    const batch = new BufferedProjectionBatch(this);
    let changes: PendingChange[];
    try {
      await work(batch);
    } finally {
      changes = batch.seal();
    }
    this.createTablesFor(changes);
    return this.commitTransaction.immediate(projection, position, changes, expectedCheckpoint);
  }

  /** Runs every entry's work, then commits them all (documents and checkpoints) in one transaction. */
  async applyBatches(entries: readonly ProjectionBatchEntry[]): Promise<PromiseSettledResult<boolean>[]> {
    const results: PromiseSettledResult<boolean>[] = entries.map(() => ({ status: 'fulfilled', value: false }));
    const ready: (ReadyCommit & { index: number })[] = [];
    await Promise.all(
      entries.map(async ({ projection, position, work, expectedCheckpoint }, index) => {
        if (!this.checkpointAllows(projection, position, expectedCheckpoint)) return;
        const batch = new BufferedProjectionBatch(this);
        try {
          await work(batch);
          ready.push({ index, projection, position, changes: batch.seal(), expectedCheckpoint });
        } catch (reason) {
          batch.seal();
          results[index] = { status: 'rejected', reason };
        }
      }),
    );
    if (ready.length === 0) return results;
    try {
      this.createTablesFor(ready.flatMap(({ changes }) => changes));
      const applied = this.commitAllTransaction.immediate(ready);
      ready.forEach(({ index }, i) => (results[index] = { status: 'fulfilled', value: applied[i] }));
    } catch (reason) {
      for (const { index } of ready) results[index] = { status: 'rejected', reason };
    }
    return results;
  }

  async getCheckpoint(projection: string): Promise<number> {
    return this.checkpointOf(projection);
  }

  async getCheckpoints(): Promise<Record<string, number>> {
    return Object.fromEntries(this.statements.allCheckpoints.all().map((row) => [row.projection, row.position]));
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    this.resetTransaction.immediate(projection, collections);
  }

  async acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    return this.statements.acquireLease.run(name, holder, now + ttlMs, now).changes === 1;
  }

  async lease(name: string): Promise<{ holder: string; expiresAt: number } | undefined> {
    const row = this.statements.lease.get(name);
    return row ? { holder: row.holder, expiresAt: row.expires_at } : undefined;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    this.statements.releaseLease.run(name, holder);
  }

  async claimIdempotencyKey(record: IdempotencyRecord, now: number): Promise<IdempotencyClaimResult> {
    return this.claimTransaction.immediate(record, now);
  }

  async findIdempotencyKey(id: string, now: number): Promise<IdempotencyRecord | undefined> {
    const row = this.statements.getIdempotencyKey.get(id);
    return row && row.expires_at > now ? idempotencyRecordOf(row) : undefined;
  }

  async completeIdempotencyKey(
    id: string,
    claimedBy: string,
    response: { status: number; body: string | null },
    expiresAt: number,
  ): Promise<void> {
    this.statements.completeIdempotencyKey.run(response.status, response.body, expiresAt, id, claimedBy);
  }

  async renewIdempotencyClaim(id: string, claimedBy: string, leaseExpiresAt: number): Promise<boolean> {
    return this.statements.renewIdempotencyClaim.run(leaseExpiresAt, id, claimedBy).changes === 1;
  }

  async evictIdempotencyKeys(ownerId: string, keep: number): Promise<number> {
    return this.statements.evictIdempotencyKeys.run(ownerId, Math.max(0, Math.floor(keep))).changes;
  }

  async purgeIdempotencyKeys(where: { ownerId: string } | { expiredAt: number }): Promise<number> {
    const result =
      'ownerId' in where
        ? this.statements.purgeIdempotencyKeysOf.run(where.ownerId)
        : this.statements.purgeExpiredIdempotencyKeys.run(where.expiredAt);
    return result.changes;
  }

  async dump(collection: string): Promise<ReadModelDocument[]> {
    return (this.collectionStatements(collection)?.dump.all() ?? []).map((row) => parseDoc<ReadModelDocument>(row));
  }

  async health(): Promise<ReadModelStoreHealth> {
    try {
      this.statements.ping.get();
      return { ok: true, adapter: 'sqlite' };
    } catch (error) {
      return { ok: false, adapter: 'sqlite', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /**
   * secure_delete zeroes a deleted row where it lies, but not the copies of it that B-tree
   * rebalancing left behind: moving cells to a sibling page rebuilds the page without zeroing
   * the space they left (SQLite's rebuildPage), so a deleted document can survive in the
   * unallocated space of a live page. VACUUM writes every live row into fresh pages, and the
   * truncating checkpoint then copies them over the old ones and cuts the WAL, whose frames
   * would otherwise still hold the old pages. Its cost grows with the file (see the
   * operations docs); an account deletion runs it once, after the projections' last purge.
   */
  async purgeDeletedData(): Promise<void> {
    await retryWhileBusy(() => this.db.exec('VACUUM'));
    for (let attempt = 1; ; attempt++) {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (!result || result.busy === 0) return;
      // A reader in another connection kept the checkpoint from finishing: the old pages are still in the file.
      if (attempt >= BUSY_ATTEMPTS)
        throw new Error('read-models.db: the checkpoint after VACUUM could not finish; the next deletion or start retries');
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
  }

  /**
   * The statements of a collection's table, or undefined while it has none (it then holds no
   * documents). Another connection may have created it since: the schema version tells.
   */
  private collectionStatements(collection: string): CollectionStatements | undefined {
    if (!this.collections.has(collection)) {
      const schemaVersion = this.statements.schemaVersion.get()!.schema_version;
      if (schemaVersion === this.tablesReadAt) return undefined;
      for (const { name } of this.statements.collectionTables.all()) {
        const known = name.slice(TABLE_PREFIX.length);
        if (!this.collections.has(known)) this.collections.set(known, undefined);
      }
      this.tablesReadAt = schemaVersion;
      if (!this.collections.has(collection)) return undefined;
    }
    let statements = this.collections.get(collection);
    if (!statements) {
      statements = prepareCollectionStatements(this.db, collection);
      this.collections.set(collection, statements);
    }
    return statements;
  }

  /**
   * Creates the tables a commit will write to, before its transaction: a table created inside
   * one that then rolled back would be remembered here but missing from the file.
   */
  private createTablesFor(changes: readonly PendingChange[]): void {
    const missing = new Set<string>();
    for (const { collection, json } of changes) if (json !== null && !this.collectionStatements(collection)) missing.add(collection);
    if (missing.size > 0) this.createTables([...missing]);
  }

  private createTables(collections: readonly string[]): void {
    for (const collection of collections) {
      if (this.collectionStatements(collection)) continue;
      assertCollectionName(collection);
      assertNoCaseTwin(collection, this.collections.keys());
      this.db.exec(createTableSql(collection));
      this.collections.set(collection, prepareCollectionStatements(this.db, collection));
    }
  }

  private checkpointOf(projection: string): number {
    return this.statements.getCheckpoint.get(projection)?.position ?? 0;
  }

  private checkpointAllows(projection: string, position: number, expectedCheckpoint?: number): boolean {
    return checkpointAllows(this.checkpointOf(projection), position, expectedCheckpoint);
  }

  private query(sql: string): Database.Statement {
    let statement = this.queries.get(sql);
    if (!statement) {
      if (this.queries.size >= MAX_CACHED_QUERIES) this.queries.clear();
      statement = this.db.prepare(sql);
      this.queries.set(sql, statement);
    }
    return statement;
  }
}

/**
 * SQLite's table names ignore case, MongoDB's collection names do not: two collections whose
 * names differ only in case would share one table here, so the second is refused.
 */
function assertNoCaseTwin(collection: string, others: Iterable<string>): void {
  for (const other of others) {
    if (other !== collection && other.toLowerCase() === collection.toLowerCase()) {
      throw new Error(`Read-model collection ${JSON.stringify(collection)} differs from ${JSON.stringify(other)} only in case`);
    }
  }
}

/**
 * Moves an older version's shared `docs` table (every collection, keyed by collection and id)
 * into a table per collection, in one transaction; the old table goes, and its indexes with it
 * (the projector creates the new ones as it starts). Another process opening the file at the
 * same moment waits for the write lock, then finds nothing left to move.
 */
function migrateSharedTable(db: Database.Database): void {
  const hasSharedTable = db.prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?");
  if (!hasSharedTable.get(SHARED_TABLE)) return;
  db.transaction(() => {
    if (!hasSharedTable.get(SHARED_TABLE)) return;
    const collections = db.prepare<[], { collection: string }>(`SELECT DISTINCT collection FROM ${SHARED_TABLE}`).all();
    for (const { collection } of collections) {
      assertCollectionName(collection);
      assertNoCaseTwin(
        collection,
        collections.map((row) => row.collection),
      );
      db.exec(createTableSql(collection));
      db.prepare(`INSERT INTO ${tableOf(collection)} (id, doc) SELECT id, doc FROM ${SHARED_TABLE} WHERE collection = ?`).run(collection);
    }
    db.exec(`DROP TABLE ${SHARED_TABLE}`);
  }).immediate();
}

/**
 * Older files' idempotency_keys lack the scope and the lease: added empty. A record without
 * them reads with its id as scope and its expiry as lease, as those versions meant it.
 */
function migrateIdempotencyKeys(db: Database.Database): void {
  const columns = () =>
    new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(idempotency_keys)')
        .all()
        .map((c) => c.name),
    );
  if (columns().has('lease_expires_at')) return;
  db.transaction(() => {
    const present = columns();
    if (!present.has('scope')) db.exec('ALTER TABLE idempotency_keys ADD COLUMN scope TEXT');
    if (!present.has('lease_expires_at')) db.exec('ALTER TABLE idempotency_keys ADD COLUMN lease_expires_at INTEGER');
  }).immediate();
}

function prepareStatements(db: Database.Database) {
  return {
    schemaVersion: db.prepare<[], { schema_version: number }>('PRAGMA schema_version'),
    collectionTables: db.prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ${TABLE_PREFIX.length}) = '${TABLE_PREFIX}'`,
    ),
    getCheckpoint: db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE projection = ?'),
    allCheckpoints: db.prepare<[], { projection: string; position: number }>('SELECT projection, position FROM checkpoints'),
    saveCheckpoint: db.prepare(
      'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
    ),
    deleteCheckpoint: db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
    // One statement, so atomic: inserts, or takes over an expired lease, or renews the holder's own.
    acquireLease: db.prepare<[string, string, number, number]>(
      `INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE leases.holder = excluded.holder OR leases.expires_at <= ?`,
    ),
    releaseLease: db.prepare<[string, string]>('DELETE FROM leases WHERE name = ? AND holder = ?'),
    lease: db.prepare<[string], { holder: string; expires_at: number }>('SELECT holder, expires_at FROM leases WHERE name = ?'),
    // One statement, so atomic: inserts, replaces an expired record, or takes over a lapsed claim of the same request (keeping its scope).
    claimIdempotencyKey: db.prepare<
      [
        {
          id: string;
          ownerId: string;
          requestHash: string;
          claimedBy: string;
          status: number | null;
          body: string | null;
          expiresAt: number;
          scope: string;
          leaseExpiresAt: number | null;
          now: number;
        },
      ]
    >(
      `INSERT INTO idempotency_keys (id, owner_id, request_hash, claimed_by, status, body, expires_at, scope, lease_expires_at)
       VALUES (@id, @ownerId, @requestHash, @claimedBy, @status, @body, @expiresAt, @scope, @leaseExpiresAt)
       ON CONFLICT (id) DO UPDATE SET
         owner_id = CASE WHEN idempotency_keys.expires_at <= @now THEN excluded.owner_id ELSE idempotency_keys.owner_id END,
         request_hash = excluded.request_hash,
         status = excluded.status,
         body = excluded.body,
         scope = CASE WHEN idempotency_keys.expires_at <= @now THEN excluded.scope ELSE COALESCE(idempotency_keys.scope, idempotency_keys.id) END,
         expires_at = CASE WHEN idempotency_keys.expires_at <= @now THEN excluded.expires_at ELSE idempotency_keys.expires_at END,
         claimed_by = excluded.claimed_by,
         lease_expires_at = excluded.lease_expires_at
       WHERE idempotency_keys.expires_at <= @now
          OR (idempotency_keys.status IS NULL AND idempotency_keys.request_hash = @requestHash
              AND COALESCE(idempotency_keys.lease_expires_at, idempotency_keys.expires_at) <= @now)`,
    ),
    getIdempotencyKey: db.prepare<[string], IdempotencyRow>('SELECT * FROM idempotency_keys WHERE id = ?'),
    completeIdempotencyKey: db.prepare<[number, string | null, number, string, string]>(
      'UPDATE idempotency_keys SET status = ?, body = ?, expires_at = ?, lease_expires_at = NULL WHERE id = ? AND claimed_by = ? AND status IS NULL',
    ),
    renewIdempotencyClaim: db.prepare<[number, string, string]>(
      'UPDATE idempotency_keys SET lease_expires_at = ? WHERE id = ? AND claimed_by = ? AND status IS NULL',
    ),
    evictIdempotencyKeys: db.prepare<[string, number]>(
      `DELETE FROM idempotency_keys WHERE id IN (
         SELECT id FROM idempotency_keys WHERE owner_id = ? AND status IS NOT NULL
         ORDER BY expires_at DESC, id DESC LIMIT -1 OFFSET ?)`,
    ),
    purgeIdempotencyKeysOf: db.prepare<[string]>('DELETE FROM idempotency_keys WHERE owner_id = ?'),
    purgeExpiredIdempotencyKeys: db.prepare<[number]>('DELETE FROM idempotency_keys WHERE expires_at <= ?'),
    ping: db.prepare('SELECT 1'),
  };
}
