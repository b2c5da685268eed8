/**
 * Crypto-shredding for the log (issue 40 §2): the one place where personal data is encrypted
 * and decrypted. It wraps the configured adapter (the app's EventStore is always one), so the
 * deciders, the projections and every other reader keep plain events:
 * - an append seals each event's personal fields (the policy names them) with its person's key
 *   from the KeyStore, created on first use;
 * - every read (readStream, readAll, subscribeToAll) opens them again; when the key has been
 *   destroyed (the account deleted, the person forgotten) the fields read as the policy's
 *   forgotten values ("(deleted person)", empty or null) and the rest of the event is intact;
 * - `forget` destroys keys: every copy of those events, wherever it lies, is unreadable at once.
 * Events written before sealing read as they are, until `sealExisting` rewrites them in place.
 */
import { randomBytes } from 'node:crypto';
import {
  AppendResult,
  EventBody,
  EventStore,
  EventStoreHealth,
  EventSubscription,
  ExpectedLastEvent,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  StreamDeletionMode,
  UntypedEvent,
} from '../event-store.port';
import { DATA_KEY_BYTES, KeySelector, KeyStore } from '../keys/key-store.port';
import { PersonalDataPolicy } from './personal-data-policy';
import { openSealed, SEALED_FIELD, sealedOf, sealFields } from './seal';

/** How long a read key is reused before it is looked up again (another process may have destroyed it). */
const KEY_CACHE_MS = 2_000;
const KEY_CACHE_MAX = 10_000;
const MIGRATION_PAGE = 500;

type Data = Record<string, unknown>;

export class SealingEventStore<E extends EventBody = UntypedEvent> extends EventStore<E> {
  private readonly cache = new Map<string, { key: Buffer; until: number }>();

  constructor(
    readonly inner: EventStore<E>,
    readonly keys: KeyStore,
    private readonly policy: PersonalDataPolicy,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent<E>[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, await this.seal(events), options);
  }

  async readStream<Of extends E = E>(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent<Of>[]> {
    return this.open(await this.inner.readStream<Of>(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<StoredEvent<E>[]> {
    return this.open(await this.inner.readAll(options));
  }

  subscribeToAll(options?: { after?: number }): EventSubscription<E> {
    const subscription = this.inner.subscribeToAll(options);
    const open = (event: StoredEvent<E>) => this.open([event]).then(([opened]) => opened);
    return {
      close: () => subscription.close(),
      [Symbol.asyncIterator]: () => {
        const iterator = subscription[Symbol.asyncIterator]();
        return {
          next: async () => {
            const step = await iterator.next();
            return step.done ? step : { done: false, value: await open(step.value) };
          },
          return: async () => (iterator.return ? iterator.return() : { done: true as const, value: undefined }),
        };
      },
    };
  }

  deleteStream(streamId: string, options: { mode: StreamDeletionMode; expectedLastEvent?: ExpectedLastEvent }): Promise<void> {
    return this.inner.deleteStream(streamId, options);
  }
  fenceAccount(userId: string): Promise<void> {
    return this.inner.fenceAccount(userId);
  }
  streamsWrittenBy(userId: string): Promise<string[]> {
    return this.inner.streamsWrittenBy(userId);
  }
  purgeDeletedData(): Promise<void> {
    return this.inner.purgeDeletedData();
  }
  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }
  highWaterMark(): Promise<number> {
    return this.inner.highWaterMark();
  }
  health(): Promise<EventStoreHealth> {
    return this.inner.health();
  }
  replaceEventData(changes: readonly { id: string; data: unknown }[]): Promise<void> {
    return this.inner.replaceEventData(changes);
  }
  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
  }

  /**
   * Destroys keys (every key of an account, of a subject, or one): the personal data they sealed
   * reads as forgotten from now on, in every copy. The read models' own copies are rewritten on
   * the events that record why (AccountStreamsDeleted, EmployeeForgotten), not here.
   */
  async forget(selector: KeySelector): Promise<string[]> {
    const destroyed = await this.keys.destroy(selector);
    this.cache.clear();
    return destroyed;
  }

  /** The policy's version: the start-up migration runs once per version (sealLogOnce in the app). */
  get policyVersion(): number {
    return this.policy.version;
  }

  /**
   * The migration on start, in place (same id, position and revision): seals the personal
   * fields of every event written before sealing existed, and re-seals every event sealed under
   * an older policy that still holds one of today's personal fields in the clear (an employee's
   * phone number, sealed since policy version 2). Each sealed event names the fields it sealed
   * (`f`), so such a field is one the policy names that is neither in `f` nor absent. Then purges
   * the adapter's files so the plaintext is not left in free pages. Idempotent; answers how many
   * events it rewrote. An adapter that cannot rewrite (KurrentDB: its log is immutable) throws,
   * before anything changed.
   */
  async sealExisting(): Promise<number> {
    let after = 0;
    let rewritten = 0;
    for (;;) {
      const page = await this.inner.readAll({ after, limit: MIGRATION_PAGE });
      if (page.length === 0) break;
      after = page[page.length - 1].position;
      const plain = page.filter((event) => sealedOf(event.data) === undefined && this.policy.personalDataOf(asPolicyEvent(event)) !== null);
      const partly = page.filter((event) => this.plainFieldsOf(event).length > 0);
      if (plain.length === 0 && partly.length === 0) continue;
      const changed = [...(await this.seal(plain)), ...(await this.reseal(partly))];
      await this.inner.replaceEventData(changed.map((event) => ({ id: event.id, data: event.data })));
      rewritten += changed.length;
    }
    if (rewritten > 0) await this.inner.purgeDeletedData();
    return rewritten;
  }

  /** The personal fields a sealed event still holds in the clear (it was sealed under an older policy). */
  private plainFieldsOf(event: StoredEvent<E>): string[] {
    const sealed = sealedOf(event.data);
    if (!sealed) return [];
    const personal = this.policy.personalDataOf(asPolicyEvent(event));
    const data = event.data as Data;
    const unsealed = (personal?.fields ?? []).filter((field) => !sealed.f.includes(field) && data[field] !== undefined);
    if (unsealed.length === 0) return [];
    // A forgotten person's field already holds its forgotten value ("(deleted person)", '' or null): nothing personal.
    const forgotten = this.policy.forgotten(asPolicyEvent(event), unsealed);
    return unsealed.filter((field) => data[field] !== forgotten[field]);
  }

  /**
   * Moves the plain personal fields of events sealed under an older policy into their sealed
   * part, with the key that sealed it. When that key is destroyed (the person forgotten), the
   * fields take their forgotten values, as the sealed ones read.
   */
  private async reseal(events: readonly StoredEvent<E>[]): Promise<StoredEvent<E>[]> {
    if (events.length === 0) return [];
    const keys = await this.keys.find(events.map((event) => sealedOf(event.data)!.k));
    return events.map((event) => {
      const sealed = sealedOf(event.data)!;
      const fields = this.plainFieldsOf(event);
      const data = { ...(event.data as Data) };
      for (const field of fields) delete data[field];
      const key = keys.get(sealed.k);
      if (!key) return { ...event, data: { ...data, ...this.forgottenValues({ ...event, data }, fields) } };
      const values = openSealed(key, event.id, sealed);
      for (const field of fields) values[field] = (event.data as Data)[field];
      return { ...event, data: { ...data, [SEALED_FIELD]: sealFields(key, sealed.k, event.id, values) } };
    });
  }

  private async seal<Event extends NewEvent<E>>(events: readonly Event[]): Promise<Event[]> {
    const wanted = events.map((event) => (sealedOf(event.data) ? null : this.policy.personalDataOf(asPolicyEvent(event))));
    const requests = wanted.filter((personal) => personal !== null);
    if (requests.length === 0) return [...events];
    const keys = await this.keys.obtain(requests.map(({ keyId, ownerId, subject }) => ({ keyId, ownerId, subject })));
    return events.map((event, index) => {
      const personal = wanted[index];
      if (!personal) return event;
      const data = { ...(event.data as Data) };
      const values: Data = {};
      for (const field of personal.fields) {
        if (data[field] === undefined) continue;
        values[field] = data[field];
        delete data[field];
      }
      if (Object.keys(values).length === 0) return event;
      // A destroyed key is never created again: a forgotten person's late data is sealed with a key nobody keeps.
      const key = keys.get(personal.keyId) ?? randomBytes(DATA_KEY_BYTES);
      data[SEALED_FIELD] = sealFields(key, personal.keyId, event.id, values);
      return { ...event, data };
    });
  }

  private async open<Event extends StoredEvent<E>>(events: Event[]): Promise<Event[]> {
    const sealedIds = events.flatMap((event) => sealedOf(event.data)?.k ?? []);
    if (sealedIds.length === 0) return events;
    const keys = await this.keysFor(sealedIds);
    return events.map((event) => {
      const sealed = sealedOf(event.data);
      if (!sealed) return event;
      const { [SEALED_FIELD]: _sealed, ...rest } = event.data as Data;
      const key = keys.get(sealed.k);
      const values = key ? openSealed(key, event.id, sealed) : this.forgottenValues({ ...event, data: rest }, sealed.f);
      return { ...event, data: { ...rest, ...values } };
    });
  }

  private forgottenValues(event: StoredEvent<E> & { data: Data }, fields: readonly string[]): Data {
    const values = this.policy.forgotten(asPolicyEvent(event), fields);
    return Object.fromEntries(Object.entries(values).filter(([field, value]) => fields.includes(field) && value !== undefined));
  }

  private async keysFor(keyIds: readonly string[]): Promise<Map<string, Buffer>> {
    const now = this.now();
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const keyId of new Set(keyIds)) {
      const cached = this.cache.get(keyId);
      if (cached && cached.until > now) found.set(keyId, cached.key);
      else missing.push(keyId);
    }
    if (missing.length === 0) return found;
    const fetched = await this.keys.find(missing);
    if (this.cache.size + fetched.size > KEY_CACHE_MAX) this.cache.clear();
    for (const [keyId, key] of fetched) {
      found.set(keyId, key);
      this.cache.set(keyId, { key, until: now + KEY_CACHE_MS });
    }
    return found;
  }
}

function asPolicyEvent(event: { type: string; data: unknown; metadata: NewEvent['metadata'] }) {
  return { type: event.type, data: event.data as Data, metadata: event.metadata };
}
