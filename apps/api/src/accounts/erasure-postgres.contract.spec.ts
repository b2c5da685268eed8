import { execFileSync } from 'node:child_process';
import { createErasureAccount, deleteAccount, erasureMarkers, keepWritingPersonalData, readableIn } from '../../test/erasure-scenario';
import { postgresTestApp, postgresUrl } from '../../test/postgres-test-app';

const describePostgres = postgresUrl ? describe : describe.skip;
if (!postgresUrl) console.log('Erasure over PostgreSQL skipped: set DATABASE_URL (.ci/run does)');

/** The database as a backup holds it: every schema's rows (the log, the read models, the keys). */
const dump = (databaseUrl: string, ...args: string[]) =>
  execFileSync('pg_dump', ['--data-only', ...args, databaseUrl], { maxBuffer: 256 * 1024 * 1024 });

/**
 * Crypto-shredding over PostgreSQL (issue 40 §2): the log's events hold no readable personal
 * data at any time (so neither do its WAL and dead rows), and after a deletion with writers
 * running no dump of the database holds any.
 */
describePostgres('erasure that reaches every copy (PostgreSQL, DATABASE_URL)', () => {
  const postgres = postgresTestApp('erasure');

  it('keeps the log unreadable for the person while they exist, and leaves no marker in a pg_dump after their deletion', async () => {
    const t = await postgres.start();
    const m = erasureMarkers('wpg', 1949);
    // The team's invitations go out by SMTP here: the member is covered by the embedded test.
    const markers = Object.values(m).filter((marker) => marker !== m.memberEmail);
    const account = await createErasureAccount(t, m, false);
    let stopped = false;
    const writing = keepWritingPersonalData(t, account, m, () => stopped);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The read models hold the person while they exist (the scan finds what is there)...
    expect(readableIn(dump(postgres.url()), markers).length).toBeGreaterThan(0);
    // ...the log never does: its rows (and so its WAL records and dead rows) hold ciphertext.
    expect(readableIn(dump(postgres.url(), '--table=event_store.events'), markers)).toEqual([]);

    const deleted = await deleteAccount(t, account.owner);
    stopped = true;
    const statuses = await writing;
    expect(deleted.status).toBe(204);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(readableIn(dump(postgres.url()), markers)).toEqual([]);
  }, 120_000);
});
