import type { FillInput, FillResult } from '@rotaledger/domain';

/**
 * The auto-fill's solver (issue 38), a port like the stores: the API loads a FillInput from the
 * read side and asks for a proposal; the adapter runs the model off the event loop (a worker
 * thread), bounded in time, and says whether it proved the proposal optimal.
 */
export abstract class FillSolver {
  abstract propose(input: FillInput, options?: { timeLimitMs?: number }): Promise<FillResult>;
}
