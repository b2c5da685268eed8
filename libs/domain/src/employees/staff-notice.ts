import type { NotifiedShift } from './employee.events';

/** What changed in an employee's upcoming shifts since an e-mail last told them. */
export interface ShiftChanges {
  added: NotifiedShift[];
  /** The shift as it is now, beside what they were told. */
  changed: { now: NotifiedShift; was: NotifiedShift }[];
  removed: NotifiedShift[];
}

const sameShift = (a: NotifiedShift, b: NotifiedShift) =>
  a.date === b.date && a.start === b.start && a.end === b.end && a.workplace === b.workplace && a.service === b.service;

/**
 * Compares the upcoming shifts (`current`, from `today` on) with what the employee was last told
 * (`told`, null: never told, so every shift is new). A told shift before `today` has passed, not
 * been removed.
 */
export function shiftChanges(told: readonly NotifiedShift[] | null, current: readonly NotifiedShift[], today: string): ShiftChanges {
  const before = new Map((told ?? []).map((shift) => [shift.id, shift]));
  const now = new Set(current.map((shift) => shift.id));
  const added: NotifiedShift[] = [];
  const changed: ShiftChanges['changed'] = [];
  for (const shift of current) {
    const was = before.get(shift.id);
    if (!was) added.push(shift);
    else if (!sameShift(was, shift)) changed.push({ now: shift, was });
  }
  const removed = (told ?? []).filter((shift) => !now.has(shift.id) && shift.date >= today);
  return { added, changed, removed };
}

export const hasShiftChanges = (changes: ShiftChanges) => changes.added.length + changes.changed.length + changes.removed.length > 0;
