import { DomainEvent } from '../shared/decider';

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

export type EmployeeEvent = EmployeeAdded | EmployeeUpdated | EmployeeRemoved;

export const employeeStream = (employeeId: string) => `employee-${employeeId}`;
