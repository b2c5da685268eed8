import { rateInForce } from '../employees/rate-history';
import { payPence } from '../pay/pay-maths';
import { isYoungWorkerOn, mondayOf } from '../pay/working-time-checks';
import { WORKING_TIME_RULES, YOUNG_WORKER_RULES } from '../pay/working-time-rules';
import { datesInRange } from '../pay-periods/calendar-date';
import { fixedAssignments, PlannedAssignment, slotFacts, SlotFacts } from './fill-facts';
import type { FillCandidate, FillInput, FillReason } from './fill-types';
import { firstPlanRefusal, PAIRWISE_CONSTRAINTS, TOTAL_CONSTRAINTS } from './plan-constraints';
import { firstSlotRefusal } from './slot-constraints';

/**
 * The fill read once, in one canonical order (slots by time then id, people by id), so the same
 * inputs in any array order give the same model and the same proposal: every person and slot
 * read for the rules, the pairs that may be chosen, and what forbids each other pair.
 */
export interface FillPerson {
  index: number;
  candidate: FillCandidate;
  fixed: PlannedAssignment[];
}

/** A person who may be given a slot (every rule kept against their fixed week). */
export interface FillPair {
  index: number;
  person: number;
  slot: number;
  paidMinutes: number;
  ratePence: number;
  costPence: number;
}

export interface FillProblem {
  input: FillInput;
  slots: SlotFacts[];
  people: FillPerson[];
  pairs: FillPair[];
  /** pairs by slot and by person, indices into `pairs`. */
  pairsOfSlot: number[][];
  pairsOfPerson: number[][];
  /** Why each person may not take each slot on its own ("p|s" → reason); absent = a pair. */
  refusals: Map<string, FillReason>;
  /** Two pairs of one person that cannot both be chosen (overlap, rest). */
  conflicts: Array<[number, number]>;
  /** The Mondays of the weeks from..to touches. */
  mondays: string[];
  /** For each placed slot, its holder's person index (null: the holder is not a candidate). */
  holders: Map<number, number | null>;
}

const bySlotOrder = (a: SlotFacts, b: SlotFacts) =>
  a.date.localeCompare(b.date) ||
  a.startMinute - b.startMinute ||
  a.endMinute - b.endMinute ||
  a.slot.assignmentId.localeCompare(b.slot.assignmentId);

export const refusalKey = (person: number, slot: number) => `${person}|${slot}`;

/** Only shifts this close can break rest or overlap together. */
const PAIR_WINDOW_MS = 2 * 86_400_000;

export function fillProblem(input: FillInput): FillProblem {
  const slotIds = new Set(input.slots.map((s) => s.assignmentId));
  // Without mayMoveOthers a placed slot is its holder's, fixed like their other assignments.
  const movable = input.slots.filter((s) => s.employeeId === null || input.mayMoveOthers);
  const kept = input.slots.filter((s) => s.employeeId !== null && !input.mayMoveOthers);
  const slots = movable.map((s) => slotFacts(input, s)).sort(bySlotOrder);
  const people = [...input.candidates]
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId))
    .map((candidate, index) => {
      const own = kept.filter((s) => s.employeeId === candidate.employeeId).map((s) => slotFacts(input, s));
      const fixed = [...fixedAssignments(candidate, slotIds), ...own].sort(
        (a, b) => a.start - b.start || a.assignmentId.localeCompare(b.assignmentId),
      );
      return { index, candidate, fixed };
    });
  const pairs: FillPair[] = [];
  const pairsOfSlot: number[][] = slots.map(() => []);
  const pairsOfPerson: number[][] = people.map(() => []);
  const refusals = new Map<string, FillReason>();
  for (const person of people) {
    slots.forEach((slot, s) => {
      const check = { input, candidate: person.candidate, slot, plan: person.fixed };
      const refusal = firstSlotRefusal(check) ?? firstPlanRefusal(check);
      if (refusal) return refusals.set(refusalKey(person.index, s), refusal);
      const ratePence = rateInForce(person.candidate.rates, slot.date) ?? 0;
      const pair = {
        index: pairs.length,
        person: person.index,
        slot: s,
        paidMinutes: slot.paidMinutes,
        ratePence,
        costPence: payPence(slot.paidMinutes, ratePence),
      };
      pairs.push(pair);
      pairsOfSlot[s].push(pair.index);
      pairsOfPerson[person.index].push(pair.index);
    });
  }
  const conflicts: Array<[number, number]> = [];
  for (const person of people) {
    const own = pairsOfPerson[person.index];
    for (let i = 0; i < own.length; i++) {
      const a = slots[pairs[own[i]].slot];
      for (let j = i + 1; j < own.length; j++) {
        const b = slots[pairs[own[j]].slot];
        if (Math.abs(a.start - b.start) > PAIR_WINDOW_MS) continue;
        const check = { candidate: person.candidate, slot: b, plan: [...person.fixed, a] };
        if (a.start < b.end && b.start < a.end) conflicts.push([own[i], own[j]]);
        else if (firstPlanRefusal(check, PAIRWISE_CONSTRAINTS)) conflicts.push([own[i], own[j]]);
      }
    }
  }
  const mondays = [...new Set(datesInRange(input.from, input.to).map(mondayOf))];
  const holders = new Map<number, number | null>();
  slots.forEach((slot, s) => {
    if (slot.slot.employeeId === null) return;
    holders.set(s, people.find((p) => p.candidate.employeeId === slot.slot.employeeId)?.index ?? null);
  });
  return { input, slots, people, pairs, pairsOfSlot, pairsOfPerson, refusals, conflicts, mondays, holders };
}

/** Paid minutes of a person's fixed week (every workplace) in the week of `monday`. */
export const fixedWeekMinutes = (person: FillPerson, monday: string) =>
  person.fixed.filter((f) => mondayOf(f.date) === monday).reduce((sum, f) => sum + f.paidMinutes, 0);

/** The least of the weekly caps that apply to a person in a week (48 h, under 18's 40 h, the contract's max), in minutes. */
export function weeklyCapMinutes(person: FillPerson, monday: string): number {
  const caps: number[] = [WORKING_TIME_RULES.maxWeeklyPaidMinutes];
  if (isYoungWorkerOn(person.candidate.dateOfBirth, monday)) caps.push(YOUNG_WORKER_RULES.maxWeeklyPaidMinutes);
  if (person.candidate.contract.maxWeeklyHours !== undefined) caps.push(Math.round(person.candidate.contract.maxWeeklyHours * 60));
  return Math.min(...caps);
}

/** The under-18 daily cap on `date`, or null when they are 18 or over then. */
export const dailyCapMinutes = (person: FillPerson, date: string) =>
  isYoungWorkerOn(person.candidate.dateOfBirth, date) ? YOUNG_WORKER_RULES.maxDailyPaidMinutes : null;

/** The hours the fair goal aims each person at: the middle of their contracted range (null: no range). */
export function fairTargetMinutes(candidate: FillCandidate): number | null {
  const { minWeeklyHours: min, maxWeeklyHours: max } = candidate.contract;
  if (min === undefined && max === undefined) return null;
  return Math.round((((min ?? max)! + (max ?? min)!) / 2) * 60);
}

/** Whether a whole choice (pair indices) keeps every total rule, checked with the rule functions one slot at a time. */
export function keepsTotals(problem: FillProblem, chosen: readonly number[]): boolean {
  const byPerson = new Map<number, SlotFacts[]>();
  for (const p of chosen)
    byPerson.set(problem.pairs[p].person, [...(byPerson.get(problem.pairs[p].person) ?? []), problem.slots[problem.pairs[p].slot]]);
  for (const [person, slots] of byPerson) {
    const { candidate, fixed } = problem.people[person];
    for (const slot of slots) {
      const plan = [...fixed, ...slots.filter((s) => s !== slot)];
      if (firstPlanRefusal({ candidate, slot, plan }, TOTAL_CONSTRAINTS)) return false;
    }
  }
  return true;
}
