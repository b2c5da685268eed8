import { mkdtemp, rm } from 'node:fs/promises';
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

  it('indexes each collection on its own rows only, and its queries use that index', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    try {
      await store.ensureIndexes([{ collection: 'rota_days', fields: ['workplaceId', 'rotaDate'] }]);
      const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
      const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'docs'").all() as {
        name: string;
        sql: string;
      }[];

      expect(indexes).toHaveLength(1);
      expect(indexes[0].sql).toMatch(/WHERE collection = 'rota_days'$/);
      const plan = db
        .prepare(
          "EXPLAIN QUERY PLAN SELECT doc FROM docs WHERE collection = 'rota_days' AND json_extract(doc, '$.workplaceId') = ? AND json_extract(doc, '$.rotaDate') >= ?",
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

  it('drops an index on a prefix of a composite index, so a range within the prefix uses the composite', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    const internals = store as unknown as { db: import('better-sqlite3').Database; queries: Map<string, unknown> };
    try {
      await store.ensureIndexes([{ collection: 'rota_days', fields: ['ownerId'] }]); // an older version's index
      await store.ensureIndexes([{ collection: 'rota_days', fields: ['ownerId', 'rotaDate'] }]);
      await store.applyBatch('rota', 1, async (batch) => {
        for (let day = 10; day < 30; day++) batch.put('rota_days', { id: `d${day}`, ownerId: 'o', rotaDate: `2027-01-${day}` });
      });

      const found = await store.find('rota_days', { ownerId: 'o', rotaDate: { $gte: '2027-01-14', $lte: '2027-01-16' } });

      expect(found.map((doc) => doc.id)).toEqual(['d14', 'd15', 'd16']);
      const indexes = internals.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'docs'").all() as {
        name: string;
      }[];
      expect(indexes.map(({ name }) => name)).toEqual([expect.stringMatching(/^px_rota_days_ownerId_rotaDate_/)]);
      const [sql] = [...internals.queries.keys()];
      const plan = internals.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('o', '2027-01-14', '2027-01-16') as { detail: string }[];
      expect(plan.map((step) => step.detail).join()).toMatch(
        /USING INDEX px_rota_days_ownerId_rotaDate_\w+ \(<expr>=\? AND <expr>>\? AND <expr><\?\)/,
      );
    } finally {
      await store.close();
    }
  });

  it('replaces the whole-table index an older version created', async () => {
    const store = await SqliteReadModelStore.open({ dataDir });
    const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
    try {
      // The name and shape the previous ensureIndexes gave it.
      const { createHash } = await import('node:crypto');
      const oldName = `ix_staff_workplaceId_${createHash('sha1')
        .update(JSON.stringify(['staff', ['workplaceId']]))
        .digest('hex')
        .slice(0, 8)}`;
      db.exec(`CREATE INDEX "${oldName}" ON docs (collection, json_extract(doc, '$.workplaceId'))`);

      await store.ensureIndexes([{ collection: 'staff', fields: ['workplaceId'] }]);

      const names = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'docs'").all() as { name: string }[]
      ).map((row) => row.name);
      expect(names).not.toContain(oldName);
      expect(names.filter((name) => name.startsWith('px_staff_workplaceId_'))).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
