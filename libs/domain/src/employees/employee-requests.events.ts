import { DomainEvent } from '../shared/decider';
import type { Availability } from './availability';

/**
 * What staff ask for from their personal page (issue 27), on the employee's own stream. The
 * requester is `employeeId`; the metadata's userId is null for the staff member's own steps
 * and the deciding manager's id for an approval or a refusal.
 */
export type AvailabilitySet = DomainEvent<'AvailabilitySet', { employeeId: string } & Availability>;
/** Inclusive dates; `note` is the staff member's own words (null when none). */
export type TimeOffRequested = DomainEvent<
  'TimeOffRequested',
  { employeeId: string; requestId: string; from: string; to: string; note: string | null }
>;
export type TimeOffCancelled = DomainEvent<'TimeOffCancelled', { employeeId: string; requestId: string }>;
/** `from` and `to` repeat the request's days, so every copy of the employee folds the approval alone. */
export type TimeOffApproved = DomainEvent<'TimeOffApproved', { employeeId: string; requestId: string; from: string; to: string }>;
export type TimeOffDeclined = DomainEvent<'TimeOffDeclined', { employeeId: string; requestId: string }>;

export type EmployeeRequestEvent = AvailabilitySet | TimeOffRequested | TimeOffCancelled | TimeOffApproved | TimeOffDeclined;

export const EMPLOYEE_REQUEST_EVENT_TYPES: readonly EmployeeRequestEvent['type'][] = [
  'AvailabilitySet',
  'TimeOffRequested',
  'TimeOffCancelled',
  'TimeOffApproved',
  'TimeOffDeclined',
];
