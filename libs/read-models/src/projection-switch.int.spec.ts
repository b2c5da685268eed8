import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore, SqliteEventStore } from '@rotaledger/event-store';
import { Projection } from './projection';
import { activeKey } from './projection-builds';
import { ProjectionRunner } from './projection-runner';
import { VersionedProjectionRunner } from './projection-upgrade';
import { ProjectionBatch, ProjectionBatchEntry, ReadModelStore } from './read-model-store.port';
import { SqliteReadModelStore } from './sqlite-read-model-store';
import { BuildDirectory } from './versioned-read-model-store';

/*
 * Issue 42 §3: projections upgraded in one release switch together. Their builds are ready in
 * one commit and every `@active` moves in one applyBatches, which this process learns with no
 * pause between: a query that reads two of them (the request decision days read the rota's day
 * documents since their version 2s) never sees one new build and one old.
 */

/** Counts the events; `step` says which version wrote a document (1 per event in version 1, 10 in version 2). */
const counter = (name: string, step: number, previous?: Projection): Projection => ({
  name,
  collections: [`${name}_counts`],
  eventTypes: ['Added'],
  ...(previous ? { version: 2, previous } : {}),
  async apply(_event, batch: ProjectionBatch) {
    const current = (await batch.get<{ id: string; count: number }>(`${name}_counts`, 'all')) ?? { id: 'all', count: 0 };
    batch.put(`${name}_counts`, { ...current, count: current.count + step });
  },
});

const added = () => ({
  id: randomUUID(),
  type: 'Added',
  data: {},
  metadata: { userId: 'u', at: '2026-12-01T10:00:00.000Z', correlationId: 'c', schemaVersion: 1 },
});

describe('projections upgraded together', () => {
  let dir: string;
  let eventStore: EventStore;
  let readModels: SqliteReadModelStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rotaledger-switch-'));
    eventStore = await SqliteEventStore.open({ dataDir: dir });
    readModels = await SqliteReadModelStore.open({ dataDir: dir });
  });

  afterEach(async () => {
    await readModels.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('move their active builds in one commit, learnt at once, and a reader never sees one switched without the other', async () => {
    const [days, decisions] = [counter('days', 1), counter('decisions', 1)];
    for (let i = 0; i < 20; i++) await eventStore.appendToStream('s', [added()], { expectedRevision: 'any' });
    const first = new ProjectionRunner(eventStore, readModels, [days, decisions], { lease: false });
    await first.start();
    await first.waitFor(await eventStore.highWaterMark(), 10_000);
    await first.stop();

    // Every write of an `@active` record, as the store was asked for it: alone, or with which others in one applyBatches.
    const moves: string[][] = [];
    const active = (key: string) => key.endsWith('@active');
    const watched = new Proxy(readModels, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key === 'applyBatch') {
          return (projection: string, ...rest: unknown[]) => {
            if (active(projection)) moves.push([projection]);
            return (value as (...args: unknown[]) => unknown).call(target, projection, ...rest);
          };
        }
        if (key === 'applyBatches') {
          return (entries: readonly ProjectionBatchEntry[]) => {
            const keys = entries.map((entry) => entry.projection).filter(active);
            if (keys.length > 0) moves.push(keys);
            return (value as (...args: unknown[]) => unknown).call(target, entries);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as ReadModelStore;
    const upgraded = [counter('days', 10, days), counter('decisions', 10, decisions)];
    const directory = new BuildDirectory(() => upgraded);
    // A reader of both, every few milliseconds through the switch: which build each read goes to.
    const pairs = new Set<string>();
    let reading = true;
    const reader = (async () => {
      while (reading) {
        pairs.add(`${directory.activeBuild('days')}/${directory.activeBuild('decisions')}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const runner = new VersionedProjectionRunner(eventStore, watched, directory, upgraded, { drainMs: 0, watchMs: 5 });
    await runner.start();
    try {
      await runner.settled();
    } finally {
      reading = false;
      await reader;
      await runner.stop();
    }
    expect(moves).toEqual([[activeKey('days'), activeKey('decisions')]]);
    expect([...pairs].sort()).toEqual(['0/0', '1/1']);
    const checkpoints = await readModels.getCheckpoints();
    expect([checkpoints[activeKey('days')], checkpoints[activeKey('decisions')]]).toEqual([1, 1]);
    expect(await readModels.get('days_counts__b1', 'all')).toEqual({ id: 'all', count: 200 });
  });
});
