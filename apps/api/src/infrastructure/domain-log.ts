import type { AnyDomainEvent } from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
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
