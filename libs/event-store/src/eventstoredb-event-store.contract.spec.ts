import { randomUUID } from 'node:crypto';
import { EventStoreDBClient } from '@eventstore/db-client';
import { ERASED_MARKER_TYPE, EventStoreDbEventStore } from './eventstoredb-event-store';
import { describeEventStoreContract, EventStoreContractOptions } from './testing/event-store.contract';

const url = process.env.EVENTSTORE_URL;
const differences: EventStoreContractOptions = {
  purgesDeletedEventsAtOnce: false,
  enforcesEventIdsAcrossStreams: false,
  restartsRevisionsAfterDelete: false,
};
const factory = async () => {
  const store = await EventStoreDbEventStore.open({ url: url! });
  return { store, cleanup: () => store.close() };
};

if (url) {
  describeEventStoreContract('EventStoreDB (EVENTSTORE_URL)', factory, differences);
} else {
  const reason = 'EventStoreDB contract suite skipped: set EVENTSTORE_URL (docker compose up -d eventstore; npm run test:infra)';
  console.log(reason);
  // Declared but skipped, so the report counts every contract test as skipped, not passed.
  describe.skip(reason, () => describeEventStoreContract('EventStoreDB', factory, differences));
}

// Runs without a server: which client call an append takes is decided before any answer.
describe('EventStoreDB adapter append path', () => {
  it("never goes through the client's appendToStream, whose batchAppend can crash the process on a late answer", async () => {
    const batchCapable = jest.spyOn(EventStoreDBClient.prototype, 'appendToStream');
    // Nothing listens on port 1: the append fails at once, without reaching a server.
    const store = await EventStoreDbEventStore.open({ url: 'esdb://127.0.0.1:1?tls=false' });
    try {
      const event = {
        id: randomUUID(),
        type: 'ShiftCreated',
        data: {},
        metadata: { userId: null, at: new Date().toISOString(), correlationId: randomUUID(), schemaVersion: 1 },
      };
      const failure = await store.appendToStream('contract_append-path', [event], { expectedRevision: 'any' }).then(
        () => undefined,
        (error: Error) => error,
      );

      expect(failure).toBeInstanceOf(Error);
      expect(String(failure)).toMatch(/UNAVAILABLE|ECONNREFUSED/);
      expect(batchCapable).not.toHaveBeenCalled();
    } finally {
      batchCapable.mockRestore();
      await store.close();
    }
  });
});

// Runs without a server: the client's reads and deletes answer as a server would after a crash.
describe('EventStoreDB adapter, a reusable delete interrupted after its marker', () => {
  it('is finished by a retry that expects the event it read: soft-deleted at the marker, no second marker', async () => {
    // The e-mail claim at revision 0, then the marker the interrupted release appended (revision 1); no soft delete came.
    const records = [{ event: { revision: 1n, type: ERASED_MARKER_TYPE } }, { event: { revision: 0n, type: 'EmailClaimed' } }];
    const readStream = jest.spyOn(EventStoreDBClient.prototype, 'readStream').mockImplementation((() =>
      (async function* () {
        yield* records;
      })()) as unknown as EventStoreDBClient['readStream']);
    const deleteStream = jest
      .spyOn(EventStoreDBClient.prototype, 'deleteStream')
      .mockResolvedValue({ position: { commit: 10n, prepare: 10n } } as Awaited<ReturnType<EventStoreDBClient['deleteStream']>>);
    const store = await EventStoreDbEventStore.open({ url: 'esdb://127.0.0.1:1?tls=false' });
    const append = jest.spyOn(store as unknown as { appendOnce: () => Promise<unknown> }, 'appendOnce');
    try {
      await store.deleteStream('email-interrupted', { mode: 'reusable', expectedLastEvent: { revision: 0, position: 5 } });

      expect(deleteStream).toHaveBeenCalledWith('email-interrupted', { expectedRevision: 1n });
      expect(append).not.toHaveBeenCalled();
    } finally {
      readStream.mockRestore();
      deleteStream.mockRestore();
      await store.close();
    }
  });
});
