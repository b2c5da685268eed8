import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Bounds the solver thread's heap: a runaway model ends the thread, not the API. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

/**
 * Starts the solver's worker thread from wherever this code runs: the built app (apps/api/dist)
 * has the worker as JavaScript beside this file; under jest and the TS runner (scripts/run-ts.mjs)
 * this file is the TypeScript source, so the worker first installs the project's TS require hook
 * (scripts/ts-register.cjs, which also maps @rotaledger/* to the libraries' sources).
 */
export function startSolverThread(): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(join(__dirname, 'fill-solver.worker.js'), { resourceLimits: RESOURCE_LIMITS });
  const register = findUp(__dirname, join('scripts', 'ts-register.cjs'));
  const entry = join(__dirname, 'fill-solver.worker.ts');
  const bootstrap = `require(${JSON.stringify(register)}); require(${JSON.stringify(entry)});`;
  return new Worker(bootstrap, { eval: true, resourceLimits: RESOURCE_LIMITS });
}

function findUp(from: string, relative: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}
