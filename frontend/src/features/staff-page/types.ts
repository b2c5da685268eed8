import type { StaffPageAnswer, StaffShiftAnswer } from '@rotaledger/contracts';

// Local mirrors of the issue-27 answer shapes (tmp/issue27-design.md, "Staff side"): the
// contract types land with the backend; swap these for them at merge.

export type StaffShift = StaffShiftAnswer;

/** An available window on a workplace clock, 'HH:MM' to 'HH:MM' ('24:00' allowed as an end). */
export interface AvailabilityWindow {
  from: string;
  to: string;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A missing day means available all day; an empty list means not available that day. */
export type WeeklyAvailability = Partial<Record<Weekday, AvailabilityWindow[]>>;

export interface AvailabilityException {
  date: string;
  windows: AvailabilityWindow[];
}

export interface Availability {
  weekly: WeeklyAvailability;
  exceptions: AvailabilityException[];
}

export type TimeOffStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface TimeOffRequest {
  requestId: string;
  from: string;
  to: string;
  note: string | null;
  status: TimeOffStatus;
  requestedAt: string;
}

export type OpenShift = StaffShift & { claim: { claimId: string; status: 'pending' | 'declined' } | null };

export interface OfferedSwap {
  swapId: string;
  shift: StaffShift;
  status: 'open' | 'accepted';
  coveredBy: string | null;
}

export interface SwapToCover {
  swapId: string;
  shift: StaffShift;
  offeredBy: string;
  acceptedByMe: boolean;
}

/** `GET /staff/{token}` with the issue-27 fields. */
export type StaffPageData = StaffPageAnswer & {
  email: string | null;
  availability: Availability;
  timeOff: TimeOffRequest[];
  openShifts: OpenShift[];
  swaps: { offered: OfferedSwap[]; toCover: SwapToCover[] };
};

/**
 * The page as the app keeps it: the answer, plus when the service worker stored it when the
 * answer came from its offline copy (its `Rotaledger-Loaded-At` header); null when fresh.
 */
export type StaffPageView = StaffPageData & { cachedAt: string | null };
