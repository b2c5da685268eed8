import { mondayOf } from '../pay/working-time-checks';
import type { SlotFacts } from './fill-facts';
import type { FillChoice } from './fill-objective';
import { fairTargetMinutes, FillProblem, fixedWeekMinutes } from './fill-problem';
import { firstPlanRefusal } from './plan-constraints';

/**
 * A quick feasible choice, the solver's start and its fallback: hardest slots first (a placed
 * one first, so its holder keeps it), each to the person who keeps every rule with what they
 * already have and who serves the objective best: the holder, then the most minutes towards
 * their minimum, (fair) the nearest the middle of their range, the cheapest, the first by id.
 */
export function greedyFill(problem: FillProblem): FillChoice {
  const choice = problem.slots.map(() => -1);
  const chosen: SlotFacts[][] = problem.people.map(() => []);
  const order = problem.slots
    .map((_, s) => s)
    .sort(
      (a, b) =>
        Number(!problem.holders.has(a)) - Number(!problem.holders.has(b)) ||
        problem.pairsOfSlot[a].length - problem.pairsOfSlot[b].length ||
        a - b,
    );
  const weekMinutes = (person: number, monday: string) =>
    fixedWeekMinutes(problem.people[person], monday) +
    chosen[person].filter((c) => c.monday === monday).reduce((sum, c) => sum + c.paidMinutes, 0);
  for (const s of order) {
    const slot = problem.slots[s];
    let best: { pair: number; key: number[] } | null = null;
    for (const p of problem.pairsOfSlot[s]) {
      const pair = problem.pairs[p];
      const { candidate, fixed } = problem.people[pair.person];
      if (firstPlanRefusal({ candidate, slot, plan: [...fixed, ...chosen[pair.person]] })) continue;
      const had = weekMinutes(pair.person, mondayOf(slot.date));
      const min = candidate.contract.minWeeklyHours;
      const towardsMin = min === undefined ? 0 : Math.min(pair.paidMinutes, Math.max(0, Math.round(min * 60) - had));
      const target = fairTargetMinutes(candidate);
      const fair =
        problem.input.goal === 'fair' && target !== null ? Math.abs(had + pair.paidMinutes - target) - Math.abs(had - target) : 0;
      const key = [problem.holders.get(s) === pair.person ? 0 : 1, -towardsMin, fair, pair.costPence, pair.person];
      if (!best || lexLess(key, best.key)) best = { pair: p, key };
    }
    if (!best) continue;
    choice[s] = best.pair;
    chosen[problem.pairs[best.pair].person].push(slot);
  }
  return choice;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
