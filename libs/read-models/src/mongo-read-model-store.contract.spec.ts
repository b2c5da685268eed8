import { randomUUID } from 'node:crypto';
import { MongoReadModelStore } from './mongo-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

const url = process.env.MONGO_URL;
// A database per test, so the suite can share a server with anything else.
const factory = async () => {
  const store = await MongoReadModelStore.open({ url: url!, dbName: `rotaledger_contract_${randomUUID().slice(0, 8)}` });
  return {
    store,
    cleanup: async () => {
      await store.dropDatabase();
      await store.close();
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
