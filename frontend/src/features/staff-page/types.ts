import type { StaffPageAnswer, StaffAssignmentAnswer } from '@rotaledger/contracts';

// The personal page's shapes, named from the contract's answer.

export type StaffAssignment = StaffAssignmentAnswer;

/** `GET /staff/{token}`, the issue-27 fields included. */
export type StaffPageData = StaffPageAnswer;
export type Availability = StaffPageData['availability'];
/** A missing day means available all day; an empty list means not available that day. */
export type WeeklyAvailability = Availability['weekly'];
export type AvailabilityException = Availability['exceptions'][number];
/** An available window on a workplace clock, 'HH:MM' to 'HH:MM' ('24:00' allowed as an end). */
export type AvailabilityWindow = AvailabilityException['windows'][number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The clock the page offers now, or null. */
export type StaffClock = StaffPageData['clock'];
/** What was clocked today and last night, earliest first. */
export type StaffClocked = StaffPageData['clockedToday'];
export type TimeOffRequest = StaffPageData['timeOff'][number];
export type TimeOffStatus = TimeOffRequest['status'];
export type OpenAssignment = StaffPageData['openShifts'][number];
export type OfferedSwap = StaffPageData['swaps']['offered'][number];
export type SwapToCover = StaffPageData['swaps']['toCover'][number];

/**
 * The page as the app keeps it: the answer, plus when the service worker stored it when the
 * answer came from its offline copy (its `Rotaledger-Loaded-At` header); null when fresh.
 */
export type StaffPageView = StaffPageData & { cachedAt: string | null };
