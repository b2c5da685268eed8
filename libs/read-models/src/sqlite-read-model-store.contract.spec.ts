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
});
