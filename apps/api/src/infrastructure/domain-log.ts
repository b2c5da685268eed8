import { isAccountPurgeEvent, type AnyDomainEvent } from '@rotaledger/domain';
import type { EventBody, StoredEvent } from '@rotaledger/event-store';
import { defineProjection, Projection } from '@rotaledger/read-models';

/*
 * The app's event log is typed by the domain's union of every event. A constructor asks
 * for `EventStore<AnyDomainEvent>`, spelled so, never through a type alias: the decorator
 * metadata Nest injects by would name Object instead of the EventStore class.
 */

/** An event of the app's log as the store hands it back: `type` narrows `data`. */
export type StoredDomainEvent<E extends AnyDomainEvent = AnyDomainEvent> = StoredEvent<E>;

/** A projection of the app's log. */
export type DomainProjection = Projection<AnyDomainEvent>;

/**
 * Defines a projection of the app's log: `apply` is handed only the events its
 * `eventTypes` name, typed, so it reads `event.data` without casts.
 */
export const defineDomainProjection = defineProjection<AnyDomainEvent>();

/**
 * The business an event's data belongs to (projector partitions, issue 42 §5): the team's owner
 * a member or a staff member acted for, else the acting user; an account deletion's events
 * (written by no user) name the account in their data. Null for events of no business (a
 * contact message, a password reset asked for anonymously, the records of the start-up
 * resumptions): those go to partition 1, which runs every projection they feed.
 */
export function ownerOfEvent(event: StoredEvent<EventBody>): string | null {
  const owner = event.metadata.ownerId ?? event.metadata.userId;
  if (owner) return owner;
  if (isAccountPurgeEvent(event.type)) {
    const { userId } = event.data as { userId?: unknown };
    if (typeof userId === 'string') return userId;
  }
  return null;
}
