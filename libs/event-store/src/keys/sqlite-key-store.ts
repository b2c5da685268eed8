/**
 * The embedded key store: its own SQLite file, `<dataDir>/keys.db`, beside (never inside) the
 * log's `events.db`, so a copy of the log alone holds no key. WAL with synchronous=FULL like
 * the log; secure_delete zeroes a destroyed key where it lay, and every destruction VACUUMs and
 * truncates the WAL so no old page or frame keeps it.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { assertKeyBytes, DATA_KEY_BYTES, KeyRequest, KeySelector, KeyStore } from './key-store.port';

const BUSY_TIMEOUT_MS = 5000;
const PURGE_ATTEMPTS = 40;
const PURGE_RETRY_MS = 25;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS data_keys (
    key_id TEXT PRIMARY KEY,
    owner_id TEXT,
    subject TEXT,
    key BLOB,
    destroyed_at TEXT
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS data_keys_by_owner ON data_keys (owner_id);
  CREATE INDEX IF NOT EXISTS data_keys_by_subject ON data_keys (subject);
`;

interface KeyRow {
  key_id: string;
  key: Buffer | null;
}

export class SqliteKeyStore extends KeyStore {
  private readonly obtainTransaction: Database.Transaction<(requests: readonly KeyRequest[]) => Map<string, Buffer | null>>;
  private readonly destroyTransaction: Database.Transaction<(selector: KeySelector) => string[]>;

  private constructor(private readonly db: Database.Database) {
    super();
    const insert = db.prepare('INSERT INTO data_keys (key_id, owner_id, subject, key) VALUES (?, ?, ?, ?) ON CONFLICT (key_id) DO NOTHING');
    const select = db.prepare<[string], KeyRow>('SELECT key_id, key FROM data_keys WHERE key_id = ?');
    this.obtainTransaction = db.transaction((requests: readonly KeyRequest[]) => {
      const keys = new Map<string, Buffer | null>();
      for (const request of requests) {
        if (keys.has(request.keyId)) continue;
        insert.run(request.keyId, request.ownerId, request.subject ?? null, randomBytes(DATA_KEY_BYTES));
        const row = select.get(request.keyId)!;
        keys.set(request.keyId, row.key === null ? null : assertKeyBytes(row.key_id, row.key));
      }
      return keys;
    });
    this.destroyTransaction = db.transaction((selector: KeySelector) => {
      const [column, value] =
        'ownerId' in selector
          ? ['owner_id', selector.ownerId]
          : 'subject' in selector
            ? ['subject', selector.subject]
            : ['key_id', selector.keyId];
      const ids = db
        .prepare<[string], { key_id: string }>(`SELECT key_id FROM data_keys WHERE ${column} = ? AND key IS NOT NULL`)
        .all(value)
        .map((row) => row.key_id);
      db.prepare(`UPDATE data_keys SET key = NULL, destroyed_at = ? WHERE ${column} = ? AND key IS NOT NULL`).run(
        new Date().toISOString(),
        value,
      );
      // A key destroyed before it was ever asked for (an id named by a deletion) still may never be created.
      if ('keyId' in selector)
        db.prepare('INSERT INTO data_keys (key_id, destroyed_at) VALUES (?, ?) ON CONFLICT (key_id) DO NOTHING').run(
          selector.keyId,
          new Date().toISOString(),
        );
      return ids;
    });
  }

  static open(options: { dataDir: string }): Promise<SqliteKeyStore> {
    mkdirSync(options.dataDir, { recursive: true });
    const db = new Database(join(realpathSync(options.dataDir), 'keys.db'));
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('secure_delete = ON');
      db.exec(SCHEMA);
    } catch (error) {
      db.close();
      throw error;
    }
    return Promise.resolve(new SqliteKeyStore(db));
  }

  obtain(requests: readonly KeyRequest[]): Promise<Map<string, Buffer | null>> {
    if (requests.length === 0) return Promise.resolve(new Map<string, Buffer | null>());
    return Promise.resolve(this.obtainTransaction.immediate(requests));
  }

  find(keyIds: readonly string[]): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    const ids = [...new Set(keyIds)];
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      const rows = this.db
        .prepare<string[], KeyRow>(
          `SELECT key_id, key FROM data_keys WHERE key_id IN (${chunk.map(() => '?').join(',')}) AND key IS NOT NULL`,
        )
        .all(...chunk);
      for (const row of rows) keys.set(row.key_id, assertKeyBytes(row.key_id, row.key!));
    }
    return Promise.resolve(keys);
  }

  async destroy(selector: KeySelector): Promise<string[]> {
    const ids = this.destroyTransaction.immediate(selector);
    // Rewrites every live row into fresh pages, then empties the WAL: no copy of a destroyed key is left in the file.
    await this.retryWhileBusy(() => this.db.exec('VACUUM'));
    await this.retryWhileBusy(() => {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result && result.busy !== 0) throw Object.assign(new Error('checkpoint busy'), { code: 'SQLITE_BUSY' });
    });
    return ids;
  }

  private async retryWhileBusy(work: () => void): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        work();
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= PURGE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, PURGE_RETRY_MS));
      }
    }
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
