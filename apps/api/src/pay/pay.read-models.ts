import type { RotaDayDocument } from '../read-side';

/** The pay context's read models (ids derive from aggregate ids). */

/** One per workplace day: the day's assignments and the minutes each employee works. */
export const PAY_DAYS = 'pay_days';
export type PayDayDocument = RotaDayDocument & {
  /** employeeId → minutes that day (unallocated assignments count for no one). */
  minutesByEmployee: Record<string, number>;
  /** On an approved timesheet day only: employeeId → approved actual paid minutes (absent while not approved). */
  actualMinutesByEmployee?: Record<string, number>;
};

export const PAY_WORKPLACES = 'pay_workplaces';
/** Display names and removal days, for the answer and the removal rule. */
export const PAY_EMPLOYEES = 'pay_employees';
