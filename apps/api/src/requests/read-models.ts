import type { RotaState, WorkplaceEvent } from '@rotaledger/domain';

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

/**
 * A rota day's decision state (the rota decider's state, folded from the day's events), for the
 * manager's list: it runs the claim's and the swap's approval on it to say which rule approving
 * would break now, without reading the event store. Keyed by the day's stream id.
 */
export const REQUEST_DECISION_DAYS = 'request_decision_days';
export interface RequestDecisionDayDocument {
  id: string;
  ownerId: string;
  workplaceId: string;
  rotaDate: string;
  state: RotaState;
  [field: string]: unknown;
}

/** The decision days' projection's own copies of workplaces (their owner) and employees (unused, the kit's purge reads it). */
export const DECISION_WORKPLACES = 'request_decision_workplaces';
export const DECISION_EMPLOYEES = 'request_decision_employees';

/**
 * A workplace's events as the rota folds them (`rotaWorkplaceFrom`: services, rota hours, zone and
 * break rules), for the same list: its approvals need the workplace as a decision sees it.
 */
export const DECISION_ROTA_WORKPLACES = 'request_decision_rota_workplaces';
export interface DecisionRotaWorkplaceDocument {
  id: string;
  ownerId: string;
  workplaceId: string;
  /** The workplace stream's events (type and data), in order: a handful per workplace. */
  events: Pick<WorkplaceEvent, 'type' | 'data'>[];
  [field: string]: unknown;
}
