import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { EventBody, UntypedEvent, EventStore, EventSubscription, StoredEvent } from '@rotaledger/event-store';
import type { ProjectionBatchEntry, ReadModelStore } from './read-model-store.port';
import { AnyProjection, applyEvents, projectionHandles, projectionReadsAny } from './projection';
import {
  eventAlreadyApplied,
  foldedCheckpoint,
  furthestRow,
  hasPartitionRows,
  otherCountLeases,
  OwnerOfEvent,
  partitionName,
  partitionGroupsOf,
  PartitionGroups,
  partitionOfOwner,
  PartitionSpec,
  supersededRows,
} from './partitions';

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
  /**
   * A projection more than this many log positions behind the furthest one (new, or rebuilt)
   * catches up on a reader of its own, then joins the shared one (DEFAULT_CATCH_UP_APART).
   */
  catchUpApart?: number;
  /**
   * Run as partition `index` of `count` (issue 42 §5, partitions.ts): the partitioned projections
   * take only the events of the owners `ownerOf` hashes here, under checkpoint rows of their own;
   * the others run only in partition 1. Without it (or with count 1), every projection runs whole.
   */
  partition?: PartitionSpec & { ownerOf: OwnerOfEvent };
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
  // A partitioned projection's rows each (partitions.ts), the furthest of them.
  const partitioned = hasPartitionRows(checkpoints);
  const furthest = (name: string) => (partitioned ? furthestRow(name, checkpoints) : (checkpoints[name] ?? 0));
  const ahead = projections.map((p) => ({ name: p.name, checkpoint: furthest(p.name) })).filter((p) => p.checkpoint > head);
  return ahead.length > 0 ? new CheckpointBeyondHeadError(ahead, head) : undefined;
}

/** This runner must stop applying: its lease is gone, or another projector moved a checkpoint. */
class StandDown extends Error {}

const IDLE = Symbol('idle');
/** A projection that ignores a run of events still records its checkpoint this often. */
const PERSIST_SKIPPED_EVERY = 1_000;
/** How far (in log positions) a projection may be behind the furthest one and still follow the shared reader. */
export const DEFAULT_CATCH_UP_APART = 10_000;
const nextMacrotask = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One pass of following the log: the shared subscription and the catch-up reader run until
 * either stands down, fails, or the subscription ends (a lost lease, stop()). Aborting wakes
 * whatever waits.
 */
class FollowSession<E extends EventBody> {
  aborted = false;
  private readonly wakers = new Set<() => void>();

  constructor(readonly subscription: EventSubscription<E>) {}

  abort(): Promise<void> {
    if (!this.aborted) {
      this.aborted = true;
      this.wake();
    }
    return this.subscription.close();
  }

  wake(): void {
    for (const wake of [...this.wakers]) wake();
  }

  /** Waits up to `ms` (forever when not finite), or until woken or aborted. */
  nap(ms: number): Promise<void> {
    if (this.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(() => done(), Math.max(0, ms)) : undefined;
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      this.wakers.add(done);
    });
  }
}

/**
 * Runs every projection off ONE read of the event log (never an in-memory bus, whose
 * handlers run concurrently): a single catch-up subscription feeds all of them, and each
 * batch of events commits every projection's documents and checkpoint in one read-model
 * transaction (ReadModelStore.applyBatches), so a crash replays a whole batch or nothing.
 *
 * A projection far behind the others (new, rebuilt, or more than `catchUpApart` positions
 * behind the furthest) catches up on its own reader (pages of `readAll`, one transaction per
 * page for all of them), then joins the shared one once its checkpoint has reached what the
 * shared reader has taken: every event is applied exactly once per projection, and the live
 * ones are never held back by a replay. A projection whose batch fails leaves the shared
 * reader the same way and is retried with backoff from its checkpoint, never skipped; the
 * others go on.
 *
 * One projector at a time: a runner works only while it holds the store's lease (taken
 * and renewed every third of its TTL, off the event path), so a second projector process
 * or an API replica with projections on simply waits as a standby. The lease is an
 * optimisation; correctness comes from each batch's compare-and-set on its checkpoint,
 * which refuses a batch whose starting checkpoint another runner has moved: this runner
 * then re-reads the checkpoints and follows again from there. `E` is the union of the log's events.
 */
export class ProjectionRunner<E extends EventBody = UntypedEvent> {
  /** Processed up to here (in memory; read-your-writes in this process waits on it). */
  private readonly checkpoints = new Map<string, number>();
  /** Events processed but not yet recorded in the store, because the projection ignored them. */
  private readonly unrecorded = new Map<string, number>();
  private readonly errors = new Map<string, string>();
  private readonly progress = new EventEmitter();
  private loop?: Promise<void>;
  private stopped = false;
  private started = false;
  private readonly lease?: { name: string; ttlMs: number; holder: string };
  /** Local time until which this runner may commit (0: it holds no lease). */
  private leaseValidUntil = 0;
  private leaseTimer?: NodeJS.Timeout;
  /** The checkpoint this runner last saw in the store: the compare-and-set's expected value. */
  private readonly stored = new Map<string, number>();
  /** The projections the shared subscription feeds; the others are `behind`, on the catch-up reader. */
  private readonly live = new Set<AnyProjection>();
  private readonly behind = new Set<AnyProjection>();
  /** A failed projection is retried on the catch-up reader from this time (epoch ms), with a doubling delay. */
  private readonly retryAt = new Map<string, number>();
  private readonly backoffs = new Map<string, number>();
  /**
   * The last position of the events the shared reader has handed to a batch: a projection
   * joining it must have processed at least this far, since what follows reaches it through
   * the shared reader.
   */
  private taken = 0;
  private session?: FollowSession<E>;
  /** The projections this runner runs: in partitions past the first, only the partitioned ones. */
  private readonly projections: readonly AnyProjection[];
  /** This runner's partition (count 1 without partitions). */
  private readonly partition: PartitionSpec;
  /** Per partitioned projection, the rows of other partition counts still stored (N changed; partitions.ts). */
  private readonly otherCounts = new Map<string, PartitionGroups>();
  private readonly warnedNoOwner = new Set<string>();
  /** The lease's base name, before its partition suffix. */
  private readonly leaseBase: string;

  constructor(
    private readonly eventStore: EventStore<E>,
    private readonly readModels: ReadModelStore,
    projections: readonly AnyProjection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.progress.setMaxListeners(0);
    this.partition = { index: options.partition?.index ?? 1, count: options.partition?.count ?? 1 };
    this.projections = this.partition.index === 1 ? projections : projections.filter((p) => p.partitioned);
    this.leaseBase = (options.lease !== false && options.lease?.name) || DEFAULT_LEASE_NAME;
    if (options.lease !== false) {
      this.lease = {
        name: partitionName(this.leaseBase, this.partition),
        ttlMs: options.lease?.ttlMs ?? DEFAULT_LEASE_TTL_MS,
        holder: options.lease?.holder ?? `${hostname()}#${process.pid}#${randomUUID().slice(0, 8)}`,
      };
    }
  }

  /** The checkpoint row a projection's progress is stored under: its partition's for a partitioned one. */
  private rowOf(projection: AnyProjection): string {
    return projection.partitioned ? partitionName(projection.name, this.partition) : projection.name;
  }

  /**
   * Where a projection starts, by the stored rows: `own` is its own row (the compare-and-set's
   * expected value), `start` the position every event it would apply is past. With rows of
   * another partition count (N changed), the furthest of its own row and what those rows
   * guarantee for every owner; the events they hold are then skipped per owner (ownEvents).
   */
  private positionOf(projection: AnyProjection, stored: Record<string, number>): { own: number; start: number; others?: PartitionGroups } {
    const own = stored[this.rowOf(projection)] ?? 0;
    if (!projection.partitioned) return { own, start: own };
    const others = partitionGroupsOf(projection.name, stored);
    others.delete(this.partition.count);
    if (others.size === 0) return { own, start: own };
    if (!this.options.partition) {
      throw new Error(`Projection ${projection.name} has rows of projector partitions, but this runner knows no event owners`);
    }
    return { own, start: Math.max(own, foldedCheckpoint(others) ?? 0), others };
  }

  /** Whether partitions decide which of its events a projection applies here. */
  private partitionsApply(projection: AnyProjection): boolean {
    return projection.partitioned === true && (this.partition.count > 1 || this.otherCounts.has(projection.name));
  }

  /** The events of this partition's owners that no row of another count says are applied already. */
  private ownEvents(projection: AnyProjection, events: readonly StoredEvent<E>[]): readonly StoredEvent<E>[] {
    if (!this.partitionsApply(projection)) return events;
    const ownerOf = this.options.partition!.ownerOf;
    const { index, count } = this.partition;
    const others = this.otherCounts.get(projection.name);
    return events.filter((event) => {
      const owner = ownerOf(event);
      if (owner === null && count > 1) this.warnNoOwner(projection, event);
      if (partitionOfOwner(owner, count) !== index) return false;
      return !others || !eventAlreadyApplied(others, count, owner, event.position);
    });
  }

  /** Said once per projection and type: such an event is applied in partition 1, which may not hold its owner's documents. */
  private warnNoOwner(projection: AnyProjection, event: StoredEvent<E>): void {
    const key = `${projection.name} ${event.type}`;
    if (!projectionHandles(projection, event) || this.warnedNoOwner.has(key)) return;
    this.warnedNoOwner.add(key);
    this.options.log?.(
      `Projection ${projection.name} is partitioned, but a ${event.type} event (position ${event.position}) names no owner; partition 1 applies it`,
    );
  }

  /**
   * After N changed: drops the rows of other counts once this count's rows are all past them,
   * and forgets them here. Safe at any time: a superseded row tells nothing any more.
   */
  private async retireSupersededRows(): Promise<void> {
    if (this.otherCounts.size === 0) return;
    const stored = await this.readModels.getCheckpoints();
    const transitioning = this.projections.filter((projection) => this.otherCounts.has(projection.name));
    let retired = false;
    for (const projection of transitioning) {
      for (const row of supersededRows(projection.name, partitionGroupsOf(projection.name, stored), this.partition.count)) {
        await this.readModels.reset(row, []);
        retired = true;
        this.options.log?.(`Projection ${projection.name}: checkpoint ${row} of an earlier partition count retired`);
      }
    }
    // What is left of the other counts' rows, once for all of them (unchanged when nothing was retired).
    const left = retired ? await this.readModels.getCheckpoints() : stored;
    for (const projection of transitioning) {
      const others = partitionGroupsOf(projection.name, left);
      others.delete(this.partition.count);
      if (others.size === 0) this.otherCounts.delete(projection.name);
      else this.otherCounts.set(projection.name, others);
    }
  }

  /**
   * Whether a runner of another partition count may still be projecting: its lease is held by a
   * live holder. This count then stands by, so two counts never apply at once (N changed).
   */
  private async otherCountStillRuns(now: number): Promise<string | undefined> {
    if (!this.projections.some((p) => p.partitioned)) return undefined;
    const stored = await this.readModels.getCheckpoints();
    const counts = new Set<number>();
    for (const projection of this.projections) {
      if (projection.partitioned) for (const count of partitionGroupsOf(projection.name, stored).keys()) counts.add(count);
    }
    for (const name of otherCountLeases(this.leaseBase, counts, this.partition.count)) {
      const lease = await this.readModels.lease(name);
      if (lease && lease.expiresAt > now && !isDeadLocalHolder(lease.holder)) return name;
    }
    return undefined;
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
    for (const projection of this.projections) this.checkpoints.set(projection.name, this.positionOf(projection, checkpoints).start);
    if (this.lease) {
      liveHoldersHere.add(this.lease.holder);
      await this.renewLease();
      this.leaseTimer = setInterval(() => void this.renewLease(), Math.max(1, Math.floor(this.lease.ttlMs / 3)));
    }
    if (this.projections.length > 0) this.loop = this.runForever();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.leaseTimer);
    if (this.lease) liveHoldersHere.delete(this.lease.holder);
    this.progress.emit('lease');
    await this.session?.abort();
    await this.loop;
    await this.recordUnrecorded();
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
   * given), and that `only` names (by its name here; all when not given), has processed the
   * event at `position`.
   */
  waitFor(position: number, timeoutMs: number, eventTypes?: readonly string[], only?: (name: string) => boolean): Promise<boolean> {
    const caughtUp = () => this.caughtUpTo(position, eventTypes, only);
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

  /** Whether every projection that reads any of `eventTypes` and that `only` names has processed `position`, now (no wait, no I/O). */
  caughtUpTo(position: number, eventTypes?: readonly string[], only?: (name: string) => boolean): boolean {
    return this.projections.every(
      (p) => !projectionReadsAny(p, eventTypes) || (only !== undefined && !only(p.name)) || (this.checkpoints.get(p.name) ?? 0) >= position,
    );
  }

  /** Takes or renews the lease; on losing it, ends the subscription so the readers stop applying. */
  private async renewLease(): Promise<void> {
    const lease = this.lease!;
    const askedAt = Date.now();
    try {
      const otherCount = this.holdsLease() ? undefined : await this.otherCountStillRuns(askedAt);
      if (otherCount) {
        this.options.log?.(`Projector ${lease.holder} stands by: ${otherCount}, of another partition count, is still held`);
        this.progress.emit('lease');
        return;
      }
      let held = await this.readModels.acquireLease(lease.name, lease.holder, lease.ttlMs, askedAt);
      if (!held && (await this.releaseLeaseOfDeadLocalHolder())) {
        held = await this.readModels.acquireLease(lease.name, lease.holder, lease.ttlMs, askedAt);
      }
      if (this.stopped) return;
      const had = this.holdsLease();
      this.leaseValidUntil = held ? askedAt + lease.ttlMs : 0;
      if (!held && had) {
        this.options.log?.(`Projector ${lease.holder} lost the "${lease.name}" lease; standing by`);
        await this.session?.abort();
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

  private async runForever(): Promise<void> {
    const initialBackoff = this.options.initialBackoffMs ?? 100;
    let backoff = initialBackoff;
    while (!this.stopped) {
      if (!this.holdsLease()) {
        await this.leaseChange();
        continue;
      }
      try {
        await this.follow();
        backoff = initialBackoff;
      } catch (error) {
        if (error instanceof StandDown) {
          this.options.log?.(`Projections: ${error.message}`);
          continue;
        }
        const message = error instanceof Error ? error.message : String(error);
        for (const projection of this.live) this.errors.set(projection.name, message);
        this.options.log?.(`Reading the event log for the projections failed; retrying in ${backoff} ms`, error);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, this.options.maxBackoffMs ?? 5_000);
      }
    }
  }

  /**
   * Reads every checkpoint from the store, then follows the log: the projections near the
   * furthest one on the shared subscription, the others on the catch-up reader until they join
   * it. Ends when the subscription ends; throws when either reader stands down or fails.
   */
  private async follow(): Promise<void> {
    const stored = await this.readModels.getCheckpoints();
    for (const projection of this.projections) {
      const { own, start, others } = this.positionOf(projection, stored);
      this.checkpoints.set(projection.name, start);
      this.stored.set(projection.name, own);
      this.unrecorded.set(projection.name, 0);
      if (others) this.otherCounts.set(projection.name, others);
      else this.otherCounts.delete(projection.name);
    }
    const at = (projection: AnyProjection) => this.checkpoints.get(projection.name) ?? 0;
    const apart = this.options.catchUpApart ?? DEFAULT_CATCH_UP_APART;
    const furthest = Math.max(...this.projections.map(at));
    this.live.clear();
    this.behind.clear();
    this.retryAt.clear();
    for (const projection of this.projections) (at(projection) >= furthest - apart ? this.live : this.behind).add(projection);
    const after = Math.min(...[...this.live].map(at));
    this.taken = after;
    const session = new FollowSession(this.eventStore.subscribeToAll({ after }));
    this.session = session;
    // stop() or a lost lease may have come while the checkpoints were read.
    if (this.stopped || !this.holdsLease()) void session.abort();
    try {
      const ended = await Promise.allSettled(
        [this.followShared(session), this.catchUp(session)].map((reader) => reader.finally(() => session.abort())),
      );
      const failure = ended.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failure) throw failure.reason;
    } finally {
      await session.abort();
      if (this.session === session) this.session = undefined;
    }
  }

  /** The shared reader: takes events while they are already buffered, and commits when the log goes quiet. */
  private async followShared(session: FollowSession<E>): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const iterator = session.subscription[Symbol.asyncIterator]();
    let pending: StoredEvent<E>[] = [];
    const flush = async () => {
      const events = pending;
      pending = [];
      // From here on this batch's members are fixed: a projection joining now must be past it.
      this.taken = events[events.length - 1].position;
      await this.commit([...this.live], events);
    };
    let next = iterator.next();
    while (!session.aborted) {
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
    if (pending.length > 0 && !session.aborted) await flush();
  }

  /**
   * The catch-up reader: pages of the log for the projections behind, nearest to the shared
   * reader first (a replay from zero does not hold back one that is nearly there), each page
   * one transaction for all of them; a projection joins the shared reader once it has
   * processed what that reader has taken.
   */
  private async catchUp(session: FollowSession<E>): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const apart = this.options.catchUpApart ?? DEFAULT_CATCH_UP_APART;
    const at = (projection: AnyProjection) => this.checkpoints.get(projection.name) ?? 0;
    while (!session.aborted) {
      const now = Date.now();
      const ready = [...this.behind].filter((p) => (this.retryAt.get(p.name) ?? 0) <= now);
      if (ready.length === 0) {
        const soonest = Math.min(...[...this.behind].map((p) => this.retryAt.get(p.name) ?? 0));
        await session.nap(soonest - now);
        continue;
      }
      const furthest = Math.max(...ready.map(at));
      const cohort = ready.filter((p) => at(p) >= furthest - apart);
      const after = Math.min(...cohort.map(at));
      // What the shared reader took before this read: the read shows every event up to it that still exists.
      const takenBefore = this.taken;
      if (!this.holdsLease()) throw new StandDown('the projector lease is gone; standing by');
      const page = await this.eventStore.readAll({ after, limit: batchSize });
      if (session.aborted) return;
      if (page.length > 0) await this.commit(cohort, page);
      for (const projection of cohort) {
        if (!this.behind.has(projection) || (this.retryAt.get(projection.name) ?? 0) > now) continue;
        // Nothing left to read: the events the shared reader took past it were deleted since (an account's).
        if (page.length === 0 && at(projection) < takenBefore) this.checkpoints.set(projection.name, takenBefore);
        if (at(projection) >= this.taken) {
          this.behind.delete(projection);
          this.live.add(projection);
        }
      }
      this.progress.emit('progress');
    }
  }

  /**
   * Applies `events` to each of `members` past its own checkpoint, and commits every
   * projection's documents and checkpoint in one applyBatches (one transaction). A projection
   * whose work fails falls behind (fallBehind); a refused compare-and-set stands the runner down.
   */
  private async commit(members: readonly AnyProjection[], events: readonly StoredEvent<E>[]): Promise<void> {
    const last = events[events.length - 1].position;
    const entries: ProjectionBatchEntry[] = [];
    const committing: AnyProjection[] = [];
    const pending = members.flatMap((projection) => {
      const from = this.checkpoints.get(projection.name) ?? 0;
      if (from >= last) return [];
      const after = from < events[0].position ? events : events.filter((event) => event.position > from);
      const mine = this.ownEvents(projection, after);
      const unrecorded = (this.unrecorded.get(projection.name) ?? 0) + after.length;
      // A partition records its row also when the events of its types were other partitions'
      // owners': the fold of the rows, which every reader waits on, never waits for a quiet partition.
      const recordsNow = (this.partitionsApply(projection) ? after : mine).some((event) => projectionHandles(projection, event));
      return [{ projection, mine, unrecorded, recordsNow }];
    });
    // A batch a projection ignores entirely needs no transaction of its own, but when the batch
    // commits anyway its checkpoint rides along: a reader behind a separate projector then waits
    // on stored checkpoints that reach the batch's end (issue 42 §1: a caller's position, the
    // head of the log), not only on those of the projections its write happened to touch.
    const anyRecords = pending.some((p) => p.recordsNow);
    for (const { projection, mine, unrecorded } of pending) {
      if (anyRecords || unrecorded >= PERSIST_SKIPPED_EVERY) {
        entries.push({
          projection: this.rowOf(projection),
          position: last,
          work: (batch) => applyEvents(projection, mine, batch),
          expectedCheckpoint: this.stored.get(projection.name) ?? 0,
        });
        committing.push(projection);
      } else {
        this.unrecorded.set(projection.name, unrecorded);
        this.checkpoints.set(projection.name, last);
      }
    }
    let refused = false;
    if (entries.length > 0) {
      if (!this.holdsLease()) throw new StandDown('the projector lease is gone; standing by');
      const results = await this.readModels.applyBatches(entries);
      results.forEach((result, i) => {
        const projection = committing[i];
        if (result.status === 'rejected') {
          this.fallBehind(projection, result.reason);
        } else if (!result.value) {
          refused = true;
        } else {
          this.stored.set(projection.name, last);
          this.unrecorded.set(projection.name, 0);
          this.checkpoints.set(projection.name, last);
          this.errors.delete(projection.name);
          this.backoffs.delete(projection.name);
        }
      });
    }
    this.progress.emit('progress');
    if (refused) throw new StandDown('another projector moved a checkpoint; following again from the stored ones');
    if (this.otherCounts.size > 0) await this.retireSupersededRows();
  }

  /** A projection whose batch failed: off the shared reader, retried from its checkpoint after a doubling delay. */
  private fallBehind(projection: AnyProjection, reason: unknown): void {
    const backoff = this.backoffs.get(projection.name) ?? this.options.initialBackoffMs ?? 100;
    this.errors.set(projection.name, reason instanceof Error ? reason.message : String(reason));
    this.options.log?.(`Projection ${projection.name} failed; retrying in ${backoff} ms`, reason);
    this.retryAt.set(projection.name, Date.now() + backoff);
    this.backoffs.set(projection.name, Math.min(backoff * 2, this.options.maxBackoffMs ?? 5_000));
    this.live.delete(projection);
    this.behind.add(projection);
    this.session?.wake();
  }

  /** Records how far projections got through events they ignored, so a restart skips them (one transaction). */
  private async recordUnrecorded(): Promise<void> {
    const unrecorded = this.projections.filter((p) => (this.unrecorded.get(p.name) ?? 0) > 0);
    if (unrecorded.length === 0 || !this.holdsLease()) return;
    const entries = unrecorded.map((p) => ({
      projection: this.rowOf(p),
      position: this.checkpoints.get(p.name) ?? 0,
      work: async () => {},
      expectedCheckpoint: this.stored.get(p.name) ?? 0,
    }));
    try {
      const results = await this.readModels.applyBatches(entries);
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') this.unrecorded.set(unrecorded[i].name, 0);
        // Only an optimisation: a restart re-reads those ignored events from the older checkpoint.
        else this.options.log?.(`Projection ${unrecorded[i].name}: could not record its checkpoint on stop`, result.reason);
      });
    } catch (error) {
      this.options.log?.('Projections: could not record their checkpoints on stop', error);
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
