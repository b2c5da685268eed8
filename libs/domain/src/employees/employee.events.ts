import { DomainEvent } from '../shared/decider';
import type { EmployeeRequestEvent } from './employee-requests.events';

/** Stream: `employee-{employeeId}`. */
export interface EmployeeDetails {
  workplaceId: string;
  displayName: string;
  firstName: string;
  surname: string;
  /** Hourly rate in pence/cents (integer), so pay maths never drifts. 7.55 → 755. */
  ratePence: number;
  services: number[];
}

export type EmployeeAdded = DomainEvent<'EmployeeAdded', EmployeeDetails & { employeeId: string; ownerId: string }>;
/**
 * `rateEffectiveFrom` (yyyy-mm-dd): the day `ratePence` applies from; earlier days keep the rate
 * in force then. Events from before rates had dates lack it: their rate applies to every day.
 */
export type EmployeeUpdated = DomainEvent<'EmployeeUpdated', EmployeeDetails & { employeeId: string; rateEffectiveFrom?: string }>;
export type EmployeeRemoved = DomainEvent<'EmployeeRemoved', { employeeId: string; workplaceId: string }>;

/**
 * The employee's personal link and calendar feed now answer to `token` (a new one replaces any
 * earlier token, which then answers 404). The token is the only key to a public page.
 */
export type EmployeeFeedLinkIssued = DomainEvent<'EmployeeFeedLinkIssued', { employeeId: string; token: string }>;
/** The employee's link was revoked: `token` answers 404 for good. */
export type EmployeeFeedLinkRevoked = DomainEvent<'EmployeeFeedLinkRevoked', { employeeId: string; token: string }>;

export type EmployeeEvent =
  EmployeeAdded | EmployeeUpdated | EmployeeRemoved | EmployeeFeedLinkIssued | EmployeeFeedLinkRevoked | EmployeeRequestEvent;

export const FEED_LINK_EVENT_TYPES: readonly EmployeeEvent['type'][] = ['EmployeeFeedLinkIssued', 'EmployeeFeedLinkRevoked'];

export const employeeStream = (employeeId: string) => `employee-${employeeId}`;
