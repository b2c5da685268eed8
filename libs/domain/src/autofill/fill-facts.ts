import { breakFor } from '../pay/breaks';
import { mondayOf, assignmentInstants } from '../pay/working-time-checks';
import { WEEKDAY_NAMES, weekdayOf } from '../pay-periods/calendar-date';
import { formatTimeOfDay } from '../shared/time-span';
import type { FillCandidate, FillInput, FillSlot, FixedAssignment } from './fill-types';

/**
 * An assignment read once for the rules: its real instants (the clocks' changes counted), its
 * elapsed and paid minutes, and where it is. The shape the planner's checks read (CheckedAssignment).
 */
export interface PlannedAssignment {
  assignmentId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  /** Real start and end, epoch milliseconds. */
  start: number;
  end: number;
  elapsedMinutes: number;
  /** The break that counts (never the whole shift). */
  breakMinutes: number;
  paidMinutes: number;
  here: boolean;
  workplaceName: string;
}

/** A slot read once: the planned shift it would be, with the slot it came from. */
export interface SlotFacts extends PlannedAssignment {
  slot: FillSlot;
  /** The Monday of its Monday-Sunday week. */
  monday: string;
}

type Timed = Pick<FixedAssignment, 'assignmentId' | 'date' | 'startMinute' | 'endMinute' | 'breakMinutes'>;

export function plannedAssignment(assignment: Timed, zone: string, here: boolean, workplaceName: string): PlannedAssignment {
  const real = assignmentInstants(assignment.date, assignment.startMinute, assignment.endMinute, zone);
  const breakMinutes = breakFor(real.elapsedMinutes, assignment.breakMinutes, []);
  return {
    assignmentId: assignment.assignmentId,
    date: assignment.date,
    startMinute: assignment.startMinute,
    endMinute: assignment.endMinute,
    ...real,
    breakMinutes,
    paidMinutes: real.elapsedMinutes - breakMinutes,
    here,
    workplaceName,
  };
}

export function slotFacts(input: FillInput, slot: FillSlot): SlotFacts {
  return { ...plannedAssignment(slot, input.timeZone, true, input.workplaceName), slot, monday: mondayOf(slot.date) };
}

/** A candidate's fixed assignments as planned shifts; any that is also a slot is the slot's, not fixed. */
export function fixedAssignments(candidate: FillCandidate, slotIds: ReadonlySet<string>): PlannedAssignment[] {
  return candidate.fixed
    .filter((f) => !slotIds.has(f.assignmentId))
    .map((f) => plannedAssignment(f, f.timeZone, f.here, f.workplaceName))
    .sort((a, b) => a.start - b.start || a.assignmentId.localeCompare(b.assignmentId));
}

/** 420 → '07:00'; an overnight end as the clock shows it: 1560 → '02:00'. */
export const clockOf = (minutes: number): string => formatTimeOfDay(minutes, false);

/** '2026-12-06' → 'Sun'. */
export const shortWeekday = (date: string) => WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3);

/** Minutes as hours for a figure: 1320 → '22', 1350 → '22.5', 1335 → '22.25'. */
export const hoursFigure = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
