import type { EmployeeEvent } from '../employees/employee.events';
import type { WorkplaceEvent } from '../workplaces/workplace.events';
import { isoDateOfInstant } from './rota-dates';

/** What a rota decision needs to know about the workplace (the handler loads it). */
export interface RotaWorkplace {
  workplaceId: string;
  ownerId: string;
  services: number[];
  /** Whole hours: start 0-23, end up to 30 (past 24 is the next morning). */
  rotaStartTime: number;
  rotaEndTime: number;
  deleted: boolean;
}

/** What a rota decision needs to know about an employee (the handler loads it). */
export interface RotaEmployee {
  employeeId: string;
  ownerId: string;
  workplaceId: string;
  displayName: string;
  /** The (UTC) day the employee was removed, or null while employed. */
  removedOn: string | null;
}

/**
 * A removed employee keeps the hours they worked up to the day of removal; their
 * assignments on later days count as unallocated (in the rota, pay and shared rota alike).
 */
export function isUnallocatedAfterRemoval(removedOn: string | null | undefined, rotaDate: string): boolean {
  return typeof removedOn === 'string' && rotaDate > removedOn;
}

/** Folds a workplace stream into what the rota needs; null when there is no such workplace. */
export function rotaWorkplaceFrom(events: readonly WorkplaceEvent[]): RotaWorkplace | null {
  let workplace = null as RotaWorkplace | null;
  for (const event of events) {
    switch (event.type) {
      case 'WorkplaceCreated': {
        const { workplaceId, ownerId, services, rotaStartTime, rotaEndTime } = event.data;
        workplace = { workplaceId, ownerId, services: [...services], rotaStartTime, rotaEndTime, deleted: false };
        break;
      }
      case 'WorkplaceUpdated':
        if (workplace) {
          const { services, rotaStartTime, rotaEndTime } = event.data;
          workplace = { ...workplace, services: [...services], rotaStartTime, rotaEndTime };
        }
        break;
      case 'WorkplaceDeleted':
        if (workplace) workplace = { ...workplace, deleted: true };
        break;
    }
  }
  return workplace;
}

/** An employee event as stored: its metadata dates the removal. */
export type DatedEmployeeEvent = EmployeeEvent & { metadata: { at: string } };

/** Folds an employee stream into what the rota needs; null when there is no such employee. */
export function rotaEmployeeFrom(events: readonly DatedEmployeeEvent[]): RotaEmployee | null {
  let employee = null as RotaEmployee | null;
  for (const event of events) {
    switch (event.type) {
      case 'EmployeeAdded': {
        const { employeeId, ownerId, workplaceId, displayName } = event.data;
        employee = { employeeId, ownerId, workplaceId, displayName, removedOn: null };
        break;
      }
      case 'EmployeeUpdated':
        if (employee) employee = { ...employee, workplaceId: event.data.workplaceId, displayName: event.data.displayName };
        break;
      case 'EmployeeRemoved':
        if (employee && employee.removedOn === null) {
          employee = { ...employee, removedOn: isoDateOfInstant(event.metadata.at) };
        }
        break;
    }
  }
  return employee;
}
