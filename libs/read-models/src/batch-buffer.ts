/**
 * The ProjectionBatch both adapters hand to a projection: writes wait in memory until the
 * adapter commits them (with the checkpoint) in one transaction, and reads see the pending
 * writes first, then the committed store.
 */
import { documentComparator, matchesClauses, parseFilter, parseLimit, assertCollectionName } from './filter';
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

export class BufferedProjectionBatch implements ProjectionBatch {
  // Documents are kept serialised: a put is a snapshot, and every get returns a fresh copy.
  private readonly pending = new Map<string, Map<string, string | null>>();
  private sealed = false;

  constructor(private readonly committed: ReadModelReader) {}

  async get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    const json = this.pending.get(collection)?.get(id);
    if (json !== undefined) return json === null ? null : (JSON.parse(json) as T);
    return this.committed.get<T>(collection, id);
  }

  async find<T extends ReadModelDocument>(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const clauses = parseFilter(filter);
    const limit = parseLimit(options.limit);
    const pending = this.pending.get(collection);
    if (!pending || pending.size === 0) return this.committed.find<T>(collection, filter, options);
    // Each pending id hides at most one committed match, so over-fetching by that many is enough.
    const fetch = limit === undefined ? undefined : limit + pending.size;
    const committed = await this.committed.find<T>(collection, filter, { sort: options.sort, limit: fetch });
    const merged = committed.filter((doc) => !pending.has(doc.id));
    for (const json of pending.values()) {
      if (json === null) continue;
      const doc = JSON.parse(json) as T;
      if (matchesClauses(doc, clauses)) merged.push(doc);
    }
    merged.sort(documentComparator(options.sort));
    return limit === undefined ? merged : merged.slice(0, limit);
  }

  put(collection: string, doc: ReadModelDocument): void {
    if (typeof doc?.id !== 'string' || doc.id === '') throw new Error(`A ${collection} document needs a non-empty string id`);
    this.pendingIn(collection).set(doc.id, JSON.stringify(doc));
  }

  delete(collection: string, id: string): void {
    this.pendingIn(collection).set(id, null);
  }

  async deleteWhere(collection: string, filter: Filter): Promise<void> {
    const clauses = parseFilter(filter);
    this.assertOpen();
    const committed = await this.committed.find(collection, filter);
    const pending = this.pendingIn(collection);
    for (const [id, json] of pending) {
      if (json !== null && matchesClauses(JSON.parse(json) as ReadModelDocument, clauses)) pending.set(id, null);
    }
    // A committed match with a pending version is decided by that version, checked above.
    for (const doc of committed) if (!pending.has(doc.id)) pending.set(doc.id, null);
  }

  /** Ends the batch: later writes are a bug (a projection that did not await its work). */
  seal(): PendingChange[] {
    this.sealed = true;
    const changes: PendingChange[] = [];
    for (const [collection, docs] of this.pending) {
      for (const [id, json] of docs) changes.push({ collection, id, json });
    }
    return changes;
  }

  private pendingIn(collection: string): Map<string, string | null> {
    this.assertOpen();
    assertCollectionName(collection);
    let docs = this.pending.get(collection);
    if (!docs) {
      docs = new Map();
      this.pending.set(collection, docs);
    }
    return docs;
  }

  private assertOpen(): void {
    if (this.sealed) throw new Error('This projection batch has already been committed or abandoned');
  }
}
