import type { TimeSpan } from '../shared/time-span';

/*
 * The state of one workplace day, as the rota decider folds its stream: its live shifts, their
 * assignments, its share links (sharing.decider.ts), its staff requests (rota-requests.decider.ts)
 * and its timesheets (timesheets.ts). Types only and imports nothing of theirs, so each of those
 * deciders takes it without a cycle.
 */
export interface RotaShift {
  shiftId: string;
  serviceType: number;
}

export interface RotaAssignment extends TimeSpan, AssignmentBreak {
  assignmentId: string;
  shiftId: string;
  /** null = unallocated. */
  employeeId: string | null;
}

/**
 * An assignment's unpaid break, decided when its times are (issue 28): the manager's own, or the
 * workplace's rules for its elapsed length then. Stored in the event, so a later change of the
 * rules never reprices what was planned, and a rebuild gives the same figures.
 */
export interface AssignmentBreak {
  /** The break that counts (0 in events from before breaks). */
  breakMinutes: number;
  /** The manager set it (it wins over the rules, and a copy or re-timing keeps it). */
  ownBreak: boolean;
}

export interface RotaState extends RotaTimesheetState, SharingState {
  shifts: RotaShift[];
  assignments: RotaAssignment[];
  /** Staff claims on the day's open shifts (absent: none ever). */
  claims?: RotaClaim[];
  /** Staff offers to swap their shifts of the day (absent: none ever). */
  swaps?: RotaSwap[];
}

export interface RotaClaim {
  claimId: string;
  assignmentId: string;
  employeeId: string;
  status: 'pending' | 'approved' | 'declined';
}

export interface RotaSwap {
  swapId: string;
  assignmentId: string;
  /** Who offered their shift. */
  employeeId: string;
  /** The colleague who offered to cover it (null until one does). */
  coveredBy: string | null;
  status: 'open' | 'accepted' | 'approved' | 'declined' | 'withdrawn';
}

/** One assignment's actuals on the day stream. */
export interface RotaTimesheet {
  assignmentId: string;
  clockedInAt: string | null;
  clockedOutAt: string | null;
  /** Breaks clocked at a kiosk, in order; an open one ends when the shift is clocked out. Absent: none. */
  breaks?: ClockedBreak[];
  correction: { actualStartMinute: number; actualEndMinute: number; breakMinutes: number } | null;
  /** Put on the rota by its own clock-in (no shift that day): the clock-out shortens it to the time worked. */
  withoutShift?: true;
}

export interface ClockedBreak {
  startedAt: string;
  endedAt: string | null;
}

/** The timesheet part of a rota day's state (absent: nothing clocked, corrected or approved yet). */
export interface RotaTimesheetState {
  timesheets?: RotaTimesheet[];
  /** The day's timesheet as approved; any later change to its actuals un-approves it until approved again. */
  timesheetApproved?: boolean;
}

/** The day's links: its own, and on a Monday the week's (kept apart: a Monday may have both). */
export interface SharingState {
  /** The day's share link, null when never shared or revoked. */
  rotaId: string | null;
  /** The owner's sharing generation when that link was made. */
  sharingGeneration: number;
  /** On a Monday: the link to the week from this day, absent or null when never shared or revoked. */
  weekRotaId?: string | null;
  /** The owner's sharing generation when the week's link was made. */
  weekSharingGeneration?: number;
}
