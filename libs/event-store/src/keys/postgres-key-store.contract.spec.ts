import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PostgresKeyStore } from './postgres-key-store';
import { describeKeyStoreContract } from './testing/key-store.contract';
import { KeyStore } from './key-store.port';

const url = process.env.DATABASE_URL;
const schema = `keys_contract_${randomUUID().slice(0, 8)}`;
const factory = async () => {
  const handles: KeyStore[] = [await PostgresKeyStore.open({ connectionString: url!, schema })];
  return {
    store: handles[0],
    openAnother: async () => {
      const other = await PostgresKeyStore.open({ connectionString: url!, schema });
      handles.push(other);
      return other;
    },
    cleanup: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    },
  };
};

if (url) {
  afterAll(async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
  describeKeyStoreContract('PostgreSQL (DATABASE_URL)', factory);
} else {
  const reason = 'PostgreSQL key store contract suite skipped: set DATABASE_URL';
  console.log(reason);
  describe.skip(reason, () => describeKeyStoreContract('PostgreSQL', factory));
}
