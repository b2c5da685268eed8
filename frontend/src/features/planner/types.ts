import type { TimeSpan } from '@rotaledger/domain';
import type {
  GetShiftsRequest,
  PublishRotaAnswer,
  PublishRotaRequest,
  RotaCopyAnswer,
  WeeklyShiftsAnswer,
  WeeklyShiftsRequest,
} from '@rotaledger/contracts';
import type { UnavailableByEmployee } from './weekly/availability';

/**
 * The planner's own shapes. What the API sends and takes is `@rotaledger/contracts`' (the
 * endpoints in `api.ts`); these are the views built from it and the cache's optimistic rows.
 */

type WeeklyItem = WeeklyShiftsAnswer['weekShifts'][string][string][number];

/**
 * The break fields of the weekly and daily answers' items: the break that counts, whether the
 * manager set it (else the workplace's rules gave it) and the paid minutes (elapsed − break).
 */
export type BreakFields = Pick<WeeklyItem, 'breakMinutes' | 'ownBreak' | 'paidMinutes'>;

/** A request's break: a number of minutes (own), null (back to the workplace's rules) or absent. */
export interface BreakRequest {
  breakMinutes?: number | null;
}

/** One working-time or minimum-wage warning of getweeklyshifts (never a refusal). */
export type WeekWarning = WeeklyShiftsAnswer['warnings'][number];

/** One assignment on the daily timeline, in minutes after midnight. */
export interface DayAssignment extends TimeSpan, Partial<BreakFields> {
  assignmentId: string;
  employeeId: string | null;
  /** Shown at once but not yet confirmed by the server: it cannot be edited until it is. */
  pending?: boolean;
}

/** One saved shift (a row of the daily timeline) with its assignments. */
export interface DayShift {
  shiftId: string;
  serviceType: number;
  assignments: DayAssignment[];
  pending?: boolean;
}

export interface DayRota {
  shifts: DayShift[];
}

/** A workplace day's cache key: the getshifts request, with the caller's id. */
export type DayKey = GetShiftsRequest & { userId: string };

/** One assignment of getweeklyshifts' answer; `time_end` at or before `time_start` ends the next day. */
export type WeekAssignment = WeeklyShiftsAnswer['weekShifts'][string][string][number] &
  Partial<BreakFields> & {
    /** Shown at once but not yet confirmed by the server. */
    pending?: boolean;
  };

/** employee_id → yyyy-mm-dd → assignments. */
export type WeekShifts = Record<string, Record<string, WeekAssignment[]>>;

/** An unallocated assignment (nobody on it yet), as getweeklyshifts answers it. */
export type OpenAssignment = WeeklyShiftsAnswer['openShifts'][string][number] & Partial<BreakFields> & { pending?: boolean };

/** yyyy-mm-dd → open shifts. */
export type OpenAssignments = Record<string, OpenAssignment[]>;

/** The week as the cache holds it: the answer, plus rows shown before the server confirms them. */
export interface WeekRota {
  weekShifts: WeekShifts;
  openShifts: OpenAssignments;
  /** When each employee cannot work (their availability's gaps, approved time off). Absent in rows shown before an answer. */
  unavailable?: UnavailableByEmployee;
  /** Working-time and minimum-wage warnings of the week. Absent in rows shown before an answer. */
  warnings?: WeekWarning[];
  /** The week's paid minutes and cost as the server priced them (issue 29). Absent in answers from before it. */
  totals?: WeekTotals;
  /** Last week's total (the same number of days just before). Absent in answers from before it. */
  previousWeek?: WeeklyShiftsAnswer['previousWeek'];
}

export type WeekTotals = WeeklyShiftsAnswer['totals'];

/** One thing a copy left out, and why. */
export type CopySkip = RotaCopyAnswer['skipped'][number];

/** A copied placement outside the employee's availability: placed, with the warning the planner would show. */
export type CopyOutside = RotaCopyAnswer['outsideAvailability'][number];

/** copyweek and copyday's answer. */
export type CopyAnswer = RotaCopyAnswer;

/** GET /rota/publication: what staff see of a week against the plan. */
export type { PublicationAnswer } from '@rotaledger/contracts';

/** POST /rota/publish (also the live mode's "Notify staff"). */
export type PublishRequest = PublishRotaRequest & { userId: string };
export type PublishAnswer = PublishRotaAnswer;

/** A week's cache key: the getweeklyshifts request, with the caller's id. */
export type WeekKey = WeeklyShiftsRequest & { userId: string };
