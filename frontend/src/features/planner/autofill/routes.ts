import { route } from '@rotaledger/contracts/routes';

/**
 * The auto-fill's wire shapes and routes as issue 38 states them (times HH:MM, dates yyyy-mm-dd).
 * The server's contract files (libs/contracts/src/autofill.ts and autofill.routes.ts) are being
 * written beside this; these mirror them until the planner switches to them at merge.
 */

export type FillGoal = 'cost' | 'fair';

export interface AutofillRequest {
  userId: string;
  workplaceId: string;
  from: string;
  to: string;
  goal?: FillGoal;
  mayMoveOthers?: boolean;
}

/** Why: built by the server where it decided; the planner shows `text`. */
export interface WireReason {
  code: string;
  text: string;
}

export interface WireProposedRow {
  assignmentId: string;
  employeeId: string;
  date: string;
  timeStart: string;
  timeEnd: string;
  costPence: number;
  reasons: WireReason[];
  moves?: { fromEmployeeId: string };
}

export interface WireUnfilled {
  assignmentId: string;
  date: string;
  timeStart: string;
  timeEnd: string;
  serviceType: number;
  reasons: Array<WireReason & { employeeId: string }>;
}

export interface PersonHours {
  hours: number;
  minWeeklyHours?: number;
  maxWeeklyHours?: number;
}

export interface AutofillAnswer {
  proposalId: string;
  rows: WireProposedRow[];
  unfilled: WireUnfilled[];
  totals: { open: number; filled: number; costPence: number; hours: Record<string, PersonHours> };
  solver: { name: string; version: string; ms: number; optimal: boolean };
}

export interface AcceptProposalRequest {
  userId: string;
  proposalId: string;
  /** The chosen rows; absent accepts them all. */
  assignmentIds?: string[];
}
export interface AcceptProposalAnswer {
  changeId: string;
  placed: number;
}

export const AUTOFILL_ROUTES = {
  autofill: route<AutofillRequest, AutofillAnswer>('POST', '/rota/autofill'),
  accept: route<AcceptProposalRequest, AcceptProposalAnswer>('POST', '/rota/autofill/accept'),
};
