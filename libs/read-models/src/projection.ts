import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { EventBody, UntypedEvent, StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatch, ReadModelIndex } from './read-model-store.port';

/**
 * A projection turns the global event log into read models. `apply` must be deterministic
 * (time comes from event.metadata.at, never the clock) so a rebuild from position zero
 * yields exactly the same documents. `E` is the union of the events in the log.
 */
export interface Projection<E extends EventBody = UntypedEvent> {
  readonly name: string;
  /**
   * Raise it when `apply` changes what it writes (default 1): the next start builds the new
   * version beside the one queries read, and switches to it once it has caught up (issue 42 §3,
   * projection-builds.ts). The name and collections stay the same.
   */
  readonly version?: number;
  /**
   * The version it replaces, kept for one release: while the new version is built, the old one
   * keeps following the log and serving reads, so writes stay visible at once. Without it the
   * old documents keep serving reads, but frozen: a write shows in them only after the switch.
   */
  readonly previous?: Projection<E>;
  /** Every collection it writes; a rebuild drops them first. */
  readonly collections: readonly string[];
  readonly indexes?: readonly ReadModelIndex[];
  /**
   * Indexes an older version of it declared and this one no longer needs: ensureIndexes drops
   * them. An index neither declared nor retired is left alone (a newer version's, in a rolling deploy).
   */
  readonly retiredIndexes?: readonly ReadModelIndex[];
  /**
   * Event types it reads; other events only advance its checkpoint. Omit for all. (Plain
   * names: the log may hold types the union no longer has; defineProjection checks them.)
   */
  readonly eventTypes?: readonly string[];
  /**
   * Each of its documents belongs to one owner (business), and every event it reads names that
   * owner: a partitioned projector (PROJECTOR_PARTITIONS, partitions.ts) may split it by owner.
   * Absent: it runs whole, in partition 1.
   */
  readonly partitioned?: boolean;
  apply(event: StoredEvent<E>, batch: ProjectionBatch): Promise<void>;
}

/** The members of the union `E` whose type is one of `Type`. */
export type EventOfType<E extends EventBody, Type extends string> = Extract<E, { type: Type }>;

/** A projection of the events its `eventTypes` name: `apply` sees only those. */
export type ProjectionOfTypes<E extends EventBody, Type extends E['type']> = Omit<Projection<E>, 'eventTypes' | 'apply'> & {
  readonly eventTypes: readonly Type[];
  apply(event: StoredEvent<EventOfType<E, Type>>, batch: ProjectionBatch): Promise<void>;
};

/** A projection of every event of the log. */
export type ProjectionOfAll<E extends EventBody> = Omit<Projection<E>, 'eventTypes'> & { readonly eventTypes?: undefined };

/**
 * Defines a projection of a log of `E` events, with `apply` typed by the projection's own
 * `eventTypes`: `defineProjection<AnyDomainEvent>()({ eventTypes: ['WorkplaceCreated'], apply(event) {...} })`
 * hands `apply` WorkplaceCreated events, so `event.data` needs no cast; without `eventTypes`
 * it gets every `E`. (Curried, so `E` is given and the types are inferred from the list.)
 * The runner calls `apply` only for those types (projectionHandles): that is what makes the
 * narrower parameter sound.
 */
export function defineProjection<E extends EventBody>() {
  function define<Type extends E['type']>(definition: ProjectionOfTypes<E, Type>): Projection<E>;
  function define(definition: ProjectionOfAll<E>): Projection<E>;
  function define(definition: ProjectionOfTypes<E, E['type']> | ProjectionOfAll<E>): Projection<E> {
    return definition;
  }
  return define;
}

/**
 * A projection of some union of events, as the runner, the rebuild and the health check
 * hold them: they route events by type name and never read their data, so projections typed
 * by a union and untyped ones run side by side.
 */
export type AnyProjection = Projection<EventBody>;

export function projectionHandles(projection: AnyProjection, event: StoredEvent<EventBody>): boolean {
  return !projection.eventTypes || projection.eventTypes.includes(event.type);
}

/**
 * Whether a projection may change on events of these types (unknown types: assume so).
 * Read-your-writes waits only for these projections: the others' documents cannot change.
 */
export function projectionReadsAny(projection: AnyProjection, eventTypes?: readonly string[]): boolean {
  if (!eventTypes || !projection.eventTypes) return true;
  return eventTypes.some((type) => projection.eventTypes!.includes(type));
}

/** Events a projection applies in one turn of the event loop before it lets other work run. */
export const EVENTS_PER_TURN = 20;

/**
 * Applies events to a batch in order, skipping the types the projection ignores. A batch is
 * applied in slices, each on its own turn of the event loop: the embedded store answers
 * synchronously, and a batch of hundreds of events (a copied week) otherwise held every request
 * until it was done. The batch commits after the last slice, so nothing partial is ever read.
 */
export async function applyEvents(
  projection: AnyProjection,
  events: readonly StoredEvent<EventBody>[],
  batch: ProjectionBatch,
): Promise<void> {
  let applied = 0;
  for (const event of events) {
    if (!projectionHandles(projection, event)) continue;
    if (applied > 0 && applied % EVENTS_PER_TURN === 0) await nextTurnOfEventLoop();
    await projection.apply(event, batch);
    applied++;
  }
}
