import {
  AuditContext,
  AuditEvent,
  AuditStreamKind,
  ChangedBy,
  HistoryEntry,
  inScope,
  scrubEventData,
  shortProposalId,
  TeamScope,
  workplaceNameIn,
} from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
import type { Who } from './workplace-history';

export type HistoryEvent = StoredEvent & AuditEvent;

/** What an answer needs of an event: the replay's event, or the history read model's copy of it. */
export interface AnsweredEvent {
  position: number;
  id: string;
  streamId: string;
  type: string;
  data: unknown;
  metadata: Pick<HistoryEvent['metadata'], 'at' | 'userId' | 'ownerId' | 'undoes' | 'autofillProposalId'>;
}

/** What an answer needs of a history entry. */
export type AnsweredEntry = Pick<HistoryEntry<HistoryEvent>, 'kind' | 'rotaDate' | 'summary'> & { event: AnsweredEvent };

/** One event as the audit answers it (the data without any hash, token or password). */
export interface AuditEventAnswer {
  position: number;
  eventId: string;
  streamId: string;
  type: string;
  at: string;
  who: Who;
  data: unknown;
  summary: string;
  kind: AuditStreamKind;
  rotaDate: string | null;
  /** On the events of an undo: the change they revert (the history reads "undone by" who). */
  undoes?: string;
}

/**
 * The acting user's part in the team when they made the change: a team member acting for the
 * owner (metadata `ownerId`) was a manager, since an auditor can change nothing; else the owner.
 * Public and system events (no user) have none.
 */
export function roleOf(metadata: AnsweredEvent['metadata']): Who['role'] {
  if (metadata.userId === null) return undefined;
  return metadata.ownerId !== undefined && metadata.ownerId !== metadata.userId ? 'manager' : 'owner';
}

/**
 * A placement of an accepted auto-fill proposal says so, and who accepted it: "…: assigned by
 * auto-fill (proposal 1a2b3c4d), accepted by sam (manager)".
 */
function summaryOf(entry: AnsweredEntry, who: Who): string {
  const proposalId = entry.event.metadata.autofillProposalId;
  if (proposalId === undefined) return entry.summary;
  const role = roleOf(entry.event.metadata);
  const acceptedBy = `${who.displayName ?? who.username ?? 'a deleted account'}${role ? ` (${role})` : ''}`;
  return `${entry.summary}: assigned by auto-fill (proposal ${shortProposalId(proposalId)}), accepted by ${acceptedBy}`;
}

/**
 * The event's data without the id of a workplace outside the caller's scope (an employee's move to
 * or from one): a manager of one workplace learns of another neither its name nor its id.
 */
function withinScope(data: unknown, scope: TeamScope): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { workplaceId, ...rest } = data as Record<string, unknown>;
  return typeof workplaceId === 'string' && !inScope(scope, workplaceId) ? rest : data;
}

/** `scope`: the workplaces the caller may see (null: every one of the team). */
export function toEventAnswer(entry: AnsweredEntry, who: (userId: string | null) => Who, scope: TeamScope): AuditEventAnswer {
  const { event } = entry;
  return {
    position: event.position,
    eventId: event.id,
    streamId: event.streamId,
    type: event.type,
    at: event.metadata.at,
    who: { ...who(event.metadata.userId), ...(roleOf(event.metadata) ? { role: roleOf(event.metadata) } : {}) },
    data: withinScope(scrubEventData(event.data), scope),
    summary: summaryOf(entry, who(event.metadata.userId)),
    kind: entry.kind,
    rotaDate: entry.rotaDate,
    ...(event.metadata.undoes === undefined ? {} : { undoes: event.metadata.undoes }),
  };
}

/** A change's place in the log, when and by whom. */
export interface ChangeAnswer {
  position: number;
  at: string;
  who: Who;
}

export function toChangeAnswer(change: ChangedBy | null, who: (userId: string | null) => Who): ChangeAnswer | null {
  return change ? { position: change.position, at: change.at, who: who(change.userId) } : null;
}

export interface WorkplaceAnswer {
  id: string;
  name: string | null;
  deleted: boolean;
}

/** The workplace as it was in `then`; its name from `now` if it did not exist yet. */
export function toWorkplaceAnswer(workplaceId: string, then: AuditContext, now: AuditContext = then): WorkplaceAnswer {
  const state = then.workplaces.get(workplaceId);
  const name = workplaceNameIn(then, workplaceId) ?? workplaceNameIn(now, workplaceId);
  return { id: workplaceId, name, deleted: state?.status === 'deleted' };
}
