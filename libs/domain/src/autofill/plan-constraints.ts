import { hoursText, isYoungWorkerOn, mondayOf, restMinutesBetween } from '../pay/working-time-checks';
import { WORKING_TIME_RULES, YOUNG_WORKER_RULES } from '../pay/working-time-rules';
import { clockOf, hoursFigure, PlannedAssignment, shortWeekday, SlotFacts } from './fill-facts';
import type { FillCandidate, FillReason } from './fill-types';

/**
 * The hard rules a slot breaks together with what the person already works (`plan`: their fixed
 * assignments at every workplace and the slots already chosen for them): one function each,
 * null when kept. Each asks only whether *this slot* breaks it, so a rule a fixed week already
 * breaks on its own is not laid at the slot's door.
 */
export interface PlanCheck {
  candidate: FillCandidate;
  slot: SlotFacts;
  plan: readonly PlannedAssignment[];
}

export type PlanConstraint = (check: PlanCheck) => FillReason | null;

const UNDER_18 = 'under 18: ';

export function overlapConstraint({ slot, plan }: PlanCheck): FillReason | null {
  const other = plan.find((p) => p.start < slot.end && slot.start < p.end);
  if (!other) return null;
  return {
    code: 'overlap',
    text: `already working ${clockOf(other.startMinute)}–${clockOf(other.endMinute)} at ${other.workplaceName}`,
    figures: { assignmentId: other.assignmentId, date: other.date, workplaceName: other.workplaceName },
  };
}

/**
 * The rest between the slot and each shift of another rota day before or after it, as the
 * planner counts it (from the earlier day's end to the later day's start), least first.
 */
function shortestRest(slot: PlannedAssignment, plan: readonly PlannedAssignment[]) {
  let shortest: { rest: number; later: PlannedAssignment } | null = null;
  for (const other of plan) {
    const [earlier, later] = other.date < slot.date ? [other, slot] : other.date > slot.date ? [slot, other] : [null, null];
    if (!earlier || !later || earlier.start >= later.start) continue;
    const rest = restMinutesBetween(earlier, later);
    if (!shortest || rest < shortest.rest) shortest = { rest, later };
  }
  return shortest;
}

function restReason(code: 'rest' | 'under-18-rest', prefix: string, rest: number, later: PlannedAssignment, least: number): FillReason {
  return {
    code,
    text: `${prefix}would have ${hoursText(rest)} rest before ${shortWeekday(later.date)} ${clockOf(later.startMinute)}`,
    figures: { restMinutes: rest, minRestMinutes: least, date: later.date },
  };
}

export function restConstraint({ slot, plan }: PlanCheck): FillReason | null {
  const shortest = shortestRest(slot, plan);
  if (!shortest || shortest.rest >= WORKING_TIME_RULES.minRestMinutes) return null;
  return restReason('rest', '', shortest.rest, shortest.later, WORKING_TIME_RULES.minRestMinutes);
}

/** Under 18 on the later shift's day: 12 hours. */
export function youngWorkerRestConstraint({ candidate, slot, plan }: PlanCheck): FillReason | null {
  for (const other of plan) {
    const shortest = shortestRest(slot, [other]);
    if (!shortest || !isYoungWorkerOn(candidate.dateOfBirth, shortest.later.date)) continue;
    if (shortest.rest < YOUNG_WORKER_RULES.minRestMinutes) {
      return restReason('under-18-rest', UNDER_18, shortest.rest, shortest.later, YOUNG_WORKER_RULES.minRestMinutes);
    }
  }
  return null;
}

/** Paid minutes of the slot's Monday-Sunday week with the slot (every workplace counts). */
export const weekMinutesWith = ({ slot, plan }: PlanCheck) =>
  plan.filter((p) => mondayOf(p.date) === slot.monday).reduce((sum, p) => sum + p.paidMinutes, slot.paidMinutes);

function weeklyReason(code: FillReason['code'], prefix: string, total: number, cap: number, of: string): FillReason {
  return {
    code,
    text: `${prefix}would reach ${hoursText(total)} of ${of} ${hoursFigure(cap)}`,
    figures: { weekMinutes: total, capMinutes: cap },
  };
}

export function weeklyHoursConstraint(check: PlanCheck): FillReason | null {
  const total = weekMinutesWith(check);
  const cap = WORKING_TIME_RULES.maxWeeklyPaidMinutes;
  return total > cap ? weeklyReason('weekly-hours', '', total, cap, 'at most') : null;
}

/** Under 18 on the week's Monday: 40 paid hours. */
export function youngWorkerWeeklyConstraint(check: PlanCheck): FillReason | null {
  if (!isYoungWorkerOn(check.candidate.dateOfBirth, check.slot.monday)) return null;
  const total = weekMinutesWith(check);
  const cap = YOUNG_WORKER_RULES.maxWeeklyPaidMinutes;
  return total > cap ? weeklyReason('under-18-weekly', UNDER_18, total, cap, 'max') : null;
}

/** Under 18 that day: 8 paid hours on one rota day (every workplace counts). */
export function youngWorkerDailyConstraint({ candidate, slot, plan }: PlanCheck): FillReason | null {
  if (!isYoungWorkerOn(candidate.dateOfBirth, slot.date)) return null;
  const total = plan.filter((p) => p.date === slot.date).reduce((sum, p) => sum + p.paidMinutes, slot.paidMinutes);
  const cap = YOUNG_WORKER_RULES.maxDailyPaidMinutes;
  if (total <= cap) return null;
  return {
    code: 'under-18-daily',
    text: `${UNDER_18}would reach ${hoursText(total)} on ${shortWeekday(slot.date)} of max ${hoursFigure(cap)}`,
    figures: { dayMinutes: total, capMinutes: cap, date: slot.date },
  };
}

/** The contract's maximum paid hours in a Monday-Sunday week. */
export function maxWeeklyHoursConstraint(check: PlanCheck): FillReason | null {
  const max = check.candidate.contract.maxWeeklyHours;
  if (max === undefined) return null;
  const total = weekMinutesWith(check);
  return total > max * 60 ? weeklyReason('max-weekly-hours', '', total, max * 60, 'max') : null;
}

/** Rota days worked in the slot's Monday-Sunday week, every workplace counted, with the slot's day. */
export const weekDaysWith = ({ slot, plan }: PlanCheck) =>
  new Set([slot.date, ...plan.filter((p) => mondayOf(p.date) === slot.monday).map((p) => p.date)]).size;

/** The contract's maximum working days in a Monday-Sunday week. */
export function maxDaysConstraint(check: PlanCheck): FillReason | null {
  const max = check.candidate.contract.maxDaysPerWeek;
  if (max === undefined) return null;
  const days = weekDaysWith(check);
  if (days <= max) return null;
  return { code: 'max-days', text: `would work ${days} days of max ${max}`, figures: { days, maxDays: max } };
}

/** Rules between two shifts (the solver's pairwise conflicts). */
export const PAIRWISE_CONSTRAINTS: readonly PlanConstraint[] = [overlapConstraint, restConstraint, youngWorkerRestConstraint];

/** Rules over totals (the solver's knapsack rows). */
export const TOTAL_CONSTRAINTS: readonly PlanConstraint[] = [
  youngWorkerDailyConstraint,
  weeklyHoursConstraint,
  youngWorkerWeeklyConstraint,
  maxWeeklyHoursConstraint,
  maxDaysConstraint,
];

export const PLAN_CONSTRAINTS: readonly PlanConstraint[] = [...PAIRWISE_CONSTRAINTS, ...TOTAL_CONSTRAINTS];

export function firstPlanRefusal(check: PlanCheck, constraints: readonly PlanConstraint[] = PLAN_CONSTRAINTS): FillReason | null {
  for (const constraint of constraints) {
    const reason = constraint(check);
    if (reason) return reason;
  }
  return null;
}
