import type { AnyProjection } from './projection';
import { foldedCheckpoint, hasPartitionRows, partitionGroupsOf } from './partitions';
import { activeKey, buildCheckpointName, buildCollection } from './projection-builds';
import {
  Filter,
  FindOptions,
  IdempotencyClaimResult,
  IdempotencyRecord,
  ProjectionBatch,
  ProjectionBatchEntry,
  ReadModelDocument,
  ReadModelIndex,
  ReadModelStore,
  ReadModelStoreHealth,
} from './read-model-store.port';

/**
 * Which build of each projection queries read in this process (projection-builds.ts). It
 * learns the stored `<name>@active` records from every checkpoint snapshot this process reads
 * (`observe`), and from the switch itself in the process that makes it (`switched`). A build only
 * ever moves forward, so an older snapshot read late cannot move a query back.
 */
export class BuildDirectory {
  private readonly active = new Map<string, number>();
  private owners?: Map<string, string>;
  /** Reads running against a build, by its checkpoint name: its documents are dropped only once none is. */
  private readonly reading = new Map<string, number>();
  private readonly idle = new Map<string, (() => void)[]>();

  /** `projections`: every projection queries read (asked once, at the first read). */
  constructor(private readonly projections: () => readonly AnyProjection[]) {}

  /** The build queries of this projection read. */
  activeBuild(name: string): number {
    return this.active.get(name) ?? 0;
  }

  observe(checkpoints: Record<string, number>): void {
    for (const projection of this.projections()) {
      const stored = checkpoints[activeKey(projection.name)] ?? 0;
      if (stored > this.activeBuild(projection.name)) this.active.set(projection.name, stored);
    }
  }

  switched(name: string, build: number): void {
    if (build > this.activeBuild(name)) this.active.set(name, build);
  }

  /**
   * The projections' checkpoints by their own names: each one its active build's (in that same
   * snapshot), folded from its partition rows when a partitioned projector runs it (partitions.ts).
   */
  logicalCheckpoints(checkpoints: Record<string, number>): Record<string, number> {
    const logical: Record<string, number> = { ...checkpoints };
    const partitioned = hasPartitionRows(checkpoints);
    for (const { name } of this.projections()) {
      const build = Math.max(checkpoints[activeKey(name)] ?? 0, this.activeBuild(name));
      const row = buildCheckpointName(name, build);
      const checkpoint = partitioned ? foldedCheckpoint(partitionGroupsOf(row, checkpoints)) : checkpoints[row];
      if (checkpoint === undefined) delete logical[name];
      else logical[name] = checkpoint;
    }
    return logical;
  }

  /** The stored collection a read of `collection` goes to now, and the build it belongs to. */
  resolve(collection: string): { collection: string; build?: string } {
    this.owners ??= new Map(this.projections().flatMap((p) => p.collections.map((c) => [c, p.name] as const)));
    const owner = this.owners.get(collection);
    if (owner === undefined) return { collection };
    const build = this.activeBuild(owner);
    return { collection: buildCollection(collection, build), build: buildCheckpointName(owner, build) };
  }

  started(build: string): void {
    this.reading.set(build, (this.reading.get(build) ?? 0) + 1);
  }

  finished(build: string): void {
    const left = (this.reading.get(build) ?? 1) - 1;
    this.reading.set(build, left);
    if (left > 0) return;
    for (const resolve of this.idle.get(build) ?? []) resolve();
    this.idle.delete(build);
  }

  /** Resolves once no read of this process runs against the build (its documents may then be dropped). */
  drained(build: string): Promise<void> {
    if ((this.reading.get(build) ?? 0) === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.set(build, [...(this.idle.get(build) ?? []), resolve]));
  }
}

/**
 * The read-model store queries see: a read of a projection's collection goes to the build
 * queries read now (BuildDirectory), so an upgrade's new build, written beside, is never read
 * half done, and one read never mixes two builds. Everything else (projection batches, which
 * name their builds' collections themselves; checkpoints; leases; idempotency) goes straight through.
 */
export class VersionedReadModelStore extends ReadModelStore {
  constructor(
    /** The adapter itself: collections by their stored names. */
    readonly unversioned: ReadModelStore,
    readonly builds: BuildDirectory,
  ) {
    super();
  }

  private async reading<T>(collection: string, read: (stored: string) => Promise<T>): Promise<T> {
    const { collection: stored, build } = this.builds.resolve(collection);
    if (build === undefined) return read(stored);
    this.builds.started(build);
    try {
      return await read(stored);
    } finally {
      this.builds.finished(build);
    }
  }

  get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    return this.reading(collection, (stored) => this.unversioned.get<T>(stored, id));
  }

  find<T extends ReadModelDocument>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    return this.reading(collection, (stored) => this.unversioned.find<T>(stored, filter, options));
  }

  dump(collection: string): Promise<ReadModelDocument[]> {
    return this.reading(collection, (stored) => this.unversioned.dump(stored));
  }

  ensureIndexes(indexes: ReadModelIndex[], retired?: ReadModelIndex[]): Promise<void> {
    return this.unversioned.ensureIndexes(indexes, retired);
  }

  applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
    expectedCheckpoint?: number,
  ): Promise<boolean> {
    return this.unversioned.applyBatch(projection, position, work, expectedCheckpoint);
  }

  applyBatches(entries: readonly ProjectionBatchEntry[]): Promise<PromiseSettledResult<boolean>[]> {
    return this.unversioned.applyBatches(entries);
  }

  getCheckpoint(projection: string): Promise<number> {
    return this.unversioned.getCheckpoint(projection);
  }

  async getCheckpoints(): Promise<Record<string, number>> {
    const checkpoints = await this.unversioned.getCheckpoints();
    this.builds.observe(checkpoints);
    return checkpoints;
  }

  reset(projection: string, collections: string[]): Promise<void> {
    return this.unversioned.reset(projection, collections);
  }

  acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    return this.unversioned.acquireLease(name, holder, ttlMs, now);
  }

  releaseLease(name: string, holder: string): Promise<void> {
    return this.unversioned.releaseLease(name, holder);
  }

  lease(name: string): Promise<{ holder: string; expiresAt: number } | undefined> {
    return this.unversioned.lease(name);
  }

  claimIdempotencyKey(record: IdempotencyRecord, now: number): Promise<IdempotencyClaimResult> {
    return this.unversioned.claimIdempotencyKey(record, now);
  }

  findIdempotencyKey(id: string, now: number): Promise<IdempotencyRecord | undefined> {
    return this.unversioned.findIdempotencyKey(id, now);
  }

  completeIdempotencyKey(
    id: string,
    claimedBy: string,
    response: { status: number; body: string | null },
    expiresAt: number,
  ): Promise<void> {
    return this.unversioned.completeIdempotencyKey(id, claimedBy, response, expiresAt);
  }

  renewIdempotencyClaim(id: string, claimedBy: string, leaseExpiresAt: number): Promise<boolean> {
    return this.unversioned.renewIdempotencyClaim(id, claimedBy, leaseExpiresAt);
  }

  evictIdempotencyKeys(ownerId: string, keep: number): Promise<number> {
    return this.unversioned.evictIdempotencyKeys(ownerId, keep);
  }

  purgeIdempotencyKeys(where: { ownerId: string } | { expiredAt: number }): Promise<number> {
    return this.unversioned.purgeIdempotencyKeys(where);
  }

  purgeDeletedData(): Promise<void> {
    return this.unversioned.purgeDeletedData();
  }

  health(): Promise<ReadModelStoreHealth> {
    return this.unversioned.health();
  }

  close(): Promise<void> {
    return this.unversioned.close();
  }
}
