import { DomainEvent } from '../shared/decider';
import type { Availability } from './availability';

/**
 * What staff ask for from their personal page (issue 27), on the employee's own stream. The
 * requester is `employeeId`; the metadata's userId is null for the staff member's own steps
 * and the deciding manager's id for an approval or a refusal.
 */
export type AvailabilitySet = DomainEvent<'AvailabilitySet', { employeeId: string } & Availability>;
/** Inclusive dates; `note` is the staff member's own words (null when none); `kind` (issue 39) only for paid holiday (absent: unpaid). */
export type TimeOffRequested = DomainEvent<
  'TimeOffRequested',
  { employeeId: string; requestId: string; from: string; to: string; note: string | null; kind?: 'paid-holiday' }
>;
export type TimeOffCancelled = DomainEvent<'TimeOffCancelled', { employeeId: string; requestId: string }>;
/**
 * `from` and `to` repeat the request's days, so every copy of the employee folds the approval alone.
 * Paid holiday (issue 39) carries `kind` and the minutes of each day that counts, fixed when approved
 * (absent: unpaid, as every approval before holiday).
 */
export type TimeOffApproved = DomainEvent<
  'TimeOffApproved',
  { employeeId: string; requestId: string; from: string; to: string; kind?: 'paid-holiday'; paidHolidayMinutes?: Record<string, number> }
>;
export type TimeOffDeclined = DomainEvent<'TimeOffDeclined', { employeeId: string; requestId: string }>;

export type EmployeeRequestEvent = AvailabilitySet | TimeOffRequested | TimeOffCancelled | TimeOffApproved | TimeOffDeclined;

export const EMPLOYEE_REQUEST_EVENT_TYPES: readonly EmployeeRequestEvent['type'][] = [
  'AvailabilitySet',
  'TimeOffRequested',
  'TimeOffCancelled',
  'TimeOffApproved',
  'TimeOffDeclined',
];
