import { DomainEvent } from '../shared/decider';

/**
 * The record of forgetting staff members (issue 40 §2), on the non-personal stream
 * `employee-forgettings`, which is kept: ids only, its metadata naming no user (so an
 * account deletion, which deletes what its user wrote, leaves the record).
 *
 * EmployeeForgetStarted is appended before the employee stream's EmployeeForgotten, and
 * EmployeeForgetCompleted once the key is destroyed, the outbox cleared and the stores'
 * files purged. A forgetting a crash cut off between the two is finished from it at the
 * next start, as an account deletion is from `account-deletions`.
 */
export type EmployeeForgetStarted = DomainEvent<'EmployeeForgetStarted', { employeeId: string }>;

/** Appended to `employee-forgettings` once nothing readable of the forgotten person is left in any store. */
export type EmployeeForgetCompleted = DomainEvent<'EmployeeForgetCompleted', { employeeId: string }>;

export type EmployeeForgettingEvent = EmployeeForgetStarted | EmployeeForgetCompleted;

export const EMPLOYEE_FORGETTINGS_STREAM = 'employee-forgettings';

/** The forgettings started and not yet completed, oldest first, each employee once (its latest start). */
export function unfinishedForgettings<Event extends EmployeeForgettingEvent>(events: readonly Event[]): (Event & EmployeeForgetStarted)[] {
  const pending = new Map<string, Event & EmployeeForgetStarted>();
  for (const event of events) {
    if (event.type === 'EmployeeForgetStarted') {
      pending.delete(event.data.employeeId);
      pending.set(event.data.employeeId, event as Event & EmployeeForgetStarted);
    } else if (event.type === 'EmployeeForgetCompleted') pending.delete(event.data.employeeId);
  }
  return [...pending.values()];
}
