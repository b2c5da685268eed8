import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createErasureAccount, deleteAccount, erasureMarkers, keepWritingPersonalData, readableIn } from '../../test/erasure-scenario';
import { createTestApp, TestApp } from '../../test/test-app';

const url = process.env.DATABASE_URL;
const describePostgres = url ? describe : describe.skip;
if (!url) console.log('Erasure over PostgreSQL skipped: set DATABASE_URL (.ci/run does)');

function databaseUrl(database: string): string {
  const other = new URL(url!);
  other.pathname = `/${database}`;
  return other.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The database as a backup holds it: every schema's rows (the log, the read models, the keys). */
const dump = (database: string, ...args: string[]) =>
  execFileSync('pg_dump', ['--data-only', ...args, databaseUrl(database)], { maxBuffer: 256 * 1024 * 1024 });

/**
 * Crypto-shredding over PostgreSQL (issue 40 §2): the log's events hold no readable personal
 * data at any time (so neither do its WAL and dead rows), and after a deletion with writers
 * running no dump of the database holds any.
 */
describePostgres('erasure that reaches every copy (PostgreSQL, DATABASE_URL)', () => {
  const database = `rotaledger_erasure_${randomUUID().slice(0, 8)}`;
  let t: TestApp | undefined;
  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await t?.close();
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('keeps the log unreadable for the person while they exist, and leaves no marker in a pg_dump after their deletion', async () => {
    t = await createTestApp({
      env: {
        DATABASE_URL: databaseUrl(database),
        RUN_PROJECTIONS: 'true',
        JWT_SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://mail.invalid:25',
        PUBLIC_URL: 'https://rota.invalid',
        RATE_LIMITS: 'false',
      },
    });
    const m = erasureMarkers('wpg', 1949);
    // The team's invitations go out by SMTP here: the member is covered by the embedded test.
    const markers = Object.values(m).filter((marker) => marker !== m.memberEmail);
    const account = await createErasureAccount(t, m, false);
    let stopped = false;
    const writing = keepWritingPersonalData(t, account, m, () => stopped);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The read models hold the person while they exist (the scan finds what is there)...
    expect(readableIn(dump(database), markers).length).toBeGreaterThan(0);
    // ...the log never does: its rows (and so its WAL records and dead rows) hold ciphertext.
    expect(readableIn(dump(database, '--table=event_store.events'), markers)).toEqual([]);

    const deleted = await deleteAccount(t, account.owner);
    stopped = true;
    const statuses = await writing;
    expect(deleted.status).toBe(204);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(readableIn(dump(database), markers)).toEqual([]);
  }, 120_000);
});
