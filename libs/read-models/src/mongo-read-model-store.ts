/**
 * The production read-model store: MongoDB (a replica set, for transactions) through the
 * official driver. One Mongo collection per read-model collection, documents keyed by
 * `_id` = our id; projection checkpoints live in the `checkpoints` collection.
 *
 * applyBatch commits the batch's documents and the checkpoint in one transaction whose
 * checkpoint update is conditional on the checkpoint the batch started from (a
 * compare-and-set), so a batch of a second projector (or one replayed after a crash between
 * commit and acknowledgement) is refused, never applied twice. Each written document also
 * records the batch `_position`, so it shows which events it already reflects.
 *
 * The `leases` collection holds the projector lease (holder id + expiry, taken and renewed
 * by one conditional upsert); `idempotencyKeys` holds the API's Idempotency-Key records,
 * which a TTL index removes once expired. Neither is ever dropped by a rebuild.
 */
import { AnyBulkWriteOperation, ClientSession, Document, MongoClient, MongoServerError, Sort } from 'mongodb';
import { BufferedProjectionBatch, checkpointAllows, PendingChange } from './batch-buffer';
import { assertCollectionName, assertFieldName, Clause, parseFilter, parseLimit, parseSort } from './filter';
import { withMongoUnavailableErrors } from './mongo-unavailable';
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

const CHECKPOINTS = 'checkpoints';
const LEASES = 'leases';
const IDEMPOTENCY_KEYS = 'idempotencyKeys';
const RESERVED = new Set([CHECKPOINTS, LEASES, IDEMPOTENCY_KEYS]);
const NAMESPACE_NOT_FOUND = 26;
const DUPLICATE_KEY = 11000;

/** Aborts a batch's transaction when its checkpoint moved since the batch began. */
class CheckpointMoved extends Error {}

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

/** A read-model document as Mongo holds it. */
interface StoredDocument {
  _id: string;
  _position?: number;
  [field: string]: unknown;
}

interface CheckpointDocument {
  _id: string;
  position: number;
}

interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: number;
}

interface IdempotencyDocument {
  _id: string;
  ownerId: string;
  requestHash: string;
  claimedBy: string;
  /** Absent on records of older versions: their id served as scope. */
  scope?: string;
  /** While no answer is kept; absent on records of older versions, whose expiry was their lease. */
  leaseExpiresAt?: Date;
  response?: { status: number; body: string | null };
  /** A Date, for the TTL index. */
  expiresAt: Date;
}

function idempotencyRecordOf(stored: IdempotencyDocument): IdempotencyRecord {
  const { _id, expiresAt, response, scope, leaseExpiresAt, ...fields } = stored;
  return {
    id: _id,
    ...fields,
    scope: scope ?? _id,
    ...(response ? { response } : { leaseExpiresAt: (leaseExpiresAt ?? expiresAt).getTime() }),
    expiresAt: expiresAt.getTime(),
  };
}

const keyOf = (field: string) => (field === 'id' ? '_id' : field);
const isPrimaryKeyOnly = (fields: string[]) => fields.length === 0 || (fields.length === 1 && fields[0] === 'id');
const mongoIndexKeys = (fields: string[]) => Object.fromEntries(fields.map((field) => [keyOf(field), 1 as const]));
/** The name MongoDB gives an index created without one: each key and its direction, joined by `_`. */
const mongoIndexName = (fields: string[]) => fields.map((field) => `${keyOf(field)}_1`).join('_');

/** Null comparisons are spelled out so they mean exactly what filter.ts says, whatever the server version. */
function clauseQuery(clause: Clause): Document {
  const key = keyOf(clause.field);
  switch (clause.op) {
    case 'eq':
      return { [key]: { $eq: clause.value } };
    case 'ne':
      return { [key]: { $ne: clause.value } };
    case 'in':
      return { [key]: { $in: clause.values } };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      if (clause.value !== null) return { [key]: { [clause.op]: clause.value } };
      return clause.op === '$gte' || clause.op === '$lte' ? { [key]: { $eq: null } } : { [key]: { $in: [] } };
  }
}

function toMongoQuery(filter: Filter): Document {
  const clauses = parseFilter(filter);
  return clauses.length === 0 ? {} : { $and: clauses.map(clauseQuery) };
}

function toMongoSort(sort: FindOptions['sort']): Sort {
  const keys: Record<string, 1 | -1> = {};
  for (const [field, direction] of parseSort(sort)) keys[keyOf(field)] = direction;
  if (!('_id' in keys)) keys._id = 1; // the same tie-breaker as every adapter
  return keys;
}

function fromStored<T extends ReadModelDocument>(stored: StoredDocument): T {
  const { _id, _position, ...fields } = stored;
  return { id: _id, ...fields } as T;
}

function toStored(json: string, position: number): StoredDocument {
  const { id, ...fields } = JSON.parse(json) as ReadModelDocument;
  return { _id: id, ...fields, _position: position };
}

function writeOperation(change: PendingChange, position: number): AnyBulkWriteOperation<StoredDocument> {
  if (change.json === null) return { deleteOne: { filter: { _id: change.id } } };
  return { replaceOne: { filter: { _id: change.id }, replacement: toStored(change.json, position), upsert: true } };
}

/** Adds the changes' writes to their collections' bulk operations, in order. */
function groupWrites(
  byCollection: Map<string, AnyBulkWriteOperation<StoredDocument>[]>,
  changes: readonly PendingChange[],
  position: number,
): Map<string, AnyBulkWriteOperation<StoredDocument>[]> {
  for (const change of changes) {
    const operations = byCollection.get(change.collection) ?? [];
    operations.push(writeOperation(change, position));
    byCollection.set(change.collection, operations);
  }
  return byCollection;
}

/** A projection's batch, its work done: what a transaction commits. */
interface ReadyCommit {
  index?: number;
  projection: string;
  position: number;
  changes: PendingChange[];
  expectedCheckpoint?: number;
}

export class MongoReadModelStore extends ReadModelStore {
  private idempotencyIndexes?: Promise<unknown>;

  private constructor(
    private readonly client: MongoClient,
    private readonly dbName: string,
  ) {
    super();
  }

  /**
   * The driver connects on the first operation, so the API may start before MongoDB is up.
   * A MongoDB that cannot be reached (or has no primary) throws StoreUnavailableError from
   * every method, once the driver's own retries are spent (mongo-unavailable.ts).
   */
  static async open(options: { url: string; dbName: string }): Promise<MongoReadModelStore> {
    return withMongoUnavailableErrors(new MongoReadModelStore(new MongoClient(options.url), options.dbName), 'read-model store');
  }

  async get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    const stored = await this.collection(collection).findOne({ _id: id });
    return stored ? fromStored<T>(stored) : null;
  }

  async find<T extends ReadModelDocument>(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const limit = parseLimit(options.limit);
    if (limit === 0) return []; // Mongo reads limit 0 as "no limit"
    const cursor = this.collection(collection).find(toMongoQuery(filter), { sort: toMongoSort(options.sort) });
    if (limit !== undefined) cursor.limit(limit);
    return (await cursor.toArray()).map((stored) => fromStored<T>(stored));
  }

  /**
   * Creates the declared indexes, then drops the retired ones not also declared (by MongoDB's
   * default name for their keys, as createIndex named them). Any other index is left alone: it
   * may be a newer version's, running beside this one in a rolling deploy.
   */
  async ensureIndexes(indexes: ReadModelIndex[], retired: ReadModelIndex[] = []): Promise<void> {
    const declared = new Set<string>();
    for (const { collection, fields } of indexes) {
      fields.forEach(assertFieldName);
      if (isPrimaryKeyOnly(fields)) continue; // _id is indexed
      declared.add(`${collection}\n${await this.collection(collection).createIndex(mongoIndexKeys(fields))}`);
    }
    for (const { collection, fields } of retired) {
      fields.forEach(assertFieldName);
      if (isPrimaryKeyOnly(fields)) continue;
      const name = mongoIndexName(fields);
      if (declared.has(`${collection}\n${name}`)) continue;
      const existing = await this.collection(collection)
        .indexes()
        .catch(() => []); // a collection that does not exist has no index to drop
      if (existing.some((index) => index.name === name)) await this.collection(collection).dropIndex(name);
    }
  }

  async applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
    expectedCheckpoint?: number,
  ): Promise<boolean> {
    if (!checkpointAllows(await this.getCheckpoint(projection), position, expectedCheckpoint)) return false;
    const batch = new BufferedProjectionBatch(this);
    let changes: PendingChange[];
    try {
      await work(batch);
    } finally {
      changes = batch.seal();
    }
    return this.commitOne({ projection, position, changes, expectedCheckpoint });
  }

  /**
   * Runs every entry's work, then commits them all in one transaction: one ordered bulk write
   * per collection (every projection's documents together) and one of the checkpoints' compare-and-sets.
   * A checkpoint found moved inside the transaction refuses its own entry only. If the
   * transaction as a whole cannot commit (a checkpoint moved between the read and the write,
   * or a write the server refuses), each entry is committed alone, so the answer of each
   * concerns only itself, as applyBatch's would.
   */
  async applyBatches(entries: readonly ProjectionBatchEntry[]): Promise<PromiseSettledResult<boolean>[]> {
    if (entries.length === 1) return super.applyBatches(entries);
    const results: PromiseSettledResult<boolean>[] = entries.map(() => ({ status: 'fulfilled', value: false }));
    const before = await this.checkpointsOf(entries.map((entry) => entry.projection));
    const ready: (ReadyCommit & { index: number })[] = [];
    await Promise.all(
      entries.map(async ({ projection, position, work, expectedCheckpoint }, index) => {
        if (!checkpointAllows(before.get(projection) ?? 0, position, expectedCheckpoint)) return;
        const batch = new BufferedProjectionBatch(this);
        try {
          await work(batch);
          ready.push({ index, projection, position, changes: batch.seal(), expectedCheckpoint });
        } catch (reason) {
          batch.seal();
          results[index] = { status: 'rejected', reason };
        }
      }),
    );
    if (ready.length === 0) return results;
    ready.sort((a, b) => a.index - b.index);
    try {
      const applied = await this.commitTogether(ready);
      ready.forEach(({ index }, i) => (results[index] = { status: 'fulfilled', value: applied[i] }));
    } catch (error) {
      if (!(error instanceof CheckpointMoved || isDuplicateKey(error) || error instanceof MongoServerError)) {
        for (const { index } of ready) results[index] = { status: 'rejected', reason: error };
        return results;
      }
      for (const commit of ready) {
        try {
          results[commit.index] = { status: 'fulfilled', value: await this.commitOne(commit) };
        } catch (reason) {
          results[commit.index] = { status: 'rejected', reason };
        }
      }
    }
    return results;
  }

  /** One transaction for several projections' changes; each entry's answer, or CheckpointMoved. */
  private async commitTogether(commits: readonly ReadyCommit[]): Promise<boolean[]> {
    const session = this.client.startSession();
    try {
      // withTransaction may run this more than once (transient errors): it must re-decide each time.
      return await session.withTransaction(async () => {
        const stored = await this.checkpointsOf(
          commits.map((commit) => commit.projection),
          session,
        );
        const allowed = commits.map((commit) =>
          checkpointAllows(stored.get(commit.projection) ?? 0, commit.position, commit.expectedCheckpoint),
        );
        const byCollection = new Map<string, AnyBulkWriteOperation<StoredDocument>[]>();
        const moves: AnyBulkWriteOperation<CheckpointDocument>[] = [];
        commits.forEach((commit, i) => {
          if (!allowed[i]) return;
          groupWrites(byCollection, commit.changes, commit.position);
          const at = stored.get(commit.projection) ?? 0;
          moves.push({
            updateOne: {
              filter: { _id: commit.projection, position: at },
              update: { $set: { position: commit.position } },
              upsert: at === 0,
            },
          });
        });
        if (moves.length === 0) return allowed;
        for (const [collection, operations] of byCollection) {
          await this.collection(collection).bulkWrite(operations, { session, ordered: true });
        }
        // The compare-and-sets themselves: a concurrent commit makes one match nothing (or a write conflict).
        const moved = await this.checkpoints().bulkWrite(moves, { session, ordered: true });
        if (moved.matchedCount + moved.upsertedCount !== moves.length) throw new CheckpointMoved();
        return allowed;
      });
    } finally {
      await session.endSession();
    }
  }

  /** One projection's changes and checkpoint in a transaction of their own. */
  private async commitOne({ projection, position, changes, expectedCheckpoint }: ReadyCommit): Promise<boolean> {
    const byCollection = groupWrites(new Map(), changes, position);
    const session = this.client.startSession();
    try {
      // withTransaction may run this more than once (transient errors): it must re-decide each time.
      return await session.withTransaction(async () => {
        const stored = (await this.checkpoints().findOne({ _id: projection }, { session }))?.position ?? 0;
        if (!checkpointAllows(stored, position, expectedCheckpoint)) return false;
        for (const [collection, operations] of byCollection) {
          await this.collection(collection).bulkWrite(operations, { session, ordered: true });
        }
        // The compare-and-set itself: a concurrent commit makes this match nothing (or a write conflict).
        const moved = await this.checkpoints().updateOne(
          { _id: projection, position: stored },
          { $set: { position } },
          { upsert: stored === 0, session },
        );
        if (moved.matchedCount + moved.upsertedCount !== 1) throw new CheckpointMoved();
        return true;
      });
    } catch (error) {
      if (error instanceof CheckpointMoved || isDuplicateKey(error)) return false;
      throw error;
    } finally {
      await session.endSession();
    }
  }

  private async checkpointsOf(projections: readonly string[], session?: ClientSession): Promise<Map<string, number>> {
    const found = await this.checkpoints()
      .find({ _id: { $in: [...new Set(projections)] } }, { session })
      .toArray();
    return new Map(found.map((checkpoint) => [checkpoint._id, checkpoint.position]));
  }

  async getCheckpoint(projection: string): Promise<number> {
    return (await this.checkpoints().findOne({ _id: projection }))?.position ?? 0;
  }

  async getCheckpoints(): Promise<Record<string, number>> {
    const all = await this.checkpoints().find().toArray();
    return Object.fromEntries(all.map((checkpoint) => [checkpoint._id, checkpoint.position]));
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    for (const collection of collections) {
      try {
        await this.collection(collection).drop();
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
      }
    }
    await this.checkpoints().deleteOne({ _id: projection });
  }

  async acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    try {
      // Matches only a lease this holder may take; otherwise the upsert's insert hits the
      // existing _id and fails, which means someone else holds it.
      await this.leases().updateOne(
        { _id: name, $or: [{ holder }, { expiresAt: { $lte: now } }] },
        { $set: { holder, expiresAt: now + ttlMs } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async lease(name: string): Promise<{ holder: string; expiresAt: number } | undefined> {
    const lease = await this.leases().findOne({ _id: name });
    return lease ? { holder: lease.holder, expiresAt: lease.expiresAt } : undefined;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.leases().deleteOne({ _id: name, holder });
  }

  async claimIdempotencyKey(record: IdempotencyRecord, now: number): Promise<IdempotencyClaimResult> {
    await this.ensureIdempotencyIndexes();
    const { id, expiresAt, response, leaseExpiresAt, ...fields } = record;
    const replacement = {
      ...fields,
      ...(response ? { response } : { leaseExpiresAt: new Date(leaseExpiresAt ?? expiresAt) }),
      expiresAt: new Date(expiresAt),
    };
    for (;;) {
      try {
        // Inserts, or replaces an expired record; a live one makes the upsert's insert collide.
        await this.idempotencyKeys().replaceOne({ _id: id, expiresAt: { $lte: new Date(now) } }, replacement, {
          upsert: true,
        });
        return { claimed: true, record: idempotencyRecordOf({ _id: id, ...replacement }) };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // A live record: taken over when it has no answer, its lease has lapsed and it is the same request.
      const takenOver = await this.idempotencyKeys().findOneAndUpdate(
        {
          _id: id,
          response: { $exists: false },
          requestHash: record.requestHash,
          expiresAt: { $gt: new Date(now) },
          // (A record of an older version has no lease: its expiry was its lease, and it is live.)
          leaseExpiresAt: { $lte: new Date(now) },
        },
        { $set: { claimedBy: record.claimedBy, leaseExpiresAt: new Date(leaseExpiresAt ?? expiresAt) } },
        { returnDocument: 'after' },
      );
      if (takenOver) return { claimed: true, record: idempotencyRecordOf(takenOver) };
      const live = await this.idempotencyKeys().findOne({ _id: id });
      if (live) return { claimed: false, record: idempotencyRecordOf(live) };
      // Deleted (swept or purged) in between: try again.
    }
  }

  async findIdempotencyKey(id: string, now: number): Promise<IdempotencyRecord | undefined> {
    const stored = await this.idempotencyKeys().findOne({ _id: id, expiresAt: { $gt: new Date(now) } });
    return stored ? idempotencyRecordOf(stored) : undefined;
  }

  async completeIdempotencyKey(
    id: string,
    claimedBy: string,
    response: { status: number; body: string | null },
    expiresAt: number,
  ): Promise<void> {
    await this.idempotencyKeys().updateOne(
      { _id: id, claimedBy, response: { $exists: false } },
      { $set: { response, expiresAt: new Date(expiresAt) }, $unset: { leaseExpiresAt: '' } },
    );
  }

  async renewIdempotencyClaim(id: string, claimedBy: string, leaseExpiresAt: number): Promise<boolean> {
    const renewed = await this.idempotencyKeys().updateOne(
      { _id: id, claimedBy, response: { $exists: false } },
      { $set: { leaseExpiresAt: new Date(leaseExpiresAt) } },
    );
    return renewed.matchedCount === 1;
  }

  async evictIdempotencyKeys(ownerId: string, keep: number): Promise<number> {
    await this.ensureIdempotencyIndexes();
    const beyond = await this.idempotencyKeys()
      .find(
        { ownerId, response: { $exists: true } },
        { projection: { _id: 1 }, sort: { expiresAt: -1, _id: -1 }, skip: Math.max(0, Math.floor(keep)) },
      )
      .toArray();
    if (beyond.length === 0) return 0;
    return (await this.idempotencyKeys().deleteMany({ _id: { $in: beyond.map((record) => record._id) }, response: { $exists: true } }))
      .deletedCount;
  }

  async purgeIdempotencyKeys(where: { ownerId: string } | { expiredAt: number }): Promise<number> {
    const filter = 'ownerId' in where ? { ownerId: where.ownerId } : { expiresAt: { $lte: new Date(where.expiredAt) } };
    return (await this.idempotencyKeys().deleteMany(filter)).deletedCount;
  }

  async dump(collection: string): Promise<ReadModelDocument[]> {
    const all = await this.collection(collection)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    return all.map((stored) => fromStored(stored));
  }

  /** Nothing the driver can do at a bounded cost: see the port (and docs/distributed.md on `compact`). */
  async purgeDeletedData(): Promise<void> {}

  async health(): Promise<ReadModelStoreHealth> {
    try {
      await this.client.db(this.dbName).command({ ping: 1 });
      return { ok: true, adapter: 'mongodb' };
    } catch (error) {
      return { ok: false, adapter: 'mongodb', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the whole database (contract tests and scratch rebuilds only). */
  async dropDatabase(): Promise<void> {
    await this.client.db(this.dbName).dropDatabase();
  }

  private collection(name: string) {
    assertCollectionName(name);
    if (RESERVED.has(name)) throw new Error(`"${name}" is reserved for the store's own records`);
    return this.client.db(this.dbName).collection<StoredDocument>(name);
  }

  private checkpoints() {
    return this.client.db(this.dbName).collection<CheckpointDocument>(CHECKPOINTS);
  }

  private leases() {
    return this.client.db(this.dbName).collection<LeaseDocument>(LEASES);
  }

  private idempotencyKeys() {
    return this.client.db(this.dbName).collection<IdempotencyDocument>(IDEMPOTENCY_KEYS);
  }

  /** Once per process: the owner index for account deletion, and the TTL index that sweeps expired records. */
  private ensureIdempotencyIndexes(): Promise<unknown> {
    this.idempotencyIndexes ??= Promise.all([
      this.idempotencyKeys().createIndex({ ownerId: 1 }),
      this.idempotencyKeys().createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ]).catch((error) => {
      this.idempotencyIndexes = undefined;
      throw error;
    });
    return this.idempotencyIndexes;
  }
}
