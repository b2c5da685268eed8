import type { SlotFacts } from './fill-facts';
import { compareObjectives, FillChoice, fillObjective, FillObjective } from './fill-objective';
import type { FillProblem } from './fill-problem';
import { firstPlanRefusal } from './plan-constraints';

/**
 * Every feasible choice tried, the best kept: the proven optimum of a tiny fill, to check a
 * solver against (exponential: a handful of slots and people only).
 */
export function exhaustiveFill(problem: FillProblem, limit = 2_000_000): { choice: FillChoice; objective: FillObjective } {
  const choice = problem.slots.map(() => -1);
  const chosen: SlotFacts[][] = problem.people.map(() => []);
  let best: { choice: FillChoice; objective: FillObjective } | null = null;
  let visited = 0;
  const visit = (s: number) => {
    if (++visited > limit) throw new Error(`exhaustiveFill: more than ${limit} choices`);
    if (s === problem.slots.length) {
      const objective = fillObjective(problem, choice);
      if (!best || compareObjectives(objective, best.objective) < 0) best = { choice: [...choice], objective };
      return;
    }
    visit(s + 1);
    const slot = problem.slots[s];
    for (const p of problem.pairsOfSlot[s]) {
      const { person } = problem.pairs[p];
      const { candidate, fixed } = problem.people[person];
      if (firstPlanRefusal({ candidate, slot, plan: [...fixed, ...chosen[person]] })) continue;
      choice[s] = p;
      chosen[person].push(slot);
      visit(s + 1);
      chosen[person].pop();
      choice[s] = -1;
    }
  };
  visit(0);
  return best!;
}
