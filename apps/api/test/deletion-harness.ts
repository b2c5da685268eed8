import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_DELETIONS_STREAM } from '@rotaledger/domain';
import { SqliteEventStore } from '@rotaledger/event-store';

/**
 * What the account-deletion tests share: a search of DATA_DIR's bytes for personal data, the
 * server in a child process (so it can be killed with SIGKILL; child-server.ts), and the
 * deletion record read through a connection of the test's own.
 */
export { startChild, type ChildServer } from './child-server';

/** Every file under DATA_DIR (databases, -wal, -shm, outbox), as bytes. */
function filesUnder(directory: string): { path: string; bytes: Buffer }[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, bytes: readFileSync(path) }];
  });
}

/** Which needles occur in which file, as UTF-8 or UTF-16 (either byte order), case-insensitively for ASCII. */
export function leftovers(directory: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const { path, bytes } of filesUnder(directory)) {
    const lowered = Buffer.from(bytes.map((byte) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)));
    for (const needle of needles.map((n) => n.toLowerCase())) {
      const encodings = [Buffer.from(needle, 'utf8'), Buffer.from(needle, 'utf16le'), Buffer.from(needle, 'utf16le').swap16()];
      if (encodings.some((encoded) => lowered.includes(encoded))) found.push(`${needle} in ${path}`);
    }
  }
  return found;
}

/** The account-deletions record once it shows the user's deletion completed (read through a second connection). */
export function deletionRecordOnceCompleted(dataDir: string, userId: string, timeoutMs = 60_000): Promise<string[][]> {
  return recordOnceCompleted(
    dataDir,
    { stream: ACCOUNT_DELETIONS_STREAM, idField: 'userId', completed: 'AccountDeletionCompleted' },
    userId,
    timeoutMs,
  );
}

/**
 * A kept record stream (`account-deletions`, `employee-forgettings`) as [type, id] pairs, read
 * through a connection of the test's own, once it shows `completed` for `id` (or at the timeout).
 */
export async function recordOnceCompleted(
  dataDir: string,
  record: { stream: string; idField: string; completed: string },
  id: string,
  timeoutMs = 60_000,
): Promise<string[][]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const store = await SqliteEventStore.open({ dataDir });
    const pairs = (await store.readStream(record.stream)).map((e) => [e.type, String(e.data[record.idField])]);
    await store.close();
    if (pairs.some(([type, of]) => type === record.completed && of === id) || Date.now() > deadline) return pairs;
    await sleep(100);
  }
}
