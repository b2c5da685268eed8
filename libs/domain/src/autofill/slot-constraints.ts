import { availabilityWarning, availableWindowsOn, clockMinutes, onTimeOff } from '../employees/availability';
import { rateInForce } from '../employees/rate-history';
import { MINIMUM_WAGE_CURRENCY, minimumWageOn, shortDayMonth } from '../pay/minimum-wage';
import { formatMoney } from '../pay/pay-maths';
import { breakTooShort, hoursText } from '../pay/working-time-checks';
import { WORKING_TIME_RULES } from '../pay/working-time-rules';
import { serviceById } from '../shared/catalogue';
import type { SlotFacts } from './fill-facts';
import type { FillCandidate, FillInput, FillReason } from './fill-types';

/**
 * The hard rules one person and one slot break on their own, whatever else the person works:
 * one function each, null when kept. The reason says what, with its figures.
 */
export interface SlotCheck {
  input: FillInput;
  candidate: FillCandidate;
  slot: SlotFacts;
}

export type SlotConstraint = (check: SlotCheck) => FillReason | null;

export const serviceName = (serviceType: number) => serviceById(serviceType).service_name;

/** The slot's own break breaks the rule (over 6 h with under 20 min): nobody can take it. */
export function breakConstraint({ slot }: SlotCheck): FillReason | null {
  if (!breakTooShort(slot)) return null;
  const has = slot.breakMinutes === 0 ? 'no break' : `a ${hoursText(slot.breakMinutes)} break`;
  return {
    code: 'break',
    text: `the ${hoursText(slot.elapsedMinutes)} shift has ${has} (at least ${hoursText(WORKING_TIME_RULES.minBreakMinutes)} over ${hoursText(WORKING_TIME_RULES.breakNeededOverMinutes)})`,
    figures: { elapsedMinutes: slot.elapsedMinutes, breakMinutes: slot.breakMinutes, minBreakMinutes: WORKING_TIME_RULES.minBreakMinutes },
  };
}

export function serviceConstraint({ candidate, slot }: SlotCheck): FillReason | null {
  if (candidate.services.includes(slot.slot.serviceType)) return null;
  return { code: 'no-service', text: `does not do ${serviceName(slot.slot.serviceType)}`, figures: { serviceType: slot.slot.serviceType } };
}

export function timeOffConstraint({ candidate, slot }: SlotCheck): FillReason | null {
  return onTimeOff(candidate.timeOff, slot.date) ? { code: 'time-off', text: 'on time off', figures: { date: slot.date } } : null;
}

/** Inside availability and its single dates, as the planner reads it (an overnight end counts up to midnight). */
export function availabilityConstraint({ candidate, slot }: SlotCheck): FillReason | null {
  if (availabilityWarning(candidate.displayName, candidate.availability, slot.date, slot) === null) return null;
  const windows = availableWindowsOn(candidate.availability, slot.date) ?? [];
  const spans = windows.map((w) => ({ from: w.from, to: w.to, start: clockMinutes(w.from) ?? 0, end: clockMinutes(w.to) ?? 1440 }));
  const holdingStart = spans.find((w) => w.start <= slot.startMinute && slot.startMinute < w.end);
  const holdingEnd = spans.find((w) => w.start < slot.endMinute && slot.endMinute <= w.end);
  const figures = { date: slot.date, windows: spans.map((w) => `${w.from}-${w.to}`).join(',') };
  if (holdingStart) return { code: 'unavailable', text: `available only until ${holdingStart.to}`, figures };
  if (holdingEnd) return { code: 'unavailable', text: `available only from ${holdingEnd.from}`, figures };
  if (spans.length === 0) return { code: 'unavailable', text: `not available on ${shortDayMonth(slot.date)}`, figures };
  return { code: 'unavailable', text: `available only ${spans.map((w) => `${w.from}–${w.to}`).join(', ')}`, figures };
}

export function rateConstraint({ candidate, slot }: SlotCheck): FillReason | null {
  if (rateInForce(candidate.rates, slot.date) !== null) return null;
  return { code: 'no-rate', text: `has no hourly rate on ${shortDayMonth(slot.date)}`, figures: { date: slot.date } };
}

/** The rate in force that day is at least the legal minimum for their age that day (a rota in pounds only, as the planner checks). */
export function minimumWageConstraint({ input, candidate, slot }: SlotCheck): FillReason | null {
  if (input.currency !== MINIMUM_WAGE_CURRENCY) return null;
  const rate = rateInForce(candidate.rates, slot.date);
  const minimum = minimumWageOn(slot.date, candidate.dateOfBirth);
  if (rate === null || !minimum || rate >= minimum.ratePence) return null;
  return {
    code: 'minimum-wage',
    text: `${formatMoney(rate, input.currency)}/h is below the ${formatMoney(minimum.ratePence, input.currency)} minimum for ${minimum.label}`,
    figures: { ratePence: rate, minimumPence: minimum.ratePence, band: minimum.label },
  };
}

/** In the order a person's reason is told: the first broken one is given. */
export const SLOT_CONSTRAINTS: readonly SlotConstraint[] = [
  breakConstraint,
  serviceConstraint,
  timeOffConstraint,
  availabilityConstraint,
  rateConstraint,
  minimumWageConstraint,
];

export function firstSlotRefusal(check: SlotCheck): FillReason | null {
  for (const constraint of SLOT_CONSTRAINTS) {
    const reason = constraint(check);
    if (reason) return reason;
  }
  return null;
}
