import type { RotaDayDocument } from '../../read-side';

/**
 * The timesheets read model (issue 28): one document per workplace day, the rota day as the
 * domain folds it with its clock, correction and approval events (`timesheets`, `timesheetApproved`).
 */
export const TIMESHEET_DAYS = 'timesheet_days';
export type TimesheetDayDocument = RotaDayDocument;
/** Its own copies of workplaces (owner, time zone) and employees, so it rebuilds alone. */
export const TIMESHEET_WORKPLACES = 'timesheet_workplaces';
export const TIMESHEET_EMPLOYEES = 'timesheet_employees';
