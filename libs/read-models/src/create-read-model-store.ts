import { MongoReadModelStore } from './mongo-read-model-store';
import { ReadModelStore } from './read-model-store.port';
import { SqliteReadModelStore } from './sqlite-read-model-store';

const DEFAULT_DATABASE = 'rotaledger';

/** The database named in a mongodb:// URL's path, if any. */
function databaseNameOf(url: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(url);
  return match ? decodeURIComponent(match[1]) : DEFAULT_DATABASE;
}

/**
 * MongoDB when a URL is configured, else the embedded SQLite file under dataDir. `scratch`
 * selects a separate store (SQLite file / `<db>_scratch` database) for rebuild verification.
 */
export async function createReadModelStore(config: {
  mongoUrl?: string;
  /** Overrides the database named in the URL (MONGO_DB). */
  mongoDbName?: string;
  dataDir: string;
  scratch?: boolean;
  /** The embedded store calls it with every SQL statement it runs (tests of query plans). */
  traceSql?: (sql: string) => void;
}): Promise<ReadModelStore> {
  if (config.mongoUrl) {
    const dbName = config.mongoDbName || databaseNameOf(config.mongoUrl);
    return MongoReadModelStore.open({ url: config.mongoUrl, dbName: config.scratch ? `${dbName}_scratch` : dbName });
  }
  return SqliteReadModelStore.open({
    dataDir: config.dataDir,
    fileName: config.scratch ? 'read-models.scratch.db' : undefined,
    traceSql: config.traceSql,
  });
}
