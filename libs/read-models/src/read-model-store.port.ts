/**
 * The read-model store port: a small document store. Projections write through a
 * ProjectionBatch that commits their documents and their checkpoint atomically; query
 * handlers only read. Documents are plain JSON objects keyed by (collection, id).
 *
 * Two small side tables live beside the documents because every replica must share them
 * and they must survive a rebuild (reset never touches them): the projector lease (one
 * projector at a time) and the Idempotency-Key records of the API.
 */

export type Scalar = string | number | boolean | null;

/**
 * A deliberately small filter language that both SQLite (json_extract) and MongoDB run
 * natively: per top-level field, equality or one of $in / $gte / $lte / $gt / $lt / $ne.
 */
export type FieldCondition = Scalar | { $in: Scalar[] } | { $ne: Scalar } | { $gte?: Scalar; $lte?: Scalar; $gt?: Scalar; $lt?: Scalar };

export type Filter = Record<string, FieldCondition>;

export interface FindOptions {
  /** Sort by one or more top-level fields: 1 ascending, -1 descending. */
  sort?: Record<string, 1 | -1>;
  limit?: number;
}

export interface ReadModelDocument {
  id: string;
  [field: string]: unknown;
}

/** Reads, used by query handlers and by projections (through their batch). */
export interface ReadModelReader {
  get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null>;
  find<T extends ReadModelDocument>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
}

/**
 * A projection's unit of work. Reads see the batch's own pending writes (so a projection
 * can read-modify-write the same document several times within one batch of events).
 * Nothing reaches the store until commit, which writes every change plus the checkpoint
 * in one transaction. Documents are values: `get` hands out frozen documents, as `find` may (build a
 * changed one with a spread), and `put` freezes the one it is given, which is serialised only at
 * commit; a committed document is read from the store once per batch.
 */
export interface ProjectionBatch extends ReadModelReader {
  put(collection: string, doc: ReadModelDocument): void;
  delete(collection: string, id: string): void;
  /** Deletes every document of the collection that matches the filter (committed and pending). */
  deleteWhere(collection: string, filter: Filter): Promise<void>;
}

export interface ReadModelIndex {
  collection: string;
  fields: string[];
}

export interface ReadModelStoreHealth {
  ok: boolean;
  adapter: 'sqlite' | 'mongodb' | 'postgresql';
  detail?: string;
}

/**
 * The first answer to a state-changing request, kept under its Idempotency-Key so a retry
 * gets the same answer instead of running the command again.
 */
export interface IdempotencyRecord {
  /** The key's scope: a digest of the account, method, path and Idempotency-Key. */
  id: string;
  /** The account that sent it, so deleting the account deletes its records. */
  ownerId: string;
  /** A keyed digest of the request (body and query): a reused key with another request is refused. */
  requestHash: string;
  /** Which attempt is running the request: only it may complete or renew the claim. */
  claimedBy: string;
  /**
   * Chosen by the first claim and kept by every attempt that takes the claim over: the
   * request's event ids are derived from it, so a later attempt finds what an earlier one stored.
   */
  scope: string;
  /** While no answer is kept: until when the running attempt holds the claim (epoch ms); after it, another attempt may take it over. */
  leaseExpiresAt?: number;
  /** The answer, once the request has finished; absent while it is running or its outcome is unknown. */
  response?: { status: number; body: string | null };
  /** Epoch milliseconds after which the record no longer counts. */
  expiresAt: number;
}

/** What claimIdempotencyKey found: the record as stored, and whether the caller now holds it. */
export interface IdempotencyClaimResult {
  /** True when the caller's attempt holds the claim (a new record, or one taken over). */
  claimed: boolean;
  record: IdempotencyRecord;
}

/** One projection's share of ReadModelStore.applyBatches: the arguments of applyBatch. */
export interface ProjectionBatchEntry {
  projection: string;
  position: number;
  work: (batch: ProjectionBatch) => Promise<void>;
  expectedCheckpoint?: number;
}

export abstract class ReadModelStore implements ReadModelReader {
  abstract get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null>;

  abstract find<T extends ReadModelDocument>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;

  /**
   * Creates the indexes the queries need; idempotent. Drops only the `retired` ones (an older
   * version's, that this version names as retired) and not also declared: an index this
   * version does not know may be a newer version's, running beside it in a rolling deploy, so
   * it is left alone (dropping it would fight that version, each start undoing the other's).
   */
  abstract ensureIndexes(indexes: ReadModelIndex[], retired?: ReadModelIndex[]): Promise<void>;

  /**
   * Runs `work` against a fresh batch, then commits its writes and sets the projection's
   * checkpoint to `position` atomically, as a compare-and-set: with `expectedCheckpoint`
   * the batch commits only if the stored checkpoint still equals it (the position the
   * batch's events follow); without it, only if the stored checkpoint is before
   * `position`. Otherwise nothing is written and false is returned: another projector got
   * there first, and the caller must re-read the checkpoint before going on.
   */
  abstract applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
    expectedCheckpoint?: number,
  ): Promise<boolean>;

  /**
   * Several projections' batches at once, each with applyBatch's meaning and its own answer
   * (a failing `work` or a refused compare-and-set concerns only its own entry). An adapter
   * may commit them in one transaction (the SQLite one does); this default commits them one
   * after another.
   */
  async applyBatches(entries: readonly ProjectionBatchEntry[]): Promise<PromiseSettledResult<boolean>[]> {
    const results: PromiseSettledResult<boolean>[] = [];
    for (const { projection, position, work, expectedCheckpoint } of entries) {
      try {
        results.push({ status: 'fulfilled', value: await this.applyBatch(projection, position, work, expectedCheckpoint) });
      } catch (reason) {
        results.push({ status: 'rejected', reason });
      }
    }
    return results;
  }

  /** The last position a projection committed, 0 if none. */
  abstract getCheckpoint(projection: string): Promise<number>;

  abstract getCheckpoints(): Promise<Record<string, number>>;

  /** Drops the given collections and resets the projection's checkpoint to 0 (for rebuilds). */
  abstract reset(projection: string, collections: string[]): Promise<void>;

  /**
   * Takes the named lease for `holder` until `now + ttlMs`, or renews it, atomically: only
   * if nobody holds it, it has expired, or `holder` already holds it. True when held.
   */
  abstract acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>;

  /** Gives the lease up, if `holder` still holds it. */
  abstract releaseLease(name: string, holder: string): Promise<void>;

  /** Who holds (or last held, if expired) the named lease, and until when (epoch ms); undefined when nobody does. */
  abstract lease(name: string): Promise<{ holder: string; expiresAt: number } | undefined>;

  /** Who holds (or last held, if expired) the named lease; undefined when nobody does. */
  async leaseHolder(name: string): Promise<string | undefined> {
    return (await this.lease(name))?.holder;
  }

  /**
   * Claims a key for an attempt, atomically across every process sharing the store:
   * - no live record with its id (none, or expiresAt at or before `now`): inserts `record`;
   * - a live record with no answer whose lease has lapsed (leaseExpiresAt at or before `now`)
   *   and the same requestHash: takes it over (claimedBy and leaseExpiresAt from `record`),
   *   keeping its scope and expiresAt, so the new attempt resolves what the old one stored;
   * - otherwise the caller does not hold it (a replay, a mismatch, or one still in progress).
   */
  abstract claimIdempotencyKey(record: IdempotencyRecord, now: number): Promise<IdempotencyClaimResult>;

  /** The live record with this id (expiresAt after `now`), read only: nothing is claimed. */
  abstract findIdempotencyKey(id: string, now: number): Promise<IdempotencyRecord | undefined>;

  /** Records the answer on the caller's own claim (a no-op if another attempt holds it, or it has one). */
  abstract completeIdempotencyKey(
    id: string,
    claimedBy: string,
    response: { status: number; body: string | null },
    expiresAt: number,
  ): Promise<void>;

  /**
   * Moves the lease of the caller's own claim that has no answer yet: later while it runs, or
   * to now when its outcome is unknown, so the next attempt takes it over at once. Returns
   * false when the caller no longer holds it.
   */
  abstract renewIdempotencyClaim(id: string, claimedBy: string, leaseExpiresAt: number): Promise<boolean>;

  /**
   * Deletes an account's answered records beyond its `keep` newest (by expiresAt, the oldest
   * first); records still in progress are never deleted here. Returns how many.
   */
  abstract evictIdempotencyKeys(ownerId: string, keep: number): Promise<number>;

  /** Deletes the records of an account, or every record expired at `expiredAt`; returns how many. */
  abstract purgeIdempotencyKeys(where: { ownerId: string } | { expiredAt: number }): Promise<number>;

  /** Every document of a collection, ordered by id (for rebuild verification and exports). */
  abstract dump(collection: string): Promise<ReadModelDocument[]>;

  /**
   * Makes deleted documents unrecoverable from the store's own files where the adapter can do
   * so itself (SQLite: VACUUM, then a truncating WAL checkpoint); an account deletion calls it
   * once the projections have purged the account. MongoDB keeps deleted bytes in WiredTiger's
   * free space until reused or `compact`ed, an operations task; there it does nothing.
   */
  abstract purgeDeletedData(): Promise<void>;

  abstract health(): Promise<ReadModelStoreHealth>;

  abstract close(): Promise<void>;
}
