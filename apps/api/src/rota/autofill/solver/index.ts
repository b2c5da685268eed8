/** The auto-fill's solver adapter: register `fillSolverProvider` in the module that proposes fills. */
import type { Provider } from '@nestjs/common';
import { FillSolver } from '../fill-solver.port';
import { HighsFillSolver } from './highs-fill-solver';

export { HighsFillSolver } from './highs-fill-solver';
export { DEFAULT_TIME_LIMIT_MS } from './highs-propose';
export type { ProposeOptions } from './highs-propose';

export const fillSolverProvider: Provider = { provide: FillSolver, useClass: HighsFillSolver };
