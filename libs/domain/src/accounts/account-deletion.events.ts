import { DomainEvent } from '../shared/decider';

/**
 * Appended to the non-personal stream `account-deletions`, which is kept, when a deletion
 * starts: it ends the user's sessions, and a deletion interrupted by a crash is finished
 * from it at the next start. Every projection purges the user's documents on it, also in a
 * rebuild from a log whose deleted streams have not been scavenged yet. Its metadata carries
 * no user.
 *
 * `streams`, in deletions recorded by older versions only, listed the streams to delete as
 * a projection knew them; the deletion now finds them in the event log itself.
 */
export type AccountDeleted = DomainEvent<'AccountDeleted', { userId: string; streams?: string[] }>;

/**
 * Appended to `account-deletions` once the account is fenced (no write of it is accepted
 * any more) and every stream it wrote is deleted: nothing of the account can follow it in
 * the log, so the projections' purge on it is the last one.
 */
export type AccountStreamsDeleted = DomainEvent<'AccountStreamsDeleted', { userId: string }>;

/** Appended to `account-deletions` once nothing of the deleted account is left in any store. */
export type AccountDeletionCompleted = DomainEvent<'AccountDeletionCompleted', { userId: string }>;

export type AccountDeletionEvent = AccountDeleted | AccountStreamsDeleted | AccountDeletionCompleted;

export const ACCOUNT_DELETIONS_STREAM = 'account-deletions';

/**
 * The events on which every projection purges an account's documents. AccountDeleted does
 * it first; AccountStreamsDeleted comes after the fence and the tombstones, so it also
 * removes what a request in flight wrote in between, and nothing of the account follows it.
 * AccountDeletionCompleted purges too, for deletions recorded before AccountStreamsDeleted existed.
 */
export const ACCOUNT_PURGE_EVENT_TYPES = ['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'] as const;

export function isAccountPurgeEvent(type: string): type is AccountDeletionEvent['type'] {
  return (ACCOUNT_PURGE_EVENT_TYPES as readonly string[]).includes(type);
}

const REUSABLE_STREAM_PREFIXES = ['email-'];

/**
 * How a deleted account's stream is deleted: an e-mail claim must be re-creatable (the
 * e-mail may sign up again); every other stream is keyed by an id never reused, so it is
 * tombstoned and no stale command can ever append to it again.
 */
export function accountStreamDeletionMode(streamId: string): 'tombstone' | 'reusable' {
  return REUSABLE_STREAM_PREFIXES.some((prefix) => streamId.startsWith(prefix)) ? 'reusable' : 'tombstone';
}

/** The streams a deletion tombstones: everything but the reusable (personal-keyed) ones, each once. */
export function streamsToTombstone(streamIds: Iterable<string>): string[] {
  return [...new Set(streamIds)].filter((streamId) => accountStreamDeletionMode(streamId) === 'tombstone').sort();
}

/** The deletions in `account-deletions` not yet followed by their AccountDeletionCompleted, oldest first. */
export function unfinishedAccountDeletions<Event extends AccountDeletionEvent>(events: readonly Event[]): (Event & AccountDeleted)[] {
  const pending = new Map<string, Event & AccountDeleted>();
  for (const event of events) {
    if (event.type === 'AccountDeleted') pending.set(event.data.userId, event as Event & AccountDeleted);
    else if (event.type === 'AccountDeletionCompleted') pending.delete(event.data.userId);
  }
  return [...pending.values()];
}
