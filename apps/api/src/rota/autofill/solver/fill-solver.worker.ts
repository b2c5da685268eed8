import { getPriority, setPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import type { FillInput } from '@rotaledger/domain';
import { loadHighs } from './highs-module';
import { ProposeOptions, proposeWithHighs } from './highs-propose';

/** The solver's thread: loads HiGHS once, then answers one request at a time, in order. */
export interface FillRequest {
  id: number;
  input: FillInput;
  options: ProposeOptions;
}
export type FillReply = { id: number; threadId: number; niceness: number } & (
  { result: ReturnType<typeof proposeWithHighs> } | { error: string }
);

/**
 * The solver thread's nice value. On 2 cores a 40-staff fill keeps one core busy for seconds;
 * at nice 10 the kernel gives the API's own thread (nice 0) about nine tenths of a contended
 * core, so other requests keep their latency while the fill takes what is left. Linux keeps
 * the nice value per thread, and `setPriority(0, …)` from this thread renices only this
 * thread; lowering one's own priority needs no privilege.
 */
export const SOLVER_NICENESS = 10;

function lowerOwnPriority(): number {
  try {
    setPriority(0, Math.max(getPriority(0), SOLVER_NICENESS));
  } catch {
    // A platform without per-thread priorities: the fill still runs off the event loop.
  }
  return getPriority(0);
}

const niceness = lowerOwnPriority();
const highs = loadHighs();

parentPort?.on('message', (request: FillRequest) => {
  void highs
    .then((module) => ({ result: proposeWithHighs(module, request.input, request.options) }))
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    .then((answer) => parentPort?.postMessage({ id: request.id, threadId, niceness, ...answer } satisfies FillReply));
});
