import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventBody, EventMetadata, StoredEvent } from '@rotaledger/event-store';
import { applyEvents, Projection } from '../projection';
import type { ProjectionBatch, ReadModelDocument } from '../read-model-store.port';
import { SqliteReadModelStore } from '../sqlite-read-model-store';

/** An event of a scenario: its type and data, and only the envelope fields the projection reads. */
export type GivenEvent<E extends EventBody> = E & { streamId?: string; metadata?: Partial<EventMetadata> };

/** The instant of the scenario's first event; each later one is a minute after the one before. */
export const GIVEN_EVENTS_START = '2026-01-05T09:00:00.000Z';

/** Stamps the envelope the store would: positions and revisions in order, a minute between events. */
export function storedEvents<E extends EventBody>(events: readonly GivenEvent<E>[]): StoredEvent<E>[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const streamId = event.streamId ?? 'given-stream';
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    const at = new Date(Date.parse(GIVEN_EVENTS_START) + index * 60_000).toISOString();
    return {
      ...event,
      id: `given-${index + 1}`,
      streamId,
      revision,
      position: index + 1,
      metadata: { userId: null, at, correlationId: `given-${index + 1}`, schemaVersion: 1, ...event.metadata },
    };
  });
}

/** Applies the events to a fresh SQLite read-model store, in batches of `batchSize` events (all in one by default). */
async function project<E extends EventBody>(
  projection: Projection<E>,
  events: readonly StoredEvent<E>[],
  batchSize: number,
  read: (store: SqliteReadModelStore) => Promise<unknown>,
  /** The batch starting at this event's index is noted here, if given. */
  accessOf: (start: number) => BatchAccess | undefined = () => undefined,
): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-given-events-'));
  const store = await SqliteReadModelStore.open({ dataDir });
  try {
    await store.ensureIndexes([...(projection.indexes ?? [])]);
    for (let start = 0; start < events.length; start += batchSize) {
      const batch = events.slice(start, start + batchSize);
      const access = accessOf(start);
      await store.applyBatch(projection.name, batch[batch.length - 1].position, (writes) =>
        applyEvents(projection, batch, access ? noting(writes, access) : writes),
      );
    }
    return await read(store);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ids one batch read by id (`get`) and put, by collection. */
export interface BatchAccess {
  reads: Record<string, string[]>;
  puts: Record<string, string[]>;
}

/** The batch, with every get and put noted in `access`. */
function noting(batch: ProjectionBatch, access: BatchAccess): ProjectionBatch {
  const note = (into: Record<string, string[]>, collection: string, id: string) => (into[collection] ??= []).push(id);
  return {
    get: (collection, id) => {
      note(access.reads, collection, id);
      return batch.get(collection, id);
    },
    find: (collection, filter, options) => batch.find(collection, filter, options),
    put: (collection, doc) => {
      note(access.puts, collection, doc.id);
      batch.put(collection, doc);
    },
    delete: (collection, id) => batch.delete(collection, id),
    deleteWhere: (collection, filter) => batch.deleteWhere(collection, filter),
  };
}

/**
 * The read-model counterpart of the deciders' given/when/then: runs a projection over the
 * given events against the real embedded read-model store, then checks its documents.
 *
 *   await givenEvents(workplacesProjection, [created, renamed]).thenDocuments(WORKPLACE_LIST, [expected]);
 *
 * Every check projects the events twice, in one batch and one batch per event (as the runner
 * may commit them), and expects the same documents both ways: a projection must not depend on
 * how the log is cut into batches.
 */
export function givenEvents<E extends EventBody>(projection: Projection<E>, events: readonly GivenEvent<E>[]) {
  const stored = storedEvents(events);
  const documentsBothWays = async <T>(read: (store: SqliteReadModelStore) => Promise<T>): Promise<T> => {
    const together = await project(projection, stored, Math.max(1, stored.length), read);
    const oneByOne = await project(projection, stored, 1, read);
    expect(oneByOne).toEqual(together);
    return together as T;
  };
  return {
    /** The collection holds exactly these documents (in any order). */
    async thenDocuments(collection: string, expected: readonly ReadModelDocument[]): Promise<void> {
      const documents = await documentsBothWays((store) => store.dump(collection));
      const byId = (a: ReadModelDocument, b: ReadModelDocument) => a.id.localeCompare(b.id);
      expect([...documents].sort(byId)).toEqual([...expected].sort(byId));
    },
    /** The document with this id is exactly `expected` (null: there is none). */
    async thenDocument(collection: string, id: string, expected: ReadModelDocument | null): Promise<void> {
      expect(await documentsBothWays((store) => store.get(collection, id))).toEqual(expected);
    },
    /**
     * What the last event's batch reads by id and puts, the events before it committed first (as
     * the live projector commits a command's events): a projection's work for one change.
     */
    async lastEventAccess(): Promise<BatchAccess> {
      const access: BatchAccess = { reads: {}, puts: {} };
      const last = stored.length - 1;
      await project(
        projection,
        stored,
        Math.max(1, last),
        async () => undefined,
        (index) => (index === last ? access : undefined),
      );
      return access;
    },
    /** Each of the projection's collections is empty (e.g. after an account's deletion). */
    async thenNoDocuments(): Promise<void> {
      const counts = await documentsBothWays(async (store) => {
        const entries = await Promise.all(projection.collections.map(async (c) => [c, (await store.dump(c)).length] as const));
        return Object.fromEntries(entries);
      });
      expect(counts).toEqual(Object.fromEntries(projection.collections.map((c) => [c, 0])));
    },
  };
}
