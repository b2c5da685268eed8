/** A workplace as GET /workplaces/getworkplaces answers it. */
export type { WorkplaceAnswer as Workplace } from '@rotaledger/contracts';

/** An employee as GET /employees/getemployees answers it. */
export type { EmployeeAnswer as Employee } from '@rotaledger/contracts';

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type { RateHistoryEntry } from '@rotaledger/contracts';
