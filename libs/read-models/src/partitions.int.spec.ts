import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventBody, EventStore, SqliteEventStore, StoredEvent } from '@rotaledger/event-store';
import { partitionOfOwner } from './partitions';
import { Projection } from './projection';
import { activeKey } from './projection-builds';
import { ProjectionRunner } from './projection-runner';
import { VersionedProjectionRunner } from './projection-upgrade';
import { ProjectionBatch, ReadModelDocument } from './read-model-store.port';
import { BuildDirectory } from './versioned-read-model-store';
import { SqliteReadModelStore } from './sqlite-read-model-store';
import { eventually } from './testing/eventually';

/*
 * Projector partitions (issue 42 §5): N runners, each its own lease and its owners' events, leave
 * exactly the documents one runner leaves; changing N mid-log applies no event twice and misses
 * none; readers wait on the fold of the rows.
 */

interface Tally extends ReadModelDocument {
  count: number;
  total: number;
  /** The partition count and index of every runner that wrote it: each owner's documents must have one writer at a time. */
  writers: string[];
}

const ownerOf = (event: StoredEvent<EventBody>) => event.metadata.ownerId ?? event.metadata.userId;

/** Per owner: counts its events and sums their amounts (any double application or miss shows). */
function perOwnerTally(writer: () => string): Projection {
  return {
    name: 'owner-tally',
    collections: ['owner_tallies'],
    eventTypes: ['Added'],
    partitioned: true,
    async apply(event, batch: ProjectionBatch) {
      const owner = ownerOf(event)!;
      const current = (await batch.get<Tally>('owner_tallies', owner)) ?? { id: owner, count: 0, total: 0, writers: [] };
      const who = writer();
      batch.put('owner_tallies', {
        ...current,
        count: current.count + 1,
        total: current.total + Number((event.data as { amount: number }).amount),
        writers: current.writers.includes(who) ? current.writers : [...current.writers, who],
      });
    },
  };
}

/** Version 2 of the tally: the same counts, totals ten times the amounts (so which build a document came from shows). */
function perOwnerTallyV2(writer: () => string, slowly: () => boolean = () => false): Projection {
  const v1 = perOwnerTally(writer);
  return {
    ...v1,
    version: 2,
    previous: v1,
    async apply(event, batch) {
      if (slowly()) await new Promise((resolve) => setTimeout(resolve, 10));
      return v1.apply({ ...event, data: { amount: 10 * Number((event.data as { amount: number }).amount) } }, batch);
    },
  };
}

/** Counts every event whatever its owner: documents that span owners, so it runs whole (in partition 1). */
const everything: Projection = {
  name: 'all-tally',
  collections: ['all_tallies'],
  eventTypes: ['Added'],
  async apply(_event, batch: ProjectionBatch) {
    const current = (await batch.get<{ id: string; count: number }>('all_tallies', 'all')) ?? { id: 'all', count: 0 };
    batch.put('all_tallies', { ...current, count: current.count + 1 });
  },
};

/** How long a test waits for the runners before it fails. */
const WAIT_MS = 15_000;

const OWNERS = Array.from({ length: 12 }, (_, i) => `owner-${i}`);
const added = (owner: string, amount: number) => ({
  id: randomUUID(),
  type: 'Added',
  data: { amount },
  metadata: { userId: owner, at: '2026-12-01T10:00:00.000Z', correlationId: 'c', schemaVersion: 1 },
});

describe('projector partitions over the embedded stores', () => {
  let dir: string;
  let eventStore: EventStore;
  let readModels: SqliteReadModelStore;
  let expected: Map<string, { count: number; total: number }>;
  let appended: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rotaledger-partitions-'));
    eventStore = await SqliteEventStore.open({ dataDir: dir });
    readModels = await SqliteReadModelStore.open({ dataDir: dir });
    expected = new Map();
    appended = 0;
  });

  afterEach(async () => {
    await readModels.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** `rounds` events per owner, on one stream per owner; returns the last position. */
  async function append(rounds: number): Promise<number> {
    let position = 0;
    for (let round = 0; round < rounds; round++) {
      for (const owner of OWNERS) {
        const amount = (appended++ % 7) + 1;
        const was = expected.get(owner) ?? { count: 0, total: 0 };
        expected.set(owner, { count: was.count + 1, total: was.total + amount });
        position = (await eventStore.appendToStream(`tally-${owner}`, [added(owner, amount)], { expectedRevision: 'any' })).position;
      }
    }
    return position;
  }

  function runners(count: number, ttlMs = 15_000): ProjectionRunner[] {
    return Array.from({ length: count }, (_, i) => {
      const spec = { index: i + 1, count };
      return new ProjectionRunner(eventStore, readModels, [perOwnerTally(() => `${spec.index}of${count}`), everything], {
        partition: { ...spec, ownerOf },
        lease: { ttlMs },
        batchSize: 7,
      });
    });
  }

  async function logical(): Promise<Record<string, number>> {
    return new BuildDirectory(() => [perOwnerTally(() => ''), everything]).logicalCheckpoints(await readModels.getCheckpoints());
  }

  async function expectExactTallies(): Promise<Tally[]> {
    const tallies = (await readModels.dump('owner_tallies')) as Tally[];
    expect(Object.fromEntries(tallies.map((t) => [t.id, { count: t.count, total: t.total }]))).toEqual(Object.fromEntries(expected));
    const total = [...expected.values()].reduce((sum, t) => sum + t.count, 0);
    expect(await readModels.get('all_tallies', 'all')).toMatchObject({ count: total });
    return tallies;
  }

  it('splits the partitioned projection by owner, one lease and one row each, and readers wait on the fold of the rows', async () => {
    const head = await append(5);
    const two = runners(2);
    await Promise.all(two.map((runner) => runner.start()));
    await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= head && ((await logical())['all-tally'] ?? 0) >= head, WAIT_MS);
    const tallies = await expectExactTallies();
    // Each owner's documents were written by its own partition only.
    for (const tally of tallies) expect(tally.writers).toEqual([`${partitionOfOwner(tally.id, 2)}of2`]);
    expect(new Set(tallies.map((t) => t.writers[0]))).toEqual(new Set(['1of2', '2of2']));
    const stored = await readModels.getCheckpoints();
    expect(stored['owner-tally~p1of2']).toBe(head);
    expect(stored['owner-tally~p2of2']).toBe(head);
    // The projection that spans owners runs whole, in partition 1, under its plain row.
    expect(stored['all-tally']).toBe(head);
    expect(await readModels.lease('projector~p1of2')).toBeDefined();
    expect(await readModels.lease('projector~p2of2')).toBeDefined();

    // A quiet partition (no event of its owners) still moves its row: the fold never waits for it.
    const onePartitionOnly = OWNERS.find((owner) => partitionOfOwner(owner, 2) === 1)!;
    const was = expected.get(onePartitionOnly)!;
    expected.set(onePartitionOnly, { count: was.count + 1, total: was.total + 3 });
    const last = (await eventStore.appendToStream(`tally-${onePartitionOnly}`, [added(onePartitionOnly, 3)], { expectedRevision: 'any' }))
      .position;
    await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= last, WAIT_MS);
    expect((await readModels.getCheckpoints())['owner-tally~p2of2']).toBe(last);
    await Promise.all(two.map((runner) => runner.stop()));
    await expectExactTallies();
  });

  it('changing the count mid-log (1 → 2 → 3 → 1) applies no event twice and misses none, and retires the old rows', async () => {
    const logs: string[] = [];
    let position = await append(3);
    for (const count of [1, 2, 3, 1]) {
      const group = runners(count);
      await Promise.all(group.map((runner) => runner.start()));
      position = await append(2);
      await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= position, WAIT_MS);
      await Promise.all(group.map((runner) => runner.stop()));
      logs.push(
        Object.keys(await readModels.getCheckpoints())
          .filter((key) => key.startsWith('owner-tally'))
          .sort()
          .join(' '),
      );
    }
    await expectExactTallies();
    // Once the new count's rows are all past the old ones, the old ones are gone.
    expect(logs[logs.length - 1]).toBe('owner-tally');
  });

  it('partitions stopped at different positions hand over to a new count without applying an event twice', async () => {
    await append(2);
    const two = runners(2);
    await Promise.all(two.map((runner) => runner.start()));
    let position = await append(1);
    await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= position, WAIT_MS);
    // Partition 2 stops; partition 1 goes on alone, its row past partition 2's.
    await two[1].stop();
    position = await append(3);
    await eventually(async () => ((await readModels.getCheckpoints())['owner-tally~p1of2'] ?? 0) >= position, WAIT_MS);
    await two[0].stop();
    const stored = await readModels.getCheckpoints();
    expect(stored['owner-tally~p1of2']).toBeGreaterThan(stored['owner-tally~p2of2']);
    expect(stored['owner-tally']).toBeUndefined();

    // One runner now: it starts at the lower row, and skips what partition 1 already applied.
    const [one] = runners(1);
    await one.start();
    position = await append(1);
    await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= position, WAIT_MS);
    await one.stop();
    await expectExactTallies();
  });

  it('a runner of a new count stands by while a runner of the old count still holds its lease', async () => {
    const position = await append(2);
    const [old] = runners(1);
    await old.start();
    await eventually(async () => ((await logical())['owner-tally'] ?? 0) >= position, WAIT_MS);
    const two = runners(2);
    await Promise.all(two.map((runner) => runner.start()));
    // The old count's rows are plain; the new partitions see its lease held and project nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(two.map((runner) => runner.holdsLease())).toEqual([false, false]);
    await old.stop();
    // Released on stop: the new count takes over at its next renewal (a third of the TTL).
    const more = await append(1);
    await eventually(async () => two.every((runner) => runner.holdsLease()) && ((await logical())['owner-tally'] ?? 0) >= more, 20_000);
    await Promise.all(two.map((runner) => runner.stop()));
    await expectExactTallies();
  }, 30_000);

  it('a new version under two partitions is built beside by each and switched once every partition has: every event once', async () => {
    const stops: (() => Promise<void>)[] = [];
    try {
      const log = (message: string, error?: unknown) => (error ? console.error(message, error) : undefined);
      const directory = () => new BuildDirectory(() => [perOwnerTally(() => ''), everything]);
      // Once the new build is ready, partition 2 applies its next 40 events of it slowly: its share of it falls behind its share of the old one.
      let ready = false;
      let slowLeft = 40;
      const slowNow = () => ready && slowLeft-- > 0;
      const versioned = (make: (writer: () => string, slowly: () => boolean) => Projection) =>
        [1, 2].map(
          (index) =>
            new VersionedProjectionRunner(
              eventStore,
              readModels,
              directory(),
              [
                make(
                  () => `${index}of2`,
                  () => index === 2 && slowNow(),
                ),
                everything,
              ],
              {
                partition: { index, count: 2, ownerOf },
                drainMs: 0,
                // Partition 2 looks for ready builds less often: it switches well after partition 1.
                watchMs: index === 1 ? 20 : 300,
                batchSize: 7,
                log,
              },
            ),
        );
      const activeOf = async () => (await readModels.getCheckpoints())[activeKey('owner-tally')] ?? 0;
      const readable = async (build: number) => {
        const checkpoints = await readModels.getCheckpoints();
        const d = directory();
        d.observe(checkpoints);
        return build === (await activeOf()) ? (d.logicalCheckpoints(checkpoints)['owner-tally'] ?? 0) : 0;
      };

      let position = await append(3);
      const first = versioned(perOwnerTally);
      stops.push(() => Promise.all(first.map((runner) => runner.stop())).then(() => undefined));
      await Promise.all(first.map((runner) => runner.start()));
      await eventually(async () => (await readable(0)) >= position, WAIT_MS);
      await Promise.all(first.map((runner) => runner.stop()));

      // A reader meanwhile: where queries may read to (the active build's fold) never goes back, across the switch.
      const seen: number[] = [];
      // Once the switch has dropped the old build, no partition may still be writing it.
      let droppedOld = false;
      let oldWrittenAfterDrop = false;
      let reading = true;
      const reader = (async () => {
        const d = directory();
        while (reading) {
          const checkpoints = await readModels.getCheckpoints();
          ready ||= 'owner-tally@b1#ready' in checkpoints;
          d.observe(checkpoints);
          seen.push(d.logicalCheckpoints(checkpoints)['owner-tally'] ?? 0);
          const oldRows = Object.keys(checkpoints).some((key) => key.startsWith('owner-tally~'));
          if ((checkpoints[activeKey('owner-tally')] ?? 0) >= 1) {
            if (!oldRows) droppedOld = true;
            else if (droppedOld) oldWrittenAfterDrop = true;
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      stops.push(async () => {
        reading = false;
        await reader;
      });

      // Writes go on through the build and the switch.
      let writing = true;
      const writer = (async () => {
        while (writing) {
          position = await append(1);
          await new Promise((resolve) => setTimeout(resolve, 15));
        }
      })();
      stops.push(async () => {
        writing = false;
        await writer;
      });
      // Version 2: each partition builds its owners' share beside version 1, which keeps following the log.
      const second = versioned(perOwnerTallyV2);
      stops.push(() => Promise.all(second.map((runner) => runner.stop())).then(() => undefined));
      await Promise.all(second.map((runner) => runner.start()));
      await eventually(async () => (await activeOf()) === 1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 400));
      writing = false;
      await writer;
      await eventually(async () => (await activeOf()) === 1 && (await readable(1)) >= position, 20_000);
      position = await append(1);
      await eventually(async () => (await readable(1)) >= position, WAIT_MS);
      await Promise.all(second.map((runner) => runner.settled()));
      reading = false;
      await reader;
      await Promise.all(second.map((runner) => runner.stop()));
      expect({ droppedOld, oldWrittenAfterDrop }).toEqual({ droppedOld: true, oldWrittenAfterDrop: false });
      const wentBack = seen.findIndex((value, i) => i > 0 && value < seen[i - 1]);
      expect(wentBack === -1 ? [] : seen.slice(wentBack - 1, wentBack + 1)).toEqual([]);

      const tallies = (await readModels.dump('owner_tallies__b1')) as Tally[];
      const tenfold = [...expected].map(([owner, { count, total }]) => [owner, { count, total: 10 * total }]);
      expect(Object.fromEntries(tallies.map((t) => [t.id, { count: t.count, total: t.total }]))).toEqual(Object.fromEntries(tenfold));
      for (const tally of tallies) expect(tally.writers).toEqual([`${partitionOfOwner(tally.id, 2)}of2`]);
      // Version 1's documents and rows are gone once no reader needs them.
      expect(await readModels.dump('owner_tallies')).toEqual([]);
      expect(Object.keys(await readModels.getCheckpoints()).filter((key) => /^owner-tally~/.test(key))).toEqual([]);
    } finally {
      // A failure above must not leave runners or loops working on the stores afterEach closes.
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    }
  }, 40_000);
});
