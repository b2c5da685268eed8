import { DomainEvent } from '../shared/decider';

/**
 * Appended to the non-personal stream `account-deletions`, which is kept: every
 * projection purges the user's documents on it, also in a rebuild from a log whose
 * deleted streams have not been scavenged yet. Its metadata carries no user.
 *
 * `streams` lists the ids of the streams to delete (ids only: never an `email-` claim,
 * whose id is a hash of the e-mail and is found from the user stream instead), so a
 * deletion interrupted by a crash can be finished at the next start. Deletions recorded
 * before the list existed have none.
 */
export type AccountDeleted = DomainEvent<'AccountDeleted', { userId: string; streams?: string[] }>;

/** Appended to `account-deletions` once every stream of the deleted account is gone. */
export type AccountDeletionCompleted = DomainEvent<'AccountDeletionCompleted', { userId: string }>;

export type AccountDeletionEvent = AccountDeleted | AccountDeletionCompleted;

export const ACCOUNT_DELETIONS_STREAM = 'account-deletions';

/**
 * The events on which every projection purges an account's documents. AccountDeleted does
 * it first; AccountDeletionCompleted comes after every stream of the account is tombstoned,
 * so it also removes what a request in flight wrote in between.
 */
export const ACCOUNT_PURGE_EVENT_TYPES = ['AccountDeleted', 'AccountDeletionCompleted'] as const;

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

/** The streams an AccountDeleted may list: everything but the reusable (personal-keyed) ones, each once. */
export function streamsToListOnDeletion(streamIds: Iterable<string>): string[] {
  return [...new Set(streamIds)].filter((streamId) => accountStreamDeletionMode(streamId) === 'tombstone').sort();
}

/** The deletions in `account-deletions` not yet followed by their AccountDeletionCompleted, oldest first. */
export function unfinishedAccountDeletions<Event extends AccountDeletionEvent>(events: readonly Event[]): (Event & AccountDeleted)[] {
  const pending = new Map<string, Event & AccountDeleted>();
  for (const event of events) {
    if (event.type === 'AccountDeleted') pending.set(event.data.userId, event as Event & AccountDeleted);
    else pending.delete(event.data.userId);
  }
  return [...pending.values()];
}
