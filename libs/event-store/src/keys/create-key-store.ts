import { KeyStore } from './key-store.port';
import { MongoKeyStore } from './mongo-key-store';
import { PostgresKeyStore } from './postgres-key-store';
import { SqliteKeyStore } from './sqlite-key-store';

/**
 * PostgreSQL when a database URL is configured (beside the log, a table of its own), else
 * MongoDB when the read models are there (distributed mode over KurrentDB: the log cannot hold
 * a deletable key), else the embedded `<dataDir>/keys.db`.
 */
export async function createKeyStore(config: {
  databaseUrl?: string;
  mongoUrl?: string;
  mongoDbName?: string;
  dataDir: string;
}): Promise<KeyStore> {
  if (config.databaseUrl) return PostgresKeyStore.open({ connectionString: config.databaseUrl });
  if (config.mongoUrl) return MongoKeyStore.open({ url: config.mongoUrl, dbName: config.mongoDbName ?? 'rotaledger' });
  return SqliteKeyStore.open({ dataDir: config.dataDir });
}
