import { MongoReadModelStore } from './mongo-read-model-store';
import { PostgresReadModelStore } from './postgres-read-model-store';
import { ReadModelStore } from './read-model-store.port';
import { SqliteReadModelStore } from './sqlite-read-model-store';

const DEFAULT_DATABASE = 'rotaledger';

/** The database named in a mongodb:// URL's path, if any. */
function databaseNameOf(url: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(url);
  return match ? decodeURIComponent(match[1]) : DEFAULT_DATABASE;
}

/** The PostgreSQL schema of the read models, and of a verify's scratch copy beside them. */
const POSTGRES_SCHEMA = 'read_models';

/**
 * PostgreSQL when a database URL is configured, MongoDB when its URL is (the configuration
 * allows one of the two), else the embedded SQLite file under dataDir. `scratch` selects a
 * separate store (SQLite file / `<db>_scratch` database / `read_models_scratch` schema) for
 * rebuild verification.
 */
export async function createReadModelStore(config: {
  databaseUrl?: string;
  mongoUrl?: string;
  /** Overrides the database named in the URL (MONGO_DB). */
  mongoDbName?: string;
  dataDir: string;
  scratch?: boolean;
  /** The embedded store calls it with every SQL statement it runs (tests of query plans). */
  traceSql?: (sql: string) => void;
}): Promise<ReadModelStore> {
  if (config.databaseUrl) {
    return PostgresReadModelStore.open({
      connectionString: config.databaseUrl,
      schema: config.scratch ? `${POSTGRES_SCHEMA}_scratch` : POSTGRES_SCHEMA,
    });
  }
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
