import type { RotaState } from '@rotaledger/domain';

/**
 * The one document per workplace day (issue 31): the rota day as the domain folds its rota,
 * request (claims, swaps) and timesheet events, with its pay minutes. The weekly grid, the daily
 * view, the rules that read neighbouring days, pay, timesheets, the employees' upcoming shifts and
 * the list of requests (which runs each approval on it) all read it; until issue 31
 * the rota, pay, timesheets and employee-assignments projections each kept a copy of it.
 * Written only by the rota projection (`rota/projections/rota.projection.ts`).
 */
export const ROTA_DAYS = 'day_documents';
export type RotaDayDocument = RotaState & {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  shiftCount: number;
  /** metadata.at of the day's newest rota event (a timesheet event does not move it). */
  lastUpdated: string;
  [field: string]: unknown;
};

/** The day document as written: with the paid minutes of each employee that day. */
export type DayDocument = RotaDayDocument & {
  /** employeeId → paid minutes that day on the workplace's clock (unallocated assignments count for no one). */
  minutesByEmployee: Record<string, number>;
  /** On an approved timesheet day only: employeeId → approved actual paid minutes (absent while not approved). */
  actualMinutesByEmployee?: Record<string, number>;
};

/** Shift or assignment id → its workplace day, to find the stream of a route that carries only the id. */
export const ROTA_INDEX = 'day_index';
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
export const ROTA_POPULATED_DATES = 'day_populated_dates';
export interface PopulatedDateDocument {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  [field: string]: unknown;
}

/**
 * One document per employee and day with assignments, written until 3 Dec 2026 for
 * `GET /employees/upcomingshifts` (which now counts in the day documents). No longer written:
 * the rota projection still lists it, so a rebuild drops what an older version wrote there and a
 * deletion purges it.
 */
export const EMPLOYEE_DAY_ASSIGNMENTS = 'day_employee_counts';

/** The day documents' copy of the workplaces: owner, name, time zone, publish mode, deleted. */
export const ROTA_WORKPLACES = 'day_workplaces';
/** The day documents' copy of the employees: names, rates by date, moves, removal, date of birth (the working-time checks). */
export const ROTA_EMPLOYEES = 'day_employees';

/**
 * The projections issue 31 folded into the one day document, with the collections they kept.
 * A store written by an older version still holds them: the projector drops them once
 * (`ProjectionService`), and the new projection replays the log into its own collections.
 */
export const RETIRED_PROJECTIONS: readonly { name: string; collections: readonly string[] }[] = [
  { name: 'rota', collections: ['rota_days', 'rota_index', 'rota_populated_dates', 'rota_workplaces', 'rota_employees'] },
  { name: 'pay', collections: ['pay_days', 'pay_workplaces', 'pay_employees'] },
  { name: 'timesheets', collections: ['timesheet_days', 'timesheet_workplaces', 'timesheet_employees'] },
  { name: 'employee-assignments', collections: ['employee_rota_days', 'employee_day_assignments'] },
];
