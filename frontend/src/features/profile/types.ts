import type { BreakRule } from '@rotaledger/domain';
import type {
  CreateEmployeeRequest,
  CreateWorkplaceRequest,
  EmployeeAnswer,
  UpdateEmployeeRequest,
  UpdateWorkplaceRequest,
  WorkplaceAnswer,
} from '@rotaledger/contracts';

/** One unpaid-break rule of a workplace: past `afterHours` elapsed, `unpaidMinutes` are unpaid (the domain's BreakRule). */
export type { BreakRule } from '@rotaledger/domain';

/**
 * Issue 28's additions, mirrored here until the contracts carry them: a workplace's `breakRules`
 * (answered by getworkplaces, default []) and an employee's `date_of_birth` (yyyy-mm-dd or null).
 */
interface BreakRulesField {
  breakRules?: BreakRule[];
}
interface DateOfBirthField {
  date_of_birth?: string | null;
}

/** A workplace as GET /workplaces/getworkplaces answers it. */
export type Workplace = WorkplaceAnswer & BreakRulesField;

/**
 * When staff-facing views follow the plan: every change at once ('live', the default), or only
 * what the manager last published ('on-publish').
 */
export type PublishMode = NonNullable<Workplace['publishMode']>;

/** An employee as GET /employees/getemployees answers it; `email` is for shift updates only. */
export type Employee = EmployeeAnswer & DateOfBirthField;

export type CreateWorkplaceBody = CreateWorkplaceRequest & { breakRules: BreakRule[] };
/** Absent `publishMode` or `breakRules`: unchanged. */
export type UpdateWorkplaceBody = UpdateWorkplaceRequest & BreakRulesField;
/** `date_of_birth` only when filled. */
export type CreateEmployeeBody = CreateEmployeeRequest & { date_of_birth?: string };
/** Absent `email` or `date_of_birth`: unchanged; null clears it. */
export type UpdateEmployeeBody = UpdateEmployeeRequest & DateOfBirthField;

/** The workplace's break rules, with old answers (no field) read as none. */
export const breakRulesOf = (workplace: Pick<Workplace, 'breakRules'>): BreakRule[] => workplace.breakRules ?? [];

/** The workplace's mode, with old answers (no field) read as live. */
export const publishModeOf = (workplace: Pick<Workplace, 'publishMode'>): PublishMode => workplace.publishMode ?? 'live';

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type { RateHistoryEntry } from '@rotaledger/contracts';
