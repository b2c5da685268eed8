import { randomUUID } from 'node:crypto';
import type { EventBody, EventStore } from '@rotaledger/event-store';
import type { ReadModelDocument, ReadModelStore } from './read-model-store.port';
import { AnyProjection, applyEvents } from './projection';
import { DEFAULT_LEASE_NAME, DEFAULT_LEASE_TTL_MS } from './projection-runner';

export interface RebuildReport {
  events: number;
  lastPosition: number;
  milliseconds: number;
}

const PROJECTOR_RUNNING =
  'A projector is working on these read models (or one stopped without releasing its lease, which then expires within ' +
  `${DEFAULT_LEASE_TTL_MS / 1000} seconds). Stop it (and every API replica with RUN_PROJECTIONS on), then rebuild again.`;

/**
 * Drops every projection's collections and checkpoint, then replays the global log from
 * position zero, one page per transaction for every projection (applyBatches), as the runner's
 * catch-up reader commits its pages. It holds
 * the projector lease throughout, so no projector works on the store meanwhile.
 */
export async function rebuildReadModels<E extends EventBody>(
  eventStore: EventStore<E>,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  options: { pageSize?: number; leaseName?: string } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const lease = { name: options.leaseName ?? DEFAULT_LEASE_NAME, holder: `rebuild#${process.pid}#${randomUUID().slice(0, 8)}` };
  const holdLease = async () => {
    if (!(await readModels.acquireLease(lease.name, lease.holder, DEFAULT_LEASE_TTL_MS, Date.now()))) {
      throw new Error(PROJECTOR_RUNNING);
    }
  };
  await holdLease();
  try {
    return await replay();
  } finally {
    await readModels.releaseLease(lease.name, lease.holder);
  }

  async function replay(): Promise<RebuildReport> {
    for (const projection of projections) {
      await readModels.reset(projection.name, [...projection.collections]);
    }
    await readModels.ensureIndexes(
      projections.flatMap((p) => p.indexes ?? []),
      projections.flatMap((p) => p.retiredIndexes ?? []),
    );
    let after = 0;
    let events = 0;
    for (;;) {
      const page = await eventStore.readAll({ after, limit: options.pageSize ?? 2_000 });
      if (page.length === 0) break;
      const last = page[page.length - 1].position;
      await holdLease();
      // Every projection's share of the page commits in one transaction.
      const results = await readModels.applyBatches(
        projections.map((projection) => ({
          projection: projection.name,
          position: last,
          work: (batch) => applyEvents(projection, page, batch),
          expectedCheckpoint: after,
        })),
      );
      for (const result of results) {
        if (result.status === 'rejected') throw result.reason;
        if (!result.value) throw new Error(PROJECTOR_RUNNING);
      }
      events += page.length;
      after = last;
    }
    return { events, lastPosition: after, milliseconds: Date.now() - started };
  }
}

export interface ReadModelDifference {
  collection: string;
  id: string;
  live: ReadModelDocument | null;
  rebuilt: ReadModelDocument | null;
}

/** Compares two stores collection by collection; an empty list means identical. */
export async function compareReadModels(
  live: ReadModelStore,
  rebuilt: ReadModelStore,
  collections: readonly string[],
): Promise<ReadModelDifference[]> {
  const differences: ReadModelDifference[] = [];
  for (const collection of collections) {
    const liveDocs = new Map((await live.dump(collection)).map((d) => [d.id, d]));
    const rebuiltDocs = new Map((await rebuilt.dump(collection)).map((d) => [d.id, d]));
    for (const id of new Set([...liveDocs.keys(), ...rebuiltDocs.keys()])) {
      const a = liveDocs.get(id) ?? null;
      const b = rebuiltDocs.get(id) ?? null;
      if (canonicalJson(a) !== canonicalJson(b)) differences.push({ collection, id, live: a, rebuilt: b });
    }
  }
  return differences;
}

/** JSON with object keys sorted, so key order never counts as a difference. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
