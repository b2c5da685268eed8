import { availabilityWarning, onTimeOff } from '../employees/availability';
import { rateInForce } from '../employees/rate-history';
import { breakFor } from '../pay/breaks';
import { CheckedAssignment, employeeWeekWarnings, mondayOf, assignmentInstants } from '../pay/working-time-checks';
import { addDays } from '../pay-periods/calendar-date';
import type { FillCandidate, FillInput, FillResult, FillSlot } from './fill-types';

/**
 * A proposal checked the planner's way, apart from the engine's own constraints: the service,
 * availability, time off and overlap as the planner reads them, every working-time and
 * minimum-wage warning it would newly show, the contracts' limits, and that nothing placed
 * moved without leave. Each violation says what; an empty list is a proposal that breaks none.
 */
export interface ProposalViolation {
  assignmentId: string;
  employeeId: string;
  rule: string;
  message: string;
}

interface Timed {
  date: string;
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
  zone: string;
  here: boolean;
}

export function checkProposal(input: FillInput, result: FillResult): ProposalViolation[] {
  const violations: ProposalViolation[] = [];
  const slots = new Map(input.slots.map((s) => [s.assignmentId, s]));
  const candidates = new Map(input.candidates.map((c) => [c.employeeId, c]));
  const given = new Map<string, string>();
  for (const row of result.rows) {
    const flag = (rule: string, message: string) =>
      violations.push({ assignmentId: row.assignmentId, employeeId: row.employeeId, rule, message });
    const slot = slots.get(row.assignmentId);
    const candidate = candidates.get(row.employeeId);
    if (!slot || !candidate) {
      flag('unknown', 'not a slot of the fill or not a candidate');
      continue;
    }
    if (given.has(row.assignmentId)) flag('twice', 'the slot is given twice');
    given.set(row.assignmentId, row.employeeId);
    if (slot.employeeId !== null && !input.mayMoveOthers) flag('moved', 'a placed assignment moved without mayMoveOthers');
    if (slot.employeeId !== null && row.moves?.fromEmployeeId !== slot.employeeId) flag('moved', 'a move not listed');
    if (!candidate.services.includes(slot.serviceType)) flag('service', 'not their service');
    if (onTimeOff(candidate.timeOff, slot.date)) flag('time-off', 'on time off');
    const unavailable = availabilityWarning(candidate.displayName, candidate.availability, slot.date, slot);
    if (unavailable) flag('availability', unavailable);
    if (rateInForce(candidate.rates, slot.date) === null) flag('no-rate', 'no rate that day');
  }
  for (const candidate of input.candidates) violations.push(...personViolations(input, candidate, given, slots));
  return violations;
}

function personViolations(
  input: FillInput,
  candidate: FillCandidate,
  given: Map<string, string>,
  slots: Map<string, FillSlot>,
): ProposalViolation[] {
  const id = candidate.employeeId;
  const timed = (s: FillSlot): Timed => ({ ...s, zone: input.timeZone, here: true });
  const fixed: Timed[] = candidate.fixed.filter((f) => !slots.has(f.assignmentId)).map((f) => ({ ...f, zone: f.timeZone }));
  const kept = [...slots.values()].filter((s) => s.employeeId === id && (given.get(s.assignmentId) ?? id) === id).map(timed);
  const proposed = [...given].filter(([, e]) => e === id).map(([a]) => slots.get(a)!);
  if (proposed.length === 0) return [];
  const before = [...fixed, ...kept].map((t) => checked(candidate, t));
  const mine = proposed.map((s) => checked(candidate, timed(s)));
  const after = [...before, ...mine];
  const out: ProposalViolation[] = [];
  const flag = (rule: string, message: string) => out.push({ assignmentId: proposed[0].assignmentId, employeeId: id, rule, message });
  // Overlap in real instants with anything else of theirs.
  mine.forEach((m, i) => {
    if (after.some((o) => o !== m && o.start < m.end && m.start < o.end && !(mine.indexOf(o) >= 0 && mine.indexOf(o) < i)))
      flag('overlap', `overlaps on ${m.date}`);
  });
  // Every warning the planner would newly show for their weeks.
  const weekOf = (assignments: CheckedAssignment[]) => ({
    employeeId: id,
    displayName: candidate.displayName,
    dateOfBirth: candidate.dateOfBirth,
    assignments,
    from: addDays(mondayOf(input.from), -1),
    to: addDays(mondayOf(input.to), 7),
    currency: input.currency,
  });
  const seen = new Set(employeeWeekWarnings(weekOf(before)).map((w) => `${w.date}|${w.rule}|${w.message}`));
  for (const w of employeeWeekWarnings(weekOf(after))) if (!seen.has(`${w.date}|${w.rule}|${w.message}`)) flag(w.rule, w.message);
  // The contract's limits, in the weeks the proposal touches.
  for (const monday of new Set(mine.map((m) => mondayOf(m.date)))) {
    const week = after.filter((a) => mondayOf(a.date) === monday);
    const minutes = week.reduce((sum, a) => sum + a.paidMinutes, 0);
    const { maxWeeklyHours, maxDaysPerWeek } = candidate.contract;
    if (maxWeeklyHours !== undefined && minutes > maxWeeklyHours * 60) flag('max-weekly-hours', `${minutes} min in the week of ${monday}`);
    const days = new Set(week.map((a) => a.date)).size;
    if (maxDaysPerWeek !== undefined && days > maxDaysPerWeek) flag('max-days', `${days} days in the week of ${monday}`);
  }
  return out;
}

function checked(candidate: FillCandidate, t: Timed): CheckedAssignment {
  const real = assignmentInstants(t.date, t.startMinute, t.endMinute, t.zone);
  const breakMinutes = breakFor(real.elapsedMinutes, t.breakMinutes, []);
  return {
    date: t.date,
    ...real,
    breakMinutes,
    paidMinutes: real.elapsedMinutes - breakMinutes,
    ratePence: rateInForce(candidate.rates, t.date),
    here: t.here,
  };
}
