import type { StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatch, ReadModelIndex } from './read-model-store.port';

/**
 * A projection turns the global event log into read models. `apply` must be deterministic
 * (time comes from event.metadata.at, never the clock) so a rebuild from position zero
 * yields exactly the same documents.
 */
export interface Projection {
  readonly name: string;
  /** Every collection it writes; a rebuild drops them first. */
  readonly collections: readonly string[];
  readonly indexes?: readonly ReadModelIndex[];
  /** Event types it reads; other events only advance its checkpoint. Omit for all. */
  readonly eventTypes?: readonly string[];
  apply(event: StoredEvent, batch: ProjectionBatch): Promise<void>;
}

export function projectionHandles(projection: Projection, event: StoredEvent): boolean {
  return !projection.eventTypes || projection.eventTypes.includes(event.type);
}

/**
 * Whether a projection may change on events of these types (unknown types: assume so).
 * Read-your-writes waits only for these projections: the others' documents cannot change.
 */
export function projectionReadsAny(projection: Projection, eventTypes?: readonly string[]): boolean {
  if (!eventTypes || !projection.eventTypes) return true;
  return eventTypes.some((type) => projection.eventTypes!.includes(type));
}

/** Applies events to a batch in order, skipping the types the projection ignores. */
export async function applyEvents(projection: Projection, events: readonly StoredEvent[], batch: ProjectionBatch): Promise<void> {
  for (const event of events) {
    if (projectionHandles(projection, event)) await projection.apply(event, batch);
  }
}
