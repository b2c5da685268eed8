import { randomUUID } from 'node:crypto';

/** What a MongoDB contract suite opens: a store on a database of its own, dropped afterwards. */
export interface MongoSuiteStore {
  dropDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** A test's store, a second client on the same database (what a second process sees) and the clean-up. */
export interface MongoSuiteFixture<S> {
  store: S;
  openAnother(): Promise<S>;
  cleanup(): Promise<void>;
}

/**
 * The start the MongoDB contract suites share (the key store's, the read-model store's). With
 * MONGO_URL the suite runs against that server, each test on a database of its own (`<prefix>_…`),
 * so it can share the server with anything else. Without, it prints why and is declared but
 * skipped, so the report counts every contract test as skipped, not passed.
 */
export function describeOnMongo<S extends MongoSuiteStore>(
  suite: string,
  dbPrefix: string,
  open: (options: { url: string; dbName: string }) => Promise<S>,
  describeContract: (name: string, factory: () => Promise<MongoSuiteFixture<S>>) => void,
): void {
  const url = process.env.MONGO_URL;
  const factory = async (): Promise<MongoSuiteFixture<S>> => {
    const dbName = `${dbPrefix}_${randomUUID().slice(0, 8)}`;
    const store = await open({ url: url!, dbName });
    const others: S[] = [];
    return {
      store,
      openAnother: async () => {
        const other = await open({ url: url!, dbName });
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
    describeContract('MongoDB (MONGO_URL)', factory);
    return;
  }
  const reason = `${suite} skipped: set MONGO_URL (docker compose up -d mongo; npm run test:infra)`;
  console.log(reason);
  describe.skip(reason, () => describeContract('MongoDB', factory));
}
