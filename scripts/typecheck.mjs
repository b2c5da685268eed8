#!/usr/bin/env node
// `npm run typecheck`: type-checks every TypeScript file of the repo, tests included (jest
// and Vitest only transpile, so nothing else would see a type error in a test). One
// `tsc -p` per program, two at a time, each incremental with its build info under
// .tmp/typecheck (git-ignored). Prints tsc's errors, file and line first, and exits non-zero
// on any of them. Emits nothing: the build is `npm run build`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// Largest first, so the two slots finish close together.
const programs = [
  { name: 'frontend: sources and Vitest tests', config: 'frontend/tsconfig.json' },
  { name: 'libraries, API, their tests and the benchmarks', config: 'tsconfig.typecheck.json' },
  { name: 'end-to-end: Playwright journeys and config', config: 'e2e/tsconfig.json' },
];

function check({ name, config }) {
  const started = Date.now();
  return new Promise((resolve) => {
    // `tsc -p` rather than `tsc -b`: build mode decides from timestamps of a project's own
    // files and would miss a library change that breaks a test elsewhere.
    const child = spawn(process.execPath, [tsc, '-p', config, '--pretty', String(Boolean(process.stdout.isTTY))], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const errors = (output.match(/error TS\d+/g) ?? []).length;
      const verdict = code === 0 ? 'ok' : `FAILED${errors ? ` (${errors} error${errors === 1 ? '' : 's'})` : ''}`;
      console.log(`typecheck ${config} (${name}): ${verdict} in ${seconds}s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...programs];
const slots = Math.max(1, Math.min(2, availableParallelism()));
const outcomes = await Promise.all(
  Array.from({ length: slots }, async () => {
    const passed = [];
    while (queue.length > 0) passed.push(await check(queue.shift()));
    return passed;
  }),
);
process.exit(outcomes.flat().every(Boolean) ? 0 : 1);
