import { route } from './route';
import type { ApproveTimesheetDayRequest, CorrectTimesheetRequest, TimesheetsAnswer, TimesheetsRequest } from './timesheets';

/** Timesheets beside the plan: read, correct, approve a day. */
export const TIMESHEET_ROUTES = {
  getTimesheets: route<TimesheetsRequest, TimesheetsAnswer>('GET', '/timesheets'),
  correctTimesheet: route<CorrectTimesheetRequest>('PUT', '/timesheets'),
  approveTimesheetDay: route<ApproveTimesheetDayRequest>('POST', '/timesheets/approve'),
} as const;
