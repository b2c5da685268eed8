#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the server (with WORKERS=N, N API
// workers and the projectors; or, with --projector / --rebuild [--verify], the projector or
// the read-model rebuild).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverSources = ['apps/api/src', 'libs/domain/src', 'libs/event-store/src', 'libs/read-models/src', 'libs/contracts/src'];
const serverBuilt = mtime(join(root, 'apps/api/dist/main.js'));
if (serverSources.some((dir) => newestMtime(join(root, dir)) > serverBuilt)) {
  console.log('Building the API...');
  run('npx', ['tsc', '-b', 'apps/api/tsconfig.build.json']);
}

const wantsFrontend = !args.includes('--projector') && !args.includes('--rebuild') && process.env.SERVE_FRONTEND !== 'false';
if (wantsFrontend) {
  const frontendBuilt = mtime(join(root, 'frontend/dist/index.html'));
  // index.html, public/ and the Vite config shape the bundle too (the CSP-safe theme script lives in public/).
  const frontendSources = Math.max(
    ...['frontend/src', 'frontend/public', 'libs/domain/src'].map((dir) => newestMtime(join(root, dir))),
    ...['frontend/index.html', 'frontend/vite.config.ts'].map((file) => mtime(join(root, file))),
  );
  if (frontendSources > frontendBuilt) {
    console.log('Building the frontend...');
    run('npm', ['run', 'build', '-w', '@rotaledger/frontend', '--silent']);
  }
}

// WORKERS=N: N API workers and the projectors under one supervising process (apps/api/src/cluster.ts).
const entry = args.includes('--rebuild')
  ? 'apps/api/dist/tools/rebuild-read-models.js'
  : args.includes('--projector')
    ? 'apps/api/dist/projector.js'
    : process.env.WORKERS?.trim()
      ? 'apps/api/dist/cluster.js'
      : 'apps/api/dist/main.js';
const child = spawn(process.execPath, [join(root, entry), ...args.filter((a) => a === '--verify' || a === '--profile')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
