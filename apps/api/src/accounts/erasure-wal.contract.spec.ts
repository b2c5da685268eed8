import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createErasureAccount, erasureMarkers, readableIn } from '../../test/erasure-scenario';
import { postgresTestApp, postgresUrl, queryPostgres } from '../../test/postgres-test-app';

/**
 * The PostgreSQL WAL (issue 40 §2): the log's events are sealed before they are written, so the
 * WAL records of the log hold no readable personal data; the read models' rows are plain in the
 * WAL until PostgreSQL recycles the segment (the window docs/security.md states). Runs on the
 * server DATABASE_URL names when this process can read its WAL files (CI and here: as root,
 * beside the server); else skips, saying why.
 */
/** The server's data directory: asked of the server, as the app's user or (not a superuser in CI) as `postgres` on this machine. */
function dataDirectoryOf(databaseUrl: string): string | { skip: string } {
  const ask = (command: string, args: string[]) =>
    execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  let directory: string;
  try {
    directory = ask('psql', [databaseUrl, '-At', '-c', "SELECT current_setting('data_directory')"]);
  } catch {
    try {
      const port = new URL(databaseUrl).port || '5432';
      directory = ask('runuser', ['-u', 'postgres', '--', 'psql', '-p', port, '-At', '-c', 'SHOW data_directory']);
    } catch {
      return { skip: 'neither the app user nor the local postgres user may read data_directory' };
    }
  }
  try {
    accessSync(join(directory, 'pg_wal'), constants.R_OK);
  } catch {
    return { skip: `${join(directory, 'pg_wal')} is not readable by this process (not root, or not the server's machine)` };
  }
  return directory;
}

const where = postgresUrl ? dataDirectoryOf(postgresUrl) : { skip: 'set DATABASE_URL (.ci/run does)' };
const describeWal = typeof where === 'string' ? describe : describe.skip;
if (typeof where !== 'string') console.log(`The WAL scan is skipped: ${where.skip}`);

/** The WAL segment file names from `first` to `last` (same timeline), in order. */
function segmentsBetween(first: string, last: string): string[] {
  const timeline = first.slice(0, 8);
  // A segment name is the timeline, then the log number and the segment number in it (256 segments of 16 MB per log).
  const number = (name: string) => BigInt(`0x${name.slice(8, 16)}`) * 0x100n + BigInt(`0x${name.slice(16, 24)}`);
  const names: string[] = [];
  for (let n = number(first); n <= number(last); n++) {
    names.push(
      `${timeline}${(n / 0x100n).toString(16).toUpperCase().padStart(8, '0')}${(n % 0x100n).toString(16).toUpperCase().padStart(8, '0')}`,
    );
  }
  return names;
}

describeWal('the PostgreSQL WAL holds no readable personal data of the log (DATABASE_URL)', () => {
  const postgres = postgresTestApp('wal');

  it("writes the log's personal data sealed: none of it in the WAL, while the read models' rows are there in plaintext", async () => {
    const t = await postgres.start();
    const walFile = async () =>
      (await queryPostgres<{ name: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS name', postgres.url()))[0].name;
    const m = erasureMarkers('wlq', 1947);
    // A checkpoint during the scenario may recycle its first segment: then the scenario runs again, with new markers.
    for (let attempt = 1; ; attempt++) {
      const markers = attempt === 1 ? m : erasureMarkers(`wl${attempt}`, 1947 - attempt);
      const first = await walFile();
      await createErasureAccount(t, markers, false);
      // Every record written so far is in the segment files at commit; the next segment starts what follows.
      const last = await walFile();
      const files = segmentsBetween(first, last).map((name) => join(where as string, 'pg_wal', name));
      if (!files.every((file) => existsSync(file))) {
        if (attempt < 3) continue;
        throw new Error(`WAL segments recycled during three runs: ${files.join(', ')}`);
      }
      const wal = Buffer.concat(files.map((file) => readFileSync(file)));

      // The contact message and its sender's name are in the log only (no read model copies them)...
      const readModels = execFileSync('pg_dump', ['--data-only', '--exclude-schema=event_store', postgres.url()]);
      expect(readableIn(Buffer.from(readModels), [markers.contactName, markers.contactMessage])).toEqual([]);
      const [{ count }] = await queryPostgres<{ count: string }>(
        "SELECT count(*) FROM event_store.events WHERE type = 'ContactMessageReceived'",
        postgres.url(),
      );
      expect(Number(count)).toBe(1);
      // ...and nowhere readable in the WAL: sealed before the log's row was written.
      expect(readableIn(wal, [markers.contactName, markers.contactMessage])).toEqual([]);
      // The read models' rows are plain in the WAL (the scan reads what is there): the window docs/security.md states.
      expect(readableIn(wal, [markers.firstName, markers.staffEmail, markers.note])).toEqual([
        markers.firstName,
        markers.staffEmail,
        markers.note,
      ]);
      return;
    }
  }, 120_000);
});
