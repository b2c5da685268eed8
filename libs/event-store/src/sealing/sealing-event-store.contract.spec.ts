import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EventStore, NewEvent } from '../event-store.port';
import { KeyStore } from '../keys/key-store.port';
import { PostgresKeyStore } from '../keys/postgres-key-store';
import { SqliteKeyStore } from '../keys/sqlite-key-store';
import { PostgresEventStore } from '../postgres-event-store';
import { SqliteEventStore } from '../sqlite-event-store';
import { PersonalDataPolicy } from './personal-data-policy';
import { SEALED_FIELD } from './seal';
import { SealingEventStore } from './sealing-event-store';

/** A policy like the domain's: a person's name and note, sealed with their key, owned by their account. */
const policy: PersonalDataPolicy = {
  version: 2,
  personalDataOf: (event) =>
    event.type === 'PersonNamed'
      ? { keyId: `person:${String(event.data.personId)}`, ownerId: event.metadata.userId, fields: ['name', 'note'] }
      : null,
  forgotten: () => ({ name: '(deleted person)', note: null }),
};

/** The same policy as an older version had it: the note was not sealed yet. */
const policyV1: PersonalDataPolicy = {
  version: 1,
  personalDataOf: (event) => {
    const personal = policy.personalDataOf(event);
    return personal && { ...personal, fields: ['name'] };
  },
  forgotten: () => ({ name: '(deleted person)' }),
};

const named = (personId: string, name: string, owner: string, note?: string): NewEvent => ({
  id: randomUUID(),
  type: 'PersonNamed',
  data: { personId, name, ...(note === undefined ? {} : { note }), hours: 7 },
  metadata: { userId: owner, at: '2026-01-05T09:00:00.000Z', correlationId: randomUUID(), schemaVersion: 1 },
});

/** Every encoding a scan of raw bytes must not find. */
const readable = (bytes: Buffer, marker: string) =>
  bytes.includes(Buffer.from(marker, 'utf8')) || bytes.includes(Buffer.from(marker, 'utf16le'));

interface Backend {
  open(): Promise<{ inner: EventStore; keys: KeyStore }>;
  /** Every byte of the log as the server keeps it (files, or a dump of the log's tables only). */
  logBytes(): Buffer;
  cleanup(): Promise<void>;
}

function describeSealing(name: string, backend: () => Backend) {
  describe(`SealingEventStore over ${name}`, () => {
    let b: Backend;
    let store: SealingEventStore;
    beforeEach(async () => {
      b = backend();
      const { inner, keys } = await b.open();
      store = new SealingEventStore(inner, keys, policy);
    });
    afterEach(async () => {
      await store.close();
      await b.cleanup();
    });

    it('keeps personal fields out of the log and hands readers plain events', async () => {
      const owner = randomUUID();
      const marker = `Zebediah${randomUUID().slice(0, 6)}`;
      const event = named('p1', marker, owner, `note of ${marker}`);
      await store.appendToStream(`person-${owner}`, [event], { expectedRevision: 'no_stream' });
      const [read] = await store.readStream(`person-${owner}`);
      expect(read.data).toEqual({ personId: 'p1', name: marker, note: `note of ${marker}`, hours: 7 });
      const [all] = (await store.readAll()).filter((e) => e.id === event.id);
      expect(all.data).toEqual(read.data);
      const [raw] = await store.inner.readStream(`person-${owner}`);
      expect(Object.keys(raw.data as object).sort()).toEqual([SEALED_FIELD, 'hours', 'personId']);
      expect(readable(b.logBytes(), marker)).toBe(false);
      // A retried append of the same event is the same bytes: the store's idempotency still holds.
      await expect(store.appendToStream(`person-${owner}`, [event], { expectedRevision: 'no_stream' })).resolves.toBeDefined();
      expect(await store.readStream(`person-${owner}`)).toHaveLength(1);
    });

    it('reads a forgotten person\'s fields as "(deleted person)", every copy at once, and keeps the rest', async () => {
      const [owner, other] = [randomUUID(), randomUUID()];
      const copy = await b.open();
      const second = new SealingEventStore(copy.inner, copy.keys, policy);
      await store.appendToStream(`person-${owner}`, [named('p2', 'Ada', owner, 'hello')], { expectedRevision: 'no_stream' });
      await store.appendToStream(`person-${other}`, [named('p3', 'Grace', other)], { expectedRevision: 'no_stream' });
      const subscription = second.subscribeToAll();
      expect((await store.forget({ ownerId: owner })).sort()).toEqual(['person:p2']);
      const [forgotten] = await second.readStream(`person-${owner}`);
      expect(forgotten.data).toEqual({ personId: 'p2', name: '(deleted person)', note: null, hours: 7 });
      const [kept] = await second.readStream(`person-${other}`);
      expect(kept.data).toEqual({ personId: 'p3', name: 'Grace', hours: 7 });
      const seen: unknown[] = [];
      for await (const event of subscription) {
        seen.push(event.data);
        if (seen.length === 2) break;
      }
      expect(seen).toEqual(expect.arrayContaining([{ personId: 'p2', name: '(deleted person)', note: null, hours: 7 }]));
      await subscription.close();
      // A late writer for the forgotten person gets nothing readable either.
      await store.appendToStream(`person-${owner}`, [named('p2', 'Ada again', owner)], { expectedRevision: 0 });
      expect((await second.readStream(`person-${owner}`))[1].data).toEqual({ personId: 'p2', name: '(deleted person)', hours: 7 });
      await second.close();
    });

    it('seals in place, once, the events an older version wrote', async () => {
      const owner = randomUUID();
      const marker = `Ottoline${randomUUID().slice(0, 6)}`;
      await store.inner.appendToStream(`person-${owner}`, [named('p4', marker, owner), named('p4', `${marker}-2`, owner)], {
        expectedRevision: 'no_stream',
      });
      const before = await store.inner.readStream(`person-${owner}`);
      expect(readable(b.logBytes(), marker)).toBe(true);
      expect(await store.sealExisting()).toBeGreaterThanOrEqual(2);
      expect(readable(b.logBytes(), marker)).toBe(false);
      const after = await store.readStream(`person-${owner}`);
      expect(after.map(({ id, revision, position, data }) => ({ id, revision, position, data }))).toEqual(
        before.map(({ id, revision, position, data }) => ({ id, revision, position, data })),
      );
      expect(await store.sealExisting()).toBe(0);
      await store.forget({ ownerId: owner });
      expect((await store.readStream(`person-${owner}`)).map((e) => (e.data as { name: string }).name)).toEqual([
        '(deleted person)',
        '(deleted person)',
      ]);
    });

    it('re-seals in place, once, the fields an older policy left in the clear, and forgets those of a forgotten person', async () => {
      const [owner, gone] = [randomUUID(), randomUUID()];
      const marker = `Philippa${randomUUID().slice(0, 6)}`;
      const older = new SealingEventStore(store.inner, store.keys, policyV1);
      await older.appendToStream(`person-${owner}`, [named('p5', 'Ann', owner, `note of ${marker}`)], { expectedRevision: 'no_stream' });
      await older.appendToStream(`person-${gone}`, [named('p6', 'Bea', gone, `gone ${marker}`)], { expectedRevision: 'no_stream' });
      await older.forget({ ownerId: gone });
      const before = await store.readAll();
      expect(readable(b.logBytes(), marker)).toBe(true);
      expect(await store.sealExisting()).toBe(2);
      expect(readable(b.logBytes(), marker)).toBe(false);
      const [raw] = await store.inner.readStream(`person-${owner}`);
      expect(Object.keys(raw.data as object).sort()).toEqual([SEALED_FIELD, 'hours', 'personId']);
      const shape = (events: typeof before) => events.map(({ id, revision, position }) => ({ id, revision, position }));
      const after = await store.readAll();
      expect(shape(after)).toEqual(shape(before));
      expect((await store.readStream(`person-${owner}`))[0].data).toEqual({
        personId: 'p5',
        name: 'Ann',
        note: `note of ${marker}`,
        hours: 7,
      });
      expect((await store.readStream(`person-${gone}`))[0].data).toEqual({
        personId: 'p6',
        name: '(deleted person)',
        note: null,
        hours: 7,
      });
      expect(await store.sealExisting()).toBe(0);
    });
  });
}

describeSealing('SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sealing-'));
  const opened: EventStore[] = [];
  return {
    open: async () => {
      const inner = await SqliteEventStore.open({ dataDir });
      opened.push(inner);
      return { inner, keys: await SqliteKeyStore.open({ dataDir }) };
    },
    // The log's files only: keys.db lies beside them, never inside.
    logBytes: () =>
      Buffer.concat(
        readdirSync(dataDir)
          .filter((f) => f.startsWith('events.db'))
          .map((f) => readFileSync(join(dataDir, f))),
      ),
    cleanup: async () => {
      await Promise.all(opened.map((s) => s.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

const url = process.env.DATABASE_URL;
const pgBackend = (): Backend => {
  const schema = `sealing_${randomUUID().slice(0, 8)}`;
  const opened: EventStore[] = [];
  return {
    open: async () => {
      const inner = await PostgresEventStore.open({ connectionString: url!, schema });
      opened.push(inner);
      return { inner, keys: await PostgresKeyStore.open({ connectionString: url!, schema }) };
    },
    // What a backup of the log holds: pg_dump of the events table (the keys table is its own).
    logBytes: () => execFileSync('pg_dump', ['--data-only', `--table=${schema}.events`, url!], { maxBuffer: 64 * 1024 * 1024 }),
    cleanup: async () => {
      await Promise.all(opened.map((s) => s.close()));
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
};
if (url) describeSealing('PostgreSQL (DATABASE_URL)', pgBackend);
else describe.skip('SealingEventStore over PostgreSQL skipped: set DATABASE_URL', () => describeSealing('PostgreSQL', pgBackend));
