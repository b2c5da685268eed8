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
export type FillReply = { id: number; threadId: number } & ({ result: ReturnType<typeof proposeWithHighs> } | { error: string });

const highs = loadHighs();

parentPort?.on('message', (request: FillRequest) => {
  void highs
    .then((module) => ({ result: proposeWithHighs(module, request.input, request.options) }))
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    .then((answer) => parentPort?.postMessage({ id: request.id, threadId, ...answer } satisfies FillReply));
});
