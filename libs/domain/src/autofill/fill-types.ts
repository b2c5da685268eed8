import type { Availability, TimeOffRange } from '../employees/availability';
import type { RateHistory } from '../employees/rate-history';
import type { CurrencyCode } from '../accounts/preferences';

/**
 * The auto-fill's input and answer (issue 38), shared by the engine (constraints, explanations,
 * the solver's model) and the API that loads its inputs and records its runs. Pure data: the
 * API builds a FillInput from the read side, the engine answers a FillResult.
 *
 * Vocabulary: a *shift* is a row of a day (service and times); an *assignment* is a person's time
 * on it. A *slot* here is an assignment the fill may give a person: an open one, or (with
 * `mayMoveOthers`) one already given. Times are minutes after the rota day's midnight (one
 * TimeSpan, an overnight end past 1440); `HH:MM` exists only at the wire.
 */

export type FillGoal = 'cost' | 'fair';

/** One assignment the fill may give a person. */
export interface FillSlot {
  assignmentId: string;
  shiftId: string;
  /** The rota day, yyyy-mm-dd. */
  date: string;
  startMinute: number;
  endMinute: number;
  /** The catalogue's service (the skill the person must have). */
  serviceType: number;
  /** The unpaid break the workplace's rule gives this span (or the assignment's own). */
  breakMinutes: number;
  /** Who has it now: null for an open assignment. A placed one is kept unless `mayMoveOthers`. */
  employeeId: string | null;
}

/** A planned assignment of a candidate that the fill does not change (any workplace of the team). */
export interface FixedAssignment {
  assignmentId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
  /** True at the workplace being filled. */
  here: boolean;
  /** For reasons: "already working 08:00–16:00 at Harbour Kiosk". */
  workplaceName: string;
  /** That workplace's IANA zone (real instants for rest and overlap across workplaces). */
  timeZone: string;
}

export interface EmployeeContract {
  minWeeklyHours?: number;
  maxWeeklyHours?: number;
  maxDaysPerWeek?: number;
}

export interface FillCandidate {
  employeeId: string;
  displayName: string;
  /** The services (skills) they can work. */
  services: readonly number[];
  availability: Availability | null;
  timeOff: readonly TimeOffRange[];
  /** yyyy-mm-dd or null (the adult minimum wage is assumed; no under-18 limits). */
  dateOfBirth: string | null;
  rates: RateHistory;
  contract: EmployeeContract;
  /** Their other planned assignments the fill keeps: for overlap, rest, weekly hours and days. */
  fixed: readonly FixedAssignment[];
}

export interface FillInput {
  workplaceId: string;
  workplaceName: string;
  timeZone: string;
  currency: CurrencyCode;
  /** yyyy-mm-dd, both included. */
  from: string;
  to: string;
  goal: FillGoal;
  mayMoveOthers: boolean;
  /** The open assignments of from..to (and, with mayMoveOthers, the placed ones). */
  slots: readonly FillSlot[];
  /** Everyone of the workplace who could be given a slot, with all they bring. */
  candidates: readonly FillCandidate[];
}

/** Every reason the fill gives, for a row chosen or for a person who could not take a gap. */
export type FillReasonCode =
  // why a person was chosen
  | 'available'
  | 'service'
  | 'hours'
  | 'rate'
  | 'moved'
  // why a person could not take a slot
  | 'no-service'
  | 'time-off'
  | 'unavailable'
  | 'overlap'
  | 'rest'
  | 'weekly-hours'
  | 'max-weekly-hours'
  | 'max-days'
  | 'under-18-daily'
  | 'under-18-weekly'
  | 'under-18-rest'
  | 'minimum-wage'
  | 'break'
  | 'taken-by-better'
  | 'no-rate';

/** A decision's reason, built where the decision is made: the UI renders `text`, tests read `code` and `figures`. */
export interface FillReason {
  code: FillReasonCode;
  text: string;
  figures?: Readonly<Record<string, number | string>>;
}

export interface FillRow {
  assignmentId: string;
  employeeId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  /** Paid time after the break at the rate in force that day, in pence (rounded once, half up). */
  costPence: number;
  reasons: FillReason[];
  /** Present when the slot was someone else's (only with mayMoveOthers). */
  moves?: { fromEmployeeId: string };
}

export interface FillGap {
  assignmentId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  serviceType: number;
  /** One per person of the workplace: why they could not take it. */
  reasons: Array<FillReason & { employeeId: string }>;
}

export interface FillTotals {
  /** Open slots asked to fill. */
  open: number;
  filled: number;
  costPence: number;
  /** Paid hours per person over from..to once the proposal is accepted (decimals to 2 places). */
  hours: Record<string, { hours: number; minWeeklyHours?: number; maxWeeklyHours?: number }>;
}

export interface FillSolverInfo {
  name: string;
  version: string;
  ms: number;
  /** False when the solver stopped at its time limit without proving optimality. */
  optimal: boolean;
}

export interface FillResult {
  rows: FillRow[];
  unfilled: FillGap[];
  totals: FillTotals;
  solver: FillSolverInfo;
}
