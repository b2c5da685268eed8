/**
 * The PostgreSQL key store: a table of its own, `<schema>.data_keys`, beside (never inside)
 * the log's `events`. A destroyed key's row keeps only its id; the old row version (a dead
 * tuple holding the key) is removed by the VACUUM every destruction runs on this table. The
 * server's WAL (and WAL archives) still hold the key bytes until they are recycled: see
 * docs/security.md for that window.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { withUnavailableErrors } from '../store-unavailable';
import { assertSchemaName } from '../postgres-event-store';
import { assertKeyBytes, DATA_KEY_BYTES, KeyRequest, KeySelector, KeyStore } from './key-store.port';

const DEFAULT_SCHEMA = 'event_store';
const SCHEMA_LOCK_CLASS = 0x524b; // "RK"

export class PostgresKeyStore extends KeyStore {
  private constructor(
    private readonly pool: Pool,
    private readonly table: string,
  ) {
    super();
  }

  static async open(options: { connectionString: string; schema?: string; poolSize?: number }): Promise<PostgresKeyStore> {
    const schema = options.schema ?? DEFAULT_SCHEMA;
    assertSchemaName(schema, 'key store schema');
    const pool = withUnavailableErrors(
      new Pool({ connectionString: options.connectionString, max: options.poolSize ?? 3, keepAlive: true, connectionTimeoutMillis: 5_000 }),
      'key store',
    );
    pool.on('error', () => undefined);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Two processes starting at once would race on CREATE ... IF NOT EXISTS.
      await client.query('SELECT pg_advisory_xact_lock($1, 0)', [SCHEMA_LOCK_CLASS]);
      await client.query(`
        CREATE SCHEMA IF NOT EXISTS ${schema};
        CREATE TABLE IF NOT EXISTS ${schema}.data_keys (
          key_id TEXT COLLATE "C" PRIMARY KEY,
          owner_id TEXT COLLATE "C",
          subject TEXT COLLATE "C",
          key BYTEA,
          destroyed_at TIMESTAMPTZ
        );
        CREATE INDEX IF NOT EXISTS data_keys_by_owner ON ${schema}.data_keys (owner_id);
        CREATE INDEX IF NOT EXISTS data_keys_by_subject ON ${schema}.data_keys (subject);`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
      await pool.end();
      throw error;
    }
    client.release();
    return new PostgresKeyStore(pool, `${schema}.data_keys`);
  }

  async obtain(requests: readonly KeyRequest[]): Promise<Map<string, Buffer | null>> {
    // Rows are inserted in key id order: two callers racing on the same keys in different
    // orders would otherwise each wait on the other's uncommitted row (a deadlock).
    const unique = [...new Map(requests.map((request) => [request.keyId, request])).values()].sort((x, y) =>
      x.keyId < y.keyId ? -1 : x.keyId > y.keyId ? 1 : 0,
    );
    if (unique.length === 0) return new Map();
    await this.pool.query(
      `INSERT INTO ${this.table} (key_id, owner_id, subject, key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bytea[]) AS wanted (key_id, owner_id, subject, key)
       ORDER BY key_id COLLATE "C" ON CONFLICT (key_id) DO NOTHING`,
      [
        unique.map((request) => request.keyId),
        unique.map((request) => request.ownerId),
        unique.map((request) => request.subject ?? null),
        unique.map(() => randomBytes(DATA_KEY_BYTES)),
      ],
    );
    const { rows } = await this.pool.query<{ key_id: string; key: Buffer | null }>(
      `SELECT key_id, key FROM ${this.table} WHERE key_id = ANY($1::text[])`,
      [unique.map((request) => request.keyId)],
    );
    return new Map(rows.map((row) => [row.key_id, row.key === null ? null : assertKeyBytes(row.key_id, row.key)]));
  }

  async find(keyIds: readonly string[]): Promise<Map<string, Buffer>> {
    if (keyIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key_id: string; key: Buffer }>(
      `SELECT key_id, key FROM ${this.table} WHERE key_id = ANY($1::text[]) AND key IS NOT NULL`,
      [[...new Set(keyIds)]],
    );
    return new Map(rows.map((row) => [row.key_id, assertKeyBytes(row.key_id, row.key)]));
  }

  async destroy(selector: KeySelector): Promise<string[]> {
    const [column, value] =
      'ownerId' in selector
        ? ['owner_id', selector.ownerId]
        : 'subject' in selector
          ? ['subject', selector.subject]
          : ['key_id', selector.keyId];
    const { rows } = await this.pool.query<{ key_id: string }>(
      `UPDATE ${this.table} SET key = NULL, destroyed_at = now() WHERE ${column} = $1 AND key IS NOT NULL RETURNING key_id`,
      [value],
    );
    if ('keyId' in selector) {
      await this.pool.query(`INSERT INTO ${this.table} (key_id, destroyed_at) VALUES ($1, now()) ON CONFLICT (key_id) DO NOTHING`, [
        selector.keyId,
      ]);
    }
    // The old row versions (holding the keys) are dead tuples until a VACUUM removes them.
    await this.pool.query(`VACUUM ${this.table}`);
    return rows.map((row) => row.key_id);
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
