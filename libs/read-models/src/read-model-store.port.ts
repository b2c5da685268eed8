/**
 * The read-model store port: a small document store. Projections write through a
 * ProjectionBatch that commits their documents and their checkpoint atomically; query
 * handlers only read. Documents are plain JSON objects keyed by (collection, id).
 */

export type Scalar = string | number | boolean | null;

/**
 * A deliberately small filter language that both SQLite (json_extract) and MongoDB run
 * natively: per top-level field, equality or one of $in / $gte / $lte / $gt / $lt / $ne.
 */
export type FieldCondition =
  | Scalar
  | { $in: Scalar[] }
  | { $ne: Scalar }
  | { $gte?: Scalar; $lte?: Scalar; $gt?: Scalar; $lt?: Scalar };

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
 * in one transaction.
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
  adapter: 'sqlite' | 'mongodb';
  detail?: string;
}

export abstract class ReadModelStore implements ReadModelReader {
  abstract get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null>;

  abstract find<T extends ReadModelDocument>(
    collection: string,
    filter?: Filter,
    options?: FindOptions,
  ): Promise<T[]>;

  /** Creates the indexes the queries need; idempotent. */
  abstract ensureIndexes(indexes: ReadModelIndex[]): Promise<void>;

  /**
   * Runs `work` against a fresh batch, then commits its writes and sets the projection's
   * checkpoint to `position` atomically. If the stored checkpoint is already at or past
   * `position` (the batch was applied before), nothing is written and false is returned.
   */
  abstract applyBatch(
    projection: string,
    position: number,
    work: (batch: ProjectionBatch) => Promise<void>,
  ): Promise<boolean>;

  /** The last position a projection committed, 0 if none. */
  abstract getCheckpoint(projection: string): Promise<number>;

  abstract getCheckpoints(): Promise<Record<string, number>>;

  /** Drops the given collections and resets the projection's checkpoint to 0 (for rebuilds). */
  abstract reset(projection: string, collections: string[]): Promise<void>;

  /** Every document of a collection, ordered by id (for rebuild verification and exports). */
  abstract dump(collection: string): Promise<ReadModelDocument[]>;

  abstract health(): Promise<ReadModelStoreHealth>;

  abstract close(): Promise<void>;
}
