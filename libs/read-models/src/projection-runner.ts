import { EventEmitter } from 'node:events';
import type { EventStore, EventSubscription, StoredEvent } from '@rotaledger/event-store';
import type { ReadModelStore } from './read-model-store.port';
import { applyEvents, Projection, projectionHandles, projectionReadsAny } from './projection';

export interface ProjectionStatus {
  name: string;
  checkpoint: number;
  running: boolean;
  lastError?: string;
}

export interface ProjectionRunnerOptions {
  /** Most events committed in one read-model transaction. */
  batchSize?: number;
  /** First retry delay after a failure; doubles up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const IDLE = Symbol('idle');
/** A projection that ignores a run of events still records its checkpoint this often. */
const PERSIST_SKIPPED_EVERY = 1_000;
const nextMacrotask = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs each projection as one sequential loop over the event store's catch-up
 * subscription (never an in-memory bus, whose handlers run concurrently). Events that
 * arrive together are committed together with the checkpoint, so a crash replays a
 * whole batch or nothing. A failing batch is retried with backoff, never skipped.
 */
export class ProjectionRunner {
  /** Processed up to here (in memory; read-your-writes in this process waits on it). */
  private readonly checkpoints = new Map<string, number>();
  /** Events processed but not yet recorded in the store, because the projection ignored them. */
  private readonly unrecorded = new Map<string, number>();
  private readonly errors = new Map<string, string>();
  private readonly progress = new EventEmitter();
  private readonly subscriptions = new Set<EventSubscription>();
  private readonly loops: Promise<void>[] = [];
  private stopped = false;
  private started = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.progress.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.readModels.ensureIndexes(this.projections.flatMap((p) => p.indexes ?? []));
    for (const projection of this.projections) {
      this.checkpoints.set(projection.name, await this.readModels.getCheckpoint(projection.name));
      this.loops.push(this.runForever(projection));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await Promise.all(this.loops);
    // Record how far projections got through events they ignored, so a restart skips them.
    for (const projection of this.projections) {
      if (!this.unrecorded.get(projection.name)) continue;
      try {
        await this.readModels.applyBatch(projection.name, this.checkpoints.get(projection.name) ?? 0, async () => {});
        this.unrecorded.set(projection.name, 0);
      } catch (error) {
        // Only an optimisation: a restart re-reads those ignored events from the older checkpoint.
        this.options.log?.(`Projection ${projection.name}: could not record its checkpoint on stop`, error);
      }
    }
    this.progress.emit('progress');
  }

  status(): ProjectionStatus[] {
    return this.projections.map((p) => ({
      name: p.name,
      checkpoint: this.checkpoints.get(p.name) ?? 0,
      running: this.started && !this.stopped,
      ...(this.errors.has(p.name) ? { lastError: this.errors.get(p.name) } : {}),
    }));
  }

  /**
   * Resolves once every projection that reads any of `eventTypes` (all of them when not
   * given) has processed the event at `position`.
   */
  waitFor(position: number, timeoutMs: number, eventTypes?: readonly string[]): Promise<boolean> {
    const caughtUp = () => this.caughtUpTo(position, eventTypes);
    if (caughtUp()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onProgress = () => {
        if (caughtUp() || this.stopped) finish(caughtUp());
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
        resolve(ok);
      };
      this.progress.on('progress', onProgress);
    });
  }

  private caughtUpTo(position: number, eventTypes?: readonly string[]): boolean {
    return this.projections.every(
      (p) => !projectionReadsAny(p, eventTypes) || (this.checkpoints.get(p.name) ?? 0) >= position,
    );
  }

  private async runForever(projection: Projection): Promise<void> {
    let backoff = this.options.initialBackoffMs ?? 100;
    while (!this.stopped) {
      try {
        await this.follow(projection);
        backoff = this.options.initialBackoffMs ?? 100;
      } catch (error) {
        this.errors.set(projection.name, error instanceof Error ? error.message : String(error));
        this.options.log?.(`Projection ${projection.name} failed; retrying in ${backoff} ms`, error);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, this.options.maxBackoffMs ?? 5_000);
      }
    }
  }

  /** Follows the subscription from the stored checkpoint until it ends or fails. */
  private async follow(projection: Projection): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const after = await this.readModels.getCheckpoint(projection.name);
    this.checkpoints.set(projection.name, after);
    this.unrecorded.set(projection.name, 0);
    const subscription = this.eventStore.subscribeToAll({ after });
    this.subscriptions.add(subscription);
    const iterator = subscription[Symbol.asyncIterator]();
    let pending: StoredEvent[] = [];
    const flush = async () => {
      const events = pending;
      pending = [];
      const last = events[events.length - 1].position;
      const unrecorded = (this.unrecorded.get(projection.name) ?? 0) + events.length;
      // A batch the projection ignores entirely needs no transaction of its own.
      if (events.some((event) => projectionHandles(projection, event)) || unrecorded >= PERSIST_SKIPPED_EVERY) {
        await this.readModels.applyBatch(projection.name, last, (batch) => applyEvents(projection, events, batch));
        this.unrecorded.set(projection.name, 0);
      } else {
        this.unrecorded.set(projection.name, unrecorded);
      }
      this.errors.delete(projection.name);
      this.checkpoints.set(projection.name, last);
      this.progress.emit('progress');
    };
    try {
      let next = iterator.next();
      while (!this.stopped) {
        // Keep taking events while they are already buffered; commit when the log goes quiet.
        const result = pending.length === 0 ? await next : await Promise.race([next, nextMacrotask()]);
        if (result === IDLE) {
          await flush();
          continue;
        }
        if (result.done) break;
        pending.push(result.value);
        next = iterator.next();
        if (pending.length >= batchSize) await flush();
      }
      if (pending.length > 0 && !this.stopped) await flush();
    } finally {
      this.subscriptions.delete(subscription);
      await subscription.close();
    }
  }
}
