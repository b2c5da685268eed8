import type { EventBody, EventStore } from '@rotaledger/event-store';
import { AnyProjection, projectionHandles } from '@rotaledger/read-models';

/** At most this many events are read to measure lag; beyond it a lag is reported as "at least". */
export const LAG_SCAN_LIMIT = 10_000;
const PAGE_SIZE = 1_000;

export interface ProjectionStatusLike {
  name: string;
  checkpoint: number;
  lastError?: string;
}

export type ProjectionLag<S extends ProjectionStatusLike = ProjectionStatusLike> = S & {
  /** Events this projection still has to process (null when the log cannot be read). */
  lag: number | null;
  /** True when the count stopped at LAG_SCAN_LIMIT events: the lag is at least `lag`. */
  lagCapped?: true;
  /** Age in seconds of the oldest event it still has to process; 0 when caught up. */
  lagSeconds: number | null;
};

export interface LagReport<S extends ProjectionStatusLike> {
  headPosition: number | null;
  projections: ProjectionLag<S>[];
}

/**
 * How far each projection trails the log, in events and in seconds. Positions cannot be
 * subtracted: EventStoreDB's are byte offsets in its transaction log, SQLite's sequence
 * numbers. So the events after each checkpoint are counted, and only those the projection
 * reads (a replica sees stored checkpoints, which skip recording runs of ignored events).
 */
export async function projectionLag<S extends ProjectionStatusLike, E extends EventBody>(
  eventStore: EventStore<E>,
  statuses: readonly S[],
  projections: readonly AnyProjection[],
  now: number = Date.now(),
): Promise<LagReport<S>> {
  const unknown = (): LagReport<S> => ({
    headPosition: null,
    projections: statuses.map((status) => ({ ...status, lag: null, lagSeconds: null })),
  });
  let head: number;
  try {
    head = await eventStore.headPosition();
  } catch {
    return unknown();
  }
  const byName = new Map(projections.map((p) => [p.name, p]));
  const counts = statuses.map(() => ({ events: 0, oldestAt: undefined as string | undefined }));
  const behind = statuses.filter((status) => status.checkpoint < head);
  let scanned = 0;
  let capped = false;
  if (behind.length > 0) {
    let after = Math.min(...behind.map((status) => status.checkpoint));
    try {
      while (after < head) {
        const page = await eventStore.readAll({ after, limit: Math.min(PAGE_SIZE, LAG_SCAN_LIMIT - scanned) });
        for (const event of page) {
          if (event.position > head) break;
          statuses.forEach((status, index) => {
            const projection = byName.get(status.name);
            if (event.position <= status.checkpoint || (projection && !projectionHandles(projection, event))) return;
            counts[index].events += 1;
            counts[index].oldestAt ??= event.metadata.at;
          });
        }
        scanned += page.length;
        if (page.length === 0 || page[page.length - 1].position >= head) break;
        if (scanned >= LAG_SCAN_LIMIT) {
          capped = true;
          break;
        }
        after = page[page.length - 1].position;
      }
    } catch {
      return { ...unknown(), headPosition: head };
    }
  }
  return {
    headPosition: head,
    projections: statuses.map((status, index) => {
      const { events, oldestAt } = counts[index];
      const lagSeconds = oldestAt === undefined ? 0 : Math.max(0, Math.round((now - Date.parse(oldestAt)) / 1000));
      return {
        ...status,
        lag: events,
        ...(capped && status.checkpoint < head ? { lagCapped: true as const } : {}),
        lagSeconds,
      };
    }),
  };
}
