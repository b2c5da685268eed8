#!/usr/bin/env node
// `npm run lint`: ESLint (no warnings allowed) and Prettier's check. ESLint lints what
// eslint.config.mjs selects; Prettier checks FORMATTED, the same paths `npm run format` writes
// (every source directory). Both always run, so one pass
// names every lint error and every unformatted file; the exit code is non-zero if either failed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FORMATTED = [
  'apps',
  'libs',
  'frontend/src',
  'e2e',
  'bench',
  'scripts',
  'playwright.config.ts',
  'eslint.config.mjs',
  'jest.config.js',
];

const checks = [
  { name: 'eslint', args: ['eslint', '--max-warnings', '0'] },
  { name: 'prettier --check', args: ['prettier', '--check', '--log-level', 'warn', ...FORMATTED] },
];
let failed = 0;
for (const { name, args } of checks) {
  const run = spawnSync('npx', ['--no-install', ...args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`lint: ${name} failed${name.startsWith('prettier') ? ' (npm run format fixes the formatting)' : ''}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
