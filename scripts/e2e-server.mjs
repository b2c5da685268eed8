#!/usr/bin/env node
// The server Playwright starts: the built app on port 8099 over a fresh DATA_DIR
// (the same path e2e/support/paths.ts reads, so tests can open the e-mail outbox).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.E2E_DATA_DIR || join(tmpdir(), 'rotaledger-e2e');
rmSync(dataDir, { recursive: true, force: true });
console.log(`e2e server: DATA_DIR=${dataDir} (outbox: ${join(dataDir, 'outbox')})`);
const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PORT || '8099', DATA_DIR: dataDir, RATE_LIMITS: 'false' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
