import { Injectable } from '@nestjs/common';
import {
  availabilityWarning,
  FillCandidate,
  FillGap,
  FillInput,
  FillReason,
  FillResult,
  FillRow,
  FillSlot,
  formatMoney,
  formatTimeOfDay,
  onTimeOff,
  rateInForce,
  serviceById,
  shiftInstants,
} from '@rotaledger/domain';
import { FillSolver } from './fill-solver.port';

/**
 * A stand-in for the engine (issue 38) until HighsFillSolver lands: a correct greedy over the
 * hard rules it can read from the input (the service, availability, approved time off, no
 * overlap at any workplace), slot by slot in date and time order, each to the cheapest person who
 * can take it ('fair': the fewest hours so far, then the cheapest), ties by employee id. It proves
 * nothing optimal. With mayMoveOthers it keeps every placement its holder may keep and moves the
 * rest when someone else may take them. Rest, weekly and under-18 limits and contracts are the engine's.
 */
@Injectable()
export class InterimGreedySolver extends FillSolver {
  static readonly NAME = 'interim-greedy';
  static readonly VERSION = '1';

  propose(input: FillInput): Promise<FillResult> {
    const started = performance.now();
    const result = greedyFill(input);
    return Promise.resolve({
      ...result,
      solver: {
        name: InterimGreedySolver.NAME,
        version: InterimGreedySolver.VERSION,
        ms: Math.round(performance.now() - started),
        optimal: false,
      },
    });
  }
}

const hhmm = (minutes: number) => formatTimeOfDay(minutes).slice(0, 5);
const spanText = (a: { startMinute: number; endMinute: number }) => `${hhmm(a.startMinute)}–${hhmm(a.endMinute)}`;
/** Half up, once, in whole pence: paid minutes × pence an hour / 60. */
const costOf = (paidMinutes: number, ratePence: number) => Math.floor((paidMinutes * ratePence + 30) / 60);

interface Placed {
  date: string;
  startMinute: number;
  endMinute: number;
  start: number;
  end: number;
  paidMinutes: number;
  workplaceName: string;
}

function greedyFill(input: FillInput): Omit<FillResult, 'solver'> {
  const zone = input.timeZone;
  const instantsOf = (slot: FillSlot) => shiftInstants(slot.date, slot.startMinute, slot.endMinute, zone);
  const placed = new Map<string, Placed[]>(
    input.candidates.map((c) => [
      c.employeeId,
      c.fixed.map((f) => {
        const real = shiftInstants(f.date, f.startMinute, f.endMinute, f.timeZone);
        return { ...f, ...real, paidMinutes: real.elapsedMinutes - f.breakMinutes };
      }),
    ]),
  );
  const minutesOf = (employeeId: string) =>
    placed.get(employeeId)!.reduce((sum, p) => (p.date >= input.from && p.date <= input.to ? sum + p.paidMinutes : sum), 0);

  const rows: FillRow[] = [];
  const unfilled: FillGap[] = [];
  const slots = [...input.slots].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute || a.assignmentId.localeCompare(b.assignmentId),
  );
  const candidates = [...input.candidates].sort((a, b) => a.employeeId.localeCompare(b.employeeId));
  // With mayMoveOthers: a placement its holder may keep is kept (moves as few as it can), and first, so it binds them.
  const kept = new Set<string>();
  for (const slot of slots) {
    const holder = candidates.find((c) => c.employeeId === slot.employeeId);
    if (!holder) continue;
    const real = instantsOf(slot);
    if (refusalOf(holder, slot, real, placed.get(holder.employeeId)!) !== null) continue;
    placed
      .get(holder.employeeId)!
      .push({ ...slot, ...real, paidMinutes: real.elapsedMinutes - slot.breakMinutes, workplaceName: input.workplaceName });
    kept.add(slot.assignmentId);
  }
  for (const slot of slots) {
    if (kept.has(slot.assignmentId)) continue;
    const real = instantsOf(slot);
    const paidMinutes = real.elapsedMinutes - slot.breakMinutes;
    const refusals: Array<FillReason & { employeeId: string }> = [];
    const able: { candidate: FillCandidate; ratePence: number; costPence: number }[] = [];
    for (const candidate of candidates) {
      if (candidate.employeeId === slot.employeeId) continue;
      const refusal = refusalOf(candidate, slot, real, placed.get(candidate.employeeId)!);
      if (refusal) {
        refusals.push({ employeeId: candidate.employeeId, ...refusal });
        continue;
      }
      const ratePence = rateInForce(candidate.rates, slot.date)!;
      able.push({ candidate, ratePence, costPence: costOf(paidMinutes, ratePence) });
    }
    // A placement nobody else may take stays as it is: it was never open.
    if (able.length === 0 && slot.employeeId !== null) continue;
    if (able.length === 0) {
      const { assignmentId, date, startMinute, endMinute, serviceType } = slot;
      unfilled.push({ assignmentId, date, startMinute, endMinute, serviceType, reasons: refusals });
      continue;
    }
    const byCost = (a: (typeof able)[number], b: (typeof able)[number]) =>
      a.costPence - b.costPence || a.candidate.employeeId.localeCompare(b.candidate.employeeId);
    const order =
      input.goal === 'fair'
        ? (a: (typeof able)[number], b: (typeof able)[number]) =>
            minutesOf(a.candidate.employeeId) - minutesOf(b.candidate.employeeId) || byCost(a, b)
        : byCost;
    const chosen = [...able].sort(order)[0];
    const { employeeId } = chosen.candidate;
    placed.get(employeeId)!.push({ ...slot, ...real, paidMinutes, workplaceName: input.workplaceName });
    const hours = minutesOf(employeeId) / 60;
    const max = chosen.candidate.contract.maxWeeklyHours;
    rows.push({
      assignmentId: slot.assignmentId,
      employeeId,
      date: slot.date,
      startMinute: slot.startMinute,
      endMinute: slot.endMinute,
      costPence: chosen.costPence,
      reasons: [
        { code: 'available', text: chosen.candidate.availability ? `available ${spanText(slot)}` : 'available any time' },
        { code: 'service', text: serviceById(slot.serviceType).service_name, figures: { serviceType: slot.serviceType } },
        {
          code: 'hours',
          text: max === undefined ? `${round2(hours)} h` : `${round2(hours)} of ${max} h`,
          figures: { hours: round2(hours), ...(max === undefined ? {} : { maxWeeklyHours: max }) },
        },
        {
          code: 'rate',
          text: `${formatMoney(chosen.ratePence, input.currency)}/h, ${input.goal === 'fair' ? 'fewest hours' : 'cheapest'} of ${able.length} who could`,
          figures: { ratePence: chosen.ratePence, couldTake: able.length },
        },
      ],
      ...(slot.employeeId !== null && slot.employeeId !== employeeId ? { moves: { fromEmployeeId: slot.employeeId } } : {}),
    });
  }
  const hours = Object.fromEntries(
    candidates.map((c) => [
      c.employeeId,
      {
        hours: round2(minutesOf(c.employeeId) / 60),
        ...(c.contract.minWeeklyHours === undefined ? {} : { minWeeklyHours: c.contract.minWeeklyHours }),
        ...(c.contract.maxWeeklyHours === undefined ? {} : { maxWeeklyHours: c.contract.maxWeeklyHours }),
      },
    ]),
  );
  return {
    rows,
    unfilled,
    totals: {
      open: input.slots.filter((s) => s.employeeId === null).length,
      filled: rows.filter((row) => row.moves === undefined).length,
      costPence: rows.reduce((sum, row) => sum + row.costPence, 0),
      hours,
    },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The first hard rule the person would break by taking the slot, as a reason; null when none. */
function refusalOf(
  candidate: FillCandidate,
  slot: FillSlot,
  real: { start: number; end: number },
  theirs: readonly Placed[],
): FillReason | null {
  const name = candidate.displayName;
  const service = serviceById(slot.serviceType).service_name;
  if (!candidate.services.includes(slot.serviceType)) {
    return { code: 'no-service', text: `${name} does not do ${service}`, figures: { serviceType: slot.serviceType } };
  }
  if (onTimeOff(candidate.timeOff, slot.date)) return { code: 'time-off', text: `${name} is on time off`, figures: { date: slot.date } };
  if (availabilityWarning(name, candidate.availability, slot.date, slot) !== null) {
    return { code: 'unavailable', text: `${name} is not available ${spanText(slot)}`, figures: { date: slot.date } };
  }
  const busy = theirs.find((p) => p.start < real.end && real.start < p.end);
  if (busy) {
    return {
      code: 'overlap',
      text: `${name} is already working ${spanText(busy)} at ${busy.workplaceName}`,
      figures: { date: busy.date, workplace: busy.workplaceName },
    };
  }
  if (rateInForce(candidate.rates, slot.date) === null) return { code: 'no-rate', text: `${name} has no rate on that day` };
  return null;
}
