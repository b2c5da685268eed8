import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventStore, SqliteEventStore, StoredEvent } from '@rotaledger/event-store';
import { Projection } from './projection';
import { compareReadModels, rebuildReadModels } from './projection-rebuild';
import { CheckpointBeyondHeadError, ProjectionRunner } from './projection-runner';
import { ProjectionBatch } from './read-model-store.port';
import { SqliteReadModelStore } from './sqlite-read-model-store';
import { eventually } from './testing/eventually';

/** Counts events per stream and sums their amounts: any double application shows. */
function tallyProjection(
  options: { failOnceAt?: string; failWhile?: () => boolean; name?: string; collection?: string } = {},
): Projection & { failures: number } {
  let failed = false;
  const collection = options.collection ?? 'tallies';
  const projection = {
    name: options.name ?? 'tally',
    collections: [collection],
    eventTypes: ['Added'],
    failures: 0,
    async apply(event: StoredEvent, batch: ProjectionBatch) {
      if ((options.failOnceAt === event.id && !failed) || options.failWhile?.()) {
        failed = true;
        projection.failures++;
        throw new Error('transient failure');
      }
      const current = (await batch.get<{ id: string; count: number; total: number; lastAt: string }>(collection, event.streamId)) ?? {
        id: event.streamId,
        count: 0,
        total: 0,
        lastAt: '',
      };
      batch.put(collection, {
        ...current,
        count: current.count + 1,
        total: current.total + Number((event.data as { amount: number }).amount),
        lastAt: event.metadata.at,
      });
    },
  };
  return projection;
}

const added = (amount: number, id = randomUUID()) => ({
  id,
  type: 'Added',
  data: { amount },
  metadata: { userId: 'u1', at: `2026-01-0${(amount % 9) + 1}T10:00:00.000Z`, correlationId: 'c', schemaVersion: 1 },
});
const ignored = () => ({ ...added(0), type: 'Ignored' });

describe('ProjectionRunner over the embedded stores', () => {
  let dir: string;
  let eventStore: EventStore;
  let readModels: SqliteReadModelStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rotaledger-runner-'));
    eventStore = await SqliteEventStore.open({ dataDir: dir });
    readModels = await SqliteReadModelStore.open({ dataDir: dir });
  });

  afterEach(async () => {
    await readModels.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function appendMany(stream: string, amounts: number[]): Promise<number> {
    let position = 0;
    let revision: number | 'no_stream' = (await eventStore.readStream(stream)).length - 1;
    if (revision < 0) revision = 'no_stream';
    for (const amount of amounts) {
      const result = await eventStore.appendToStream(stream, [added(amount)], { expectedRevision: revision });
      revision = result.nextRevision;
      position = result.position;
    }
    return position;
  }

  it('catches up on past events, then follows live appends', async () => {
    await appendMany('a', [1, 2, 3]);
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await runner.start();
    const head = await eventStore.headPosition();
    expect(await runner.waitFor(head, 5_000)).toBe(true);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 3, total: 6 });

    const live = await appendMany('a', [10]);
    await eventStore.appendToStream('other', [ignored()], { expectedRevision: 'no_stream' });
    expect(await runner.waitFor(live, 5_000)).toBe(true);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 4, total: 16 });
    await runner.stop();
  });

  it('waitFor reports false when the position is never reached', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await runner.start();
    expect(await runner.waitFor(999_999, 50)).toBe(false);
    await runner.stop();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const first = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await first.start();
    expect(await first.waitFor(await appendMany('a', [1, 2]), 5_000)).toBe(true);
    await first.stop();

    await appendMany('a', [3]);
    const second = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await second.start();
    expect(await second.waitFor(await eventStore.headPosition(), 5_000)).toBe(true);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 3, total: 6 });
    expect(await readModels.getCheckpoint('tally')).toBe(await eventStore.headPosition());
    await second.stop();
  });

  it('retries a failing batch until it applies, exactly once', async () => {
    const poison = added(5);
    await eventStore.appendToStream('a', [added(1), poison, added(2)], { expectedRevision: 'no_stream' });
    const projection = tallyProjection({ failOnceAt: poison.id });
    const runner = new ProjectionRunner(eventStore, readModels, [projection], { initialBackoffMs: 5 });
    await runner.start();
    expect(await runner.waitFor(await eventStore.headPosition(), 5_000)).toBe(true);
    expect(projection.failures).toBe(1);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 3, total: 8 });
    await runner.stop();
  });

  it('a rebuild from position zero yields exactly the live documents, and verification spots a corruption', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()], { batchSize: 3 });
    await runner.start();
    await appendMany('a', [1, 2, 3, 4]);
    await appendMany('b', [5, 6]);
    await eventStore.appendToStream('c', [ignored()], { expectedRevision: 'no_stream' });
    expect(await runner.waitFor(await appendMany('a', [7]), 5_000)).toBe(true);
    await runner.stop();

    const scratch = await SqliteReadModelStore.open({ dataDir: dir, fileName: 'scratch.db' });
    try {
      const report = await rebuildReadModels(eventStore, scratch, [tallyProjection()], { pageSize: 2 });
      expect(report.events).toBe(8);
      expect(await compareReadModels(readModels, scratch, ['tallies'])).toEqual([]);

      await readModels.applyBatch('corruptor', 1, async (batch) => {
        batch.put('tallies', { id: 'b', count: 2, total: 999, lastAt: '2026-01-07T10:00:00.000Z' });
      });
      const differences = await compareReadModels(readModels, scratch, ['tallies']);
      expect(differences).toEqual([
        expect.objectContaining({ collection: 'tallies', id: 'b', live: expect.objectContaining({ total: 999 }) }),
      ]);
    } finally {
      await scratch.close();
    }
  });

  it('commits no transaction for a batch it ignores, yet counts it as processed and records it on stop', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await runner.start();
    expect(await runner.waitFor(await appendMany('a', [1]), 5_000)).toBe(true);
    const recorded = await readModels.getCheckpoint('tally');

    const ignoredAt = (await eventStore.appendToStream('c', [ignored(), ignored()], { expectedRevision: 'no_stream' })).position;
    expect(await runner.waitFor(ignoredAt, 5_000)).toBe(true);
    expect(runner.status()[0].checkpoint).toBe(ignoredAt);
    expect(await readModels.getCheckpoint('tally')).toBe(recorded);

    await runner.stop();
    expect(await readModels.getCheckpoint('tally')).toBe(ignoredAt);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 1, total: 1 });
  });

  it("stores an ignoring projection's checkpoint with a batch another projection commits, so stored checkpoints reach the batch's end", async () => {
    const other = { ...tallyProjection({ name: 'other', collection: 'others' }), eventTypes: ['Ignored'] };
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection(), other]);
    await runner.start();
    const position = await appendMany('a', [1]);
    expect(await runner.waitFor(position, 5_000)).toBe(true);
    // What a reader behind a separate projector polls (issue 42 §1): both rows, not only the tally's.
    expect(await readModels.getCheckpoint('tally')).toBe(position);
    expect(await readModels.getCheckpoint('other')).toBe(position);
    await runner.stop();
  });

  it('waits only for the projections that read the written event types', async () => {
    const stuck: Projection = {
      name: 'stuck',
      collections: ['never'],
      eventTypes: ['Added'],
      async apply() {
        throw new Error('always failing');
      },
    };
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection(), stuck], { initialBackoffMs: 1_000 });
    await runner.start();
    const position = (await eventStore.appendToStream('c', [ignored()], { expectedRevision: 'no_stream' })).position;
    expect(await runner.waitFor(position, 2_000, ['Ignored'])).toBe(true);
    const added = await appendMany('a', [1]);
    expect(await runner.waitFor(added, 200, ['Added'])).toBe(false);
    await runner.stop();
  });

  it('a failing projection leaves the shared reader without holding the others back, and rejoins it once retried', async () => {
    await eventStore.appendToStream('a', [added(1), added(5), added(2)], { expectedRevision: 'no_stream' });
    let broken = true;
    const failing = tallyProjection({ name: 'failing', collection: 'failingTallies', failWhile: () => broken });
    const subscriptions = jest.spyOn(eventStore, 'subscribeToAll');
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection(), failing], { initialBackoffMs: 5, maxBackoffMs: 20 });
    await runner.start();
    const head = await eventStore.headPosition();

    // The healthy projection reaches the head while the failing one is retried from its checkpoint.
    await eventually(async () => runner.status()[0].checkpoint === head && failing.failures >= 2);
    expect(runner.status()).toEqual([
      { name: 'tally', checkpoint: head, running: true },
      { name: 'failing', checkpoint: 0, running: true, lastError: 'transient failure' },
    ]);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 3, total: 8 });
    expect(await readModels.get('failingTallies', 'a')).toBeNull();

    // Mended, it applies each event once on the catch-up reader, then follows live appends on the shared one.
    broken = false;
    await eventually(async () => runner.status()[1].checkpoint === head);
    const live = await appendMany('a', [10]);
    expect(await runner.waitFor(live, 5_000)).toBe(true);
    expect(await readModels.get('failingTallies', 'a')).toMatchObject({ count: 4, total: 18 });
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 4, total: 18 });
    expect(runner.status()[1].lastError).toBeUndefined();
    expect(subscriptions).toHaveBeenCalledTimes(1);
    await runner.stop();
  });

  it('refuses to start when a checkpoint is beyond the event store head (a reset event store), naming the fix', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await runner.start();
    expect(await runner.waitFor(await appendMany('a', [1, 2, 3]), 5_000)).toBe(true);
    await runner.stop();
    const resetDir = mkdtempSync(join(tmpdir(), 'rotaledger-reset-events-'));
    const resetEventStore = await SqliteEventStore.open({ dataDir: resetDir });
    try {
      await resetEventStore.appendToStream('b', [added(7)], { expectedRevision: 'no_stream' });
      const log: string[] = [];
      const afterReset = new ProjectionRunner(resetEventStore, readModels, [tallyProjection()], { log: (m) => log.push(m) });

      const failure = await afterReset.start().then(
        () => undefined,
        (error: unknown) => error,
      );

      expect(failure).toBeInstanceOf(CheckpointBeyondHeadError);
      expect((failure as Error).message).toBe(
        'The read models are ahead of the event store: its last event is at position 1, but the checkpoints say tally at 3. ' +
          'The event store was reset or replaced, and projecting on would silently skip its events. ' +
          'Rebuild the read models from the event store with `npm run rebuild-read-models`, then start again.',
      );
      expect(afterReset.status()[0].running).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readModels.get('tallies', 'b')).toBeNull();
      expect(await readModels.getCheckpoint('tally')).toBe(3);
    } finally {
      await resetEventStore.close();
      rmSync(resetDir, { recursive: true, force: true });
    }
  });

  it('stops applying when it loses the lease, and catches up once it gets it back', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()], {
      lease: { ttlMs: 150, holder: 'runner' },
    });
    await runner.start();
    expect(await runner.waitFor(await appendMany('a', [1]), 5_000)).toBe(true);

    // Another projector takes the lease over (as if this runner had paused past its expiry).
    await readModels.releaseLease('projector', 'runner');
    expect(await readModels.acquireLease('projector', 'intruder', 60_000, Date.now())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runner.holdsLease()).toBe(false);
    const unseen = await appendMany('a', [2, 3]);
    expect(await runner.waitFor(unseen, 200)).toBe(false);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 1, total: 1 });

    await readModels.releaseLease('projector', 'intruder');
    expect(await runner.waitFor(unseen, 5_000)).toBe(true);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 3, total: 6 });
    expect(runner.holdsLease()).toBe(true);
    await runner.stop();
  });

  it('takes over at once the lease of a process on this host that was killed (kill -9 and restart), never a live one', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await readModels.acquireLease('projector', `${hostname()}#${gone}#dead`, 60_000, Date.now());
    const restarted = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    try {
      await restarted.start();
      expect(restarted.holdsLease()).toBe(true);
      expect(await restarted.waitFor(await appendMany('a', [1]), 5_000)).toBe(true);
    } finally {
      await restarted.stop();
    }

    // A live process (this test's parent) and another host keep their leases until they expire.
    for (const holder of [`${hostname()}#${process.ppid}#live`, `another-host#${gone}#x`]) {
      await readModels.acquireLease('projector', holder, 60_000, Date.now());
      const standby = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
      try {
        await standby.start();
        expect(standby.holdsLease()).toBe(false);
      } finally {
        await standby.stop();
        await readModels.releaseLease('projector', holder);
      }
    }
  });

  it('a rebuild refuses to start while a projector holds the lease, and leaves the read models alone', async () => {
    const runner = new ProjectionRunner(eventStore, readModels, [tallyProjection()]);
    await runner.start();
    expect(await runner.waitFor(await appendMany('a', [1, 2]), 5_000)).toBe(true);

    await expect(rebuildReadModels(eventStore, readModels, [tallyProjection()])).rejects.toThrow(
      /A projector is working on these read models/,
    );

    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 2, total: 3 });
    await runner.stop();
    expect((await rebuildReadModels(eventStore, readModels, [tallyProjection()])).events).toBe(2);
    expect(await readModels.get('tallies', 'a')).toMatchObject({ count: 2, total: 3 });
  });
});
