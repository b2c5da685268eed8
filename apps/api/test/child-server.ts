import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The server in a child process, for the tests that kill it (apps/api/test/app-child.ts). */
const repositoryRoot = join(__dirname, '..', '..', '..');

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
