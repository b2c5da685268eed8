import { dayNumber } from '../pay-periods/calendar-date';
import type { DomainEvent } from '../shared/decider';
import { spansOverlap, TimeSpan } from '../shared/time-span';
import type { RotaDayAssignments } from './employee-day';
import { employeeSpansAround } from './employee-day';
import type { RotaAssignment, RotaState } from './rota-state';

/**
 * One person's shifts across every workplace and day (issue 42 §1: the overlap check made
 * atomic). A workplace day is its own stream, so two decisions for the same person on two
 * streams (two workplaces, or an overnight shift and the next morning) could each pass the
 * overlap rule and both land. Every decision that gives a person a new or re-timed span first
 * appends a claim to their stream, `person-rota-<employeeId>`, at the revision it read and
 * checked: of two such decisions one appends first, and the other's append fails on the
 * revision, decides again and sees the claim. The claim names the day and the span, ids and
 * times only (no personal data), and no change: undo and the history never see it.
 *
 * The day streams stay the truth: a claim counts as the span its day's stream now gives the
 * assignment, or nothing once that assignment left the person. A claim with nothing after it
 * in its day's stream is pending, and binds for PENDING_CLAIM_MS from its time: the other
 * decision's day append may still be on its way, or it failed and will never come.
 */
export type PersonShiftClaimed = DomainEvent<
  'PersonShiftClaimed',
  { assignmentId: string; workplaceId: string; rotaDate: string; startMinute: number; endMinute: number }
>;
export type PersonRotaEvent = PersonShiftClaimed;

export const personRotaStream = (employeeId: string) => `person-rota-${employeeId}`;

/** How long a claim its day does not show binds: long enough for any append in flight, short enough that a crashed one frees the slot soon. */
export const PENDING_CLAIM_MS = 60_000;

type Claim = PersonShiftClaimed['data'];

/**
 * The assignments a day's decision gives each person anew: held after and not before, or
 * held before with other times. Only these need a claim; a shorter or removed span cannot
 * collide with anything that did not collide before.
 */
export function newlyHeldSpans(before: RotaState, after: RotaState): Map<string, RotaAssignment[]> {
  const previous = new Map(before.assignments.map((a) => [a.assignmentId, a]));
  const held = new Map<string, RotaAssignment[]>();
  for (const assignment of after.assignments) {
    if (assignment.employeeId === null) continue;
    const was = previous.get(assignment.assignmentId);
    const same =
      was &&
      was.employeeId === assignment.employeeId &&
      was.startMinute === assignment.startMinute &&
      was.endMinute === assignment.endMinute;
    if (same) continue;
    held.set(assignment.employeeId, [...(held.get(assignment.employeeId) ?? []), assignment]);
  }
  return held;
}

/** A claim as stored: when it was made, and where in the log (the global position). */
export type StoredClaim = Claim & { at: string; position: number };

/** The person's claims, latest per assignment. */
export function latestClaims(events: readonly (PersonRotaEvent & { metadata: { at: string }; position: number })[]): StoredClaim[] {
  const latest = new Map<string, StoredClaim>();
  for (const event of events) latest.set(event.data.assignmentId, { ...event.data, at: event.metadata.at, position: event.position });
  return [...latest.values()];
}

/** The days whose streams may hold the person's shifts near `here` (the day before, the day itself elsewhere, the day after). */
export function claimedDaysNear(
  claims: readonly Claim[],
  here: { workplaceId: string; rotaDate: string },
): { workplaceId: string; rotaDate: string }[] {
  const today = dayNumber(here.rotaDate);
  const days = new Map<string, { workplaceId: string; rotaDate: string }>();
  for (const { workplaceId, rotaDate } of claims) {
    const offset = dayNumber(rotaDate) - today;
    if (Math.abs(offset) > 1 || (offset === 0 && workplaceId === here.workplaceId)) continue;
    days.set(`${workplaceId} ${rotaDate}`, { workplaceId, rotaDate });
  }
  return [...days.values()];
}

/** A workplace day's assignments, with their ids (a fold of its stream, or its read-model copy). */
export interface DayOfAssignments {
  workplaceId: string;
  rotaDate: string;
  assignments: readonly (TimeSpan & { employeeId: string | null; assignmentId: string })[];
}

/** A claimed day as its stream folds now, with the position of its newest event (0: none). */
export type ClaimedDay = DayOfAssignments & { lastPosition: number };

/**
 * Whether `spans` (the person's new spans on `here`) collide with their shifts elsewhere:
 * - `claimedDays`: the days their claims name near `here`, as those days' streams fold now.
 *   A claim whose day has an event after it is judged by the day: its own append landed
 *   (the day holds what it decided), or another write to that day came first and made it
 *   fail on the day's revision (it decides again, with a new claim). A day with nothing after
 *   the claim may still be waiting for it: the claim binds with its own span, while younger
 *   than PENDING_CLAIM_MS;
 * - `unclaimedDays`: the read model's days, for shifts placed before claims existed; a day
 *   folded above, or an assignment the person's stream knows, is judged by the log, never
 *   by this copy;
 * - `counts`: a day at which the person's assignments bind (not after their removal, say).
 */
export function collidesElsewhere(args: {
  employeeId: string;
  here: { workplaceId: string; rotaDate: string };
  spans: readonly (TimeSpan & { assignmentId: string })[];
  claims: readonly StoredClaim[];
  claimedDays: readonly ClaimedDay[];
  unclaimedDays: readonly DayOfAssignments[];
  counts: (day: RotaDayAssignments) => boolean;
  now: Date;
}): boolean {
  const { employeeId, here, claims } = args;
  const mine = new Set(args.spans.map((span) => span.assignmentId));
  const known = new Set(claims.map((claim) => claim.assignmentId));
  const dayOf = (claim: Claim) => args.claimedDays.find((day) => day.workplaceId === claim.workplaceId && day.rotaDate === claim.rotaDate);
  const pending: RotaDayAssignments[] = claims
    .filter((claim) => !mine.has(claim.assignmentId) && (dayOf(claim)?.lastPosition ?? 0) < claim.position)
    .filter((claim) => args.now.getTime() - Date.parse(claim.at) < PENDING_CLAIM_MS)
    .map(({ workplaceId, rotaDate, startMinute, endMinute }) => ({
      workplaceId,
      rotaDate,
      assignments: [{ employeeId, startMinute, endMinute }],
    }));
  const folded = new Set(args.claimedDays.map((day) => `${day.workplaceId} ${day.rotaDate}`));
  const unclaimed = args.unclaimedDays
    .filter((day) => !folded.has(`${day.workplaceId} ${day.rotaDate}`))
    .map((day) => ({ ...day, assignments: day.assignments.filter((a) => !known.has(a.assignmentId)) }));
  const busy = [
    ...employeeSpansAround(args.claimedDays, here, employeeId, args.counts),
    ...employeeSpansAround(pending, here, employeeId, args.counts),
    ...employeeSpansAround(unclaimed, here, employeeId, args.counts),
  ];
  return args.spans.some((span) => busy.some((other) => spansOverlap(span, other)));
}
