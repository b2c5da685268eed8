import { DomainEvent } from '../shared/decider';
import type { EmployeeContract } from '../autofill/fill-types';
import type { EmployeeRequestEvent } from './employee-requests.events';
import type { HolidayRule } from '../pay-runs/pay-rules';

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

/**
 * `email`: the employee's own address for rota e-mails, when one was given (personal data: never on a public page but theirs).
 * `dateOfBirth` (yyyy-mm-dd), when one was given: personal data, for the minimum-wage check only.
 * `contract` (issue 38), when one was given: the paid hours and days a week they are contracted for.
 * `payrollId` (issue 39), when one was given: the works number payroll files match on.
 * `holiday` (issue 39), when one was given: their own holiday rule, which wins over the workplace's.
 * `phone` (issue 41), when one was given: as written; personal data for owners and managers only.
 */
export type EmployeeAdded = DomainEvent<
  'EmployeeAdded',
  EmployeeDetails & {
    employeeId: string;
    ownerId: string;
    email?: string;
    dateOfBirth?: string;
    contract?: EmployeeContract;
    payrollId?: string;
    phone?: string;
    holiday?: HolidayRule;
  }
>;
/**
 * `rateEffectiveFrom` (yyyy-mm-dd): the day `ratePence` applies from; earlier days keep the rate
 * in force then. Events from before rates had dates lack it: their rate applies to every day.
 * `moveEffectiveFrom` (yyyy-mm-dd), on a change of `workplaceId` only: the first day whose
 * assignments at the old workplace are open shifts; earlier days stay theirs there. Moves from
 * before moves had dates lack it: the day after the event's (see `moveDayOf`).
 */
export type EmployeeUpdated = DomainEvent<
  'EmployeeUpdated',
  /** `email`, `dateOfBirth`, `contract`, `payrollId` and `phone` only when the edit changed them (null: cleared). */
  EmployeeDetails & {
    employeeId: string;
    rateEffectiveFrom?: string;
    moveEffectiveFrom?: string;
    email?: string | null;
    dateOfBirth?: string | null;
    contract?: EmployeeContract | null;
    payrollId?: string | null;
    phone?: string | null;
    holiday?: HolidayRule | null;
  }
>;
export type EmployeeRemoved = DomainEvent<'EmployeeRemoved', { employeeId: string; workplaceId: string }>;
/**
 * A removed employee's personal data was erased for good (issue 40 §2): their data key is
 * destroyed, so their names, e-mail, date of birth, payroll id and notes read "(deleted person)"
 * or empty in every copy of the log, and the read models rewrite theirs. Who and when are the
 * event's metadata; it carries no personal data. Their hours and pay stay.
 */
export type EmployeeForgotten = DomainEvent<'EmployeeForgotten', { employeeId: string; workplaceId: string }>;

/**
 * The employee's personal link and calendar feed now answer to `token` (a new one replaces any
 * earlier token, which then answers 404). The token is the only key to a public page.
 */
export type EmployeeFeedLinkIssued = DomainEvent<'EmployeeFeedLinkIssued', { employeeId: string; token: string }>;
/** The employee's link was revoked: `token` answers 404 for good. */
export type EmployeeFeedLinkRevoked = DomainEvent<'EmployeeFeedLinkRevoked', { employeeId: string; token: string }>;

/** The employee set or cleared their own e-mail on their personal page. */
export type EmployeeEmailChanged = DomainEvent<'EmployeeEmailChanged', { employeeId: string; email: string | null }>;

/** One shift as an e-mail told the employee about it (no pay, no colleagues). */
export interface NotifiedAssignment {
  /** The assignment id. */
  id: string;
  /** The rota day, yyyy-mm-dd. */
  date: string;
  /** HH:MM on the workplace clock. */
  start: string;
  end: string;
  workplace: string;
  service: string;
}

/** An e-mail told the employee their upcoming shifts were `shifts` (what the next e-mail compares with). */
export type StaffNotified = DomainEvent<'StaffNotified', { employeeId: string; shifts: NotifiedAssignment[] }>;

export type EmployeeEvent =
  | EmployeeAdded
  | EmployeeUpdated
  | EmployeeRemoved
  | EmployeeForgotten
  | EmployeeFeedLinkIssued
  | EmployeeFeedLinkRevoked
  | EmployeeEmailChanged
  | StaffNotified
  | EmployeeRequestEvent;

export const FEED_LINK_EVENT_TYPES: readonly EmployeeEvent['type'][] = ['EmployeeFeedLinkIssued', 'EmployeeFeedLinkRevoked'];

export const employeeStream = (employeeId: string) => `employee-${employeeId}`;
