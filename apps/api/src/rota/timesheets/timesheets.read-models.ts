import { DayDocument, ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES } from '../../read-side';

/**
 * What timesheets read (issue 28): the one day document per workplace day, which folds the
 * clock, correction and approval events too (`timesheets`, `timesheetApproved`), and the
 * workplace and employee copies kept beside it (issue 31: no copy of its own any more).
 */
export const TIMESHEET_DAYS = ROTA_DAYS;
export type TimesheetDayDocument = DayDocument;
export const TIMESHEET_WORKPLACES = ROTA_WORKPLACES;
export const TIMESHEET_EMPLOYEES = ROTA_EMPLOYEES;
