import type { SlotFacts } from './fill-facts';
import { compareObjectives, FillChoice, fillObjective } from './fill-objective';
import type { FillProblem } from './fill-problem';
import { firstPlanRefusal } from './plan-constraints';

/**
 * A choice made better by small moves, each kept only when the whole objective improves: an
 * open slot taken by someone free, or by someone who hands one of theirs to a third person;
 * a slot handed to someone better for it, also by a cheaper person who hands one of theirs on;
 * two people's slots swapped. The solver's start: the closer it is, the sooner a
 * level is proven (a start equal to the bound proves it at the root). `shouldStop` lets the
 * caller bound it in time (the domain has no clock).
 */
export function improveFill(
  problem: FillProblem,
  start: FillChoice,
  options: { maxPasses?: number; shouldStop?: () => boolean } = {},
): FillChoice {
  const { maxPasses = 6, shouldStop = () => false } = options;
  const choice = [...start];
  let objective = fillObjective(problem, choice);
  const planOf = (person: number, without: number[] = []) => {
    const { fixed } = problem.people[person];
    const chosen: SlotFacts[] = [];
    choice.forEach((p, s) => p >= 0 && problem.pairs[p].person === person && !without.includes(s) && chosen.push(problem.slots[s]));
    return [...fixed, ...chosen];
  };
  const fits = (pair: number, without: number[] = []) => {
    const { person, slot } = problem.pairs[pair];
    return !firstPlanRefusal({ candidate: problem.people[person].candidate, slot: problem.slots[slot], plan: planOf(person, without) });
  };
  const tryChoice = (changes: Array<[number, number]>) => {
    const next = [...choice];
    for (const [s, p] of changes) next[s] = p;
    const value = fillObjective(problem, next);
    if (compareObjectives(value, objective) >= 0) return false;
    changes.forEach(([s, p]) => (choice[s] = p));
    objective = value;
    return true;
  };
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    problem.slots.forEach((_, s) => {
      if (shouldStop()) return;
      for (const p of problem.pairsOfSlot[s]) {
        if (choice[s] === p) continue;
        const { person } = problem.pairs[p];
        const current = choice[s];
        if (fits(p, [s]) && tryChoice([[s, p]])) {
          improved = true;
          continue;
        }
        if (current >= 0) continue;
        // Hand one of the person's slots to someone else, so they can take this one.
        for (let t = 0; t < choice.length && choice[s] < 0; t++) {
          if (choice[t] < 0 || problem.pairs[choice[t]].person !== person || !fits(p, [t])) continue;
          for (const q of problem.pairsOfSlot[t]) {
            if (problem.pairs[q].person === person) continue;
            if (
              fits(q) &&
              tryChoice([
                [t, q],
                [s, p],
              ])
            ) {
              improved = true;
              break;
            }
          }
        }
      }
    });
    // A cheaper person takes a dearer one's slot by handing one of theirs to a third person (or
    // to the dearer one): the chain the greedy's slot-by-slot choices miss once the cheap are
    // busy. Tried only when its cost falls; kept only when the whole objective improves.
    problem.slots.forEach((_, t) => {
      const held = choice[t];
      if (held < 0 || shouldStop()) return;
      const dearer = problem.pairs[held].person;
      for (const a of problem.pairsOfSlot[t]) {
        if (choice[t] !== held) return;
        const cheaper = problem.pairs[a].person;
        const saved = problem.pairs[held].costPence - problem.pairs[a].costPence;
        if (cheaper === dearer || saved <= 0) continue;
        for (let s = 0; s < choice.length && choice[t] === held; s++) {
          const mine = choice[s];
          if (mine < 0 || problem.pairs[mine].person !== cheaper || !fits(a, [s])) continue;
          for (const b of problem.pairsOfSlot[s]) {
            const third = problem.pairs[b].person;
            if (third === cheaper || problem.pairs[b].costPence - problem.pairs[mine].costPence >= saved) continue;
            if (!fits(b, third === dearer ? [t] : [])) continue;
            if (
              tryChoice([
                [t, a],
                [s, b],
              ])
            ) {
              improved = true;
              break;
            }
          }
        }
      }
    });
    // Swap two slots between two people.
    problem.slots.forEach((_, s) => {
      const mine = choice[s];
      if (mine < 0 || shouldStop()) return;
      const me = problem.pairs[mine].person;
      for (const q of problem.pairsOfSlot[s]) {
        const other = problem.pairs[q].person;
        if (other === me || choice[s] !== mine) continue;
        for (let t = 0; t < choice.length; t++) {
          if (choice[t] < 0 || problem.pairs[choice[t]].person !== other) continue;
          const back = problem.pairsOfSlot[t].find((p) => problem.pairs[p].person === me);
          if (back === undefined) continue;
          const before = [choice[s], choice[t]];
          choice[s] = -1;
          choice[t] = -1;
          const ok = fits(q, [t]) && fits(back, [s]);
          [choice[s], choice[t]] = before;
          if (
            ok &&
            tryChoice([
              [s, q],
              [t, back],
            ])
          ) {
            improved = true;
            break;
          }
        }
      }
    });
    if (!improved || shouldStop()) break;
  }
  return choice;
}
