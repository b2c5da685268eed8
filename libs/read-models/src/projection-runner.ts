import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { EventBody, UntypedEvent, EventStore, EventSubscription, StoredEvent } from '@rotaledger/event-store';
import type { ReadModelStore } from './read-model-store.port';
import { CommitCoalescer } from './commit-coalescer';
import { AnyProjection, applyEvents, projectionHandles, projectionReadsAny } from './projection';

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
  /**
   * The lease that lets only one runner of a store work at a time (see the class comment);
   * false turns it off (the compare-and-set alone then still keeps every event applied once).
   */
  lease?: false | { name?: string; ttlMs?: number; holder?: string };
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_LEASE_NAME = 'projector';
export const DEFAULT_LEASE_TTL_MS = 15_000;

/** Thrown by start() when the stored checkpoints point past the end of the event log. */
export class CheckpointBeyondHeadError extends Error {
  constructor(
    readonly projections: { name: string; checkpoint: number }[],
    readonly head: number,
  ) {
    const which = projections.map((p) => `${p.name} at ${p.checkpoint}`).join(', ');
    super(
      `The read models are ahead of the event store: its last event is at position ${head}, but the checkpoints ` +
        `say ${which}. The event store was reset or replaced, and projecting on would silently skip its events. ` +
        'Rebuild the read models from the event store with `npm run rebuild-read-models`, then start again.',
    );
    this.name = 'CheckpointBeyondHeadError';
  }
}

/**
 * The head-of-log check: the error to raise when a stored checkpoint of `projections` is past
 * the event log's last event (the event store was reset or replaced), else undefined. Every
 * process runs it, whether it projects or not: with stale checkpoints a write would be
 * answered as already visible.
 */
export async function checkpointsBeyondHead<E extends EventBody>(
  eventStore: EventStore<E>,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
): Promise<CheckpointBeyondHeadError | undefined> {
  // The checkpoints first: a projector may move them on (never past the head) while the head is read.
  const checkpoints = await readModels.getCheckpoints();
  // The high-water mark, not the newest event: deleting an account's newest events must not look like a reset log.
  const head = await eventStore.highWaterMark();
  const ahead = projections.map((p) => ({ name: p.name, checkpoint: checkpoints[p.name] ?? 0 })).filter((p) => p.checkpoint > head);
  return ahead.length > 0 ? new CheckpointBeyondHeadError(ahead, head) : undefined;
}

/** This runner must stop applying: its lease is gone, or another projector moved a checkpoint. */
class StandDown extends Error {}

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
 *
 * One projector at a time: a runner works only while it holds the store's lease (taken
 * and renewed every third of its TTL, off the event path), so a second projector process
 * or an API replica with projections on simply waits as a standby. The lease is an
 * optimisation; correctness comes from each batch's compare-and-set on its checkpoint,
 * which refuses a batch whose starting checkpoint another runner has moved: this runner
 * then re-reads the checkpoint and re-subscribes from there. `E` is the union of the log's events.
 */
export class ProjectionRunner<E extends EventBody = UntypedEvent> {
  /** Processed up to here (in memory; read-your-writes in this process waits on it). */
  private readonly checkpoints = new Map<string, number>();
  /** Events processed but not yet recorded in the store, because the projection ignored them. */
  private readonly unrecorded = new Map<string, number>();
  private readonly errors = new Map<string, string>();
  private readonly progress = new EventEmitter();
  private readonly subscriptions = new Set<EventSubscription<E>>();
  private readonly loops: Promise<void>[] = [];
  private stopped = false;
  private started = false;
  private readonly lease?: { name: string; ttlMs: number; holder: string };
  /** Local time until which this runner may commit (0: it holds no lease). */
  private leaseValidUntil = 0;
  private leaseTimer?: NodeJS.Timeout;
  /** The checkpoint this runner last saw in the store: the compare-and-set's expected value. */
  private readonly stored = new Map<string, number>();
  /** The projections' batches of one moment share a read-model transaction. */
  private readonly commits: CommitCoalescer;

  constructor(
    private readonly eventStore: EventStore<E>,
    private readonly readModels: ReadModelStore,
    private readonly projections: readonly AnyProjection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.progress.setMaxListeners(0);
    this.commits = new CommitCoalescer(readModels);
    if (options.lease !== false) {
      this.lease = {
        name: options.lease?.name ?? DEFAULT_LEASE_NAME,
        ttlMs: options.lease?.ttlMs ?? DEFAULT_LEASE_TTL_MS,
        holder: options.lease?.holder ?? `${hostname()}#${process.pid}#${randomUUID().slice(0, 8)}`,
      };
    }
  }

  /**
   * Checks the checkpoints against the event log, then starts following it (at once when
   * the lease is free, else as a standby). Throws CheckpointBeyondHeadError instead of
   * starting when a checkpoint is past the log's last event.
   */
  async start(): Promise<void> {
    if (this.started) return;
    await this.readModels.ensureIndexes(
      this.projections.flatMap((p) => p.indexes ?? []),
      this.projections.flatMap((p) => p.retiredIndexes ?? []),
    );
    const beyondHead = await checkpointsBeyondHead(this.eventStore, this.readModels, this.projections);
    if (beyondHead) throw beyondHead;
    const checkpoints = await this.readModels.getCheckpoints();
    this.started = true;
    for (const projection of this.projections) this.checkpoints.set(projection.name, checkpoints[projection.name] ?? 0);
    if (this.lease) {
      liveHoldersHere.add(this.lease.holder);
      await this.renewLease();
      this.leaseTimer = setInterval(() => void this.renewLease(), Math.max(1, Math.floor(this.lease.ttlMs / 3)));
    }
    for (const projection of this.projections) this.loops.push(this.runForever(projection));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.leaseTimer);
    if (this.lease) liveHoldersHere.delete(this.lease.holder);
    this.progress.emit('lease');
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await Promise.all(this.loops);
    // Record how far projections got through events they ignored, so a restart skips them.
    for (const projection of this.projections) {
      if (!this.unrecorded.get(projection.name) || !this.holdsLease()) continue;
      try {
        await this.readModels.applyBatch(
          projection.name,
          this.checkpoints.get(projection.name) ?? 0,
          async () => {},
          this.stored.get(projection.name) ?? 0,
        );
        this.unrecorded.set(projection.name, 0);
      } catch (error) {
        // Only an optimisation: a restart re-reads those ignored events from the older checkpoint.
        this.options.log?.(`Projection ${projection.name}: could not record its checkpoint on stop`, error);
      }
    }
    if (this.lease && this.leaseValidUntil > 0) {
      this.leaseValidUntil = 0;
      // The standby need not wait for the lease to expire.
      await this.readModels.releaseLease(this.lease.name, this.lease.holder).catch((error: unknown) => {
        this.options.log?.('Could not release the projector lease on stop', error);
      });
    }
    this.progress.emit('progress');
  }

  /** Whether this runner may project now: it holds the lease (or runs without one). */
  holdsLease(): boolean {
    return !this.lease || Date.now() < this.leaseValidUntil;
  }

  status(): ProjectionStatus[] {
    return this.projections.map((p) => ({
      name: p.name,
      checkpoint: this.checkpoints.get(p.name) ?? 0,
      running: this.started && !this.stopped && this.holdsLease(),
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
    return this.projections.every((p) => !projectionReadsAny(p, eventTypes) || (this.checkpoints.get(p.name) ?? 0) >= position);
  }

  /** Takes or renews the lease; on losing it, ends the subscriptions so the loops stop applying. */
  private async renewLease(): Promise<void> {
    const lease = this.lease!;
    const askedAt = Date.now();
    try {
      let held = await this.readModels.acquireLease(lease.name, lease.holder, lease.ttlMs, askedAt);
      if (!held && (await this.releaseLeaseOfDeadLocalHolder())) {
        held = await this.readModels.acquireLease(lease.name, lease.holder, lease.ttlMs, askedAt);
      }
      if (this.stopped) return;
      const had = this.holdsLease();
      this.leaseValidUntil = held ? askedAt + lease.ttlMs : 0;
      if (!held && had) {
        this.options.log?.(`Projector ${lease.holder} lost the "${lease.name}" lease; standing by`);
        await Promise.all([...this.subscriptions].map((s) => s.close()));
      }
    } catch (error) {
      // The lease runs out on its own (leaseValidUntil) if the store stays unreachable.
      this.options.log?.(`Projector ${lease.holder} could not renew the "${lease.name}" lease`, error);
    }
    this.progress.emit('lease');
  }

  /**
   * After a kill -9 the restarted process would otherwise wait a whole TTL for its own dead
   * predecessor's lease. A holder on this host whose process is gone (or that had this very
   * pid, as a restarted container's process often has, without being a live runner here) is
   * released at once; the release is conditional on the holder, so a live taker is never robbed.
   */
  private async releaseLeaseOfDeadLocalHolder(): Promise<boolean> {
    const lease = this.lease!;
    const holder = await this.readModels.leaseHolder(lease.name);
    if (holder === undefined || !isDeadLocalHolder(holder)) return false;
    this.options.log?.(`Projector lease of ${holder}, a process that no longer runs on this host, released`);
    await this.readModels.releaseLease(lease.name, holder);
    return true;
  }

  /** Resolves when the lease may have changed hands, or the runner stops. */
  private leaseChange(): Promise<void> {
    return new Promise((resolve) => this.progress.once('lease', () => resolve()));
  }

  private async runForever(projection: AnyProjection): Promise<void> {
    let backoff = this.options.initialBackoffMs ?? 100;
    while (!this.stopped) {
      if (!this.holdsLease()) {
        await this.leaseChange();
        continue;
      }
      try {
        await this.follow(projection);
        backoff = this.options.initialBackoffMs ?? 100;
      } catch (error) {
        if (error instanceof StandDown) {
          this.options.log?.(`Projection ${projection.name}: ${error.message}`);
          continue;
        }
        this.errors.set(projection.name, error instanceof Error ? error.message : String(error));
        this.options.log?.(`Projection ${projection.name} failed; retrying in ${backoff} ms`, error);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, this.options.maxBackoffMs ?? 5_000);
      }
    }
  }

  /** Follows the subscription from the stored checkpoint until it ends or fails. */
  private async follow(projection: AnyProjection): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const after = await this.readModels.getCheckpoint(projection.name);
    this.checkpoints.set(projection.name, after);
    this.stored.set(projection.name, after);
    this.unrecorded.set(projection.name, 0);
    const subscription = this.eventStore.subscribeToAll({ after });
    this.subscriptions.add(subscription);
    const iterator = subscription[Symbol.asyncIterator]();
    let pending: StoredEvent<E>[] = [];
    const flush = async () => {
      const events = pending;
      pending = [];
      const last = events[events.length - 1].position;
      const unrecorded = (this.unrecorded.get(projection.name) ?? 0) + events.length;
      // A batch the projection ignores entirely needs no transaction of its own.
      if (events.some((event) => projectionHandles(projection, event)) || unrecorded >= PERSIST_SKIPPED_EVERY) {
        if (!this.holdsLease()) throw new StandDown('the projector lease is gone; standing by');
        const applied = await this.commits.applyBatch({
          projection: projection.name,
          position: last,
          work: (batch) => applyEvents(projection, events, batch),
          expectedCheckpoint: this.stored.get(projection.name) ?? 0,
        });
        if (!applied) throw new StandDown('another projector moved its checkpoint; following again from the stored one');
        this.stored.set(projection.name, last);
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

/** Lease holders of the runners alive in this process (several share one pid in tests and rebuilds). */
const liveHoldersHere = new Set<string>();

/** A holder id `${host}#${pid}#${nonce}` naming a process of this host that is not running any more. */
export function isDeadLocalHolder(holder: string): boolean {
  const [host, pidText] = holder.split('#');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !liveHoldersHere.has(holder);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
