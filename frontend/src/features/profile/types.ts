import type {
  CreateEmployeeRequest,
  CreateWorkplaceRequest,
  EmployeeAnswer,
  UpdateEmployeeRequest,
  UpdateWorkplaceRequest,
  WorkplaceAnswer,
} from '@rotaledger/contracts';

/** A workplace as GET /workplaces/getworkplaces answers it. */
export type Workplace = WorkplaceAnswer;

/**
 * When staff-facing views follow the plan: every change at once ('live', the default), or only
 * what the manager last published ('on-publish').
 */
export type PublishMode = NonNullable<Workplace['publishMode']>;

/** An employee as GET /employees/getemployees answers it; `email` is for shift updates only. */
export type Employee = EmployeeAnswer;

export type CreateWorkplaceBody = CreateWorkplaceRequest;
/** Absent `publishMode`: unchanged. */
export type UpdateWorkplaceBody = UpdateWorkplaceRequest;
export type CreateEmployeeBody = CreateEmployeeRequest;
/** Absent `email`: unchanged; null clears it. */
export type UpdateEmployeeBody = UpdateEmployeeRequest;

/** The workplace's mode, with old answers (no field) read as live. */
export const publishModeOf = (workplace: Pick<Workplace, 'publishMode'>): PublishMode => workplace.publishMode ?? 'live';

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type { RateHistoryEntry } from '@rotaledger/contracts';
