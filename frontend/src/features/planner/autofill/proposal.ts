import type { TimeSpan } from '@rotaledger/domain';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import type { AutofillAnswer, FillGoal, PersonHours, WireReason } from './routes';

/**
 * A proposal as the planner holds it: the server's answer with its times as minutes after the
 * rota day's midnight (converted once, here); the reasons are the server's, never re-derived.
 */

export interface ProposedRow extends TimeSpan {
  assignmentId: string;
  employeeId: string;
  date: string;
  costPence: number;
  reasons: WireReason[];
  /** Present when the assignment was someone else's ("may move others"). */
  movedFrom?: string;
}

export interface UnfilledAssignment extends TimeSpan {
  assignmentId: string;
  date: string;
  serviceType: number;
  reasons: Array<WireReason & { employeeId: string }>;
}

export interface Proposal {
  proposalId: string;
  goal: FillGoal;
  mayMoveOthers: boolean;
  rows: ProposedRow[];
  unfilled: UnfilledAssignment[];
  open: number;
  filled: number;
  costPence: number;
  hours: Record<string, PersonHours>;
  optimal: boolean;
}

/** The end after its start: an end at or before the start is the next morning's (22:00 → 02:00). */

export function toProposal(answer: AutofillAnswer, asked: { goal: FillGoal; mayMoveOthers: boolean }): Proposal {
  return {
    proposalId: answer.proposalId,
    ...asked,
    rows: answer.rows.map(({ timeStart, timeEnd, moves, ...row }) => ({
      ...row,
      ...fromWireSpan(timeStart, timeEnd),
      ...(moves ? { movedFrom: moves.fromEmployeeId } : {}),
    })),
    unfilled: answer.unfilled.map(({ timeStart, timeEnd, ...gap }) => ({ ...gap, ...fromWireSpan(timeStart, timeEnd) })),
    open: answer.totals.open,
    filled: answer.totals.filled,
    costPence: answer.totals.costPence,
    hours: answer.totals.hours,
    optimal: answer.solver.optimal,
  };
}

/** A row's reasons as one line, as its tooltip shows them: the server's words in the server's order. */
export const reasonsText = (row: ProposedRow) => row.reasons.map((r) => r.text).join(' · ');

/** The proposal as the daily timeline draws it: the rows by the assignment each fills, and those ticked for "Accept chosen". */
export interface TimelineProposal {
  rows: ReadonlyMap<string, ProposedRow>;
  chosen: ReadonlySet<string>;
}

/** The proposed rows by the open (or moved) assignment each fills: what the daily timeline draws under each shift. */
export function rowsByAssignment(proposal: Proposal | null): ReadonlyMap<string, ProposedRow> {
  return new Map((proposal?.rows ?? []).map((row) => [row.assignmentId, row]));
}

/** The proposed rows by employee, then date: what the grid draws in each person's cells. */
export function rowsByCell(proposal: Proposal | null): Record<string, Record<string, ProposedRow[]>> {
  const cells: Record<string, Record<string, ProposedRow[]>> = {};
  for (const row of proposal?.rows ?? []) ((cells[row.employeeId] ??= {})[row.date] ??= []).push(row);
  return cells;
}
