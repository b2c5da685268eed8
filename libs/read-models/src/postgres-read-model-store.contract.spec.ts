import { randomUUID } from 'node:crypto';
import { PostgresReadModelStore } from './postgres-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

const url = process.env.DATABASE_URL;
// A schema per test, so the suite can share a database with anything else.
const factory = async () => {
  const schema = `rm_contract_${randomUUID().slice(0, 8)}`;
  const store = await PostgresReadModelStore.open({ connectionString: url!, schema });
  const others: PostgresReadModelStore[] = [];
  return {
    store,
    // A second pool on the same schema: what a second process sees.
    openAnother: async () => {
      const other = await PostgresReadModelStore.open({ connectionString: url!, schema });
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await store.dropSchema();
      await Promise.all([store, ...others].map((handle) => handle.close()));
    },
  };
};

if (url) {
  describeReadModelStoreContract('PostgreSQL (DATABASE_URL)', factory);
} else {
  const reason = 'PostgreSQL contract suite skipped: set DATABASE_URL (postgres://user:password@127.0.0.1:5432/db; .ci/run does)';
  console.log(reason);
  // Declared but skipped, so the report counts every contract test as skipped, not passed.
  describe.skip(reason, () => describeReadModelStoreContract('PostgreSQL', factory));
}
