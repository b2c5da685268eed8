import type { EmployeeContract, EmployeeDetails, HolidayRule, RateChange } from '@rotaledger/domain';

/**
 * The employees context's read models, keyed by employee id. Other contexts (rota, pay,
 * dashboard) read them through EmployeeDirectory; only the employees projection writes them.
 */

/** The owner's current employees in live workplaces, for the Profile list and the planner. */
export const EMPLOYEE_LIST = 'employee_list';
export interface EmployeeListDocument extends EmployeeDetails {
  id: string;
  employeeId: string;
  ownerId: string;
  /** Rates by date, oldest first (absent in documents from before rates had dates: `ratePence` for every day). */
  rateHistory?: RateChange[];
  /** Their e-mail for rota e-mails (absent or null: none; dropped on removal). */
  email?: string | null;
  /** yyyy-mm-dd (absent or null: not given; dropped on removal). Personal data. */
  dateOfBirth?: string | null;
  /** Contracted paid hours and days a week (issue 38; absent or null: none). */
  contract?: EmployeeContract | null;
  /** The works number payroll files match on (issue 39; absent or null: none). Kept on removal: a past period's file names it. */
  payrollId?: string | null;
  /** Their phone number (issue 41; absent or null: none): owners and managers only. Dropped on removal. */
  phone?: string | null;
  /** Their own holiday rule (issue 39; absent or null: the workplace's). */
  holiday?: HolidayRule | null;
  createdAt: string;
  /** Global position of EmployeeAdded: lists keep creation order, also in a rebuild. */
  seq: number;
  [field: string]: unknown;
}

/**
 * Every employee ever added, removed ones included (`removed`, `removedAt`), so past
 * hours keep a name to show. Employees of a deleted workplace are removed one by one
 * right after the WorkplaceDeleted event.
 */
export const EMPLOYEE_DIRECTORY = 'employee_directory';
export interface EmployeeDirectoryDocument extends EmployeeListDocument {
  removed: boolean;
  removedAt: string | null;
  updatedAt: string;
}

/**
 * The one document per workplace day (`read-side/rota-day-document.ts`, written by the rota
 * projection since issue 31): upcoming shifts counts an employee's assignments in it.
 */
export { ROTA_DAYS, type RotaDayDocument } from '../../read-side';
