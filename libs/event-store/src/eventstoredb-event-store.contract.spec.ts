import { randomUUID } from 'node:crypto';
import { EventStoreDBClient } from '@eventstore/db-client';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
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
