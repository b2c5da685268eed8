/**
 * The behaviour every ReadModelStore adapter must show. Every filter case runs twice: over
 * committed documents (the adapter's native query) and over a batch's pending documents
 * (filter.ts in JS), so the two evaluators cannot drift apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventStore, SqliteEventStore, StoredEvent } from '@rotaledger/event-store';
import { Projection } from '../projection';
import { ProjectionRunner, ProjectionRunnerOptions } from '../projection-runner';
import { Filter, FindOptions, IdempotencyRecord, ProjectionBatch, ReadModelDocument, ReadModelStore } from '../read-model-store.port';
import { eventually } from './eventually';

export interface ReadModelStoreUnderTest {
  store: ReadModelStore;
  /** Another handle (connection, process-like) on the same underlying store; closed by cleanup. */
  openAnother(): Promise<ReadModelStore>;
  cleanup(): Promise<void>;
}

const STAFF: ReadModelDocument[] = [
  { id: 'a', name: 'Ada', age: 36, active: true, team: 'bar', rate: 12.5, badge: 1 },
  { id: 'b', name: 'Bob', age: 25, active: false, team: 'kitchen', rate: null, badge: true },
  { id: 'c', name: 'Cy', age: '36', active: true, team: null, rate: 9, badge: 'gold' },
  { id: 'd', name: 'Di', age: 41, team: 'bar', rate: 10 },
  { id: 'e', name: 'Eve', age: 36.5, active: false, team: 'floor', rate: 12.5, roles: ['bar'], badge: false },
];

/** [what, filter, ids that match]: scalars only, including null vs missing and mixed types. */
const FILTER_CASES: Array<[string, Filter, string[]]> = [
  ['no filter', {}, ['a', 'b', 'c', 'd', 'e']],
  ['string equality', { team: 'bar' }, ['a', 'd']],
  ['number equality is type-strict', { age: 36 }, ['a']],
  ['string equality is type-strict', { age: '36' }, ['c']],
  ['boolean equality', { active: false }, ['b', 'e']],
  ['null equality matches null and missing', { active: null }, ['d']],
  ['null equality on an explicit null', { rate: null }, ['b']],
  ['null equality on a field nobody has', { shift: null }, ['a', 'b', 'c', 'd', 'e']],
  ['id equality', { id: 'c' }, ['c']],
  ['several fields are all required', { team: 'bar', active: true }, ['a']],
  ['$ne keeps missing fields', { active: { $ne: true } }, ['b', 'd', 'e']],
  ['$ne null: present and not null', { team: { $ne: null } }, ['a', 'b', 'd', 'e']],
  ['$ne across types', { age: { $ne: 36 } }, ['b', 'c', 'd', 'e']],
  ['$in over strings', { team: { $in: ['kitchen', 'floor'] } }, ['b', 'e']],
  ['$in with null matches missing too', { active: { $in: [null, false] } }, ['b', 'd', 'e']],
  ['$in mixing types', { age: { $in: ['36', 41] } }, ['c', 'd']],
  ['$in over ids', { id: { $in: ['e', 'a', 'zz'] } }, ['a', 'e']],
  ['$in of nothing', { team: { $in: [] } }, []],
  ['$gt on numbers ignores strings', { age: { $gt: 30 } }, ['a', 'd', 'e']],
  ['$gte on numbers', { age: { $gte: 36.5 } }, ['d', 'e']],
  ['$lt on numbers ignores null and missing', { rate: { $lt: 12.5 } }, ['c', 'd']],
  ['$lte on numbers', { rate: { $lte: 12.5 } }, ['a', 'c', 'd', 'e']],
  ['a range', { age: { $gte: 30, $lt: 41 } }, ['a', 'e']],
  ['$gt on strings ignores numbers', { age: { $gt: '1' } }, ['c']],
  ['$gte on strings by code point', { name: { $gte: 'Cy' } }, ['c', 'd', 'e']],
  ['$lt on strings', { team: { $lt: 'c' } }, ['a', 'd']],
  ['$gt on booleans', { active: { $gt: false } }, ['a', 'c']],
  ['$gte null matches null and missing', { active: { $gte: null } }, ['d']],
  ['$gt null matches nothing', { rate: { $gt: null } }, []],
  ['$gt on ids', { id: { $gt: 'c' } }, ['d', 'e']],
  ['true is not the number 1', { badge: 1 }, ['a']],
  ['$gte on numbers ignores booleans', { badge: { $gte: 1 } }, ['a']],
  ['$lte on booleans ignores numbers', { badge: { $lte: true } }, ['b', 'e']],
];

const SORT_CASES: Array<[string, FindOptions, string[]]> = [
  ['ascending by a number', { sort: { rate: 1 } }, ['b', 'c', 'd', 'a', 'e']],
  ['descending by a string', { sort: { name: -1 } }, ['e', 'd', 'c', 'b', 'a']],
  ['mixed kinds: null, numbers, strings', { sort: { age: 1 } }, ['b', 'a', 'e', 'd', 'c']],
  ['booleans after everything, missing first', { sort: { active: 1 } }, ['d', 'b', 'e', 'a', 'c']],
  ['every kind: missing, number, string, then booleans', { sort: { badge: 1 } }, ['d', 'a', 'c', 'e', 'b']],
  ['every kind, descending', { sort: { badge: -1 } }, ['b', 'e', 'c', 'a', 'd']],
  ['by two fields', { sort: { team: 1, age: -1 } }, ['c', 'd', 'a', 'e', 'b']],
  ['ties broken by id', { sort: { rate: -1 } }, ['a', 'e', 'd', 'c', 'b']],
  ['limited', { sort: { name: 1 }, limit: 2 }, ['a', 'b']],
  ['limit 0 returns nothing', { limit: 0 }, []],
];

const ids = (docs: ReadModelDocument[]) => docs.map((doc) => doc.id);
const byId = (docs: ReadModelDocument[]) => [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection, but the call succeeded'),
    (error: unknown) => error,
  );
}

/** Counts every event it applies, per stream and in total: a double application shows. */
/** Counts `Counted` events per stream and in all, into `collection`: any double application shows. */
function countingInto(name: string, collection: string): Projection {
  return {
    name,
    collections: [collection],
    eventTypes: ['Counted'],
    async apply(event: StoredEvent, batch: ProjectionBatch) {
      for (const id of [event.streamId, 'all']) {
        const tally = await batch.get<{ id: string; count: number; total: number }>(collection, id);
        const amount = Number((event.data as { amount: number }).amount);
        batch.put(collection, { id, count: (tally?.count ?? 0) + 1, total: (tally?.total ?? 0) + amount });
      }
    },
  };
}

const countingProjection = countingInto('counting-runner', 'runnerTallies');
const copyingProjection = countingInto('counting-copy', 'runnerCopies');

const counted = (amount: number) => ({
  id: randomUUID(),
  type: 'Counted',
  data: { amount },
  metadata: { userId: null, at: '2026-01-05T09:00:00.000Z', correlationId: 'c', schemaVersion: 1 },
});

export function describeReadModelStoreContract(name: string, factory: () => Promise<ReadModelStoreUnderTest>): void {
  describe(`ReadModelStore contract: ${name}`, () => {
    let store: ReadModelStore;
    let openAnother: () => Promise<ReadModelStore>;
    let cleanup: () => Promise<void>;
    let position = 0;
    /** Applies `work` as the next batch of the "test" projection. */
    const apply = (work: (batch: ProjectionBatch) => Promise<void> | void) =>
      store.applyBatch('test', ++position, async (batch) => {
        await work(batch);
      });
    const putAll = (collection: string, docs: ReadModelDocument[]) => (batch: ProjectionBatch) =>
      docs.forEach((doc) => batch.put(collection, doc));

    beforeEach(async () => {
      ({ store, openAnother, cleanup } = await factory());
      position = 0;
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('documents', () => {
      it('stores, reads and replaces documents', async () => {
        const doc = { id: 'w-1', name: 'The Anchor', address: { city: 'Leeds' }, openDays: [1, 2, 3], note: null };
        await apply((batch) => batch.put('workplaces', doc));
        expect(await store.get('workplaces', 'w-1')).toEqual(doc);

        await apply((batch) => batch.put('workplaces', { id: 'w-1', name: 'The Crown' }));

        expect(await store.get('workplaces', 'w-1')).toEqual({ id: 'w-1', name: 'The Crown' });
        expect(await store.get('workplaces', 'w-2')).toBeNull();
        expect(await store.get('employees', 'w-1')).toBeNull();
      });

      it('dumps a collection ordered by id', async () => {
        await apply(putAll('staff', [STAFF[3], STAFF[0], STAFF[4], STAFF[1], STAFF[2]]));
        await apply(putAll('other', [{ id: '0' }]));

        expect(await store.dump('staff')).toEqual(STAFF);
        expect(await store.dump('empty')).toEqual([]);
      });

      it('refuses field names that are not plain identifiers', async () => {
        await apply(putAll('staff', STAFF));

        await expect(store.find('staff', { 'name) OR 1=1 --': 'x' })).rejects.toThrow(/field name/);
        await expect(store.find('staff', {}, { sort: { 'a.b': 1 } })).rejects.toThrow(/field name/);
      });

      it('keeps answering after indexes are created, twice', async () => {
        await apply(putAll('staff', STAFF));
        const indexes = [
          { collection: 'staff', fields: ['team', 'age'] },
          { collection: 'staff', fields: ['id'] },
        ];

        await store.ensureIndexes(indexes);
        await store.ensureIndexes(indexes);

        expect(ids(await store.find('staff', { team: 'bar', age: { $gt: 30 } }))).toEqual(['a', 'd']);
      });
    });

    describe('find', () => {
      it.each(FILTER_CASES)('filters committed documents: %s', async (_what, filter, expected) => {
        await apply(putAll('staff', STAFF));

        expect(ids(await store.find('staff', filter))).toEqual(expected);
      });

      it.each(FILTER_CASES)('filters pending documents the same way: %s', async (_what, filter, expected) => {
        let found: ReadModelDocument[] = [];
        await apply(async (batch) => {
          putAll('staff', STAFF)(batch);
          found = await batch.find('staff', filter);
        });

        expect(ids(found)).toEqual(expected);
      });

      it.each(SORT_CASES)('sorts and limits committed documents: %s', async (_what, options, expected) => {
        await apply(putAll('staff', STAFF));

        expect(ids(await store.find('staff', {}, options))).toEqual(expected);
      });

      it.each(SORT_CASES)('sorts and limits pending documents the same way: %s', async (_what, options, expected) => {
        let found: ReadModelDocument[] = [];
        await apply(async (batch) => {
          putAll('staff', STAFF)(batch);
          found = await batch.find('staff', {}, options);
        });

        expect(ids(found)).toEqual(expected);
      });
    });

    describe('applyBatch', () => {
      const increment = (batch: ProjectionBatch) => async () => {
        const counter = await batch.get<{ id: string; count: number }>('counters', 'events');
        batch.put('counters', { id: 'events', count: (counter?.count ?? 0) + 1 });
      };
      const applyIncrement = (at: number) =>
        store.applyBatch('counting', at, async (batch) => {
          await increment(batch)();
        });
      const count = async () => (await store.get<{ id: string; count: number }>('counters', 'events'))?.count;

      it('commits the documents and the checkpoint together', async () => {
        expect(await store.getCheckpoint('counting')).toBe(0);

        expect(await applyIncrement(5)).toBe(true);

        expect(await count()).toBe(1);
        expect(await store.getCheckpoint('counting')).toBe(5);
      });

      it('skips a batch at or before the checkpoint, so nothing is counted twice', async () => {
        await applyIncrement(5);

        expect(await applyIncrement(5)).toBe(false);
        expect(await applyIncrement(3)).toBe(false);
        expect(await count()).toBe(1);
        expect(await applyIncrement(6)).toBe(true);
        expect(await count()).toBe(2);
      });

      it('applies only one of two racing batches for the same position', async () => {
        await applyIncrement(1);

        const outcomes = await Promise.all([applyIncrement(2), applyIncrement(2)]);

        expect(outcomes.sort()).toEqual([false, true]);
        expect(await count()).toBe(2);
        expect(await store.getCheckpoint('counting')).toBe(2);
      });

      const applyIncrementFrom = (expectedCheckpoint: number, at: number) =>
        store.applyBatch(
          'counting',
          at,
          async (batch) => {
            await increment(batch)();
          },
          expectedCheckpoint,
        );

      it('commits a batch only if the checkpoint still equals the one it started from', async () => {
        expect(await applyIncrementFrom(0, 3)).toBe(true);

        // A second projector that also started from 0 read further: it must not apply 1..3 again.
        expect(await applyIncrementFrom(0, 5)).toBe(false);
        expect(await count()).toBe(1);
        expect(await store.getCheckpoint('counting')).toBe(3);

        expect(await applyIncrementFrom(3, 5)).toBe(true);
        expect(await count()).toBe(2);
        expect(await applyIncrementFrom(5, 5)).toBe(false);
        expect(await store.getCheckpoint('counting')).toBe(5);
      });

      it('lets only one of two racing batches from the same checkpoint commit, whatever their positions', async () => {
        await applyIncrementFrom(0, 1);

        const outcomes = await Promise.all([applyIncrementFrom(1, 4), applyIncrementFrom(1, 9)]);

        expect(outcomes.filter(Boolean)).toEqual([true]);
        expect(await count()).toBe(2);
        expect([4, 9]).toContain(await store.getCheckpoint('counting'));
      });

      it('keeps the compare-and-set across two handles on the same store', async () => {
        const other = await openAnother();
        await applyIncrementFrom(0, 2);

        const late = await other.applyBatch(
          'counting',
          6,
          async (batch) => {
            await increment(batch)();
          },
          0,
        );

        expect(late).toBe(false);
        expect(await count()).toBe(1);
        expect(await other.getCheckpoint('counting')).toBe(2);
      });

      it('writes nothing when the work fails', async () => {
        await applyIncrement(1);

        const failure = await failureOf(
          store.applyBatch('counting', 2, async (batch) => {
            await increment(batch)();
            batch.put('counters', { id: 'other', count: 7 });
            throw new Error('projection bug');
          }),
        );

        expect(failure).toEqual(new Error('projection bug'));
        expect(await count()).toBe(1);
        expect(await store.get('counters', 'other')).toBeNull();
        expect(await store.getCheckpoint('counting')).toBe(1);
      });

      it('applyBatches commits several projections at once, each with its own answer', async () => {
        await store.applyBatch('refusing', 4, async () => {});

        const results = await store.applyBatches([
          {
            projection: 'counting',
            position: 7,
            work: async (batch) => batch.put('counters', { id: 'a', count: 1 }),
            expectedCheckpoint: 0,
          },
          // Its checkpoint is 4, not 0: refused, and the others commit anyway.
          {
            projection: 'refusing',
            position: 7,
            work: async (batch) => batch.put('counters', { id: 'b', count: 1 }),
            expectedCheckpoint: 0,
          },
          {
            projection: 'failing',
            position: 7,
            work: async (batch) => {
              batch.put('counters', { id: 'c', count: 1 });
              throw new Error('projection bug');
            },
          },
          { projection: 'staffing', position: 7, work: async (batch) => batch.put('staff', { id: 'd' }) },
        ]);

        expect(results).toEqual([
          { status: 'fulfilled', value: true },
          { status: 'fulfilled', value: false },
          { status: 'rejected', reason: new Error('projection bug') },
          { status: 'fulfilled', value: true },
        ]);
        expect(await store.get('counters', 'a')).toEqual({ id: 'a', count: 1 });
        expect(await store.get('counters', 'b')).toBeNull();
        expect(await store.get('counters', 'c')).toBeNull();
        expect(await store.get('staff', 'd')).toEqual({ id: 'd' });
        expect(await store.getCheckpoints()).toEqual({ counting: 7, refusing: 4, staffing: 7 });
      });

      it('refuses writes to a batch once its work is over', async () => {
        let leaked: ProjectionBatch | undefined;
        await store.applyBatch('counting', 1, async (batch) => {
          leaked = batch;
        });

        expect(() => leaked!.put('counters', { id: 'late', count: 1 })).toThrow(/already been committed/);
        expect(await store.get('counters', 'late')).toBeNull();
      });

      it('reads its own pending writes: get, find and deletes', async () => {
        await apply(putAll('staff', STAFF));
        const seen: Record<string, unknown> = {};

        await apply(async (batch) => {
          batch.put('staff', { ...STAFF[1], team: 'bar' }); // b joins the bar
          batch.put('staff', { id: 'f', name: 'Fay', age: 19, team: 'bar' });
          batch.delete('staff', 'a');
          batch.put('staff', { ...STAFF[3], team: 'floor' }); // d leaves it
          seen.getChanged = await batch.get('staff', 'b');
          seen.getDeleted = await batch.get('staff', 'a');
          seen.getCommitted = await batch.get('staff', 'c');
          seen.bar = ids(await batch.find('staff', { team: 'bar' }));
          seen.youngestTwo = ids(await batch.find('staff', {}, { sort: { age: 1 }, limit: 2 }));
          seen.count = (await batch.find('staff')).length;
        });

        expect(seen).toEqual({
          getChanged: { ...STAFF[1], team: 'bar' },
          getDeleted: null,
          getCommitted: STAFF[2],
          bar: ['b', 'f'],
          youngestTwo: ['f', 'b'],
          count: 5,
        });
        expect(ids(await store.find('staff', { team: 'bar' }))).toEqual(['b', 'f']);
        expect(await store.get('staff', 'a')).toBeNull();
      });

      it('deleteWhere removes committed and pending matches, judged by their newest version', async () => {
        await apply(putAll('staff', STAFF));
        const seen: Record<string, unknown> = {};

        await apply(async (batch) => {
          batch.put('staff', { id: 'g', name: 'Gus', team: 'bar' }); // pending match
          batch.put('staff', { ...STAFF[3], team: 'floor' }); // committed match that no longer matches
          batch.put('staff', { ...STAFF[2], team: 'bar' }); // committed non-match that now matches
          await batch.deleteWhere('staff', { team: 'bar' });
          seen.bar = ids(await batch.find('staff', { team: 'bar' }));
          seen.getDeleted = await batch.get('staff', 'a');
          seen.left = ids(await batch.find('staff'));
        });

        expect(seen).toEqual({ bar: [], getDeleted: null, left: ['b', 'd', 'e'] });
        expect(ids(await store.dump('staff'))).toEqual(['b', 'd', 'e']);
        expect(await store.get('staff', 'd')).toMatchObject({ team: 'floor' });
      });

      it('hands out frozen values: a document read from a batch cannot be changed, only replaced by a put', async () => {
        await apply(putAll('staff', STAFF));

        await apply(async (batch) => {
          const ada = (await batch.get<ReadModelDocument>('staff', 'a'))!;
          expect(() => {
            ada.team = 'kitchen';
          }).toThrow(TypeError);
          const again = await batch.get<ReadModelDocument>('staff', 'a');
          expect(again?.team).toBe('bar');
          const put = { ...ada, team: 'kitchen' };
          batch.put('staff', put);
          expect(() => {
            put.team = 'floor';
          }).toThrow(TypeError);
          expect(await batch.get('staff', 'a')).toMatchObject({ team: 'kitchen' });
          batch.put('staff', ada);
        });

        expect(await store.get('staff', 'a')).toEqual(STAFF[0]);
      });
    });

    describe('checkpoints and reset', () => {
      it('lists every projection checkpoint', async () => {
        await store.applyBatch('rotas', 12, async (batch) => batch.put('rotas', { id: 'r' }));
        await store.applyBatch('staff', 40, async (batch) => batch.put('staff', { id: 's' }));

        expect(await store.getCheckpoints()).toEqual({ rotas: 12, staff: 40 });
      });

      it('reset drops the collections and the checkpoint of one projection only', async () => {
        await store.applyBatch('rotas', 12, async (batch) => {
          batch.put('rotas', { id: 'r1' });
          batch.put('rotaDays', { id: 'd1' });
        });
        await store.applyBatch('staff', 40, async (batch) => batch.put('staff', { id: 's1' }));

        await store.reset('rotas', ['rotas', 'rotaDays', 'neverWritten']);

        expect(await store.dump('rotas')).toEqual([]);
        expect(await store.dump('rotaDays')).toEqual([]);
        expect(await store.getCheckpoint('rotas')).toBe(0);
        expect(await store.getCheckpoints()).toEqual({ staff: 40 });
        expect(await store.dump('staff')).toEqual([{ id: 's1' }]);
        expect(await store.applyBatch('rotas', 1, async (batch) => batch.put('rotas', { id: 'r2' }))).toBe(true);
        expect(byId(await store.dump('rotas'))).toEqual([{ id: 'r2' }]);
      });
    });

    describe('projector lease', () => {
      it('is held by one holder at a time, renewed by its holder, and free once it expires', async () => {
        expect(await store.acquireLease('projector', 'a', 1_000, 10_000)).toBe(true);
        expect(await store.acquireLease('projector', 'b', 1_000, 10_500)).toBe(false);
        expect(await store.acquireLease('projector', 'a', 1_000, 10_900)).toBe(true); // renewed to 11_900
        expect(await store.acquireLease('projector', 'b', 1_000, 11_500)).toBe(false);
        expect(await store.acquireLease('other-group', 'b', 1_000, 11_500)).toBe(true);

        expect(await store.acquireLease('projector', 'b', 1_000, 11_900)).toBe(true);
        expect(await store.acquireLease('projector', 'a', 1_000, 12_000)).toBe(false);
      });

      it('names its holder, also once expired, and nobody once released', async () => {
        expect(await store.leaseHolder('projector')).toBeUndefined();
        await store.acquireLease('projector', 'a', 1_000, 1_000);
        expect(await store.leaseHolder('projector')).toBe('a');
        expect(await store.lease('projector')).toEqual({ holder: 'a', expiresAt: 2_000 });
        await store.acquireLease('other-group', 'b', 1_000, 1_000);
        expect(await store.leaseHolder('projector')).toBe('a');
        await store.releaseLease('projector', 'a');
        expect(await store.leaseHolder('projector')).toBeUndefined();
        expect(await store.lease('projector')).toBeUndefined();
      });

      it('is freed by its holder only', async () => {
        await store.acquireLease('projector', 'a', 60_000, 1_000);

        await store.releaseLease('projector', 'b');
        expect(await store.acquireLease('projector', 'b', 60_000, 2_000)).toBe(false);

        await store.releaseLease('projector', 'a');
        expect(await store.acquireLease('projector', 'b', 60_000, 2_000)).toBe(true);
      });

      it('is one lease across two handles, and survives a rebuild reset', async () => {
        const other = await openAnother();
        expect(await store.acquireLease('projector', 'a', 60_000, 1_000)).toBe(true);

        await store.reset('counting', ['counters']);

        expect(await other.acquireLease('projector', 'b', 60_000, 2_000)).toBe(false);
      });
    });

    describe('idempotency keys', () => {
      const DAY = 24 * 60 * 60 * 1000;
      const record = (over: Partial<IdempotencyRecord> = {}): IdempotencyRecord => ({
        id: 'scope-1',
        ownerId: 'user-1',
        requestHash: 'hash-1',
        claimedBy: 'request-1',
        scope: 'nonce-1',
        leaseExpiresAt: 1_000 + 30_000,
        expiresAt: 1_000 + DAY,
        ...over,
      });
      const held = async (over: Partial<IdempotencyRecord>, now: number) => (await store.claimIdempotencyKey(record(over), now)).claimed;

      it('claims a free key once; a second claim sees the first, in progress, then with its answer', async () => {
        expect(await store.claimIdempotencyKey(record(), 1_000)).toEqual({ claimed: true, record: record() });

        expect(await store.claimIdempotencyKey(record({ claimedBy: 'request-2', scope: 'nonce-2' }), 1_001)).toEqual({
          claimed: false,
          record: record(),
        });

        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 201, body: '{"a":1}' }, 2_000 + DAY);
        const { leaseExpiresAt: _lease, ...answered } = record({ response: { status: 201, body: '{"a":1}' }, expiresAt: 2_000 + DAY });
        expect(await store.claimIdempotencyKey(record({ claimedBy: 'request-3' }), 2_000)).toEqual({ claimed: false, record: answered });
      });

      it('finds a live record without claiming it; a missing or expired one is not found', async () => {
        expect(await store.findIdempotencyKey('scope-1', 1_000)).toBeUndefined();
        // Looking did not claim: the first claim still gets the key.
        expect((await store.claimIdempotencyKey(record(), 1_000)).claimed).toBe(true);
        expect(await store.findIdempotencyKey('scope-1', 1_001)).toEqual(record());
        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 204, body: null }, 2_000 + DAY);
        const { leaseExpiresAt: _lease, ...answered } = record({ response: { status: 204, body: null }, expiresAt: 2_000 + DAY });
        expect(await store.findIdempotencyKey('scope-1', 2_000)).toEqual(answered);
        expect(await store.findIdempotencyKey('scope-1', 2_000 + DAY)).toBeUndefined();
      });

      it('is one claim across two handles', async () => {
        const other = await openAnother();
        const outcomes = await Promise.all([
          store.claimIdempotencyKey(record(), 1_000),
          other.claimIdempotencyKey(record({ claimedBy: 'request-2' }), 1_000),
        ]);

        expect(outcomes.filter((outcome) => outcome.claimed)).toHaveLength(1);
      });

      it('keeps an answer (an empty one too) only on the claim that is still running', async () => {
        await store.claimIdempotencyKey(record(), 1_000);

        await store.completeIdempotencyKey('scope-1', 'someone-else', { status: 500, body: 'x' }, 1_000 + DAY);
        expect((await store.claimIdempotencyKey(record({ claimedBy: 'r2' }), 1_500)).record.response).toBeUndefined();

        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 204, body: null }, 1_000 + DAY);
        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 400, body: 'late' }, 1_000 + DAY);
        expect((await store.claimIdempotencyKey(record({ claimedBy: 'r3' }), 1_500)).record.response).toEqual({ status: 204, body: null });
      });

      it('lets another attempt of the same request take a lapsed claim over, keeping its scope; never another request', async () => {
        await store.claimIdempotencyKey(record(), 1_000);
        const lapsed = 1_000 + 30_000;

        expect(await held({ claimedBy: 'r2' }, lapsed - 1)).toBe(false);
        expect(await held({ claimedBy: 'other-request', requestHash: 'hash-2' }, lapsed)).toBe(false);
        const takeover = await store.claimIdempotencyKey(
          record({ claimedBy: 'r2', scope: 'nonce-2', leaseExpiresAt: lapsed + 30_000 }),
          lapsed,
        );

        expect(takeover).toEqual({ claimed: true, record: record({ claimedBy: 'r2', leaseExpiresAt: lapsed + 30_000 }) });
        // The first attempt no longer holds it: it can neither answer nor renew.
        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 201, body: 'late' }, 1_000 + DAY);
        expect(await store.renewIdempotencyClaim('scope-1', 'request-1', lapsed + 60_000)).toBe(false);
        expect((await store.claimIdempotencyKey(record({ claimedBy: 'r3' }), lapsed + 1)).record.response).toBeUndefined();
      });

      it('renews only its own claim without an answer; a lease moved to now is taken over at once', async () => {
        await store.claimIdempotencyKey(record(), 1_000);

        expect(await store.renewIdempotencyClaim('scope-1', 'request-1', 90_000)).toBe(true);
        expect(await held({ claimedBy: 'r2' }, 60_000)).toBe(false);
        expect(await store.renewIdempotencyClaim('scope-1', 'someone-else', 0)).toBe(false);
        // The outcome is unknown: the next attempt takes over now.
        expect(await store.renewIdempotencyClaim('scope-1', 'request-1', 60_000)).toBe(true);
        expect(await held({ claimedBy: 'r2' }, 60_000)).toBe(true);

        await store.completeIdempotencyKey('scope-1', 'r2', { status: 200, body: '{}' }, 1_000 + DAY);
        expect(await store.renewIdempotencyClaim('scope-1', 'r2', 0)).toBe(false);
      });

      it('replaces an expired record: the key is free again, with a new scope', async () => {
        await store.claimIdempotencyKey(record(), 1_000);
        await store.completeIdempotencyKey('scope-1', 'request-1', { status: 201, body: '{}' }, 1_000 + DAY);

        expect(await held({ claimedBy: 'r2' }, 1_000 + DAY - 1)).toBe(false);
        const again = record({ claimedBy: 'r3', requestHash: 'other', scope: 'nonce-3', leaseExpiresAt: 2 * DAY, expiresAt: 3 * DAY });
        expect(await store.claimIdempotencyKey(again, 1_000 + DAY)).toEqual({ claimed: true, record: again });
        expect(await store.claimIdempotencyKey(record({ claimedBy: 'r4' }), 1_000 + DAY)).toEqual({ claimed: false, record: again });
      });

      it("evicts an account's oldest answered records beyond a count, never one in progress nor another account's", async () => {
        for (const [id, ownerId, answeredUntil] of [
          ['a1', 'user-1', 1_000 + DAY],
          ['a2', 'user-1', 2_000 + DAY],
          ['a3', 'user-1', 3_000 + DAY],
          ['b1', 'user-2', 500 + DAY],
        ] as const) {
          await store.claimIdempotencyKey(record({ id, ownerId }), 1_000);
          await store.completeIdempotencyKey(id, 'request-1', { status: 201, body: id }, answeredUntil);
        }
        await store.claimIdempotencyKey(record({ id: 'running', leaseExpiresAt: 100, expiresAt: 100 }), 50);

        expect(await store.evictIdempotencyKeys('user-1', 1)).toBe(2);

        const left = async (id: string) =>
          !(await store.claimIdempotencyKey(record({ id, claimedBy: 'probe', requestHash: 'probe' }), 60)).claimed;
        expect(await left('a3')).toBe(true);
        expect(await left('b1')).toBe(true);
        expect(await left('running')).toBe(true);
        expect(await left('a1')).toBe(false);
        expect(await left('a2')).toBe(false);
      });

      it("purges an account's records, or the expired ones, and a rebuild reset keeps them", async () => {
        await store.claimIdempotencyKey(record({ id: 'k1' }), 1_000);
        await store.claimIdempotencyKey(record({ id: 'k2', leaseExpiresAt: 5_000, expiresAt: 5_000 }), 1_000);
        await store.claimIdempotencyKey(record({ id: 'k3', ownerId: 'user-2' }), 1_000);
        await store.reset('counting', ['counters', 'idempotency_keys']);

        expect(await store.purgeIdempotencyKeys({ expiredAt: 5_000 })).toBe(1);
        expect(await store.purgeIdempotencyKeys({ ownerId: 'user-1' })).toBe(1);

        expect(await held({ id: 'k1', claimedBy: 'r2' }, 1_000)).toBe(true);
        expect(await store.claimIdempotencyKey(record({ id: 'k3', claimedBy: 'r2' }), 1_000)).toEqual({
          claimed: false,
          record: record({ id: 'k3', ownerId: 'user-2' }),
        });
      });
    });

    it('purges deleted data from its files, keeping every live document, checkpoint and idempotency record', async () => {
      await apply(putAll('staff', STAFF));
      await apply((batch) => batch.deleteWhere('staff', { id: STAFF[0].id }));
      const claim = {
        id: 'kept-key',
        ownerId: 'user-1',
        requestHash: 'h',
        claimedBy: 'r1',
        scope: 'nonce',
        leaseExpiresAt: 5_000,
        expiresAt: 10_000,
      };
      await store.claimIdempotencyKey(claim, 1_000);

      await store.purgeDeletedData();

      expect(await store.dump('staff')).toEqual(STAFF.slice(1));
      expect(await store.getCheckpoint('test')).toBe(position);
      expect(await store.findIdempotencyKey('kept-key', 1_000)).toEqual(claim);
    });

    describe('two projection runners on one store', () => {
      let eventStore: EventStore;
      let eventsDir: string;
      const runners: ProjectionRunner[] = [];

      beforeEach(async () => {
        eventsDir = await mkdtemp(join(tmpdir(), 'rotaledger-runner-events-'));
        eventStore = await SqliteEventStore.open({ dataDir: eventsDir });
      });

      afterEach(async () => {
        jest.restoreAllMocks();
        await Promise.all(runners.splice(0).map((runner) => runner.stop()));
        await eventStore.close();
        await rm(eventsDir, { recursive: true, force: true });
      });

      const runner = (on: ReadModelStore, options: ProjectionRunnerOptions, projections = [countingProjection]) => {
        const created = new ProjectionRunner(eventStore, on, projections, { initialBackoffMs: 5, ...options });
        runners.push(created);
        return created;
      };
      /** Appends `amounts` one event per call, round-robin over three streams; returns their sum. */
      const appendAll = async (amounts: number[]) => {
        for (const [index, amount] of amounts.entries()) {
          const stream = `s${index % 3}`;
          const existing = await eventStore.readStream(stream);
          await eventStore.appendToStream(stream, [counted(amount)], {
            expectedRevision: existing.length === 0 ? 'no_stream' : existing.length - 1,
          });
        }
        return amounts.reduce((sum, amount) => sum + amount, 0);
      };
      const tallyOf = (id: string) => store.get<{ id: string; count: number; total: number }>('runnerTallies', id);
      const caughtUp = async (projections = [countingProjection]) => {
        const [checkpoints, head] = await Promise.all([store.getCheckpoints(), eventStore.headPosition()]);
        return projections.every((projection) => checkpoints[projection.name] === head);
      };
      const bothProjections = [countingProjection, copyingProjection];
      const tallies = async (collection: string) =>
        Promise.all(['all', 's0', 's1', 's2'].map((id) => store.get<{ id: string; count: number; total: number }>(collection, id)));

      it('one runner of several projections reads the log once, and commits each batch for all of them in one applyBatches', async () => {
        const subscriptions = jest.spyOn(eventStore, 'subscribeToAll');
        const pages = jest.spyOn(eventStore, 'readAll');
        const together = jest.spyOn(store, 'applyBatches');
        const alone = jest.spyOn(store, 'applyBatch');
        let total = await appendAll([1, 2, 3, 4, 5]);
        await runner(store, { lease: false, batchSize: 4 }, bothProjections).start();
        total += await appendAll([6, 7]);

        await eventually(() => caughtUp(bothProjections));

        expect(subscriptions).toHaveBeenCalledTimes(1);
        expect(pages).not.toHaveBeenCalled();
        expect(alone).not.toHaveBeenCalled();
        expect(together.mock.calls.length).toBeGreaterThanOrEqual(2);
        for (const [entries] of together.mock.calls)
          expect(entries.map((entry) => entry.projection)).toEqual(['counting-runner', 'counting-copy']);
        expect(await tallyOf('all')).toEqual({ id: 'all', count: 7, total });
        expect(await tallies('runnerCopies')).toEqual(await tallies('runnerTallies'));
      });

      it('a projection far behind catches up on its own reader, then joins the shared one: each applies every event once', async () => {
        let total = await appendAll(Array.from({ length: 12 }, (_, i) => i + 1));
        const first = runner(store, { lease: false }, [countingProjection]);
        await first.start();
        await eventually(() => caughtUp());
        await first.stop();
        const head = await eventStore.headPosition();
        const subscriptions = jest.spyOn(eventStore, 'subscribeToAll');
        const pages = jest.spyOn(eventStore, 'readAll');

        await runner(store, { lease: false, batchSize: 3, catchUpApart: 2 }, bothProjections).start();
        total += await appendAll([20, 30, 40]);
        await eventually(() => caughtUp(bothProjections));

        // The shared reader starts where the live projection was; the new one reads pages from zero.
        expect(subscriptions.mock.calls).toEqual([[{ after: head }]]);
        expect(pages).toHaveBeenCalledWith({ after: 0, limit: 3 });
        expect(await tallyOf('all')).toEqual({ id: 'all', count: 15, total });
        expect(await tallies('runnerCopies')).toEqual(await tallies('runnerTallies'));
      });

      it('apply every event exactly once even without the lease: the checkpoint compare-and-set decides', async () => {
        const other = await openAnother();
        const amounts = Array.from({ length: 40 }, (_, i) => i + 1);
        let total = await appendAll(amounts.slice(0, 25));
        await Promise.all([runner(store, { lease: false, batchSize: 7 }).start(), runner(other, { lease: false, batchSize: 5 }).start()]);
        total += await appendAll(amounts.slice(25));

        await eventually(caughtUp);

        expect(await tallyOf('all')).toEqual({ id: 'all', count: 40, total });
        expect((await tallyOf('s0'))?.count).toBe(14);
      });

      it('work one at a time with the lease; the standby takes over when the holder stops', async () => {
        const other = await openAnother();
        const first = runner(store, { lease: { ttlMs: 3_000, holder: 'first' }, batchSize: 4 });
        const second = runner(other, { lease: { ttlMs: 3_000, holder: 'second' }, batchSize: 3 });
        await first.start();
        await second.start();
        let total = await appendAll([1, 2, 3, 4, 5, 6]);
        await eventually(caughtUp);

        expect(first.holdsLease()).toBe(true);
        expect(second.holdsLease()).toBe(false);
        expect(second.status()[0]).toMatchObject({ running: false, checkpoint: 0 });

        await first.stop();
        total += await appendAll([10, 20, 30]);
        await eventually(caughtUp);

        expect(second.holdsLease()).toBe(true);
        expect(await tallyOf('all')).toEqual({ id: 'all', count: 9, total });
      });
    });

    it('reports itself healthy', async () => {
      expect((await store.health()).ok).toBe(true);
    });
  });
}
