#!/usr/bin/env node
// Runs a TypeScript file without a build (benchmarks, one-off tools): a require hook
// transpiles .ts with TypeScript and maps @rotaledger/<lib> to its sources.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
require(join(root, 'scripts/ts-register.cjs'));
require(resolve(process.argv[2]));
