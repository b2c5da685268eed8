import type { CutSpan, FinalisedPeriod, PayRules, PublishMode, ShiftCut } from '@rotaledger/domain';

/**
 * What pay periods read besides the day documents (issue 39), kept by the pay-ledger projection:
 * the workplaces' pay rules, the events behind each day's pay (for the lines' eventIds and the
 * adjustments' notes), the employees' rate changes, and the finalised periods.
 */
export const PAY_LEDGER_WORKPLACES = 'pay_ledger_workplaces';
export interface PayLedgerWorkplaceDocument {
  id: string;
  workplaceId: string;
  ownerId: string;
  timeZone?: string;
  /** 'on-publish' when staff see each week as last published (absent: 'live'). */
  publishMode?: PublishMode;
  payRules?: PayRules;
  deleted: boolean;
  [field: string]: unknown;
}

/** An event that shaped a day's pay, and the assignments it touched. */
export interface PaySourceEvent {
  id: string;
  type: string;
  at: string;
  userId: string | null;
  assignmentIds: string[];
}

/**
 * An assignment as someone knows it (for short-notice pay): `live` as it is now, `seen` as staff
 * were last shown it by a publish ('on-publish' mode). `since`: when that person was told of it.
 */
export interface KnownAssignment {
  employeeId: string | null;
  span: CutSpan;
  since: string;
  sinceEventId: string;
  /** The latest event that changed it, and when. */
  changedEventId: string;
  changedAt: string;
}

/** One per workplace day with pay events. */
export const PAY_DAY_SOURCES = 'pay_day_sources';
export interface PayDaySourcesDocument {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  /** assignmentId → its row and everyone it ever counted for (a removed assignment keeps its people). */
  assignments: Record<
    string,
    {
      shiftId: string;
      employeeIds: string[];
      live?: KnownAssignment | null;
      seen?: KnownAssignment | null;
      removedEventId?: string;
      removedAt?: string;
    }
  >;
  events: PaySourceEvent[];
  /** Assignments cancelled or cut while someone knew of them: what short-notice pay reads. */
  cuts?: ShiftCut[];
  [field: string]: unknown;
}

/** One per employee: each rate decision, for the adjustments a rate correction makes. */
export const PAY_RATE_CHANGES = 'pay_rate_changes';
export interface PayRateChangesDocument {
  id: string;
  ownerId: string;
  ratePence: number;
  changes: { eventId: string; at: string; userId: string | null; effectiveFrom: string | null }[];
  [field: string]: unknown;
}

/** One per finalised period (a re-opened one is removed). */
export const PAY_FINALISED_PERIODS = 'pay_finalised_periods';
export type PayFinalisedPeriodDocument = FinalisedPeriod & {
  id: string;
  workplaceId: string;
  ownerId: string;
  [field: string]: unknown;
};

export const payDaySourcesId = (workplaceId: string, rotaDate: string) => `${workplaceId}|${rotaDate}`;
export const payFinalisedId = (workplaceId: string, periodStart: string) => `${workplaceId}|${periodStart}`;
