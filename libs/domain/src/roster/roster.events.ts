import { DomainEvent } from '../shared/decider';

/**
 * Stream: `roster-{userId}`. The account-wide rules (at most 3 workplaces and 40
 * employees, unique names ignoring case) span many aggregates, so every create, rename
 * and delete first claims or releases here, with the roster's expected revision: two
 * racing commands cannot both pass a cap. `nameKey` is the trimmed, lowercased name.
 * A rename holds the old and the new key until the aggregate has the new name, so a
 * crash in between can only block a name (repairable), never let a duplicate in.
 */
export type WorkplaceClaimed = DomainEvent<'WorkplaceClaimed', { workplaceId: string; nameKey: string; at: string }>;
export type WorkplaceNameReserved = DomainEvent<'WorkplaceNameReserved', { workplaceId: string; nameKey: string; at: string }>;
export type WorkplaceNameFreed = DomainEvent<'WorkplaceNameFreed', { workplaceId: string; nameKey: string }>;
export type WorkplaceReleased = DomainEvent<'WorkplaceReleased', { workplaceId: string }>;

export type EmployeeClaimed = DomainEvent<'EmployeeClaimed', { employeeId: string; nameKey: string; at: string }>;
export type EmployeeNameReserved = DomainEvent<'EmployeeNameReserved', { employeeId: string; nameKey: string; at: string }>;
export type EmployeeNameFreed = DomainEvent<'EmployeeNameFreed', { employeeId: string; nameKey: string }>;
export type EmployeeReleased = DomainEvent<'EmployeeReleased', { employeeId: string }>;

export type RosterEvent =
  | WorkplaceClaimed
  | WorkplaceNameReserved
  | WorkplaceNameFreed
  | WorkplaceReleased
  | EmployeeClaimed
  | EmployeeNameReserved
  | EmployeeNameFreed
  | EmployeeReleased;

export const rosterStream = (userId: string) => `roster-${userId}`;
