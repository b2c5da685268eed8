import { randomUUID } from 'node:crypto';
import { MongoKeyStore } from './mongo-key-store';
import { describeKeyStoreContract } from './testing/key-store.contract';

const url = process.env.MONGO_URL;
// A database per test, so the suite can share a server with anything else.
const factory = async () => {
  const dbName = `rotaledger_keys_${randomUUID().slice(0, 8)}`;
  const store = await MongoKeyStore.open({ url: url!, dbName });
  const others: MongoKeyStore[] = [];
  return {
    store,
    openAnother: async () => {
      const other = await MongoKeyStore.open({ url: url!, dbName });
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
  describeKeyStoreContract('MongoDB (MONGO_URL)', factory);
} else {
  const reason = 'MongoDB key store contract suite skipped: set MONGO_URL (docker compose up -d mongo; npm run test:infra)';
  console.log(reason);
  describe.skip(reason, () => describeKeyStoreContract('MongoDB', factory));
}
