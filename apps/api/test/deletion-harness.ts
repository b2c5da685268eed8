import { ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_DELETIONS_STREAM } from '@rotaledger/domain';
import { SqliteEventStore } from '@rotaledger/event-store';

/**
 * What the account-deletion tests share: a search of DATA_DIR's bytes for personal data, the
 * server in a child process (so it can be killed with SIGKILL), and the deletion record read
 * through a connection of the test's own.
 */

const repositoryRoot = join(__dirname, '..', '..', '..');

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

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** The signal that ended the process (null for a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** What it wrote to stderr so far (its errors and warnings). */
  stderr: () => string;
}

/**
 * The server in a child process on DATA_DIR (apps/api/test/app-child.ts). `env` adds to the
 * environment, e.g. ROTALEDGER_CRASH_AFTER, with which it SIGKILLs itself right after that step.
 */
export async function startChild(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['-r', join(repositoryRoot, 'scripts/ts-register.cjs'), join(repositoryRoot, 'apps/api/test/app-child.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir, SERVE_FRONTEND: 'false', RATE_LIMITS: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`app child exited before listening: ${errors}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited, stderr: () => errors };
}

/** The account-deletions record once it shows the user's deletion completed (read through a second connection). */
export async function deletionRecordOnceCompleted(dataDir: string, userId: string, timeoutMs = 60_000): Promise<string[][]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const store = await SqliteEventStore.open({ dataDir });
    const record = (await store.readStream(ACCOUNT_DELETIONS_STREAM)).map((e) => [e.type, String(e.data.userId)]);
    await store.close();
    if (record.some(([type, id]) => type === 'AccountDeletionCompleted' && id === userId) || Date.now() > deadline) return record;
    await sleep(100);
  }
}
