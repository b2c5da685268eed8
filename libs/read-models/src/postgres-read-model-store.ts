/**
 * The PostgreSQL read-model store, through node-postgres (`pg`): each collection a table of
 * JSONB documents (`docs_<collection>`, keyed by id) in the store's own schema (`read_models`
 * by default) of the database DATABASE_URL names, beside the checkpoints, the projector lease and
 * the Idempotency-Key records.
 *
 * Queries compile the filter language to SQL over `doc -> 'field'` with the semantics of
 * filter.ts: equality and $in compare JSONB values (type-strict: "1" is not 1, true is not 1);
 * ranges only match values of the operand's kind; strings compare and sort by code point
 * (COLLATE "C", whatever the database's collation); kinds sort in MongoDB's order. A declared
 * index is a real expression index on those same `doc -> 'field'` values, then the id.
 *
 * A projection's batch commits its documents and its checkpoint in one transaction, the
 * checkpoint as a compare-and-set on its row (an UPDATE whose condition PostgreSQL re-checks on
 * the newest version once it holds the row's lock, so two projectors never both commit a batch).
 */
import { createHash } from 'node:crypto';
import { Pool, PoolClient } from 'pg';
import { withUnavailableErrors } from '@rotaledger/event-store';
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

const DEFAULT_SCHEMA = 'read_models';
/** Per process (see docs/distributed.md for the total a deployment needs). */
const DEFAULT_POOL_SIZE = 5;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** How long a new connection may take before the request fails as the store being unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;
const TABLE_PREFIX = 'docs_';
/** Serialises this schema's DDL across processes (advisory lock class, then the schema's hash). */
const DDL_LOCK_CLASS = 0x524d; // "RM"
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,39}$/;
/** PostgreSQL's undefined_table: a collection nobody has written yet. */
const UNDEFINED_TABLE = '42P01';

export function assertReadModelSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`Invalid read-model schema name: ${JSON.stringify(schema)} (lower-case letters, digits and _)`);
}

function schemaKey(schema: string): number {
  let hash = 0;
  for (const char of schema) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return hash;
}

function schemaSql(schema: string): string {
  return `
  CREATE SCHEMA IF NOT EXISTS ${schema};
  CREATE TABLE IF NOT EXISTS ${schema}.checkpoints (
    projection TEXT COLLATE "C" PRIMARY KEY,
    position BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ${schema}.leases (
    name TEXT COLLATE "C" PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ${schema}.idempotency_keys (
    id TEXT COLLATE "C" PRIMARY KEY,
    owner_id TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    claimed_by TEXT NOT NULL,
    status INTEGER,
    body TEXT,
    expires_at BIGINT NOT NULL,
    scope TEXT NOT NULL,
    lease_expires_at BIGINT
  );
  CREATE INDEX IF NOT EXISTS idempotency_keys_owner ON ${schema}.idempotency_keys (owner_id);
  CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON ${schema}.idempotency_keys (expires_at);`;
}

/** A field's JSONB value (names are validated identifiers, so inlining them is safe); missing is SQL NULL. */
function valueOf(field: string): string {
  return field === 'id' ? 'to_jsonb(id)' : `(doc -> '${field}')`;
}

/** A field's JSON kind: 'number', 'string', 'boolean', 'object', 'array', 'null', or NULL when missing. */
function kindOf(field: string): string {
  return field === 'id' ? `'string'` : `jsonb_typeof(doc -> '${field}')`;
}

const isMissingOrNull = (field: string) => (field === 'id' ? 'FALSE' : `COALESCE(${kindOf(field)}, 'null') = 'null'`);

/** The kind's name as jsonb_typeof spells it. */
function kindName(value: Exclude<Scalar, null>): string {
  return typeof value === 'number' ? 'number' : typeof value === 'string' ? 'string' : 'boolean';
}

function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** Type-strict equality: JSONB equality distinguishes kinds, and numbers compare as numbers (1 = 1.0). */
function equalsSql(field: string, value: Scalar, params: unknown[]): string {
  if (value === null) return isMissingOrNull(field);
  if (field === 'id') return typeof value === 'string' ? `id = ${bind(params, value)}` : 'FALSE';
  return `${valueOf(field)} = ${bind(params, JSON.stringify(value))}::jsonb`;
}

function inSql(field: string, values: readonly Scalar[], params: unknown[]): string {
  const present = values.filter((value): value is Exclude<Scalar, null> => value !== null);
  const parts: string[] = [];
  if (field === 'id') {
    const strings = present.filter((value): value is string => typeof value === 'string');
    if (strings.length > 0) parts.push(`id = ANY(${bind(params, strings)}::text[])`);
  } else if (present.length > 0) {
    parts.push(
      `${valueOf(field)} = ANY(${bind(
        params,
        present.map((value) => JSON.stringify(value)),
      )}::jsonb[])`,
    );
  }
  if (values.includes(null)) parts.push(isMissingOrNull(field));
  return parts.length === 0 ? 'FALSE' : `(${parts.join(' OR ')})`;
}

const COMPARISON_SQL = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/** Strings by code point (COLLATE "C"); numbers and booleans by JSONB's own order within their kind. */
function comparisonSql(field: string, op: keyof typeof COMPARISON_SQL, value: Exclude<Scalar, null>, params: unknown[]): string {
  const operator = COMPARISON_SQL[op];
  if (typeof value === 'string') {
    const text = field === 'id' ? 'id' : `(doc ->> '${field}') COLLATE "C"`;
    return `(${kindOf(field)} = 'string' AND ${text} ${operator} ${bind(params, value)}::text COLLATE "C")`;
  }
  if (field === 'id') return 'FALSE';
  return `(${kindOf(field)} = '${kindName(value)}' AND ${valueOf(field)} ${operator} ${bind(params, JSON.stringify(value))}::jsonb)`;
}

function clauseSql(clause: Clause, params: unknown[]): string {
  const { field } = clause;
  switch (clause.op) {
    case 'eq':
      return equalsSql(field, clause.value, params);
    case 'ne':
      return `(${equalsSql(field, clause.value, params)}) IS NOT TRUE`;
    case 'in':
      return inSql(field, clause.values, params);
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const value = clause.value;
      if (value === null) return clause.op === '$gte' || clause.op === '$lte' ? isMissingOrNull(field) : 'FALSE';
      return comparisonSql(field, clause.op, value, params);
    }
  }
}

/** MongoDB's order of kinds: null/missing, numbers, strings, objects, arrays, booleans. */
function kindRankSql(field: string): string {
  return `CASE ${kindOf(field)} WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3
    WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END`;
}

/**
 * The fields the filter holds to numbers or to booleans (compared type-strictly with such a value):
 * within one kind JSONB's own order is the order, so an index on `(doc -> field)` serves it.
 */
function numberOrBooleanFields(clauses: readonly Clause[]): Set<string> {
  const fields = new Set<string>();
  const plain = (value: Scalar) => typeof value === 'number' || typeof value === 'boolean';
  for (const clause of clauses) {
    if (clause.op === 'ne') continue;
    const values = clause.op === 'in' ? clause.values : [clause.value];
    if (values.length > 0 && values.every((value) => plain(value) && typeof value === typeof values[0])) fields.add(clause.field);
  }
  return fields;
}

function orderBySql(sort: FindOptions['sort'], oneKind: ReadonlySet<string> = new Set()): string {
  const terms = parseSort(sort).flatMap(([field, direction]) => {
    const order = direction === 1 ? 'ASC' : 'DESC';
    if (field === 'id') return [`id ${order}`];
    if (oneKind.has(field)) return [`${valueOf(field)} ${order}`];
    // Within a kind: strings by code point, the other kinds by JSONB's order.
    const text = `CASE WHEN ${kindOf(field)} = 'string' THEN (doc ->> '${field}') COLLATE "C" END`;
    return [`${kindRankSql(field)} ${order}`, `${text} ${order}`, `${valueOf(field)} ${order}`];
  });
  return [...terms, 'id ASC'].join(', ');
}

/** Index names are unique per schema and at most 63 bytes: the fields (cut short), then a digest of collection and fields. */
function indexNameOf(collection: string, fields: string[]): string {
  const digest = createHash('sha1')
    .update(JSON.stringify([collection, fields]))
    .digest('hex')
    .slice(0, 12);
  return `cx_${fields.join('_').slice(0, 40)}_${digest}`;
}

/**
 * JSONB cannot hold the character U+0000 (a JSON text may: "\u0000"), which free text such as a
 * request's note can carry. Such a document is stored with every U+E000 (a private-use
 * character) doubled and every U+0000 written as U+E000 then "0", in its strings and keys, and
 * flagged, so it reads back exactly as it was put. Filters and sorts see the escaped form: only
 * for strings holding U+0000 or U+E000 can an answer differ from the other adapters'.
 */
const NUL_ESCAPE = '\uE000';
const DOC_COLUMNS = 'doc, nul_escaped';

interface StoredRow<T> {
  doc: T;
  nul_escaped: boolean;
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [map(key), mapStrings(inner, map)]));
  }
  return value;
}

const escapeNul = (text: string) => text.replaceAll(NUL_ESCAPE, NUL_ESCAPE + NUL_ESCAPE).replaceAll('\u0000', `${NUL_ESCAPE}0`);
const unescapeNul = (text: string) => text.replace(/\uE000([\uE0000])/g, (_, next: string) => (next === '0' ? '\u0000' : NUL_ESCAPE));

/** A document's JSON as JSONB takes it: escaped only when it holds U+0000 (JSON.stringify writes it as \u0000). */
function storableJson(json: string): { json: string; escaped: boolean } {
  if (!json.includes('\\u0000')) return { json, escaped: false };
  return { json: JSON.stringify(mapStrings(JSON.parse(json), escapeNul)), escaped: true };
}

function documentOf<T>(row: StoredRow<T>): T {
  return row.nul_escaped ? (mapStrings(row.doc, unescapeNul) as T) : row.doc;
}

interface IdempotencyRow {
  id: string;
  owner_id: string;
  request_hash: string;
  claimed_by: string;
  status: number | null;
  body: string | null;
  expires_at: string;
  scope: string;
  lease_expires_at: string | null;
}

function idempotencyRecordOf(row: IdempotencyRow): IdempotencyRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    requestHash: row.request_hash,
    claimedBy: row.claimed_by,
    scope: row.scope,
    ...(row.status === null
      ? { leaseExpiresAt: Number(row.lease_expires_at ?? row.expires_at) }
      : { response: { status: row.status, body: row.body } }),
    expiresAt: Number(row.expires_at),
  };
}

/** A projection's batch whose work has run, waiting for the shared commit. */
interface ReadyCommit {
  index: number;
  projection: string;
  position: number;
  changes: PendingChange[];
  expectedCheckpoint?: number;
}

export class PostgresReadModelStore extends ReadModelStore {
  /** Collections whose table is known to exist (tables are never dropped, only emptied). */
  private readonly tables = new Set<string>();

  private constructor(
    private readonly pool: Pool,
    private readonly schema: string,
  ) {
    super();
  }

  /** Creates the schema and its tables if missing; `schema` keeps several stores apart in one database (the scratch one of a verify). */
  static async open(options: { connectionString: string; schema?: string; poolSize?: number }): Promise<PostgresReadModelStore> {
    const schema = options.schema ?? DEFAULT_SCHEMA;
    assertReadModelSchemaName(schema);
    // A server that cannot be reached (restarting, a dropped connection) throws StoreUnavailableError: the API's 503 with Retry-After.
    const pool = withUnavailableErrors(
      new Pool({
        connectionString: options.connectionString,
        max: options.poolSize ?? DEFAULT_POOL_SIZE,
        keepAlive: true,
        // A process that died mid-transaction (a lost network, not a closed socket) must not hold its locks for long.
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        // A server that accepts no connection (a restart, a full queue) fails the request instead of holding it.
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      }),
      'read-model store',
    );
    // An idle connection the server drops (a restart) must not crash the process: the next query reconnects.
    pool.on('error', () => undefined);
    const store = new PostgresReadModelStore(pool, schema);
    try {
      await store.underDdlLock((client) => client.query(schemaSql(schema)));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  async get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    assertCollectionName(collection);
    const rows = await this.queryCollection<StoredRow<T>>(`SELECT ${DOC_COLUMNS} FROM ${this.tableOf(collection)} WHERE id = $1`, [id]);
    return rows[0] ? documentOf(rows[0]) : null;
  }

  async find<T extends ReadModelDocument>(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const limit = parseLimit(options.limit);
    assertCollectionName(collection);
    const params: unknown[] = [];
    const clauses = parseFilter(filter);
    const conditions = clauses.map((clause) => clauseSql(clause, params));
    const orderBy = orderBySql(options.sort, numberOrBooleanFields(clauses));
    if (limit === 0) return [];
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
    const limited = limit === undefined ? '' : ` LIMIT ${limit}`;
    const rows = await this.queryCollection<StoredRow<T>>(
      `SELECT ${DOC_COLUMNS} FROM ${this.tableOf(collection)}${where} ORDER BY ${orderBy}${limited}`,
      params,
    );
    return rows.map(documentOf);
  }

  /**
   * An expression index per declared index, on the fields' JSONB values then the id (find orders
   * by id). A retired index (an older version's, named by this one) not also declared is
   * dropped, since every write would still maintain it; any other is left alone: it may be a
   * newer version's, running beside this one in a rolling deploy.
   */
  async ensureIndexes(indexes: ReadModelIndex[], retired: ReadModelIndex[] = []): Promise<void> {
    const declared = new Map<string, Set<string>>();
    for (const { collection, fields } of indexes) {
      assertCollectionName(collection);
      fields.forEach(assertFieldName);
      if (!declared.has(collection)) declared.set(collection, new Set());
      if (fields.length === 0 || (fields.length === 1 && fields[0] === 'id')) continue; // the primary key
      declared.get(collection)!.add(indexNameOf(collection, fields));
    }
    await this.ensureTables([...declared.keys()]);
    await this.underDdlLock(async (client) => {
      for (const { collection, fields } of indexes) {
        if (fields.length === 0 || (fields.length === 1 && fields[0] === 'id')) continue;
        const columns = [...fields.map((field) => (field === 'id' ? 'id' : `(doc -> '${field}')`)), 'id'].join(', ');
        await client.query(`CREATE INDEX IF NOT EXISTS ${indexNameOf(collection, fields)} ON ${this.tableOf(collection)} (${columns})`);
      }
      for (const { collection, fields } of retired) {
        assertCollectionName(collection);
        fields.forEach(assertFieldName);
        const name = indexNameOf(collection, fields);
        if (!declared.get(collection)?.has(name)) await client.query(`DROP INDEX IF EXISTS ${this.schema}.${name}`);
      }
    });
  }

  async applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
    expectedCheckpoint?: number,
  ): Promise<boolean> {
    const [result] = await this.applyBatches([{ projection, position, work, expectedCheckpoint }]);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }

  /**
   * Runs every entry's work, then commits them all (documents and checkpoints) in one
   * transaction, each in its own savepoint: a refused compare-and-set or a failed write leaves
   * the other entries' commits alone.
   */
  async applyBatches(entries: readonly ProjectionBatchEntry[]): Promise<PromiseSettledResult<boolean>[]> {
    const results: PromiseSettledResult<boolean>[] = entries.map(() => ({ status: 'fulfilled', value: false }));
    const stored = await this.getCheckpoints();
    const ready: ReadyCommit[] = [];
    await Promise.all(
      entries.map(async ({ projection, position, work, expectedCheckpoint }, index) => {
        if (!checkpointAllows(stored[projection] ?? 0, position, expectedCheckpoint)) return;
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
      await this.ensureTables(ready.flatMap(({ changes }) => changes.map((change) => change.collection)));
      const outcomes = await this.inTransaction(async (client) => {
        const committed: PromiseSettledResult<boolean>[] = [];
        for (const commit of ready) {
          await client.query('SAVEPOINT batch');
          try {
            const applied = await this.commitLocked(client, commit);
            await client.query(applied ? 'RELEASE SAVEPOINT batch' : 'ROLLBACK TO SAVEPOINT batch');
            committed.push({ status: 'fulfilled', value: applied });
          } catch (reason) {
            await client.query('ROLLBACK TO SAVEPOINT batch');
            committed.push({ status: 'rejected', reason });
          }
        }
        return committed;
      });
      ready.forEach(({ index }, i) => (results[index] = outcomes[i]));
    } catch (reason) {
      for (const { index } of ready) results[index] = { status: 'rejected', reason };
    }
    return results;
  }

  async getCheckpoint(projection: string): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>(`SELECT position FROM ${this.schema}.checkpoints WHERE projection = $1`, [
      projection,
    ]);
    return Number(rows[0]?.position ?? 0);
  }

  async getCheckpoints(): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ projection: string; position: string }>(
      `SELECT projection, position FROM ${this.schema}.checkpoints`,
    );
    return Object.fromEntries(rows.map((row) => [row.projection, Number(row.position)]));
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    collections.forEach(assertCollectionName);
    const existing = await this.existingTables(collections);
    await this.inTransaction(async (client) => {
      for (const collection of existing) await client.query(`DELETE FROM ${this.tableOf(collection)}`);
      await client.query(`DELETE FROM ${this.schema}.checkpoints WHERE projection = $1`, [projection]);
    });
  }

  async acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    // One statement, so atomic: inserts, or takes over an expired lease, or renews the holder's own.
    const { rowCount } = await this.pool.query(
      `INSERT INTO ${this.schema}.leases AS leases (name, holder, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE leases.holder = excluded.holder OR leases.expires_at <= $4`,
      [name, holder, now + ttlMs, now],
    );
    return rowCount === 1;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.schema}.leases WHERE name = $1 AND holder = $2`, [name, holder]);
  }

  async lease(name: string): Promise<{ holder: string; expiresAt: number } | undefined> {
    const { rows } = await this.pool.query<{ holder: string; expires_at: string }>(
      `SELECT holder, expires_at FROM ${this.schema}.leases WHERE name = $1`,
      [name],
    );
    return rows[0] ? { holder: rows[0].holder, expiresAt: Number(rows[0].expires_at) } : undefined;
  }

  /**
   * One upsert, so atomic across processes: inserts, replaces an expired record, or takes over a
   * lapsed claim of the same request (keeping its scope and expiry). The row stays locked until the
   * transaction ends, so the record read back is the one the claim decided on.
   */
  async claimIdempotencyKey(record: IdempotencyRecord, now: number): Promise<IdempotencyClaimResult> {
    return this.inTransaction(async (client) => {
      const { rowCount } = await client.query(
        `INSERT INTO ${this.schema}.idempotency_keys AS k
           (id, owner_id, request_hash, claimed_by, status, body, expires_at, scope, lease_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET
           owner_id = CASE WHEN k.expires_at <= $10 THEN excluded.owner_id ELSE k.owner_id END,
           request_hash = excluded.request_hash,
           status = excluded.status,
           body = excluded.body,
           scope = CASE WHEN k.expires_at <= $10 THEN excluded.scope ELSE k.scope END,
           expires_at = CASE WHEN k.expires_at <= $10 THEN excluded.expires_at ELSE k.expires_at END,
           claimed_by = excluded.claimed_by,
           lease_expires_at = excluded.lease_expires_at
         WHERE k.expires_at <= $10
            OR (k.status IS NULL AND k.request_hash = $3 AND COALESCE(k.lease_expires_at, k.expires_at) <= $10)`,
        [
          record.id,
          record.ownerId,
          record.requestHash,
          record.claimedBy,
          record.response?.status ?? null,
          record.response?.body ?? null,
          record.expiresAt,
          record.scope,
          record.response ? null : (record.leaseExpiresAt ?? record.expiresAt),
          now,
        ],
      );
      const { rows } = await client.query<IdempotencyRow>(`SELECT * FROM ${this.schema}.idempotency_keys WHERE id = $1`, [record.id]);
      return { claimed: rowCount === 1, record: idempotencyRecordOf(rows[0]) };
    });
  }

  async findIdempotencyKey(id: string, now: number): Promise<IdempotencyRecord | undefined> {
    const { rows } = await this.pool.query<IdempotencyRow>(
      `SELECT * FROM ${this.schema}.idempotency_keys WHERE id = $1 AND expires_at > $2`,
      [id, now],
    );
    return rows[0] ? idempotencyRecordOf(rows[0]) : undefined;
  }

  async completeIdempotencyKey(
    id: string,
    claimedBy: string,
    response: { status: number; body: string | null },
    expiresAt: number,
  ): Promise<void> {
    await this.pool.query(
      `UPDATE ${this.schema}.idempotency_keys SET status = $1, body = $2, expires_at = $3, lease_expires_at = NULL
       WHERE id = $4 AND claimed_by = $5 AND status IS NULL`,
      [response.status, response.body, expiresAt, id, claimedBy],
    );
  }

  async renewIdempotencyClaim(id: string, claimedBy: string, leaseExpiresAt: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE ${this.schema}.idempotency_keys SET lease_expires_at = $1 WHERE id = $2 AND claimed_by = $3 AND status IS NULL`,
      [leaseExpiresAt, id, claimedBy],
    );
    return rowCount === 1;
  }

  async evictIdempotencyKeys(ownerId: string, keep: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM ${this.schema}.idempotency_keys WHERE id IN (
         SELECT id FROM ${this.schema}.idempotency_keys WHERE owner_id = $1 AND status IS NOT NULL
         ORDER BY expires_at DESC, id DESC OFFSET $2)`,
      [ownerId, Math.max(0, Math.floor(keep))],
    );
    return rowCount ?? 0;
  }

  async purgeIdempotencyKeys(where: { ownerId: string } | { expiredAt: number }): Promise<number> {
    const { rowCount } =
      'ownerId' in where
        ? await this.pool.query(`DELETE FROM ${this.schema}.idempotency_keys WHERE owner_id = $1`, [where.ownerId])
        : await this.pool.query(`DELETE FROM ${this.schema}.idempotency_keys WHERE expires_at <= $1`, [where.expiredAt]);
    return rowCount ?? 0;
  }

  async dump(collection: string): Promise<ReadModelDocument[]> {
    assertCollectionName(collection);
    const rows = await this.queryCollection<StoredRow<ReadModelDocument>>(
      `SELECT ${DOC_COLUMNS} FROM ${this.tableOf(collection)} ORDER BY id`,
      [],
    );
    return rows.map(documentOf);
  }

  /**
   * VACUUM removes the dead row versions deleted documents left, so their space is reused; it
   * runs outside a transaction, on the schema's tables only. What the WAL and the free space of
   * pages keep until overwritten is stated in docs/security.md.
   */
  async purgeDeletedData(): Promise<void> {
    const { rows } = await this.pool.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [this.schema]);
    if (rows.length === 0) return;
    await this.pool.query(`VACUUM ${rows.map((row) => `${this.schema}."${row.tablename}"`).join(', ')}`);
  }

  async health(): Promise<ReadModelStoreHealth> {
    try {
      await this.pool.query('SELECT 1');
      return { ok: true, adapter: 'postgresql' };
    } catch (error) {
      return { ok: false, adapter: 'postgresql', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Drops the schema with everything in it (contract tests, and nothing else). */
  async dropSchema(): Promise<void> {
    await this.pool.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  /** The compare-and-set of the checkpoint, then the documents: inside the caller's transaction (savepoint). */
  private async commitLocked(client: PoolClient, { projection, position, changes, expectedCheckpoint }: ReadyCommit): Promise<boolean> {
    let applied = false;
    if (checkpointAllows(0, position, expectedCheckpoint)) {
      // No checkpoint yet: the first of two racing inserts wins, the other falls to the UPDATE below.
      const { rowCount } = await client.query(
        `INSERT INTO ${this.schema}.checkpoints (projection, position) VALUES ($1, $2) ON CONFLICT (projection) DO NOTHING`,
        [projection, position],
      );
      applied = rowCount === 1;
    }
    if (!applied) {
      // Re-checked on the newest version once the row is locked: a projector that committed meanwhile wins.
      const { rowCount } = await client.query(
        `UPDATE ${this.schema}.checkpoints SET position = $2
         WHERE projection = $1 AND position < $2 AND ($3::bigint IS NULL OR position = $3)`,
        [projection, position, expectedCheckpoint ?? null],
      );
      applied = rowCount === 1;
    }
    if (!applied) return false;
    const byCollection = new Map<string, { puts: PendingChange[]; deletes: string[] }>();
    for (const change of changes) {
      let group = byCollection.get(change.collection);
      if (!group) byCollection.set(change.collection, (group = { puts: [], deletes: [] }));
      if (change.json === null) group.deletes.push(change.id);
      else group.puts.push(change);
    }
    for (const [collection, { puts, deletes }] of byCollection) {
      const table = this.tableOf(collection);
      if (deletes.length > 0) await client.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [deletes]);
      if (puts.length > 0) {
        const stored = puts.map((change) => storableJson(change.json!));
        await client.query(
          `INSERT INTO ${table} (id, doc, nul_escaped) SELECT * FROM unnest($1::text[], $2::jsonb[], $3::boolean[])
           ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, nul_escaped = excluded.nul_escaped`,
          [puts.map((change) => change.id), stored.map((doc) => doc.json), stored.map((doc) => doc.escaped)],
        );
      }
    }
    return true;
  }

  private tableOf(collection: string): string {
    return `${this.schema}."${TABLE_PREFIX}${collection}"`;
  }

  /** A read of a collection nobody has written yet (no table) finds nothing. */
  private async queryCollection<R extends object>(sql: string, params: unknown[]): Promise<R[]> {
    try {
      return (await this.pool.query<R>(sql, params)).rows;
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }

  private async existingTables(collections: readonly string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename = ANY($2::text[])',
      [this.schema, collections.map((collection) => `${TABLE_PREFIX}${collection}`)],
    );
    return rows.map((row) => row.tablename.slice(TABLE_PREFIX.length));
  }

  /** Creates the tables a commit will write to, before its transaction, under the DDL lock. */
  private async ensureTables(collections: readonly string[]): Promise<void> {
    const missing = [...new Set(collections)].filter((collection) => !this.tables.has(collection));
    if (missing.length === 0) return;
    missing.forEach(assertCollectionName);
    await this.underDdlLock(async (client) => {
      for (const collection of missing) {
        await client.query(
          `CREATE TABLE IF NOT EXISTS ${this.tableOf(collection)} (id TEXT COLLATE "C" PRIMARY KEY, doc JSONB NOT NULL, nul_escaped BOOLEAN NOT NULL DEFAULT FALSE)`,
        );
      }
    });
    for (const collection of missing) this.tables.add(collection);
  }

  /** DDL from two processes at once would race on the catalog (CREATE ... IF NOT EXISTS is not atomic): one at a time. */
  private async underDdlLock(work: (client: PoolClient) => Promise<unknown>): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [DDL_LOCK_CLASS, schemaKey(this.schema)]);
      await work(client);
    });
  }

  private async inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
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
}
