import type { RotaState } from '@rotaledger/domain';

/** The rota context's read models. Ids derive from aggregate ids, so a rebuild yields the same documents. */

/** One per workplace day: its shifts and assignments (the weekly grid reads a range of them). */
export const ROTA_DAYS = 'rota_days';
export type RotaDayDocument = RotaState & {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  shiftCount: number;
  /** metadata.at of the day's newest rota event. */
  lastUpdated: string;
  [field: string]: unknown;
};

/** Shift or assignment id → its workplace day, to find the stream of a route that carries only the id. */
export const ROTA_INDEX = 'rota_index';
export interface RotaIndexDocument {
  id: string;
  kind: 'shift' | 'assignment';
  workplaceId: string;
  rotaDate: string;
  shiftId: string;
  ownerId: string;
  [field: string]: unknown;
}

/** One per workplace day that has at least one shift (the calendar's dots). */
export const ROTA_POPULATED_DATES = 'rota_populated_dates';
export interface PopulatedDateDocument {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  [field: string]: unknown;
}

/** Workplaces as the rota sees them: owner, and whether deleted. */
export const ROTA_WORKPLACES = 'rota_workplaces';
/** Employees as the rota sees them: owner, and the day of removal. */
export const ROTA_EMPLOYEES = 'rota_employees';
