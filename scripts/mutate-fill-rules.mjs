#!/usr/bin/env node
// `npm run mutate:autofill`: shows that every hard rule of the auto-fill is guarded by a test.
// For each rule function of libs/domain/src/autofill (slot-constraints.ts, plan-constraints.ts),
// it disables the rule (`return null;` as its first line: "no refusal"), runs the auto-fill's
// domain tests, restores the file, and prints how many tests failed. A rule whose tests all
// still pass is an unguarded rule: the script exits 1 and names it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = ['libs/domain/src/autofill/slot-constraints.ts', 'libs/domain/src/autofill/plan-constraints.ts'];
const rule = /^export function (\w+Constraint)\([^)]*\): FillReason \| null \{\n/gm;
const unguarded = [];
for (const file of files) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  for (const match of source.matchAll(rule)) {
    const at = match.index + match[0].length;
    writeFileSync(path, `${source.slice(0, at)}  return null;\n${source.slice(at)}`);
    try {
      const run = spawnSync('npx', ['jest', '--selectProjects=unit', '--testPathPattern', 'libs/domain/src/autofill', '--silent'], {
        cwd: root,
        encoding: 'utf8',
      });
      const failed = Number(/Tests:\s+(\d+) failed/.exec(`${run.stdout}${run.stderr}`)?.[1] ?? 0);
      console.log(`${match[1].padEnd(28)} disabled: ${failed} failing test${failed === 1 ? '' : 's'}`);
      if (failed === 0) unguarded.push(match[1]);
    } finally {
      writeFileSync(path, source);
    }
  }
}
if (unguarded.length > 0) {
  console.log(`Unguarded rules (no test fails without them): ${unguarded.join(', ')}`);
  process.exit(1);
}
console.log('Every rule is guarded: disabling any one of them fails a test.');
