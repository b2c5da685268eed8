/**
 * The staff requests context's read models. One document per time off request, claim and swap,
 * keyed by its id, for the manager's list, the personal page and the access check.
 */
export const STAFF_REQUESTS = 'staff_requests';
export interface StaffRequestDocument {
  id: string;
  kind: 'timeOff' | 'claim' | 'swap';
  ownerId: string;
  workplaceId: string;
  /** Who asked (for a swap: who offered the shift). */
  employeeId: string;
  status: 'pending' | 'approved' | 'declined' | 'cancelled' | 'open' | 'accepted' | 'withdrawn';
  /** metadata.at of the asking event. */
  requestedAt: string;
  /** The asking event's place in the log: the order of requests made at the same instant. */
  position?: number;
  /** Time off: the inclusive days and the note. */
  from?: string;
  to?: string;
  note?: string | null;
  /** Time off (issue 39): as asked, then as approved (absent in documents before holiday: unpaid). */
  timeOffKind?: 'paid-holiday' | 'unpaid';
  /** Claims and swaps: the shift's day and assignment. */
  rotaDate?: string;
  assignmentId?: string;
  /** Swaps: the colleague who offered to cover (null until one does). */
  coveredBy?: string | null;
  [field: string]: unknown;
}

/** Pending: still waiting for a manager (a swap offered or accepted). */
export const PENDING_STATUSES: readonly StaffRequestDocument['status'][] = ['pending', 'open', 'accepted'];

/** The context's own copies of workplaces and employees (so it rebuilds alone). */
export const REQUEST_WORKPLACES = 'request_workplaces';
export const REQUEST_EMPLOYEES = 'request_employees';
