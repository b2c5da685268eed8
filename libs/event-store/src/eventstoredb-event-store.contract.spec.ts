import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { appendCredentialsOf, ERASED_MARKER_TYPE, EventStoreDbEventStore } from './eventstoredb-event-store';
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
  it("sends every append as the client's unary call (with credentials), never on its batchAppend stream", async () => {
    // Nothing listens on port 1: the append fails at once, without reaching a server.
    const store = await EventStoreDbEventStore.open({ url: 'kurrentdb://127.0.0.1:1?tls=false' });
    const client = (store as unknown as { client: KurrentDBClient }).client;
    const appendToStream = jest.spyOn(client, 'appendToStream');
    // The client asks whether the server supports batchAppend only when a call carries no credentials.
    const supports = jest.spyOn(client as unknown as { supports: (...args: unknown[]) => Promise<boolean> }, 'supports');
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
      expect(appendToStream).toHaveBeenCalledWith('contract_append-path', expect.any(Array), {
        streamState: 'any',
        credentials: expect.objectContaining({ username: expect.any(String) }),
        deadline: 10_000,
      });
      expect(supports).not.toHaveBeenCalled();
    } finally {
      await store.close();
    }
  });

  it.each([
    ['kurrentdb://rota%40app:p%3Ass@db.example:2113?tls=true', { username: 'rota@app', password: 'p:ss' }],
    ['kurrentdb://eventstore:2113?tls=false', { username: 'unused-on-an-insecure-node', password: '' }],
  ])("sends the connection string's user, or a placeholder on an insecure node: %s", (url, credentials) => {
    expect(appendCredentialsOf(url)).toEqual(credentials);
  });

  it("refuses a secure connection string without the app's user", () => {
    expect(() => appendCredentialsOf('kurrentdb://db.example:2113?tls=true')).toThrow(/needs the app's user in the URL/);
  });
});

// Runs without a server: the client's reads and deletes answer as a server would after a crash.
describe('EventStoreDB adapter, a reusable delete interrupted after its marker', () => {
  it('is finished by a retry that expects the event it read: soft-deleted at the marker, no second marker', async () => {
    // The e-mail claim at revision 0, then the marker the interrupted release appended (revision 1); no soft delete came.
    const records = [{ event: { revision: 1n, type: ERASED_MARKER_TYPE } }, { event: { revision: 0n, type: 'EmailClaimed' } }];
    const readStream = jest.spyOn(KurrentDBClient.prototype, 'readStream').mockImplementation((() =>
      (async function* () {
        yield* records;
      })()) as unknown as KurrentDBClient['readStream']);
    const deleteStream = jest
      .spyOn(KurrentDBClient.prototype, 'deleteStream')
      .mockResolvedValue({ position: { commit: 10n, prepare: 10n } });
    const store = await EventStoreDbEventStore.open({ url: 'kurrentdb://127.0.0.1:1?tls=false' });
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
