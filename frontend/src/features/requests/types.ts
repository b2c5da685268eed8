/**
 * The requests API's shapes (issue 27), mirrored here until the contracts carry them: the lead
 * switches these to the contract types at merge.
 */

export interface RequestEmployee {
  id: string;
  /** Display name. */
  name: string;
}

/** A shift as the requests list names it. */
export interface RequestShift {
  assignment_id: string;
  date: string;
  time_start: string;
  time_end: string;
  service_type: number;
}

export interface TimeOffRequest {
  requestId: string;
  employee: RequestEmployee;
  from: string;
  to: string;
  note: string | null;
  requestedAt: string;
  /** Their assignments on those days that approving would open. */
  shiftsAffected: number;
  /** The rule approving would break now, or null. */
  ruleNote: string | null;
  /** As asked (issue 39); absent in answers before holiday: unpaid. */
  kind?: TimeOffKind;
}

/** Time off is paid holiday (checked against the balance) or unpaid. */
export type TimeOffKind = 'paid-holiday' | 'unpaid';

export interface ClaimRequest {
  claimId: string;
  employee: RequestEmployee;
  shift: RequestShift;
  requestedAt: string;
  ruleNote: string | null;
}

export interface SwapRequest {
  swapId: string;
  /** Who offered the shift. */
  employee: RequestEmployee;
  shift: RequestShift;
  coveredBy: RequestEmployee | null;
  status: 'open' | 'accepted';
  requestedAt: string;
  ruleNote: string | null;
}

/** GET /requests: what is pending at a workplace, oldest first. */
export interface RequestsAnswer {
  timeOff: TimeOffRequest[];
  claims: ClaimRequest[];
  swaps: SwapRequest[];
}

export interface RequestsKey {
  workplaceId: string;
  userId: string;
}

/** Which request a decision is about: exactly one id. */
/** Time off's decision may set its kind (absent: as asked). */
export type RequestRef = { requestId: string; kind?: TimeOffKind } | { claimId: string } | { swapId: string };

/** POST /requests/decide's body. */
export type DecideRequest = RequestRef & { approve: boolean; userId: string };

/** What a decision answered: for approved time off, the shifts it opened (the `Opened-Shifts` header). */
export interface DecideAnswer {
  openedShifts: number | null;
}
