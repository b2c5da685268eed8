import { KurrentDBClient } from '@kurrent/kurrentdb-client';
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
  /** PostgreSQL for both ports (DATABASE_URL); never beside the EventStoreDB + MongoDB pair. */
  databaseUrl?: string;
  eventStoreUrl?: string;
  mongoUrl?: string;
  mongoDbName: string;
  /** Both stores are remote (the distributed setup): PostgreSQL, or EventStoreDB + MongoDB. */
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
    void KurrentDBClient.connectionString(raw).dispose();
  } catch (error) {
    throw new ConfigError('EVENTSTORE_URL', `is not a connection string the KurrentDB client accepts (${firstLine(error)})`);
  }
  return raw;
}

const POSTGRES_URL_SHAPE = 'postgres://user:password@host:5432/database';

/**
 * node-postgres parses almost anything (a bare word becomes a host), so the shape is checked
 * here: a postgres:// or postgresql:// URL naming a host (or a socket directory in ?host=) and
 * a database, so the process never connects somewhere it was not told to.
 */
function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  const refuse = (why: string) => new ConfigError('DATABASE_URL', `is not a PostgreSQL connection string (${POSTGRES_URL_SHAPE}): ${why}`);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw refuse('not a URL');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw refuse(`the scheme is ${parsed.protocol} (postgres: or postgresql:)`);
  if (!parsed.hostname && !parsed.searchParams.get('host')) throw refuse('no host');
  if (!decodeURIComponent(parsed.pathname.replace(/^\//, ''))) throw refuse('no database (the path after the host)');
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
 * DATABASE_URL alone (PostgreSQL holds both), or EVENTSTORE_URL and MONGO_URL together, or
 * none: one remote store beside one embedded store would split the data between machines. With
 * remote stores, the settings that differ per deployment must be stated, not defaulted.
 */
export function remoteStores(env: Env): RemoteStores {
  const database = databaseUrl(env);
  const eventStore = eventStoreUrl(env);
  const mongo = mongoUrl(env);
  if (database && (eventStore || mongo)) {
    throw new ConfigError(
      'DATABASE_URL',
      `cannot be combined with ${eventStore ? 'EVENTSTORE_URL' : 'MONGO_URL'}: PostgreSQL holds both the events and the read models (set DATABASE_URL, or EVENTSTORE_URL and MONGO_URL)`,
    );
  }
  if (eventStore && !mongo) {
    throw new ConfigError('MONGO_URL', 'must be set when EVENTSTORE_URL is set (both stores remote, or neither)');
  }
  if (mongo && !eventStore) {
    throw new ConfigError('EVENTSTORE_URL', 'must be set when MONGO_URL is set (both stores remote, or neither)');
  }
  const distributed = Boolean(database || (eventStore && mongo));
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
    databaseUrl: database,
    eventStoreUrl: eventStore,
    mongoUrl: mongo?.url,
    mongoDbName: mongoDbName(env, mongo?.databaseInUrl),
    distributed,
  };
}
