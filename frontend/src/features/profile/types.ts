import type {
  CreateEmployeeRequest,
  CreateWorkplaceRequest,
  EmployeeAnswer,
  UpdateEmployeeRequest,
  UpdateWorkplaceRequest,
  WorkplaceAnswer,
} from '@rotaledger/contracts';

/**
 * When staff-facing views follow the plan: every change at once ('live', the default and what an
 * answer without the field means), or only what the manager last published ('on-publish').
 */
export type PublishMode = 'live' | 'on-publish';

// Issue 27's fields, mirrored here until the contracts carry them (the lead switches these to the
// contract types at merge).

/** A workplace as GET /workplaces/getworkplaces answers it. */
export type Workplace = WorkplaceAnswer & { publishMode?: PublishMode };

/** An employee as GET /employees/getemployees answers it; `email` is for shift updates only. */
export type Employee = EmployeeAnswer & { email?: string | null };

export type CreateWorkplaceBody = CreateWorkplaceRequest & { publishMode?: PublishMode };
/** Absent `publishMode`: unchanged. */
export type UpdateWorkplaceBody = UpdateWorkplaceRequest & { publishMode?: PublishMode };
export type CreateEmployeeBody = CreateEmployeeRequest & { email?: string | null };
/** Absent `email`: unchanged; null clears it. */
export type UpdateEmployeeBody = UpdateEmployeeRequest & { email?: string | null };

/** The workplace's mode, with old answers (no field) read as live. */
export const publishModeOf = (workplace: Pick<Workplace, 'publishMode'>): PublishMode => workplace.publishMode ?? 'live';

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type { RateHistoryEntry } from '@rotaledger/contracts';
