import {
  compareObjectives,
  FillChoice,
  fillObjective,
  FillObjective,
  fillProblem,
  FillProblem,
  fillResult,
  FillInput,
  FillResult,
  greedyFill,
  improveFill,
  keepsTotals,
} from '@rotaledger/domain';
import { choiceOfColumns, columnValues, FillModel, fillModel, levelProgram } from './fill-model';
import type { HighsModule } from './highs-module';

export interface ProposeOptions {
  /** The whole run's budget; default DEFAULT_TIME_LIMIT_MS. */
  timeLimitMs?: number;
  /** No time limit: the proven optimum (the bench's reference). */
  exact?: boolean;
}

export const DEFAULT_TIME_LIMIT_MS = 5_000;
/** The share of the time limit the local search may take before HiGHS starts. */
const START_SHARE = 0.6;

/**
 * A proposal from HiGHS: the greedy fill first (the answer if nothing better is proven in time,
 * and an upper bound on the first levels), then one solve per level of the objective, each
 * keeping the earlier levels' optimum. `optimal` is false when any solve stopped at its limit.
 */
export function proposeWithHighs(highs: HighsModule, input: FillInput, options: ProposeOptions = {}): FillResult {
  const started = performance.now();
  const problem = fillProblem(input);
  // The local search may use up to START_SHARE of the limit: with its handover chains it is most
  // of the quality at 40 staff (0.4-0.8 % above the optimum on the bench's weeks, before HiGHS),
  // and HiGHS gets the rest. Bounded, so the limit holds on a slow or busy machine too.
  const limitMs = options.exact ? Infinity : (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const greedy = improveFill(problem, greedyFill(problem), { shouldStop: () => performance.now() - started > limitMs * START_SHARE });
  const { choice, optimal } = solveLevels(highs, problem, greedy, started, options);
  const ms = Math.round(performance.now() - started);
  return fillResult(problem, choice, { name: 'highs', version: highs.version, ms, optimal });
}

function solveLevels(highs: HighsModule, problem: FillProblem, greedy: FillChoice, started: number, options: ProposeOptions) {
  const model = fillModel(problem);
  const limitMs = options.exact ? Infinity : (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  let best = { choice: greedy, objective: fillObjective(problem, greedy) };
  let optimal = true;
  const bounds: Partial<FillObjective> = {};
  // While the levels proven so far equal the greedy's, its next value bounds the next level too.
  let greedyHolds = true;
  for (const level of model.active) {
    // A level the best choice already holds at its floor is proven without a solve.
    if (best.objective[level] === levelFloor(problem, level)) {
      bounds[level] = best.objective[level];
      continue;
    }
    const left = limitMs - (performance.now() - started);
    if (left <= 0) return { choice: best.choice, optimal: false };
    const levelBounds: Partial<FillObjective> = { ...bounds, ...(greedyHolds ? { [level]: best.objective[level] } : {}) };
    const solved = solveLevel(highs, problem, model, levelProgram(model, level, levelBounds), best.choice, left);
    if (!solved) return { choice: best.choice, optimal: false };
    if (!solved.optimal) optimal = false;
    const objective = fillObjective(problem, solved.choice);
    if (compareObjectives(objective, best.objective) <= 0) best = { choice: solved.choice, objective };
    if (!solved.optimal) return { choice: best.choice, optimal: false };
    greedyHolds = greedyHolds && objective[level] === fillObjective(problem, greedy)[level];
    bounds[level] = objective[level];
  }
  return { choice: best.choice, optimal };
}

/** A value no choice can go below: slots nobody may take stay open; every other level is at least 0. */
function levelFloor(problem: FillProblem, level: keyof FillObjective): number {
  return level === 'unfilled' ? problem.pairsOfSlot.filter((pairs) => pairs.length === 0).length : 0;
}

/** One solve from the best choice known: the choice it found (checked against the rules), or null when it found none in time. */
function solveLevel(
  highs: HighsModule,
  problem: FillProblem,
  model: FillModel,
  program: string,
  start: FillChoice,
  leftMs: number,
): { choice: FillChoice; optimal: boolean } | null {
  const startValues = columnValues(model, start);
  const answer = highs.solve(program, startValues, [...startValues.keys()], {
    ...(Number.isFinite(leftMs) ? { time_limit: Math.max(0.05, leftMs / 1000) } : {}),
    mip_rel_gap: 0,
    mip_abs_gap: 0.5,
    output_flag: false,
  });
  if (answer.status === 'none') return null;
  const choice = choiceOfColumns(problem, model, (name) => answer.values.get(name) ?? 0);
  if (!validChoice(problem, choice)) return null;
  return { choice, optimal: answer.status === 'optimal' };
}

/** The solver's answer kept only if it breaks no rule (a timed-out solve may hold no incumbent). */
function validChoice(problem: FillProblem, choice: FillChoice): boolean {
  const taken = new Set<number>();
  for (const p of choice) if (p >= 0) taken.add(p);
  for (const [a, b] of problem.conflicts) if (taken.has(a) && taken.has(b)) return false;
  return keepsTotals(problem, [...taken]);
}
