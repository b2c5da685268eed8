import type { NotifiedAssignment } from './employee.events';

/** What changed in an employee's upcoming shifts since they last saw them. */
export interface AssignmentChanges {
  added: NotifiedAssignment[];
  /** The shift as it is now, beside what they saw. */
  changed: { now: NotifiedAssignment; was: NotifiedAssignment }[];
  removed: NotifiedAssignment[];
}

/** Now on the workplace's clock: its date (yyyy-mm-dd) and time (HH:MM, as a NotifiedAssignment's start). */
export interface WorkplaceNow {
  date: string;
  time: string;
}

const sameAssignment = (a: NotifiedAssignment, b: NotifiedAssignment) =>
  a.date === b.date && a.start === b.start && a.end === b.end && a.workplace === b.workplace && a.service === b.service;

/** A shift that has started (or ended) is no longer upcoming: it is neither news nor cancelled. */
export const hasStarted = (shift: NotifiedAssignment, now: WorkplaceNow) =>
  shift.date < now.date || (shift.date === now.date && shift.start <= now.time);

export const upcomingAssignments = (shifts: readonly NotifiedAssignment[], now: WorkplaceNow) =>
  shifts.filter((shift) => !hasStarted(shift, now));

/**
 * Compares the employee's upcoming shifts (`current`) with what they last saw (`seen`; null: they
 * never saw any, so every upcoming shift is new). A seen shift that is gone and had not started
 * yet is cancelled; one that has started has passed, not been cancelled.
 */
export function assignmentChanges(
  seen: readonly NotifiedAssignment[] | null,
  current: readonly NotifiedAssignment[],
  now: WorkplaceNow,
): AssignmentChanges {
  const before = new Map((seen ?? []).map((shift) => [shift.id, shift]));
  const stillThere = new Set(current.map((shift) => shift.id));
  const added: NotifiedAssignment[] = [];
  const changed: AssignmentChanges['changed'] = [];
  for (const shift of upcomingAssignments(current, now)) {
    const was = before.get(shift.id);
    if (!was) added.push(shift);
    else if (!sameAssignment(was, shift)) changed.push({ now: shift, was });
  }
  const removed = upcomingAssignments(seen ?? [], now).filter((shift) => !stillThere.has(shift.id));
  return { added, changed, removed };
}

export const hasAssignmentChanges = (changes: AssignmentChanges) =>
  changes.added.length + changes.changed.length + changes.removed.length > 0;

/**
 * What the employee last saw of their shifts, the base of the next e-mail. In 'on-publish' mode
 * their personal page showed every publish, so it is what it showed just before this one
 * (`pageBefore`), e-mailed or not: an employee is never told again what their page showed. In
 * 'live' mode the page changes with every edit and "Notify staff" tells what changed since the
 * last e-mail (`told`; null: never e-mailed).
 */
export function lastSeenAssignments(
  mode: 'live' | 'on-publish',
  told: readonly NotifiedAssignment[] | null,
  pageBefore: readonly NotifiedAssignment[],
): readonly NotifiedAssignment[] | null {
  return mode === 'on-publish' ? pageBefore : told;
}
