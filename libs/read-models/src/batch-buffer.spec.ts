import { BufferedProjectionBatch } from './batch-buffer';
import type { ReadModelDocument, ReadModelReader } from './read-model-store.port';

/** A committed store with nothing in it: every read falls through to the pending writes. */
const emptyStore: ReadModelReader = {
  get: () => Promise.resolve(null),
  find: () => Promise.resolve([]),
};

/** A document that counts how often it is serialised. */
function countedDocument(id: string): { doc: ReadModelDocument; serialised: () => number } {
  let count = 0;
  const doc = {
    id,
    shifts: [{ shiftId: 's1' }],
    toJSON() {
      count++;
      return { id, shifts: [{ shiftId: 's1' }] };
    },
  };
  return { doc, serialised: () => count };
}

describe('BufferedProjectionBatch', () => {
  it('serialises a document once, when the batch is sealed, however often it is read and rewritten before', async () => {
    // A rebuild page folds a day's 41 events into one document: each used to be a JSON round trip.
    const batch = new BufferedProjectionBatch(emptyStore);
    const { doc, serialised } = countedDocument('d1');
    for (let i = 0; i < 10; i++) {
      batch.put('days', doc);
      expect(await batch.get('days', 'd1')).toBe(doc);
    }
    expect(serialised()).toBe(0);
    const changes = batch.seal();
    expect(serialised()).toBe(1);
    expect(changes).toEqual([{ collection: 'days', id: 'd1', json: '{"id":"d1","shifts":[{"shiftId":"s1"}]}' }]);
  });

  it('freezes what it holds, so a document put cannot change behind the batch', async () => {
    const batch = new BufferedProjectionBatch(emptyStore);
    const doc = { id: 'd1', shifts: [{ shiftId: 's1', minutes: 60 }] };
    batch.put('days', doc);
    expect(() => doc.shifts.push({ shiftId: 's2', minutes: 30 })).toThrow(TypeError);
    expect(() => {
      doc.shifts[0].minutes = 90;
    }).toThrow(TypeError);
    const read = (await batch.get<typeof doc>('days', 'd1'))!;
    expect(() => {
      read.shifts[0].minutes = 90;
    }).toThrow(TypeError);
    expect(batch.seal()[0].json).toBe('{"id":"d1","shifts":[{"shiftId":"s1","minutes":60}]}');
  });

  it('finds pending documents by filter and hides deleted ones', async () => {
    const batch = new BufferedProjectionBatch(emptyStore);
    batch.put('days', { id: 'a', workplaceId: 'w1', rotaDate: '2026-12-01' });
    batch.put('days', { id: 'b', workplaceId: 'w1', rotaDate: '2026-12-02' });
    batch.put('days', { id: 'c', workplaceId: 'w2', rotaDate: '2026-12-01' });
    batch.delete('days', 'b');
    expect((await batch.find('days', { workplaceId: 'w1' })).map((d) => d.id)).toEqual(['a']);
    await batch.deleteWhere('days', { workplaceId: 'w2' });
    expect(batch.seal()).toEqual([
      { collection: 'days', id: 'a', json: '{"id":"a","workplaceId":"w1","rotaDate":"2026-12-01"}' },
      { collection: 'days', id: 'b', json: null },
      { collection: 'days', id: 'c', json: null },
    ]);
  });
});

describe('BufferedProjectionBatch reads of the committed store', () => {
  const storeWith = (docs: ReadModelDocument[]) => {
    const reads: string[] = [];
    const store = {
      get: (collection: string, id: string) => {
        reads.push(`${collection}/${id}`);
        return Promise.resolve(docs.find((doc) => doc.id === id) ?? null);
      },
      find: () => Promise.resolve(docs),
    } as unknown as ReadModelReader;
    return { store, reads };
  };

  it('asks the store once for a document the batch reads again and again (each event of a page reads its workplace)', async () => {
    const { store, reads } = storeWith([{ id: 'w1', name: 'Cafe' }]);
    const batch = new BufferedProjectionBatch(store);
    for (let i = 0; i < 20; i++) expect(await batch.get('workplaces', 'w1')).toEqual({ id: 'w1', name: 'Cafe' });
    for (let i = 0; i < 5; i++) expect(await batch.get('workplaces', 'w2')).toBeNull();
    expect(reads).toEqual(['workplaces/w1', 'workplaces/w2']);
  });

  it('answers its own writes and deletions over what it read before', async () => {
    const { store } = storeWith([{ id: 'w1', name: 'Cafe' }]);
    const batch = new BufferedProjectionBatch(store);
    await batch.get('workplaces', 'w1');
    batch.put('workplaces', { id: 'w1', name: 'Bistro' });
    expect(await batch.get('workplaces', 'w1')).toEqual({ id: 'w1', name: 'Bistro' });
    batch.delete('workplaces', 'w1');
    expect(await batch.get('workplaces', 'w1')).toBeNull();
  });

  it('finds documents by their ids through its reads: each committed one asked for once, pending ones over them, in id order', async () => {
    // Every rota event of a rebuild looks up the copies of the employees it names (`{ id: { $in } }`).
    const { store, reads } = storeWith([
      { id: 'e1', name: 'Ann' },
      { id: 'e2', name: 'Ben' },
      { id: 'e3', name: 'Cai' },
    ]);
    const batch = new BufferedProjectionBatch(store);
    batch.put('employees', { id: 'e2', name: 'Benedict' });
    batch.delete('employees', 'e3');
    for (let i = 0; i < 10; i++) {
      expect(await batch.find('employees', { id: { $in: ['e3', 'e2', 'e1', 'e9', 'e1'] } })).toEqual([
        { id: 'e1', name: 'Ann' },
        { id: 'e2', name: 'Benedict' },
      ]);
    }
    expect(await batch.find('employees', { id: 'e1' })).toEqual([{ id: 'e1', name: 'Ann' }]);
    expect(await batch.find('employees', { id: { $in: ['e1', 'e2'] } }, { sort: { name: -1 }, limit: 1 })).toEqual([
      { id: 'e2', name: 'Benedict' },
    ]);
    expect(reads).toEqual(['employees/e1', 'employees/e9']);
  });
});
