/**
 * The MongoDB key store: a collection of its own, `data_keys`, in the read models' database
 * (never in the log). A destroyed key's document keeps only its id. WiredTiger keeps freed
 * bytes until reused and the oplog keeps the insert for its retention window: see
 * docs/security.md for both windows.
 */
import { randomBytes } from 'node:crypto';
import { Binary, MongoClient, MongoServerError } from 'mongodb';
import { assertKeyBytes, DATA_KEY_BYTES, KeyRequest, KeySelector, KeyStore } from './key-store.port';

interface KeyDocument {
  _id: string;
  ownerId: string | null;
  subject: string | null;
  key: Binary | null;
  destroyedAt?: Date;
}

const bytes = (binary: Binary): Buffer => Buffer.from(binary.buffer);

export class MongoKeyStore extends KeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly dbName: string,
  ) {
    super();
  }

  static async open(options: { url: string; dbName: string }): Promise<MongoKeyStore> {
    const store = new MongoKeyStore(new MongoClient(options.url), options.dbName);
    await store.keys().createIndexes([{ key: { ownerId: 1 } }, { key: { subject: 1 } }]);
    return store;
  }

  private keys() {
    return this.client.db(this.dbName).collection<KeyDocument>('data_keys');
  }

  async obtain(requests: readonly KeyRequest[]): Promise<Map<string, Buffer | null>> {
    const unique = [...new Map(requests.map((request) => [request.keyId, request])).values()];
    if (unique.length === 0) return new Map();
    try {
      await this.keys().bulkWrite(
        unique.map((request) => ({
          updateOne: {
            filter: { _id: request.keyId },
            update: {
              $setOnInsert: { ownerId: request.ownerId, subject: request.subject ?? null, key: new Binary(randomBytes(DATA_KEY_BYTES)) },
            },
            upsert: true,
          },
        })),
        { ordered: false, writeConcern: { w: 'majority', journal: true } },
      );
    } catch (error) {
      // Two processes upserting one id at once: one insert wins, the other's duplicate key is harmless.
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    }
    const found = await this.keys()
      .find({ _id: { $in: unique.map((request) => request.keyId) } }, { readConcern: { level: 'majority' } })
      .toArray();
    return new Map(found.map((doc) => [doc._id, doc.key === null ? null : assertKeyBytes(doc._id, bytes(doc.key))]));
  }

  async find(keyIds: readonly string[]): Promise<Map<string, Buffer>> {
    if (keyIds.length === 0) return new Map();
    const found = await this.keys()
      .find({ _id: { $in: [...new Set(keyIds)] }, key: { $ne: null } })
      .toArray();
    return new Map(found.map((doc) => [doc._id, assertKeyBytes(doc._id, bytes(doc.key!))]));
  }

  async destroy(selector: KeySelector): Promise<string[]> {
    const filter =
      'ownerId' in selector
        ? { ownerId: selector.ownerId }
        : 'subject' in selector
          ? { subject: selector.subject }
          : { _id: selector.keyId };
    const live = await this.keys()
      .find({ ...filter, key: { $ne: null } })
      .project<{ _id: string }>({ _id: 1 })
      .toArray();
    await this.keys().updateMany(
      { ...filter, key: { $ne: null } },
      { $set: { key: null, destroyedAt: new Date() } },
      { writeConcern: { w: 'majority', journal: true } },
    );
    if ('keyId' in selector) {
      await this.keys().updateOne(
        { _id: selector.keyId },
        { $setOnInsert: { ownerId: null, subject: null, key: null, destroyedAt: new Date() } },
        { upsert: true, writeConcern: { w: 'majority', journal: true } },
      );
    }
    return live.map((doc) => doc._id);
  }

  /** Tests: drops the database the store was opened on. */
  async dropDatabase(): Promise<void> {
    await this.client.db(this.dbName).dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
