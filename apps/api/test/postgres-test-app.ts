import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestApp, TestApp } from './test-app';

/** The PostgreSQL server the contract project is given (.ci/run sets it); unset, the suites skip. */
export const postgresUrl = process.env.DATABASE_URL;

/** The URL of another database on DATABASE_URL's server. */
function databaseUrl(database: string): string {
  const other = new URL(postgresUrl!);
  other.pathname = `/${database}`;
  return other.toString();
}

/** One statement's rows, on its own connection (DATABASE_URL's database unless `connection` names another). */
export async function queryPostgres<Row = Record<string, unknown>>(sql: string, connection = postgresUrl): Promise<Row[]> {
  const client = new Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

export interface PostgresTestApp {
  /** The URL of its database (`rotaledger_<name>_<random>`). */
  url: () => string;
  /** The app's configuration over that database (its stores, real projections, rate limits off). */
  env: () => Record<string, string>;
  /** Starts the app over the database, closing the one started before (a restart). */
  start: () => Promise<TestApp>;
  /** Closes the running app, if any. */
  stop: () => Promise<void>;
}

/**
 * The whole app over DATABASE_URL's adapters in a database of its own (the role needs CREATEDB),
 * for the describe block it is called in: created before its tests, the app closed and the
 * database dropped after them. `env` adds to (or overrides) the app's configuration.
 */
export function postgresTestApp(name: string, env: Record<string, string> = {}): PostgresTestApp {
  const database = `rotaledger_${name}_${randomUUID().slice(0, 8)}`;
  // Built when the tests run: a suite is declared (and skipped) without DATABASE_URL too.
  const appEnv = () => ({
    DATABASE_URL: databaseUrl(database),
    RUN_PROJECTIONS: 'true',
    JWT_SECRET: 's'.repeat(40),
    SMTP_URL: 'smtp://mail.invalid:25',
    PUBLIC_URL: 'https://rota.invalid',
    RATE_LIMITS: 'false',
    ...env,
  });
  let running: TestApp | undefined;
  const stop = async () => {
    const app = running;
    running = undefined;
    await app?.close();
  };
  beforeAll(async () => {
    await queryPostgres(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await stop();
    await queryPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  return {
    url: () => databaseUrl(database),
    env: appEnv,
    start: async () => {
      await stop();
      running = await createTestApp({ env: appEnv() });
      return running;
    },
    stop,
  };
}
