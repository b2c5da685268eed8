import { mondayOf } from '../pay/working-time-checks';
import { fairTargetMinutes, FillProblem, fixedWeekMinutes } from './fill-problem';

/**
 * A choice gives each slot (by index) a pair index, or -1 for none. Its objective, compared
 * level by level: slots left open, existing assignments changed, minutes short of people's
 * minimum hours, (goal 'fair') minutes away from the middle of their contracted range, then
 * wage cost in pence.
 */
export type FillChoice = readonly number[];

export interface FillObjective {
  unfilled: number;
  changes: number;
  shortfallMinutes: number;
  fairnessMinutes: number;
  costPence: number;
}

export const OBJECTIVE_LEVELS = ['unfilled', 'changes', 'shortfallMinutes', 'fairnessMinutes', 'costPence'] as const;

/** Minutes each person works per Monday of the fill with a choice: fixed (every workplace) plus chosen. */
export function weekMinutesOf(problem: FillProblem, choice: FillChoice): number[][] {
  const minutes = problem.people.map((person) => problem.mondays.map((monday) => fixedWeekMinutes(person, monday)));
  choice.forEach((p) => {
    if (p < 0) return;
    const pair = problem.pairs[p];
    const week = problem.mondays.indexOf(mondayOf(problem.slots[pair.slot].date));
    if (week >= 0) minutes[pair.person][week] += pair.paidMinutes;
  });
  return minutes;
}

export function fillObjective(problem: FillProblem, choice: FillChoice): FillObjective {
  const weeks = weekMinutesOf(problem, choice);
  let shortfallMinutes = 0;
  let fairnessMinutes = 0;
  problem.people.forEach((person, i) => {
    const min = person.candidate.contract.minWeeklyHours;
    const target = fairTargetMinutes(person.candidate);
    weeks[i].forEach((m, w) => {
      if (min !== undefined) shortfallMinutes += Math.max(0, Math.round(min * 60) - m);
      if (problem.input.goal === 'fair' && target !== null && couldWorkInWeek(problem, i, problem.mondays[w])) {
        fairnessMinutes = Math.max(fairnessMinutes, Math.abs(m - target));
      }
    });
  });
  let changes = 0;
  for (const [s, holder] of problem.holders) if (choice[s] < 0 || problem.pairs[choice[s]].person !== holder) changes++;
  return {
    unfilled: choice.filter((p) => p < 0).length,
    changes,
    shortfallMinutes,
    fairnessMinutes,
    costPence: choice.reduce((sum, p) => sum + (p < 0 ? 0 : problem.pairs[p].costPence), 0),
  };
}

/** True when the person may be given at least one slot of the week of `monday`. */
export const couldWorkInWeek = (problem: FillProblem, person: number, monday: string) =>
  problem.pairsOfPerson[person].some((p) => problem.slots[problem.pairs[p].slot].monday === monday);

/** Negative when `a` is better, level by level. */
export function compareObjectives(a: FillObjective, b: FillObjective): number {
  for (const level of OBJECTIVE_LEVELS) if (a[level] !== b[level]) return a[level] - b[level];
  return 0;
}
