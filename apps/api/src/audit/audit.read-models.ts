import type { AuditStreamKind } from '@rotaledger/domain';

/**
 * Which streams make up each workplace's history. One document per stream and workplace:
 * an employee who moved belongs to the history of every workplace they were in.
 */
export const AUDIT_STREAMS = 'audit_streams';

export interface AuditStreamDocument {
  /** `${streamId}|${workplaceId}` */
  id: string;
  streamId: string;
  workplaceId: string;
  ownerId: string;
  kind: AuditStreamKind;
  /** yyyy-mm-dd, for rota streams only. */
  rotaDate?: string;
  [field: string]: unknown;
}

export const auditStreamId = (streamId: string, workplaceId: string) => `${streamId}|${workplaceId}`;

/*
 * The history read model (issue 42 §4): what `/audit/events` and `/audit/export` answer, so a
 * page of a three-year-old history costs what a week-old one does. Written by the
 * `audit-history` projection only.
 */

/** Its own list of each history's streams (same shape and rule as audit_streams). */
export const HISTORY_STREAMS = 'audit_history_streams';

/**
 * One document per event and workplace history it belongs to: `${position}|${workplaceId}`.
 * `pending`: the event concerns the workplace but its stream has not joined the history (yet):
 * it shows once the stream joins, as the replay would show it.
 */
export const HISTORY_ENTRIES = 'audit_history';

/**
 * For the employee filter, one document per entry and employee it concerns but its first
 * (`HistoryEntryDocument.employeeId`): `${position}|${workplaceId}|${employeeId}`. Most entries
 * concern one employee and have none; a reassignment, a copy or a template can concern several.
 * Version 1 of the projection wrote one for every employee, the first included.
 */
export const HISTORY_PEOPLE = 'audit_history_people';

/**
 * The replay's state, one document per aggregate (`workplace:{id}`, `employee:{id}`,
 * `rota:{streamId}`, `template:{id}`): what the next event's summary is written against.
 */
export const HISTORY_STATES = 'audit_history_states';

export interface HistoryEntryDocument {
  id: string;
  workplaceId: string;
  ownerId: string;
  position: number;
  /** metadata.at in epoch ms, for the from/to filter. */
  atMs: number;
  pending: boolean;
  kind: AuditStreamKind;
  rotaDate: string | null;
  eventId: string;
  streamId: string;
  type: string;
  /** The event's metadata as the answer uses it (who is resolved when read). */
  metadata: { at: string; userId: string | null; ownerId?: string; undoes?: string; autofillProposalId?: string };
  /** The event data without hashes, tokens or passwords. */
  data: unknown;
  /**
   * The first employee the entry concerns (null: none), for the employee filter; the others have a
   * HISTORY_PEOPLE document each. Absent in what version 1 wrote (every employee had one there).
   */
  employeeId?: string | null;
  /**
   * Streams the summary names something of (another workplace, an employee) that a reader may
   * not know: a workplace outside their scope or not next to this one, an employee not (yet) in
   * this history. Sorted.
   */
  uncertain: string[];
  /**
   * The summary by which of `uncertain` the reader knows (their ids joined by ','), then `|`
   * and the currency it was written in, or `*` when it names no money.
   */
  summaries: Record<string, string>;
  [field: string]: unknown;
}

export interface HistoryPersonDocument {
  id: string;
  workplaceId: string;
  ownerId: string;
  employeeId: string;
  position: number;
  atMs: number;
  pending: boolean;
  kind: AuditStreamKind;
  rotaDate: string | null;
  streamId: string;
  [field: string]: unknown;
}

export interface HistoryStateDocument {
  id: string;
  ownerId: string;
  /** The aggregate's state as the replay folds it (WorkplaceState, EmployeeState, RotaState, a template's name). */
  value: unknown;
  /** Employees: the day of their first removal, and what the rota knows of them. */
  removedOn?: string;
  rotaEmployee?: unknown;
  [field: string]: unknown;
}

export const summaryKey = (known: readonly string[], currency: string) => `${known.join(',')}|${currency}`;
