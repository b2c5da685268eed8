import { availableWindowsOn, clockMinutes } from '../employees/availability';
import { formatMoney } from '../pay/pay-maths';
import { mondayOf } from '../pay/working-time-checks';
import { hoursFigure, SlotFacts } from './fill-facts';
import type { FillChoice } from './fill-objective';
import { FillProblem, refusalKey } from './fill-problem';
import type { FillGap, FillReason, FillResult, FillRow, FillSolverInfo, FillTotals } from './fill-types';
import { firstPlanRefusal } from './plan-constraints';
import { serviceName } from './slot-constraints';

/** The proposal of a choice, explained: each row's reasons, each open slot's reason per person, the totals. */
export function fillResult(problem: FillProblem, choice: FillChoice, solver: FillSolverInfo): FillResult {
  const chosen: SlotFacts[][] = problem.people.map(() => []);
  choice.forEach((p, s) => p >= 0 && chosen[problem.pairs[p].person].push(problem.slots[s]));
  const rows: FillRow[] = [];
  const unfilled: FillGap[] = [];
  problem.slots.forEach((_slot, s) => {
    const p = choice[s];
    if (p < 0) return unfilled.push(gapOf(problem, chosen, s));
    const person = problem.pairs[p].person;
    if (problem.holders.has(s) && problem.holders.get(s) === person) return;
    rows.push(rowOf(problem, chosen, s, p));
  });
  return { rows, unfilled, totals: totalsOf(problem, chosen, rows), solver };
}

const weekMinutes = (problem: FillProblem, chosen: SlotFacts[][], person: number, monday: string) =>
  [...problem.people[person].fixed, ...chosen[person]]
    .filter((a) => mondayOf(a.date) === monday)
    .reduce((sum, a) => sum + a.paidMinutes, 0);

function rowOf(problem: FillProblem, chosen: SlotFacts[][], s: number, p: number): FillRow {
  const slot = problem.slots[s];
  const pair = problem.pairs[p];
  const { candidate } = problem.people[pair.person];
  const reasons: FillReason[] = [
    availableReason(problem, s, pair.person),
    { code: 'service', text: serviceName(slot.slot.serviceType), figures: { serviceType: slot.slot.serviceType } },
  ];
  const minutes = weekMinutes(problem, chosen, pair.person, slot.monday);
  const { minWeeklyHours: min, maxWeeklyHours: max } = candidate.contract;
  const hoursText =
    max !== undefined
      ? `${hoursFigure(minutes)} of ${hoursFigure(max * 60)} h`
      : min !== undefined
        ? `${hoursFigure(minutes)} h, min ${hoursFigure(min * 60)}`
        : `${hoursFigure(minutes)} h this week`;
  reasons.push({
    code: 'hours',
    text: hoursText,
    figures: {
      weekMinutes: minutes,
      ...(min !== undefined ? { minWeeklyHours: min } : {}),
      ...(max !== undefined ? { maxWeeklyHours: max } : {}),
    },
  });
  const couldRates = problem.pairsOfSlot[s].map((q) => problem.pairs[q].ratePence);
  const cheaper = couldRates.filter((r) => r < pair.ratePence).length;
  const rate = `${formatMoney(pair.ratePence, problem.input.currency)}/h`;
  const rank = cheaper === 0 ? 'cheapest' : `${ordinal(cheaper + 1)} cheapest`;
  reasons.push({
    code: 'rate',
    text: `${rate}, ${rank} of ${couldRates.length} who could`,
    figures: { ratePence: pair.ratePence, could: couldRates.length, cheaper },
  });
  const holder = problem.holders.get(s);
  const moved = slot.slot.employeeId !== null && holder !== pair.person;
  if (moved) {
    const from = problem.input.candidates.find((c) => c.employeeId === slot.slot.employeeId)?.displayName ?? 'someone no longer here';
    reasons.push({ code: 'moved', text: `moved from ${from}`, figures: { fromEmployeeId: slot.slot.employeeId! } });
  }
  return {
    assignmentId: slot.slot.assignmentId,
    employeeId: candidate.employeeId,
    date: slot.date,
    startMinute: slot.startMinute,
    endMinute: slot.endMinute,
    costPence: pair.costPence,
    reasons,
    ...(moved ? { moves: { fromEmployeeId: slot.slot.employeeId! } } : {}),
  };
}

function availableReason(problem: FillProblem, s: number, person: number): FillReason {
  const slot = problem.slots[s];
  const windows = availableWindowsOn(problem.people[person].candidate.availability, slot.date);
  const holding = windows?.find(
    (w) => (clockMinutes(w.from) ?? 0) <= slot.startMinute && Math.min(slot.endMinute, 1440) <= (clockMinutes(w.to) ?? 1440),
  );
  if (!holding) return { code: 'available', text: 'available all day', figures: { date: slot.date } };
  return {
    code: 'available',
    text: `available ${holding.from}–${holding.to}`,
    figures: { date: slot.date, from: holding.from, to: holding.to },
  };
}

function gapOf(problem: FillProblem, chosen: SlotFacts[][], s: number): FillGap {
  const slot = problem.slots[s];
  const reasons = problem.people.map((person) => {
    const reason = problem.refusals.get(refusalKey(person.index, s)) ??
      firstPlanRefusal({ candidate: person.candidate, slot, plan: [...person.fixed, ...chosen[person.index]] }) ?? {
        code: 'taken-by-better' as const,
        text: 'free for it, but not chosen before the time limit',
      };
    return { employeeId: person.candidate.employeeId, ...reason };
  });
  return {
    assignmentId: slot.slot.assignmentId,
    date: slot.date,
    startMinute: slot.startMinute,
    endMinute: slot.endMinute,
    serviceType: slot.slot.serviceType,
    reasons,
  };
}

function totalsOf(problem: FillProblem, chosen: SlotFacts[][], rows: readonly FillRow[]): FillTotals {
  const { from, to } = problem.input;
  const open = problem.slots.filter((s) => s.slot.employeeId === null);
  const hours: FillTotals['hours'] = {};
  problem.people.forEach((person, i) => {
    const minutes = [...person.fixed, ...chosen[i]]
      .filter((a) => a.date >= from && a.date <= to)
      .reduce((sum, a) => sum + a.paidMinutes, 0);
    const { minWeeklyHours, maxWeeklyHours } = person.candidate.contract;
    hours[person.candidate.employeeId] = {
      hours: Math.round((minutes / 60) * 100) / 100,
      ...(minWeeklyHours !== undefined ? { minWeeklyHours } : {}),
      ...(maxWeeklyHours !== undefined ? { maxWeeklyHours } : {}),
    };
  });
  return {
    open: open.length,
    filled: open.filter((s) => chosen.some((c) => c.includes(s))).length,
    costPence: rows.reduce((sum, r) => sum + r.costPence, 0),
    hours,
  };
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
