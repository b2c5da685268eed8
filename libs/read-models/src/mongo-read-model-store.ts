/**
 * The production read-model store: MongoDB (a replica set, for transactions) through the
 * official driver. One Mongo collection per read-model collection, documents keyed by
 * `_id` = our id; projection checkpoints live in the `checkpoints` collection.
 *
 * applyBatch commits the batch's documents and the checkpoint in one transaction that
 * re-reads the checkpoint first, so a batch replayed by a second projector (or after a
 * crash between commit and acknowledgement) is skipped, never applied twice. Each written
 * document also records the batch `_position`, so it shows which events it already reflects.
 */
import { AnyBulkWriteOperation, Document, MongoClient, MongoServerError, Sort } from 'mongodb';
import { BufferedProjectionBatch, PendingChange } from './batch-buffer';
import { assertCollectionName, assertFieldName, Clause, parseFilter, parseLimit, parseSort } from './filter';
import {
  Filter,
  FindOptions,
  ProjectionBatch,
  ReadModelDocument,
  ReadModelIndex,
  ReadModelStore,
  ReadModelStoreHealth,
} from './read-model-store.port';

const CHECKPOINTS = 'checkpoints';
const NAMESPACE_NOT_FOUND = 26;

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

const keyOf = (field: string) => (field === 'id' ? '_id' : field);

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
    default:
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

export class MongoReadModelStore extends ReadModelStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly dbName: string,
  ) {
    super();
  }

  /** The driver connects on the first operation, so the API may start before MongoDB is up. */
  static async open(options: { url: string; dbName: string }): Promise<MongoReadModelStore> {
    return new MongoReadModelStore(new MongoClient(options.url), options.dbName);
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

  async ensureIndexes(indexes: ReadModelIndex[]): Promise<void> {
    for (const { collection, fields } of indexes) {
      fields.forEach(assertFieldName);
      if (fields.length === 0 || (fields.length === 1 && fields[0] === 'id')) continue; // _id is indexed
      const keys = Object.fromEntries(fields.map((field) => [keyOf(field), 1 as const]));
      await this.collection(collection).createIndex(keys);
    }
  }

  async applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
  ): Promise<boolean> {
    if ((await this.getCheckpoint(projection)) >= position) return false;
    const batch = new BufferedProjectionBatch(this);
    let changes: PendingChange[];
    try {
      await work(batch);
    } finally {
      changes = batch.seal();
    }
    const byCollection = new Map<string, AnyBulkWriteOperation<StoredDocument>[]>();
    for (const change of changes) {
      const operations = byCollection.get(change.collection) ?? [];
      operations.push(writeOperation(change, position));
      byCollection.set(change.collection, operations);
    }
    const session = this.client.startSession();
    try {
      // withTransaction may run this more than once (transient errors): it must re-decide each time.
      return await session.withTransaction(async () => {
        const checkpoint = await this.checkpoints().findOne({ _id: projection }, { session });
        if (checkpoint && checkpoint.position >= position) return false;
        for (const [collection, operations] of byCollection) {
          await this.collection(collection).bulkWrite(operations, { session, ordered: true });
        }
        await this.checkpoints().updateOne({ _id: projection }, { $set: { position } }, { upsert: true, session });
        return true;
      });
    } finally {
      await session.endSession();
    }
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

  async dump(collection: string): Promise<ReadModelDocument[]> {
    const all = await this.collection(collection).find({}, { sort: { _id: 1 } }).toArray();
    return all.map((stored) => fromStored(stored));
  }

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
    if (name === CHECKPOINTS) throw new Error(`"${CHECKPOINTS}" is reserved for projection checkpoints`);
    return this.client.db(this.dbName).collection<StoredDocument>(name);
  }

  private checkpoints() {
    return this.client.db(this.dbName).collection<CheckpointDocument>(CHECKPOINTS);
  }
}
