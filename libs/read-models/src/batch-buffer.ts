/**
 * The ProjectionBatch both adapters hand to a projection: writes wait in memory until the
 * adapter commits them (with the checkpoint) in one transaction, and reads see the pending
 * writes first, then the committed store.
 */
import { Clause, documentComparator, matchesClauses, parseFilter, parseLimit, assertCollectionName } from './filter';
import { Filter, FindOptions, ProjectionBatch, ReadModelDocument, ReadModelReader } from './read-model-store.port';

/** A pending write: the document as JSON, or null for a deletion. */
export interface PendingChange {
  collection: string;
  id: string;
  json: string | null;
}

/** The compare-and-set rule of ReadModelStore.applyBatch, which both adapters apply inside their transaction. */
export function checkpointAllows(stored: number, position: number, expectedCheckpoint?: number): boolean {
  return expectedCheckpoint === undefined ? stored < position : stored === expectedCheckpoint && stored < position;
}

/**
 * Freezes a document and everything in it, in place. A document put is a value: neither the
 * projection that put it nor one that reads it back may change it.
 */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** The documents of one collection in a batch's map, the collection's entry made on first use. */
function documentsOf(byCollection: Map<string, Map<string, ReadModelDocument | null>>, collection: string) {
  let docs = byCollection.get(collection);
  if (!docs) {
    docs = new Map();
    byCollection.set(collection, docs);
  }
  return docs;
}

/** The ids a filter of the id alone names (`{ id }` or `{ id: { $in } }`, strings only), else undefined. */
function idsOnly(clauses: readonly Clause[]): string[] | undefined {
  if (clauses.length !== 1 || clauses[0].field !== 'id') return undefined;
  const clause = clauses[0];
  const values = clause.op === 'in' ? clause.values : clause.op === 'eq' ? [clause.value] : undefined;
  return values?.every((value): value is string => typeof value === 'string') ? values : undefined;
}

export class BufferedProjectionBatch implements ProjectionBatch {
  /**
   * Documents are held as put, frozen (a put is a snapshot, and a get hands back that same
   * value), and serialised once, when the batch is sealed: a rebuild page folding a day's
   * dozens of events into one document used to pay a JSON round trip per event.
   */
  private readonly pending = new Map<string, Map<string, ReadModelDocument | null>>();
  /**
   * Committed documents already read in this batch. Only this projection writes its collections,
   * and only through this batch until it commits, so a second read (every event of a rebuild page
   * asks for its workplace) needs no query.
   */
  private readonly read = new Map<string, Map<string, ReadModelDocument | null>>();
  private sealed = false;

  constructor(private readonly committed: ReadModelReader) {}

  async get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    const pending = this.pending.get(collection)?.get(id);
    if (pending !== undefined) return pending as T | null;
    const known = this.read.get(collection)?.get(id);
    if (known !== undefined) return known as T | null;
    const stored = deepFreeze(await this.committed.get<T>(collection, id));
    documentsOf(this.read, collection).set(id, stored);
    return stored;
  }

  async find<T extends ReadModelDocument>(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const clauses = parseFilter(filter);
    const limit = parseLimit(options.limit);
    const ids = idsOnly(clauses);
    if (ids) {
      // Documents by their ids (a projection's copies of the employees an event names, on every event of a rebuild):
      // each through get, so a batch reads each one from the store once.
      const found: T[] = [];
      for (const id of new Set(ids)) {
        const doc = await this.get<T>(collection, id);
        if (doc !== null) found.push(doc);
      }
      found.sort(documentComparator(options.sort));
      return limit === undefined ? found : found.slice(0, limit);
    }
    const pending = this.pending.get(collection);
    if (!pending || pending.size === 0) return this.committed.find<T>(collection, filter, options);
    // Each pending id hides at most one committed match, so over-fetching by that many is enough.
    const fetch = limit === undefined ? undefined : limit + pending.size;
    const committed = await this.committed.find<T>(collection, filter, { sort: options.sort, limit: fetch });
    const merged = committed.filter((doc) => !pending.has(doc.id));
    for (const doc of pending.values()) if (doc !== null && matchesClauses(doc, clauses)) merged.push(doc as T);
    merged.sort(documentComparator(options.sort));
    return limit === undefined ? merged : merged.slice(0, limit);
  }

  put(collection: string, doc: ReadModelDocument): void {
    if (typeof doc?.id !== 'string' || doc.id === '') throw new Error(`A ${collection} document needs a non-empty string id`);
    this.pendingIn(collection).set(doc.id, deepFreeze(doc));
  }

  delete(collection: string, id: string): void {
    this.pendingIn(collection).set(id, null);
  }

  async deleteWhere(collection: string, filter: Filter): Promise<void> {
    const clauses = parseFilter(filter);
    this.assertOpen();
    const committed = await this.committed.find(collection, filter);
    const pending = this.pendingIn(collection);
    for (const [id, doc] of pending) if (doc !== null && matchesClauses(doc, clauses)) pending.set(id, null);
    // A committed match with a pending version is decided by that version, checked above.
    for (const doc of committed) if (!pending.has(doc.id)) pending.set(doc.id, null);
  }

  /** Ends the batch: later writes are a bug (a projection that did not await its work). */
  seal(): PendingChange[] {
    this.sealed = true;
    const changes: PendingChange[] = [];
    for (const [collection, docs] of this.pending) {
      for (const [id, doc] of docs) changes.push({ collection, id, json: doc === null ? null : JSON.stringify(doc) });
    }
    return changes;
  }

  private pendingIn(collection: string): Map<string, ReadModelDocument | null> {
    this.assertOpen();
    assertCollectionName(collection);
    return documentsOf(this.pending, collection);
  }

  private assertOpen(): void {
    if (this.sealed) throw new Error('This projection batch has already been committed or abandoned');
  }
}
