import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteKeyStore } from './sqlite-key-store';
import { describeKeyStoreContract } from './testing/key-store.contract';
import { KeyStore } from './key-store.port';

describeKeyStoreContract('SQLite (keys.db)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keys-contract-'));
  const handles: KeyStore[] = [await SqliteKeyStore.open({ dataDir })];
  return {
    store: handles[0],
    openAnother: async () => {
      const other = await SqliteKeyStore.open({ dataDir });
      handles.push(other);
      return other;
    },
    cleanup: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

describe('SqliteKeyStore files', () => {
  it('leaves no byte of a destroyed key in keys.db or its WAL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'keys-files-'));
    const store = await SqliteKeyStore.open({ dataDir });
    const requests = Array.from({ length: 200 }, (_, index) => ({ keyId: `employee:${index}`, ownerId: index < 100 ? 'gone' : 'kept' }));
    const keys = await store.obtain(requests);
    await store.destroy({ ownerId: 'gone' });
    const files = readdirSync(dataDir).map((name) => readFileSync(join(dataDir, name)));
    for (const [keyId, key] of keys) {
      const found = files.some((file) => file.includes(key!));
      expect({ keyId, found }).toEqual({ keyId, found: Number(keyId.split(':')[1]) >= 100 });
    }
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
