import { StoreUnavailableError } from '@rotaledger/event-store';
import { Document, MongoServerSelectionError } from 'mongodb';
import { MongoReadModelStore } from './mongo-read-model-store';
import { IdempotencyRecord } from './read-model-store.port';
import { cursor, duplicateKey, HANG_UP, MongoWireMock, serverError } from './testing/mongo-wire-mock';

/**
 * The MongoDB adapter's error paths, against a scripted primary on the wire (no MongoDB runs
 * here; the contract suite over a real one needs MONGO_URL). Each fault is answered the way
 * a MongoDB replica set answers it, and the adapter must: refuse (not throw) on a duplicate
 * key of an upsert that means "someone else got there first", retry a transaction on
 * TransientTransactionError (deciding again on what it re-reads), retry only the commit on
 * UnknownTransactionCommitResult (never the writes), retry a write cut off by the network
 * with the same session and transaction number (the server applies it once), and surface a
 * store it cannot reach as StoreUnavailableError (the API's 503 with Retry-After).
 */
describe('MongoReadModelStore error paths (wire-protocol mock)', () => {
  let mock: MongoWireMock;
  let store: MongoReadModelStore;
  beforeEach(async () => {
    mock = await MongoWireMock.start();
    store = await MongoReadModelStore.open({ url: mock.url(), dbName: 'rotaledger' });
  });
  afterEach(async () => {
    await store.close();
    await mock.stop();
  });

  const checkpointAt = (projection: string, position: number) => cursor('checkpoints', [{ _id: projection, position }]);
  /** A batch at position 7 that writes one document. */
  const applyOne = (expectedCheckpoint?: number) =>
    store.applyBatch('staff', 7, async (batch) => batch.put('employees', { id: 'e1', name: 'Pat' }), expectedCheckpoint);
  const txnNumber = (command: { body: Document }) => Number(command.body.txnNumber);
  const sessionOf = (command: { body: Document }) => JSON.stringify(command.body.lsid);

  describe('E11000 on an upsert', () => {
    it('acquireLease: the upsert colliding with a lease someone else holds is a refusal, not an error', async () => {
      mock.next('update', duplicateKey('leases'));
      await expect(store.acquireLease('projector', 'me', 15_000, 1_000)).resolves.toBe(false);
      const [upsert] = mock.sent('update');
      expect(upsert.body.updates[0]).toMatchObject({
        upsert: true,
        q: { _id: 'projector', $or: [{ holder: 'me' }, { expiresAt: { $lte: 1_000 } }] },
      });
    });

    it('claimIdempotencyKey: the upsert colliding with a live record reads it, and answers "not claimed" with it', async () => {
      const record: IdempotencyRecord = {
        id: 'scope-1',
        ownerId: 'user-1',
        requestHash: 'hash-1',
        claimedBy: 'attempt-2',
        scope: 'scope-1',
        leaseExpiresAt: 60_000,
        expiresAt: 86_400_000,
      };
      const live = {
        _id: 'scope-1',
        ownerId: 'user-1',
        requestHash: 'hash-1',
        claimedBy: 'attempt-1',
        scope: 'scope-1',
        leaseExpiresAt: new Date(50_000),
        expiresAt: new Date(86_000_000),
      };
      mock.next('update', duplicateKey('idempotencyKeys'));
      // The takeover matches nothing (the lease of attempt-1 is live), then the live record is read.
      mock.next('find', (body) => (body.find === 'idempotencyKeys' ? cursor('idempotencyKeys', [live]) : cursor(String(body.find), [])));
      const result = await store.claimIdempotencyKey(record, 10_000);
      expect(result).toEqual({
        claimed: false,
        record: { ...record, claimedBy: 'attempt-1', leaseExpiresAt: 50_000, expiresAt: 86_000_000 },
      });
      const takeover = mock.sent('findAndModify')[0];
      expect(takeover.body.query).toMatchObject({ _id: 'scope-1', requestHash: 'hash-1', response: { $exists: false } });
    });

    it("applyBatch: the checkpoint's first upsert colliding (another projector committed first) refuses the batch and commits nothing", async () => {
      mock.next('update', { ok: 1, n: 1, nModified: 0, upserted: [{ index: 0, _id: 'e1' }] });
      mock.next('update', duplicateKey('checkpoints'));
      await expect(applyOne()).resolves.toBe(false);
      expect(mock.sent('commitTransaction')).toHaveLength(0);
      expect(mock.sent('abortTransaction')).toHaveLength(1);
    });
  });

  describe('TransientTransactionError', () => {
    it('applyBatch runs the whole transaction again, on a new transaction number, and commits it once', async () => {
      mock.next('update', serverError(112, 'WriteConflict', ['TransientTransactionError']));
      await expect(applyOne()).resolves.toBe(true);
      const writes = mock.sent('update');
      // The first attempt's document write, then the retry's document write and checkpoint compare-and-set.
      expect(writes.map((write) => write.body.update)).toEqual(['employees', 'employees', 'checkpoints']);
      expect(txnNumber(writes[1])).toBe(txnNumber(writes[0]) + 1);
      expect(mock.sent('abortTransaction').map(txnNumber)).toEqual([txnNumber(writes[0])]);
      expect(mock.sent('commitTransaction').map(txnNumber)).toEqual([txnNumber(writes[1])]);
      // The retry re-read the checkpoint inside its own transaction before deciding again.
      const reads = mock.sent('find').filter((read) => read.body.find === 'checkpoints' && read.body.txnNumber !== undefined);
      expect(reads.map(txnNumber)).toEqual([txnNumber(writes[0]), txnNumber(writes[1])]);
    });

    it('decides again on the retry: a checkpoint another projector moved meanwhile refuses the batch, nothing written', async () => {
      mock.next('find', cursor('checkpoints', [])); // before the transaction: no checkpoint yet
      mock.next('find', cursor('checkpoints', [])); // first attempt
      mock.next('update', serverError(112, 'WriteConflict', ['TransientTransactionError']));
      mock.next('find', checkpointAt('staff', 7)); // the retry: another projector applied position 7
      await expect(applyOne()).resolves.toBe(false);
      expect(mock.sent('update')).toHaveLength(1); // only the first attempt's, aborted
      expect(mock.sent('commitTransaction')).toHaveLength(1); // the retry's empty transaction ends
      expect(mock.sent('commitTransaction')[0].body.txnNumber).toEqual(mock.sent('find')[2].body.txnNumber);
    });
  });

  describe('UnknownTransactionCommitResult', () => {
    it('applyBatch retries the commit alone, same transaction, majority write concern; the writes are sent once', async () => {
      // Majority not reached in time: the driver labels it UnknownTransactionCommitResult.
      mock.next('commitTransaction', {
        ok: 1,
        writeConcernError: {
          code: 64,
          codeName: 'WriteConcernFailed',
          errmsg: 'waiting for replication timed out',
          errInfo: { wtimeout: true },
        },
      });
      await expect(applyOne()).resolves.toBe(true);
      const commits = mock.sent('commitTransaction');
      expect(commits).toHaveLength(2);
      expect(commits.map(txnNumber)).toEqual([txnNumber(commits[0]), txnNumber(commits[0])]);
      expect(commits[1].body.writeConcern).toMatchObject({ w: 'majority' });
      expect(mock.sent('update').map((write) => write.body.update)).toEqual(['employees', 'checkpoints']);
    });

    it('a connection lost on the commit is an unknown result too: the commit alone is sent again', async () => {
      mock.next('commitTransaction', HANG_UP);
      await expect(applyOne()).resolves.toBe(true);
      const commits = mock.sent('commitTransaction');
      expect(commits).toHaveLength(2);
      expect(sessionOf(commits[1])).toBe(sessionOf(commits[0]));
      expect(txnNumber(commits[1])).toBe(txnNumber(commits[0]));
      expect(mock.sent('update')).toHaveLength(2);
    });

    it('a commit that did land, retried as a new batch after an unknown outcome, is refused by the checkpoint: applied once', async () => {
      // The runner's retry of the same batch after the commit's outcome was lost: the stored checkpoint says it landed.
      mock.next('find', checkpointAt('staff', 7));
      await expect(applyOne(0)).resolves.toBe(false);
      expect(mock.sent('update', 'commitTransaction')).toHaveLength(0);
    });
  });

  describe('applyBatches: several projections in one transaction', () => {
    /** Two projections' batches at position 7: one writes an employee, the other an employee and a rota day. */
    const applyTwo = () =>
      store.applyBatches([
        {
          projection: 'staff',
          position: 7,
          work: async (batch) => batch.put('employees', { id: 'e1', name: 'Pat' }),
          expectedCheckpoint: 0,
        },
        {
          projection: 'rota',
          position: 7,
          work: async (batch) => {
            batch.put('employees', { id: 'e2', name: 'Sam' });
            batch.put('days', { id: 'd1' });
          },
          expectedCheckpoint: 0,
        },
      ]);
    /** The checkpoints' bulk write finding `upserted` of them new (the rest: moved by another projector). */
    const checkpointsUpserted = (...ids: string[]) => ({
      ok: 1,
      n: ids.length,
      nModified: 0,
      upserted: ids.map((_id, index) => ({ index, _id })),
    });

    it("one bulk write per collection with every projection's documents, one of the checkpoints, one commit", async () => {
      mock.next('update', { ok: 1, n: 2 }).next('update', { ok: 1, n: 1 }).next('update', checkpointsUpserted('staff', 'rota'));
      await expect(applyTwo()).resolves.toEqual([
        { status: 'fulfilled', value: true },
        { status: 'fulfilled', value: true },
      ]);
      const writes = mock.sent('update');
      expect(writes.map((write) => [write.body.update, (write.body.updates as { documents: Document[] }).documents.length])).toEqual([
        ['employees', 2],
        ['days', 1],
        ['checkpoints', 2],
      ]);
      expect(new Set(writes.map(txnNumber)).size).toBe(1);
      expect(mock.sent('commitTransaction').map(txnNumber)).toEqual([txnNumber(writes[0])]);
    });

    it('a checkpoint moved between the read and the write: each is committed alone, and only the moved one is refused', async () => {
      mock.next('update', { ok: 1, n: 2 }).next('update', { ok: 1, n: 1 }).next('update', checkpointsUpserted('rota'));
      mock.next('find', cursor('checkpoints', [])); // before the transaction
      mock.next('find', cursor('checkpoints', [])); // in the shared transaction
      mock.next('find', checkpointAt('staff', 7)); // staff alone: another projector applied position 7
      await expect(applyTwo()).resolves.toEqual([
        { status: 'fulfilled', value: false },
        { status: 'fulfilled', value: true },
      ]);
      expect(mock.sent('abortTransaction')).toHaveLength(1);
      // The shared attempt's three writes, then rota's own two; staff's own transaction wrote nothing.
      expect(mock.sent('update').map((write) => write.body.update)).toEqual([
        'employees',
        'days',
        'checkpoints',
        'employees',
        'days',
        'checkpoints',
      ]);
      expect(mock.sent('commitTransaction')).toHaveLength(2);
    });
  });

  describe('a network error after a write', () => {
    it('completeIdempotencyKey: the update the server received is sent once more on a new connection, same session and transaction number', async () => {
      mock.next('update', HANG_UP);
      await expect(store.completeIdempotencyKey('scope-1', 'attempt-1', { status: 201, body: '{}' }, 86_400_000)).resolves.toBeUndefined();
      const [first, retry] = mock.sent('update');
      expect(retry).toBeDefined();
      expect(sessionOf(retry)).toBe(sessionOf(first));
      expect(txnNumber(retry)).toBe(txnNumber(first));
      expect(retry.body.updates).toEqual(first.body.updates);
    });

    it('surfaces StoreUnavailableError (503 with Retry-After) when the retry is cut off too', async () => {
      mock.next('update', HANG_UP).next('update', HANG_UP);
      const failure = await store.renewIdempotencyClaim('scope-1', 'attempt-1', 60_000).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect((failure as Error).message).toMatch(/^The read-model store cannot be reached right now: /);
      expect(mock.sent('update')).toHaveLength(2);
    });

    it('applyBatch: a transaction whose connection is lost again and again is run whole again until it commits, once', async () => {
      // A lost connection inside a transaction is a TransientTransactionError (the driver retries for up to 120 s).
      mock.next('update', HANG_UP).next('update', HANG_UP).next('update', HANG_UP);
      await expect(applyOne()).resolves.toBe(true);
      expect(mock.sent('commitTransaction')).toHaveLength(1);
      expect(mock.sent('update').map((write) => write.body.update)).toEqual([
        'employees',
        'employees',
        'employees',
        'employees',
        'checkpoints',
      ]);
    });

    it('surfaces StoreUnavailableError when no server answers at all', async () => {
      const soon = await MongoReadModelStore.open({ url: mock.url(1_000), dbName: 'rotaledger' });
      try {
        await mock.stop();
        const failure = await soon.get('employees', 'e1').catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        expect((failure as StoreUnavailableError).cause).toBeInstanceOf(MongoServerSelectionError);
      } finally {
        await soon.close();
      }
    });

    it('a primary stepping down mid-write is unavailability too, once the retry meets the same', async () => {
      mock.next('delete', serverError(189, 'PrimarySteppedDown', ['RetryableWriteError']));
      mock.next('delete', serverError(10107, 'NotWritablePrimary', ['RetryableWriteError']));
      const failure = await store.releaseLease('projector', 'me').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
    });

    it('a fault of the command itself stays what it is (not unavailability)', async () => {
      mock.next('find', serverError(2, 'BadValue'));
      const failure = await store.get('employees', 'e1').catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(StoreUnavailableError);
      expect((failure as Error).message).toMatch(/BadValue/);
    });
  });
});
