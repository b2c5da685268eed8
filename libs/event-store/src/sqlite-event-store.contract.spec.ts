import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountFencedError, ConcurrencyError, NewEvent } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';
import { describeEventStoreContract } from './testing/event-store.contract';

async function temporaryDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'rotaledger-events-'));
}

describeEventStoreContract('SQLite', async () => {
  const dataDir = await temporaryDir();
  const store = await SqliteEventStore.open({ dataDir });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

function newEvent(data: Record<string, unknown> = {}): NewEvent {
  return {
    id: randomUUID(),
    type: 'EmployeeAdded',
    data,
    metadata: { userId: 'user-1', at: new Date().toISOString(), correlationId: randomUUID(), schemaVersion: 1 },
  };
}

describe('SqliteEventStore', () => {
  let dataDir: string;
  const opened: SqliteEventStore[] = [];
  const open = async () => {
    const store = await SqliteEventStore.open({ dataDir });
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    dataDir = join(await temporaryDir(), 'nested', 'data');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(join(dataDir, '..', '..'), { recursive: true, force: true });
  });

  it('creates its directory and keeps events across a reopen', async () => {
    const first = await open();
    const event = newEvent({ name: 'Ada' });
    await first.appendToStream('employee-1', [event], { expectedRevision: 'no_stream' });
    await first.close();

    const reopened = await open();

    expect(await reopened.readStream('employee-1')).toMatchObject([{ id: event.id, data: { name: 'Ada' }, revision: 0 }]);
  });

  it('delivers to a subscription appends made through another instance sharing the file', async () => {
    const [writer, reader] = [await open(), await open()];
    const subscription = reader.subscribeToAll();
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    const event = newEvent();

    await writer.appendToStream('employee-2', [event], { expectedRevision: 'no_stream' });

    expect((await next).value).toMatchObject({ id: event.id, streamId: 'employee-2' });
    await subscription.close();
  });

  it('lets one of two instances win a race on the same stream', async () => {
    const [left, right] = [await open(), await open()];
    await left.appendToStream('rota-1', [newEvent()], { expectedRevision: 'no_stream' });

    const outcomes = await Promise.allSettled([
      left.appendToStream('rota-1', [newEvent()], { expectedRevision: 0 }),
      right.appendToStream('rota-1', [newEvent()], { expectedRevision: 0 }),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await right.readStream('rota-1')).toHaveLength(2);
  });

  it('erases deleted personal data from the file', async () => {
    const store = await open();
    const marker = `erase-me-${randomUUID()}`;
    // The stream id can be personal too (e.g. a hashed e-mail claim).
    const streamMarker = `email-${randomUUID()}`;
    await store.appendToStream('user-1', [newEvent({ email: `${marker}@example.com` })], { expectedRevision: 'no_stream' });
    await store.appendToStream(streamMarker, [newEvent()], { expectedRevision: 'no_stream' });
    await store.appendToStream('user-2', [newEvent({ email: 'kept@example.com' })], { expectedRevision: 'no_stream' });
    await store.close();
    expect((await readFile(join(dataDir, 'events.db'))).includes(marker)).toBe(true);

    const reopened = await open();
    await reopened.deleteStream('user-1', { mode: 'tombstone' });
    await reopened.deleteStream(streamMarker, { mode: 'reusable' });
    await reopened.close();

    // Closing the last connection checkpoints the WAL into the file and removes the WAL.
    const file = await readFile(join(dataDir, 'events.db'));
    expect(file.includes(marker)).toBe(false);
    expect(file.includes(streamMarker)).toBe(false);
  });

  it('leaves no copy of deleted data in the WAL or free pages of an open store once purged', async () => {
    const store = await open();
    // A second connection, like the projector's, keeps the WAL from being removed on close.
    const other = await open();
    const marker = `erase-me-${randomUUID()}`;
    await store.appendToStream('user-3', [newEvent({ email: `${marker}@example.com`, padding: 'x'.repeat(5000) })], {
      expectedRevision: 'no_stream',
    });
    await store.appendToStream('user-4', [newEvent({ email: 'kept@example.com' })], { expectedRevision: 'no_stream' });
    const everyFile = async () => {
      const names = await readdir(dataDir);
      return Buffer.concat(await Promise.all(names.map((name) => readFile(join(dataDir, name)))));
    };
    expect((await everyFile()).includes(marker)).toBe(true);

    await store.deleteStream('user-3', { mode: 'tombstone' });
    await store.purgeDeletedData();

    expect((await everyFile()).includes(marker)).toBe(false);
    expect(await other.readStream('user-4')).toHaveLength(1);
  });

  it('leaves no copy that B-tree rebalancing made of deleted events in a live page once purged', async () => {
    const store = await open();
    const marker = `QZX${randomUUID().slice(0, 8)}`;
    // Interleaved streams of varied sizes: deleting some moves the others' rows between pages,
    // and a moved row leaves a copy in the unallocated space of the page it left.
    for (let i = 0; i < 400; i++) {
      await store.appendToStream(`other-${i % 7}`, [newEvent({ pad: 'o'.repeat(100 + ((i * 37) % 600)) })], { expectedRevision: 'any' });
      await store.appendToStream(`secret-${i % 5}`, [newEvent({ name: `${marker}${i}`, pad: 's'.repeat(50 + ((i * 53) % 500)) })], {
        expectedRevision: 'any',
      });
    }
    for (const i of [0, 2, 4, 6]) await store.deleteStream(`other-${i}`, { mode: 'tombstone' });
    for (let i = 0; i < 5; i++) await store.deleteStream(`secret-${i}`, { mode: 'tombstone' });

    await store.purgeDeletedData();
    await store.close();

    expect((await readFile(join(dataDir, 'events.db'))).includes(marker)).toBe(false);
    expect(await (await open()).readStream('other-1')).toHaveLength(57);
  });

  it('fences an account for every instance sharing the file, atomically with their appends', async () => {
    const [fencing, writer] = [await open(), await open()];
    const byUser = (userId: string) => ({ ...newEvent(), metadata: { ...newEvent().metadata, userId } });
    const before = writer.appendToStream('workplace-f1', [byUser('leaving')], { expectedRevision: 'no_stream' });
    await fencing.fenceAccount('leaving');
    // Asked for before the fence but committed after it (a group commit waits for the next turn): refused.
    await expect(before).rejects.toBeInstanceOf(AccountFencedError);
    await expect(writer.appendToStream('workplace-f2', [byUser('leaving')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
      AccountFencedError,
    );
    expect(await fencing.streamsWrittenBy('leaving')).toEqual([]);
  });

  it('lets the subscriptions one append wakes share one query for it, each with its own event objects', async () => {
    const store = await open();
    const readAll = (store as unknown as { statements: { readAll: { all: (...args: unknown[]) => unknown[] } } }).statements.readAll;
    const query = readAll.all.bind(readAll);
    let queries = 0;
    readAll.all = (...args) => (queries++, query(...args));
    const iterators = Array.from({ length: 5 }, () => store.subscribeToAll()[Symbol.asyncIterator]());
    const nexts = iterators.map((iterator) => iterator.next());
    await new Promise((resolve) => setImmediate(resolve)); // every subscription has read its (empty) first page
    queries = 0;
    const event = newEvent({ name: 'Ada' });

    await store.appendToStream('employee-3', [event], { expectedRevision: 'no_stream' });
    const delivered = (await Promise.all(nexts)).map((result) => result.value as { id: string; data: { name: string } });

    expect(delivered.map(({ id }) => id)).toEqual(Array(5).fill(event.id));
    expect(queries).toBe(1);
    delivered[0].data.name = 'changed by one projection';
    expect(delivered[1].data.name).toBe('Ada');
  });

  it('serves no shared page read before a deletion after it, even in the same turn', async () => {
    const store = await open();
    const deleted = newEvent();
    await store.appendToStream('user-9', [deleted], { expectedRevision: 'no_stream' });
    const [first, second] = [store.subscribeToAll()[Symbol.asyncIterator](), store.subscribeToAll()[Symbol.asyncIterator]()];
    expect((await first.next()).value).toMatchObject({ id: deleted.id });

    await store.deleteStream('user-9', { mode: 'reusable' });
    const next = second.next();
    const later = newEvent();
    await store.appendToStream('user-10', [later], { expectedRevision: 'no_stream' });

    expect((await next).value).toMatchObject({ id: later.id });
  });

  it('commits concurrent appends together (one commit, one fsync), each with its own revision check and answer', async () => {
    const store = await open();
    await store.appendToStream('day-1', [newEvent()], { expectedRevision: 'no_stream' });
    // Each commit appends the pages it changed to the WAL: its growth counts the commits' pages.
    const walBytes = () => statSync(join(dataDir, 'events.db-wal')).size;
    const single = walBytes();
    await store.appendToStream('day-0', [newEvent()], { expectedRevision: 'no_stream' });
    const perCommit = walBytes() - single;
    try {
      const before = walBytes();
      const appends = [
        store.appendToStream('day-1', [newEvent()], { expectedRevision: 0 }),
        // Same expectation as the one before it in the group: a conflict, refused alone.
        store.appendToStream('day-1', [newEvent()], { expectedRevision: 0 }),
        ...Array.from({ length: 8 }, (_, i) => store.appendToStream(`day-${i + 2}`, [newEvent()], { expectedRevision: 'no_stream' })),
      ];
      const outcomes = await Promise.allSettled(appends);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', ...Array(8).fill('fulfilled')]);
      expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      const positions = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.position] : []));
      // In the order asked, no gaps.
      expect(positions).toEqual(positions.map((_, i) => positions[0] + i));
      // Nine appends, written as one commit: about one commit's pages, not nine commits' worth.
      expect(walBytes() - before).toBeLessThan(3 * perCommit);
      expect((await store.readStream('day-1')).map((event) => event.revision)).toEqual([0, 1]);
    } finally {
      await store.close();
    }
  });
});
