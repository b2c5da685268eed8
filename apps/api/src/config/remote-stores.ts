import { EventStoreDBClient } from '@eventstore/db-client';
import { MongoClient } from 'mongodb';
import ConnectionString from 'mongodb-connection-string-url';
// Circular with app-config by design: both only use each other's exports at call time.
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** The read models' database when neither MONGO_URL's path nor MONGO_DB names one. */
export const DEFAULT_MONGO_DB = 'rotaledger';
/** MongoDB allows 63 bytes; verify-read-models appends "_scratch". */
const MAX_DB_NAME_LENGTH = 63 - '_scratch'.length;

export interface RemoteStores {
  eventStoreUrl?: string;
  mongoUrl?: string;
  mongoDbName: string;
  /** Both stores are remote (the distributed setup). */
  distributed: boolean;
}

const present = (env: Env, name: string) => env[name] !== undefined && env[name] !== '';

/** The first line of a client's parse error (the EventStoreDB parser appends an ASCII diagram). */
const firstLine = (error: unknown) => String((error as Error).message ?? error).split('\n')[0];

/** Parsed by the client itself, so whatever starts here also connects the same way later. */
function eventStoreUrl(env: Env): string | undefined {
  const raw = env.EVENTSTORE_URL;
  if (!raw) return undefined;
  try {
    // Builds a client without dialling; dispose() releases it at once.
    void EventStoreDBClient.connectionString(raw).dispose();
  } catch (error) {
    throw new ConfigError('EVENTSTORE_URL', `is not a connection string the EventStoreDB client accepts (${firstLine(error)})`);
  }
  return raw;
}

function mongoUrl(env: Env): { url: string; databaseInUrl?: string } | undefined {
  const raw = env.MONGO_URL;
  if (!raw) return undefined;
  let databaseInUrl: string | undefined;
  try {
    const parsed = new ConnectionString(raw);
    databaseInUrl = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || undefined;
    // The driver validates every option when the client is built; it connects only on first use.
    new MongoClient(raw);
  } catch (error) {
    throw new ConfigError('MONGO_URL', `is not a connection string the MongoDB driver accepts (${firstLine(error)})`);
  }
  return { url: raw, databaseInUrl };
}

function databaseName(variable: string, name: string): string {
  if (!/^[^/\\. "$*<>:|?]+$/.test(name) || Buffer.byteLength(name) > MAX_DB_NAME_LENGTH) {
    throw new ConfigError(
      variable,
      `must name a MongoDB database: up to ${MAX_DB_NAME_LENGTH} bytes, none of / \\ . " $ * < > : | ? or spaces (got "${name}")`,
    );
  }
  return name;
}

/**
 * The rule for the read models' database, one place: the database named in MONGO_URL's
 * path; MONGO_DB only when the URL names none; else "rotaledger". Naming two different
 * databases is refused rather than silently choosing one.
 */
function mongoDbName(env: Env, databaseInUrl: string | undefined): string {
  const fromEnv = present(env, 'MONGO_DB') ? env.MONGO_DB! : undefined;
  if (databaseInUrl && fromEnv && fromEnv !== databaseInUrl) {
    throw new ConfigError('MONGO_DB', `names "${fromEnv}" but MONGO_URL names "${databaseInUrl}": set one of them`);
  }
  if (databaseInUrl) return databaseName('MONGO_URL', databaseInUrl);
  return databaseName('MONGO_DB', fromEnv ?? DEFAULT_MONGO_DB);
}

/**
 * EVENTSTORE_URL and MONGO_URL together, or neither: one remote store beside one embedded
 * store would split the data between machines. With both remote, the settings that differ
 * per deployment must be stated, not defaulted.
 */
export function remoteStores(env: Env): RemoteStores {
  const eventStore = eventStoreUrl(env);
  const mongo = mongoUrl(env);
  if (eventStore && !mongo) {
    throw new ConfigError('MONGO_URL', 'must be set when EVENTSTORE_URL is set (both stores remote, or neither)');
  }
  if (mongo && !eventStore) {
    throw new ConfigError('EVENTSTORE_URL', 'must be set when MONGO_URL is set (both stores remote, or neither)');
  }
  const distributed = Boolean(eventStore && mongo);
  if (distributed) {
    if (!present(env, 'RUN_PROJECTIONS')) {
      throw new ConfigError('RUN_PROJECTIONS', 'must be set when the stores are remote: true on the one projector, false on API replicas');
    }
    if (!present(env, 'SMTP_URL')) {
      throw new ConfigError('SMTP_URL', 'is required when the stores are remote (no replica has a local outbox anyone reads)');
    }
    if (!present(env, 'PUBLIC_URL')) {
      throw new ConfigError('PUBLIC_URL', "is required when the stores are remote (e-mailed links must not follow a request's Host)");
    }
  }
  return {
    eventStoreUrl: eventStore,
    mongoUrl: mongo?.url,
    mongoDbName: mongoDbName(env, mongo?.databaseInUrl),
    distributed,
  };
}
