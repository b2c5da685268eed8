import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';

const repositoryRoot = join(__dirname, '..', '..', '..');
const ACKNOWLEDGEMENTS_BEFORE_KILL = 300;

/** Runs the appending child, SIGKILLs it after enough acknowledgements, returns every id it acknowledged. */
function appendThenKill(dataDir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', join(repositoryRoot, 'scripts/ts-register.cjs'), join(__dirname, 'testing/crash-child.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acknowledged: string[] = [];
    let partial = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      acknowledged.push(...lines);
      if (acknowledged.length >= ACKNOWLEDGEMENTS_BEFORE_KILL) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`crash child exited on its own: ${errors}`));
    });
  });
}

describe('SqliteEventStore after a kill -9', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rotaledger-crash-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged append, with consecutive revisions', async () => {
    const acknowledged = await appendThenKill(dataDir);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGEMENTS_BEFORE_KILL);

    const store = await SqliteEventStore.open({ dataDir });
    try {
      const events = await store.readStream('crash-probe');
      // The append in flight at the kill may or may not have committed; nothing acknowledged may be missing.
      expect(events.slice(0, acknowledged.length).map((e) => e.id)).toEqual(acknowledged);
      expect(events.length - acknowledged.length).toBeLessThanOrEqual(1);
      expect(events.map((e) => e.revision)).toEqual(events.map((_, index) => index));
      expect(events.map((e) => e.data.revision)).toEqual(events.map((_, index) => index));
    } finally {
      await store.close();
    }
  }, 60_000);
});
