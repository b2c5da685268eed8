/** The rota context's read models. Ids derive from aggregate ids, so a rebuild yields the same documents. */

/** One per workplace day (the document itself is shared with pay and sharing: `read-side/`). */
export type { RotaDayDocument } from '../read-side/rota-day-document';
export const ROTA_DAYS = 'rota_days';

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
