import { randomUUID } from 'node:crypto';
import { MongoReadModelStore } from './mongo-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

const url = process.env.MONGO_URL;
// A database per test, so the suite can share a server with anything else.
const factory = async () => {
  const dbName = `rotaledger_contract_${randomUUID().slice(0, 8)}`;
  const store = await MongoReadModelStore.open({ url: url!, dbName });
  const others: MongoReadModelStore[] = [];
  return {
    store,
    // A second client on the same database: what a second process sees.
    openAnother: async () => {
      const other = await MongoReadModelStore.open({ url: url!, dbName });
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await store.dropDatabase();
      await Promise.all([store, ...others].map((handle) => handle.close()));
    },
  };
};

if (url) {
  describeReadModelStoreContract('MongoDB (MONGO_URL)', factory);
} else {
  const reason = 'MongoDB contract suite skipped: set MONGO_URL (docker compose up -d mongo; npm run test:infra)';
  console.log(reason);
  // Declared but skipped, so the report counts every contract test as skipped, not passed.
  describe.skip(reason, () => describeReadModelStoreContract('MongoDB', factory));
}
