import type { StoredEvent } from '@rotaledger/event-store';
import { buildsOf, projectionAtBuild } from './projection-builds';
import type { AnyProjection } from './projection';
import { BuildDirectory } from './versioned-read-model-store';

const tally: AnyProjection = {
  name: 'tally',
  collections: ['tallies', 'tally_index'],
  indexes: [{ collection: 'tallies', fields: ['ownerId'] }],
  eventTypes: ['Added'],
  async apply(event, batch) {
    const current = await batch.get<{ id: string; count: number }>('tallies', 'all');
    batch.put('tallies', { id: 'all', count: (current?.count ?? 0) + 1 });
    batch.put('elsewhere', { id: String(event.position) });
  },
};

describe('projection builds', () => {
  it('reads the active build, each build’s version, checkpoint and readiness from one checkpoint snapshot', () => {
    const { active, builds } = buildsOf('tally', {
      tally: 40,
      'tally@active': 0,
      'tally@b2': 12,
      'tally@b2#version': 3,
      'tally@b3#version': 3,
      'tally@b3#ready': 1,
      'tallyho@b5': 7,
      other: 9,
    });
    expect(active).toBe(0);
    expect([...builds].sort(([a], [b]) => a - b)).toEqual([
      [0, { version: 1, checkpoint: 40, ready: false }],
      [2, { version: 3, checkpoint: 12, ready: false }],
      [3, { version: 3, ready: true }],
    ]);
  });

  it('runs a build under its own checkpoint and collections, and leaves other collections alone', async () => {
    const built = projectionAtBuild(tally, 2);
    expect(built.name).toBe('tally@b2');
    expect(built.collections).toEqual(['tallies__b2', 'tally_index__b2']);
    expect(built.indexes).toEqual([{ collection: 'tallies__b2', fields: ['ownerId'] }]);
    const puts: [string, unknown][] = [];
    const reads: string[] = [];
    await built.apply({ position: 7 } as StoredEvent, {
      get: async (collection: string) => (reads.push(collection), null),
      find: async () => [],
      put: (collection: string, doc: unknown) => void puts.push([collection, doc]),
      delete: () => undefined,
      deleteWhere: async () => undefined,
    });
    expect(reads).toEqual(['tallies__b2']);
    expect(puts).toEqual([
      ['tallies__b2', { id: 'all', count: 1 }],
      ['elsewhere', { id: '7' }],
    ]);
    expect(projectionAtBuild(tally, 0)).toBe(tally);
  });

  it('sends reads to the active build, which only moves forward, and names the projections’ checkpoints by it', () => {
    const directory = new BuildDirectory(() => [tally]);
    expect(directory.resolve('tallies')).toEqual({ collection: 'tallies', build: 'tally' });
    directory.observe({ 'tally@active': 2 });
    expect(directory.resolve('tallies')).toEqual({ collection: 'tallies__b2', build: 'tally@b2' });
    expect(directory.resolve('elsewhere')).toEqual({ collection: 'elsewhere' });
    // An older snapshot read late does not move reads back.
    directory.observe({ 'tally@active': 1 });
    expect(directory.activeBuild('tally')).toBe(2);
    expect(directory.logicalCheckpoints({ tally: 40, 'tally@active': 2, 'tally@b2': 12 })).toMatchObject({ tally: 12 });
    expect(directory.logicalCheckpoints({ tally: 40, 'tally@active': 2 })).not.toHaveProperty('tally');
  });
});
