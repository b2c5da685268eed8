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

/** A workplace as GET /workplaces/getworkplaces answers it (`breakRules`: default []). */
export type Workplace = WorkplaceAnswer;

/**
 * When staff-facing views follow the plan: every change at once ('live', the default), or only
 * what the manager last published ('on-publish').
 */
export type PublishMode = NonNullable<Workplace['publishMode']>;

/** An employee as GET /employees/getemployees answers it; `email` is for shift updates only. */
export type Employee = EmployeeAnswer;

export type CreateWorkplaceBody = CreateWorkplaceRequest & { breakRules: BreakRule[] };
/** Absent `publishMode` or `breakRules`: unchanged. */
export type UpdateWorkplaceBody = UpdateWorkplaceRequest;
/** `date_of_birth` only when filled. */
export type CreateEmployeeBody = CreateEmployeeRequest;
/** Absent `email` or `date_of_birth`: unchanged; null clears it. */
export type UpdateEmployeeBody = UpdateEmployeeRequest;

/** The workplace's break rules, with old answers (no field) read as none. */
export const breakRulesOf = (workplace: Pick<Workplace, 'breakRules'>): BreakRule[] => workplace.breakRules ?? [];

/** The workplace's mode, with old answers (no field) read as live. */
export const publishModeOf = (workplace: Pick<Workplace, 'publishMode'>): PublishMode => workplace.publishMode ?? 'live';

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type { RateHistoryEntry } from '@rotaledger/contracts';
