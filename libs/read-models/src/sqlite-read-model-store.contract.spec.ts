import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadModelStore } from './sqlite-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

describeReadModelStoreContract('SQLite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rotaledger-read-models-'));
  const store = await SqliteReadModelStore.open({ dataDir });
  const others: SqliteReadModelStore[] = [];
  return {
    store,
    // A second connection to the same file: what a second process sees.
    openAnother: async () => {
      const other = await SqliteReadModelStore.open({ dataDir });
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await Promise.all([store, ...others].map((handle) => handle.close()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe('SqliteReadModelStore', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rotaledger-read-models-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no byte of a deleted document in the files once purged, not even a copy B-tree rebalancing left in a live page', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    // A second connection, like another process's, keeps the WAL from being removed on close.
    const other = await SqliteReadModelStore.open({ dataDir });
    const marker = `QZX${randomUUID().slice(0, 8)}`;
    await store.ensureIndexes([{ collection: 'staff', fields: ['ownerId'] }]);
    const secretIds: string[] = [];
    // Interleaved owners, documents of varied sizes and updates that grow them: cells move between
    // pages, and a moved cell leaves a copy in the unallocated space of the page it left.
    for (let i = 0; i < 2000; i++) {
      await store.applyBatch('staff', i + 1, async (batch) => {
        if (i % 5 === 0) {
          secretIds.push(randomUUID());
          batch.put('staff', { id: secretIds.at(-1)!, ownerId: 'leaving', name: `${marker}${i}`, pad: 'y'.repeat(100 + (i % 300)) });
        } else {
          batch.put('staff', { id: randomUUID(), ownerId: 'staying', name: `kept${i}`, pad: 'x'.repeat(50 + ((i * 7) % 400)) });
        }
        if (i % 7 === 0 && secretIds.length > 0) {
          const id = secretIds[i % secretIds.length];
          batch.put('staff', { id, ownerId: 'leaving', name: `${marker}u${i}`, pad: 'q'.repeat(i % 500) });
        }
      });
    }
    await store.applyBatch('staff', 2001, (batch) => batch.deleteWhere('staff', { ownerId: 'leaving' }));
    const everyFile = async () => Buffer.concat(await Promise.all((await readdir(dataDir)).map((name) => readFile(join(dataDir, name)))));
    expect((await everyFile()).includes(marker)).toBe(true);

    await store.purgeDeletedData();

    try {
      expect((await everyFile()).includes(marker)).toBe(false);
      expect(await other.find('staff', { ownerId: 'staying' })).toHaveLength(1600);
      expect(await other.getCheckpoint('staff')).toBe(2001);
    } finally {
      await Promise.all([store.close(), other.close()]);
    }
  });

  it('keeps documents and checkpoints across a reopen, and a scratch file apart', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    await store.applyBatch('staff', 3, async (batch) => batch.put('staff', { id: 'a', name: 'Ada' }));
    await store.close();

    const reopened = await SqliteReadModelStore.open({ dataDir });
    const scratch = await SqliteReadModelStore.open({ dataDir, fileName: 'scratch.db' });
    try {
      expect(await reopened.get('staff', 'a')).toEqual({ id: 'a', name: 'Ada' });
      expect(await reopened.getCheckpoint('staff')).toBe(3);
      expect(await scratch.dump('staff')).toEqual([]);
      expect(await scratch.getCheckpoints()).toEqual({});
    } finally {
      await Promise.all([reopened.close(), scratch.close()]);
    }
  });

  it('drops an index this version retired (an older version kept it written with every change), and leaves one it does not know', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    try {
      const indexesOf = (table: string) =>
        (
          (store as unknown as { db: import('better-sqlite3').Database }).db
            .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name = ? ORDER BY sql")
            .all(table) as { sql: string }[]
        ).map((row) => row.sql.replace(/^[^(]*\((.*)\)$/s, '$1'));
      await store.ensureIndexes([
        { collection: 'feed_days', fields: ['workplaceId', 'rotaDate'] },
        { collection: 'feed_days', fields: ['ownerId'] },
        { collection: 'staff', fields: ['ownerId'] },
      ]);
      expect(indexesOf('docs_feed_days')).toHaveLength(2);
      // A version that does not declare feed_days.ownerId, and has not retired it, leaves it: it
      // may be a newer version's, running beside it in a rolling deploy.
      await store.ensureIndexes([
        { collection: 'feed_days', fields: ['workplaceId', 'rotaDate'] },
        { collection: 'staff', fields: ['ownerId'] },
      ]);
      expect(indexesOf('docs_feed_days')).toHaveLength(2);
      // A version that retired it drops it; a retired index it declares again stays.
      await store.ensureIndexes(
        [
          { collection: 'feed_days', fields: ['workplaceId', 'rotaDate'] },
          { collection: 'staff', fields: ['ownerId'] },
        ],
        [
          { collection: 'feed_days', fields: ['ownerId'] },
          { collection: 'staff', fields: ['ownerId'] },
          { collection: 'never_written', fields: ['gone'] },
        ],
      );
      expect(indexesOf('docs_feed_days')).toEqual([`json_extract(doc, '$.workplaceId'), json_extract(doc, '$.rotaDate'), id`]);
      expect(indexesOf('docs_staff')).toEqual([`json_extract(doc, '$.ownerId'), id`]);
    } finally {
      await store.close();
    }
  });

  it("keeps each collection in a table of its own, so a write maintains only that collection's indexes, which its queries use", async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    try {
      await store.ensureIndexes([
        { collection: 'rota_days', fields: ['workplaceId', 'rotaDate'] },
        { collection: 'staff', fields: ['workplaceId'] },
      ]);
      const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
      const indexes = db
        .prepare(
          "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name LIKE 'docs%' ORDER BY name",
        )
        .all() as {
        name: string;
        tbl_name: string;
        sql: string;
      }[];

      expect(indexes.map((index) => index.tbl_name)).toEqual(['docs_rota_days', 'docs_staff']);
      const plan = db
        .prepare(
          "EXPLAIN QUERY PLAN SELECT doc FROM docs_rota_days WHERE json_extract(doc, '$.workplaceId') = ? AND json_extract(doc, '$.rotaDate') >= ?",
        )
        .all('w', '2027-01-01') as { detail: string }[];
      expect(plan.map((step) => step.detail).join()).toContain(`USING INDEX ${indexes[0].name}`);
      await store.applyBatch('rota', 1, async (batch) => {
        batch.put('rota_days', { id: 'd1', workplaceId: 'w', rotaDate: '2027-01-02' });
        batch.put('rota_days', { id: 'd0', workplaceId: 'w', rotaDate: '2026-12-31' });
        batch.put('staff', { id: 's', workplaceId: 'w', rotaDate: '2027-01-02' });
      });
      expect(await store.find('rota_days', { workplaceId: 'w', rotaDate: { $gte: '2027-01-01' } })).toEqual([
        { id: 'd1', workplaceId: 'w', rotaDate: '2027-01-02' },
      ]);
    } finally {
      await store.close();
    }
  });

  it('finds by an indexed field in id order straight from the index, with no sort step', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    const internals = store as unknown as { db: import('better-sqlite3').Database; queries: Map<string, unknown> };
    try {
      await store.ensureIndexes([{ collection: 'credentials', fields: ['userId'] }]);
      await store.applyBatch('users', 1, async (batch) => {
        batch.put('credentials', { id: 'b@example.com', userId: 'u1' });
        batch.put('credentials', { id: 'a@example.com', userId: 'u1' });
        batch.put('credentials', { id: 'c@example.com', userId: 'u2' });
      });
      internals.queries.clear();
      expect(await store.find('credentials', { userId: 'u1' }, { limit: 1 })).toEqual([{ id: 'a@example.com', userId: 'u1' }]);
      const [sql] = [...internals.queries.keys()];
      const plan = (internals.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('u1') as { detail: string }[])
        .map((step) => step.detail)
        .join(' | ');
      expect(plan).toMatch(/USING INDEX cx_credentials_userId/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
      expect(sql).toMatch(/LIMIT 1$/);
    } finally {
      await store.close();
    }
  });

  it('drops an index on a prefix of a composite index, so a range within the prefix uses the composite', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    const internals = store as unknown as { db: import('better-sqlite3').Database; queries: Map<string, unknown> };
    try {
      await store.ensureIndexes([{ collection: 'rota_days', fields: ['ownerId'] }]); // an older version's index
      await store.ensureIndexes(
        [{ collection: 'rota_days', fields: ['ownerId', 'rotaDate'] }],
        [{ collection: 'rota_days', fields: ['ownerId'] }],
      );
      await store.applyBatch('rota', 1, async (batch) => {
        for (let day = 10; day < 30; day++) batch.put('rota_days', { id: `d${day}`, ownerId: 'o', rotaDate: `2027-01-${day}` });
      });

      const found = await store.find('rota_days', { ownerId: 'o', rotaDate: { $gte: '2027-01-14', $lte: '2027-01-16' } });

      expect(found.map((doc) => doc.id)).toEqual(['d14', 'd15', 'd16']);
      const indexes = internals.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'docs_rota_days' AND sql IS NOT NULL")
        .all() as { name: string }[];
      expect(indexes.map(({ name }) => name)).toEqual([expect.stringMatching(/^cx_rota_days_ownerId_rotaDate_/)]);
      const [sql] = [...internals.queries.keys()];
      const plan = internals.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('o', '2027-01-14', '2027-01-16') as { detail: string }[];
      expect(plan.map((step) => step.detail).join()).toMatch(
        /USING INDEX cx_rota_days_ownerId_rotaDate_\w+ \(<expr>=\? AND <expr>>\? AND <expr><\?\)/,
      );
    } finally {
      await store.close();
    }
  });

  it("moves an older version's shared docs table into a table per collection, documents and checkpoints kept", async () => {
    const Database = (await import('better-sqlite3')).default;
    const old = new Database(join(dataDir, 'read-models.db'));
    // The schema and an index as the previous version left them.
    old.exec(`
      CREATE TABLE docs (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
      CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
      CREATE INDEX px_staff_workplaceId ON docs (json_extract(doc, '$.workplaceId')) WHERE collection = 'staff';
      INSERT INTO docs VALUES ('staff', 'a', '{"id":"a","workplaceId":"w"}'), ('staff', 'b', '{"id":"b","workplaceId":"v"}'),
        ('rota-days', 'd', '{"id":"d"}');
      INSERT INTO checkpoints VALUES ('staff', 7);
    `);
    old.close();

    const store = await SqliteReadModelStore.open({ dataDir });
    const other = await SqliteReadModelStore.open({ dataDir });
    try {
      const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
        (row) => row.name,
      );
      expect(tables).not.toContain('docs');
      expect(tables).toEqual(expect.arrayContaining(['docs_staff', 'docs_rota-days']));
      expect(await store.find('staff', { workplaceId: 'w' })).toEqual([{ id: 'a', workplaceId: 'w' }]);
      expect(await other.get('rota-days', 'd')).toEqual({ id: 'd' });
      expect(await store.getCheckpoint('staff')).toBe(7);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'px_staff_workplaceId'").get()).toBeUndefined();
    } finally {
      await Promise.all([store.close(), other.close()]);
    }
  });

  it("reads an older version's Idempotency-Key records: its id as scope, its expiry as the lease of one in progress", async () => {
    const Database = (await import('better-sqlite3')).default;
    const old = new Database(join(dataDir, 'read-models.db'));
    old.exec(`
      CREATE TABLE idempotency_keys (id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, request_hash TEXT NOT NULL,
        claimed_by TEXT NOT NULL, status INTEGER, body TEXT, expires_at INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO idempotency_keys VALUES ('running', 'u1', 'h', 'old-attempt', NULL, NULL, 5000),
        ('answered', 'u1', 'h', 'old-attempt', 201, '{}', 90000);
    `);
    old.close();

    const store = await SqliteReadModelStore.open({ dataDir });
    try {
      const claim = (id: string, now: number) =>
        store.claimIdempotencyKey(
          {
            id,
            ownerId: 'u1',
            requestHash: 'h',
            claimedBy: 'new-attempt',
            scope: 'new-scope',
            leaseExpiresAt: now + 1000,
            expiresAt: 99_000,
          },
          now,
        );
      expect(await claim('running', 4_999)).toEqual({
        claimed: false,
        record: {
          id: 'running',
          ownerId: 'u1',
          requestHash: 'h',
          claimedBy: 'old-attempt',
          scope: 'running',
          leaseExpiresAt: 5_000,
          expiresAt: 5_000,
        },
      });
      expect((await claim('answered', 4_999)).record.response).toEqual({ status: 201, body: '{}' });
      // Lapsed: the old record is a new claim's now (it had expired under the old rules too).
      expect((await claim('running', 5_000)).claimed).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('sees a collection another connection created after it opened', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    const other = await SqliteReadModelStore.open({ dataDir });
    try {
      expect(await store.get('staff', 'a')).toBeNull();
      expect(await store.find('staff')).toEqual([]);

      await other.applyBatch('staff', 1, async (batch) => batch.put('staff', { id: 'a', name: 'Ada' }));

      expect(await store.get('staff', 'a')).toEqual({ id: 'a', name: 'Ada' });
      expect(await store.find('staff', { name: 'Ada' })).toEqual([{ id: 'a', name: 'Ada' }]);
      expect(await store.dump('staff')).toEqual([{ id: 'a', name: 'Ada' }]);
    } finally {
      await Promise.all([store.close(), other.close()]);
    }
  });

  it('refuses a collection whose name differs from another only in case (SQLite table names ignore case)', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    try {
      await store.applyBatch('staff', 1, async (batch) => batch.put('staff', { id: 'a', name: 'Ada' }));

      await expect(store.applyBatch('Staff', 1, async (batch) => batch.put('Staff', { id: 'b', name: 'Bo' }))).rejects.toThrow(
        /differs from "staff" only in case/,
      );
      expect(await store.dump('staff')).toEqual([{ id: 'a', name: 'Ada' }]);
      expect(await store.get('Staff', 'a')).toBeNull();
    } finally {
      await store.close();
    }
  });
});
