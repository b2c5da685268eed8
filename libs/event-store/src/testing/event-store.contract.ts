/**
 * The behaviour every EventStore adapter must show. Streams get random names, so the suite
 * can run against a shared server; global-log assertions only look at this test's streams.
 */
import { randomUUID } from 'node:crypto';
import {
  AccountFencedError,
  AppendResult,
  ConcurrencyError,
  DuplicateEventIdError,
  EventStore,
  ExpectedRevision,
  NewEvent,
  StoredEvent,
  StreamDeletedError,
} from '../event-store.port';

export interface EventStoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

/** Where adapters legitimately differ (all true for the embedded store). */
export interface EventStoreContractOptions {
  /** Deleted events leave the global log at once (EventStoreDB: only after a scavenge). */
  purgesDeletedEventsAtOnce?: boolean;
  /** An id already used in another stream is refused (EventStoreDB only de-duplicates within a stream). */
  enforcesEventIdsAcrossStreams?: boolean;
  /** A stream started again after deletion begins at revision 0 (EventStoreDB continues the numbering). */
  restartsRevisionsAfterDelete?: boolean;
}

const streamName = (label: string) => `contract_${label}-${randomUUID()}`;

function newEvent(type = 'ShiftCreated', data: Record<string, unknown> = {}, at = '2024-05-01T09:00:00.000Z'): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { userId: 'user-contract', at, correlationId: randomUUID(), schemaVersion: 1 },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection, but the call succeeded'),
    (error: unknown) => error,
  );
}

async function expectConcurrencyError(
  promise: Promise<AppendResult>,
  expected: { streamId: string; expected: ExpectedRevision; actual: number | 'no_stream' },
): Promise<void> {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(ConcurrencyError);
  expect(error).toMatchObject(expected);
}

/** The next event of `streamId` from a subscription, skipping other writers' events. */
async function nextOf(iterator: AsyncIterator<StoredEvent>, streamId: string): Promise<StoredEvent> {
  for (;;) {
    const result = await iterator.next();
    if (result.done) throw new Error('the subscription ended');
    if (result.value.streamId === streamId) return result.value;
  }
}

export function describeEventStoreContract(
  name: string,
  factory: () => Promise<EventStoreUnderTest>,
  options: EventStoreContractOptions = {},
): void {
  const capabilities = {
    purgesDeletedEventsAtOnce: true,
    enforcesEventIdsAcrossStreams: true,
    restartsRevisionsAfterDelete: true,
    ...options,
  };
  const itWhen = (capable: boolean) => (capable ? it : it.skip);

  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('appending and reading', () => {
      it('round-trips every field of the appended events', async () => {
        const streamId = streamName('roundtrip');
        const added = newEvent('EmployeeAdded', { employeeId: 'e-1', name: 'Ada', hourlyRate: 12.5, roles: ['bar'], note: null });
        const updated = newEvent('EmployeeUpdated', { employeeId: 'e-1', name: 'Ada L.' }, '2024-05-01T09:30:00.000Z');
        updated.metadata.userId = null;

        const result = await store.appendToStream(streamId, [added, updated], { expectedRevision: 'no_stream' });
        const events = await store.readStream(streamId);

        expect(events).toEqual([
          { ...added, streamId, revision: 0, position: expect.any(Number) },
          { ...updated, streamId, revision: 1, position: result.position },
        ]);
        expect(result.nextRevision).toBe(1);
        expect(events[0].position).toBeGreaterThan(0);
        expect(events[1].position).toBeGreaterThan(events[0].position);
      });

      it('reads a missing stream as []', async () => {
        expect(await store.readStream(streamName('missing'))).toEqual([]);
      });

      it('orders the global log by append across streams', async () => {
        const head = await store.headPosition();
        const [a, b] = [streamName('order-a'), streamName('order-b')];
        const appended = [newEvent(), newEvent(), newEvent(), newEvent(), newEvent()];
        await store.appendToStream(a, [appended[0]], { expectedRevision: 'no_stream' });
        await store.appendToStream(b, [appended[1]], { expectedRevision: 'no_stream' });
        await store.appendToStream(a, [appended[2]], { expectedRevision: 0 });
        await store.appendToStream(b, [appended[3]], { expectedRevision: 0 });
        const last = await store.appendToStream(a, [appended[4]], { expectedRevision: 1 });

        const ours = (await store.readAll({ after: head })).filter((e) => e.streamId === a || e.streamId === b);

        expect(ours.map((e) => e.id)).toEqual(appended.map((e) => e.id));
        expect(ours.map((e) => e.streamId)).toEqual([a, b, a, b, a]);
        expect(ours.map((e) => e.revision)).toEqual([0, 0, 1, 1, 2]);
        ours.slice(1).forEach((event, i) => expect(event.position).toBeGreaterThan(ours[i].position));
        expect(ours[4].position).toBe(last.position);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);
      });

      it('keeps its high-water mark when the newest events are deleted and purged', async () => {
        const streamId = streamName('high-water');
        const written = await store.appendToStream(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        expect(await store.highWaterMark()).toBeGreaterThanOrEqual(written.position);
        await store.deleteStream(streamId, { mode: 'tombstone' });
        await store.purgeDeletedData();
        expect(await store.highWaterMark()).toBeGreaterThanOrEqual(written.position);
      });

      it('pages through the global log with after and limit', async () => {
        const head = await store.headPosition();
        const streamId = streamName('paging');
        const appended = [newEvent(), newEvent(), newEvent(), newEvent(), newEvent()];
        await store.appendToStream(streamId, appended, { expectedRevision: 'no_stream' });

        const seen: StoredEvent[] = [];
        let after = head;
        for (;;) {
          const page = await store.readAll({ after, limit: 2 });
          if (page.length === 0) break;
          expect(page.length).toBeLessThanOrEqual(2);
          expect(page[0].position).toBeGreaterThan(after);
          seen.push(...page);
          after = page[page.length - 1].position;
        }

        expect(seen.filter((e) => e.streamId === streamId).map((e) => e.id)).toEqual(appended.map((e) => e.id));
        seen.slice(1).forEach((event, i) => expect(event.position).toBeGreaterThan(seen[i].position));
      });
    });

    describe('expected revision', () => {
      it("'no_stream' starts a stream and is refused once it exists", async () => {
        const streamId = streamName('no-stream');
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' });

        await expectConcurrencyError(store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' }), {
          streamId,
          expected: 'no_stream',
          actual: 0,
        });
        expect(await store.readStream(streamId)).toHaveLength(1);
      });

      it("'stream_exists' is refused for a missing stream and accepted once it exists", async () => {
        const streamId = streamName('exists');
        await expectConcurrencyError(store.appendToStream(streamId, [newEvent()], { expectedRevision: 'stream_exists' }), {
          streamId,
          expected: 'stream_exists',
          actual: 'no_stream',
        });

        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'stream_exists' });

        expect(result.nextRevision).toBe(1);
      });

      it("'any' appends whether or not the stream exists", async () => {
        const streamId = streamName('any');
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'any' });
        const result = await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'any' });

        expect(result.nextRevision).toBe(1);
        expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1]);
      });

      it('an exact revision must be the revision of the last event', async () => {
        const streamId = streamName('exact');
        await expectConcurrencyError(store.appendToStream(streamId, [newEvent()], { expectedRevision: 0 }), {
          streamId,
          expected: 0,
          actual: 'no_stream',
        });
        await store.appendToStream(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });

        await expectConcurrencyError(store.appendToStream(streamId, [newEvent()], { expectedRevision: 0 }), {
          streamId,
          expected: 0,
          actual: 1,
        });
        await expectConcurrencyError(store.appendToStream(streamId, [newEvent()], { expectedRevision: 5 }), {
          streamId,
          expected: 5,
          actual: 1,
        });
        const result = await store.appendToStream(streamId, [newEvent()], { expectedRevision: 1 });

        expect(result.nextRevision).toBe(2);
      });

      it('lets exactly one of two racing appends with the same expectation win', async () => {
        const streamId = streamName('race');
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' });
        const [left, right] = [newEvent('ShiftCreated'), newEvent('ShiftDeleted')];

        const outcomes = await Promise.allSettled([
          store.appendToStream(streamId, [left], { expectedRevision: 0 }),
          store.appendToStream(streamId, [right], { expectedRevision: 0 }),
        ]);

        const winners = outcomes.filter((o) => o.status === 'fulfilled');
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(1);
        expect(losers[0].reason).toBeInstanceOf(ConcurrencyError);
        const events = await store.readStream(streamId);
        expect(events).toHaveLength(2);
        expect([left.id, right.id]).toContain(events[1].id);
      });
    });

    describe('event ids', () => {
      it('re-appending the same events returns the stored result and writes nothing', async () => {
        const head = await store.headPosition();
        const streamId = streamName('idempotent');
        const events = [newEvent(), newEvent()];
        const first = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });

        const retried = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
        const retriedWithAny = await store.appendToStream(streamId, events, { expectedRevision: 'any' });

        expect(retried).toEqual(first);
        expect(retriedWithAny).toEqual(first);
        expect((await store.readStream(streamId)).map((e) => e.id)).toEqual(events.map((e) => e.id));
        const inLog = (await store.readAll({ after: head })).filter((e) => e.streamId === streamId);
        expect(inLog).toHaveLength(2);
      });

      it('refuses an id repeated within one append', async () => {
        const streamId = streamName('repeat');
        const event = newEvent();

        const error = await failureOf(store.appendToStream(streamId, [event, event], { expectedRevision: 'no_stream' }));

        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ eventId: event.id });
        expect(await store.readStream(streamId)).toEqual([]);
      });

      it('refuses stored ids mixed with new ones', async () => {
        const streamId = streamName('mixed');
        const stored = newEvent();
        await store.appendToStream(streamId, [stored], { expectedRevision: 'no_stream' });

        const error = await failureOf(store.appendToStream(streamId, [stored, newEvent()], { expectedRevision: 'any' }));

        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ eventId: stored.id });
        expect(await store.readStream(streamId)).toHaveLength(1);
      });

      it('refuses a stored id carrying other content', async () => {
        const streamId = streamName('content');
        const stored = newEvent('ShiftCreated', { start: '09:00:00' });
        await store.appendToStream(streamId, [stored], { expectedRevision: 'no_stream' });

        const changed = { ...stored, data: { start: '10:00:00' } };
        const error = await failureOf(store.appendToStream(streamId, [changed], { expectedRevision: 'no_stream' }));

        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([{ start: '09:00:00' }]);
      });

      it('refuses a stored id carrying other content whatever the expected revision', async () => {
        const streamId = streamName('content-any');
        const stored = newEvent('ShiftCreated', { start: '09:00:00' });
        await store.appendToStream(streamId, [stored], { expectedRevision: 'no_stream' });

        for (const expectedRevision of ['any', 'stream_exists', 0] as const) {
          const changed = { ...stored, metadata: { ...stored.metadata, correlationId: randomUUID() } };
          const error = await failureOf(store.appendToStream(streamId, [changed], { expectedRevision }));
          expect(error).toBeInstanceOf(DuplicateEventIdError);
        }
        expect((await store.readStream(streamId)).map((e) => e.metadata)).toEqual([stored.metadata]);
      });

      itWhen(capabilities.enforcesEventIdsAcrossStreams)('refuses an id already used in another stream', async () => {
        const [first, second] = [streamName('ids-a'), streamName('ids-b')];
        const event = newEvent();
        await store.appendToStream(first, [event], { expectedRevision: 'no_stream' });

        const error = await failureOf(store.appendToStream(second, [event], { expectedRevision: 'no_stream' }));

        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(await store.readStream(second)).toEqual([]);
      });
    });

    describe('reading a stream as it was', () => {
      it('reads up to a global position', async () => {
        const streamId = streamName('up-to-position');
        const results: AppendResult[] = [];
        for (let revision = 0; revision < 3; revision++) {
          const expectedRevision = revision === 0 ? 'no_stream' : revision - 1;
          results.push(await store.appendToStream(streamId, [newEvent()], { expectedRevision }));
        }

        const asOfSecond = await store.readStream(streamId, { upToPosition: results[1].position });

        expect(asOfSecond.map((e) => e.revision)).toEqual([0, 1]);
        expect(await store.readStream(streamId, { upToPosition: results[0].position - 1 })).toEqual([]);
      });

      it('reads up to a time (metadata.at, inclusive)', async () => {
        const streamId = streamName('up-to-time');
        await store.appendToStream(
          streamId,
          [
            newEvent('ShiftCreated', {}, '2024-05-01T09:00:00.000Z'),
            newEvent('ShiftCreated', {}, '2024-05-01T10:00:00.000Z'),
            newEvent('ShiftCreated', {}, '2024-05-01T11:00:00.000Z'),
          ],
          { expectedRevision: 'no_stream' },
        );

        expect((await store.readStream(streamId, { upToTime: '2024-05-01T10:00:00.000Z' })).map((e) => e.revision)).toEqual([0, 1]);
        expect((await store.readStream(streamId, { upToTime: '2024-05-01T10:00:00Z' })).map((e) => e.revision)).toEqual([0, 1]);
        expect(await store.readStream(streamId, { upToTime: '2024-05-01T08:59:59.999Z' })).toEqual([]);
      });
    });

    describe('subscribing to the global log', () => {
      it('catches up, then delivers events appended after subscribing', async () => {
        const head = await store.headPosition();
        const streamId = streamName('live');
        const before = [newEvent(), newEvent()];
        await store.appendToStream(streamId, before, { expectedRevision: 'no_stream' });
        const subscription = store.subscribeToAll({ after: head });
        const iterator = subscription[Symbol.asyncIterator]();
        try {
          expect((await nextOf(iterator, streamId)).id).toBe(before[0].id);
          expect((await nextOf(iterator, streamId)).id).toBe(before[1].id);

          const live = newEvent('ShiftDeleted');
          const pending = nextOf(iterator, streamId);
          await store.appendToStream(streamId, [live], { expectedRevision: 1 });

          expect(await pending).toMatchObject({ id: live.id, type: 'ShiftDeleted', streamId, revision: 2 });
        } finally {
          await subscription.close();
        }
      });

      it('resumes after a checkpoint', async () => {
        const streamId = streamName('resume');
        const events = [newEvent(), newEvent(), newEvent()];
        await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
        const stored = await store.readStream(streamId);
        const subscription = store.subscribeToAll({ after: stored[1].position });
        const iterator = subscription[Symbol.asyncIterator]();
        try {
          const first = await nextOf(iterator, streamId);
          expect(first).toEqual(stored[2]);
        } finally {
          await subscription.close();
        }
      });

      it('ends a waiting iteration when closed', async () => {
        const subscription = store.subscribeToAll({ after: await store.headPosition() });
        const iterator = subscription[Symbol.asyncIterator]();
        const streamId = streamName('closing');
        const waiting = nextOf(iterator, streamId).then(
          () => 'delivered',
          (error: Error) => error.message,
        );

        await subscription.close();

        expect(await waiting).toBe('the subscription ended');
      });
    });

    describe('deleting a stream', () => {
      it('reusable: removes its events, then lets it start again with no_stream', async () => {
        const head = await store.headPosition();
        const streamId = streamName('delete');
        const removed = [newEvent('UserRegistered', { email: 'ada@example.com' }), newEvent()];
        await store.appendToStream(streamId, removed, { expectedRevision: 'no_stream' });

        await store.deleteStream(streamId, { mode: 'reusable' });

        expect(await store.readStream(streamId)).toEqual([]);
        if (capabilities.purgesDeletedEventsAtOnce) {
          const inLog = await store.readAll({ after: head });
          expect(inLog.filter((e) => e.streamId === streamId)).toEqual([]);
        }

        const again = newEvent('UserRegistered', { email: 'grace@example.com' });
        const restarted = await store.appendToStream(streamId, [again], { expectedRevision: 'no_stream' });
        const events = await store.readStream(streamId);
        expect(events.map((e) => e.id)).toEqual([again.id]);
        expect(restarted.nextRevision).toBe(events[0].revision);
        if (capabilities.restartsRevisionsAfterDelete) expect(events[0].revision).toBe(0);
        // Nothing of the deletion itself shows in the global log.
        const inLog = (await store.readAll({ after: head })).filter((e) => e.streamId === streamId);
        expect(inLog.map((e) => e.id).slice(-1)).toEqual([again.id]);

        const next = await store.appendToStream(streamId, [newEvent()], { expectedRevision: restarted.nextRevision });
        expect(next.nextRevision).toBe(restarted.nextRevision + 1);
      });

      it('reusable: a stale append at the old revision does not revive the stream', async () => {
        const streamId = streamName('delete-stale');
        await store.appendToStream(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        await store.deleteStream(streamId, { mode: 'reusable' });

        const error = await failureOf(store.appendToStream(streamId, [newEvent()], { expectedRevision: 1 }));

        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(streamId)).toEqual([]);
      });

      it('tombstone: removes its events and refuses every later append', async () => {
        const head = await store.headPosition();
        const streamId = streamName('tombstone');
        await store.appendToStream(streamId, [newEvent('UserRegistered', { email: 'ada@example.com' }), newEvent()], {
          expectedRevision: 'no_stream',
        });

        await store.deleteStream(streamId, { mode: 'tombstone' });

        expect(await store.readStream(streamId)).toEqual([]);
        if (capabilities.purgesDeletedEventsAtOnce) {
          expect((await store.readAll({ after: head })).filter((e) => e.streamId === streamId)).toEqual([]);
        }
        for (const expectedRevision of ['no_stream', 'any', 'stream_exists', 1] as const) {
          const error = await failureOf(store.appendToStream(streamId, [newEvent()], { expectedRevision }));
          expect(error).toBeInstanceOf(StreamDeletedError);
          expect(error).toMatchObject({ streamId });
        }
        expect(await store.readStream(streamId)).toEqual([]);
      });

      it('tombstone: deleting again, in either mode, succeeds and keeps the tombstone', async () => {
        const streamId = streamName('tombstone-again');
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' });
        await store.deleteStream(streamId, { mode: 'tombstone' });

        await store.deleteStream(streamId, { mode: 'tombstone' });
        await store.deleteStream(streamId, { mode: 'reusable' });

        const error = await failureOf(store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' }));
        expect(error).toBeInstanceOf(StreamDeletedError);
      });

      it('accepts deleting a stream that does not exist, in both modes', async () => {
        const [reusable, tombstoned] = [streamName('delete-missing'), streamName('tombstone-missing')];

        await store.deleteStream(reusable, { mode: 'reusable' });
        await store.deleteStream(tombstoned, { mode: 'tombstone' });

        expect(await store.readStream(reusable)).toEqual([]);
        expect(await store.readStream(tombstoned)).toEqual([]);
        // A reusable delete of nothing leaves nothing behind: the stream starts as new.
        const started = await store.appendToStream(reusable, [newEvent()], { expectedRevision: 'no_stream' });
        expect(started.nextRevision).toBe(0);
      });

      it.each(['reusable', 'tombstone'] as const)('%s, given the last event read: only while it is still the last', async (mode) => {
        const streamId = streamName(`delete-expected-${mode}`);
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 'no_stream' });
        const [read] = await store.readStream(streamId);
        await store.appendToStream(streamId, [newEvent()], { expectedRevision: 0 });

        const error = await failureOf(store.deleteStream(streamId, { mode, expectedLastEvent: read }));

        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(streamId)).toHaveLength(2);
        const last = (await store.readStream(streamId))[1];
        await store.deleteStream(streamId, { mode, expectedLastEvent: last });
        expect(await store.readStream(streamId)).toEqual([]);
        // Deleted already: the event named is gone.
        expect(await failureOf(store.deleteStream(streamId, { mode, expectedLastEvent: last }))).toBeInstanceOf(ConcurrencyError);
      });

      it('reusable, given the last event read: refused once the stream was deleted and started again in between', async () => {
        const streamId = streamName('delete-expected-restarted');
        await store.appendToStream(streamId, [newEvent('EmailClaimed', { userId: 'first' })], { expectedRevision: 'no_stream' });
        const [checked] = await store.readStream(streamId);
        await store.deleteStream(streamId, { mode: 'reusable' });
        const newer = newEvent('EmailClaimed', { userId: 'second' });
        await store.appendToStream(streamId, [newer], { expectedRevision: 'no_stream' });

        const error = await failureOf(store.deleteStream(streamId, { mode: 'reusable', expectedLastEvent: checked }));

        expect(error).toBeInstanceOf(ConcurrencyError);
        expect((await store.readStream(streamId)).map((e) => e.id)).toEqual([newer.id]);
      });
    });

    describe('fencing an account', () => {
      // EventStoreDB's fence waits out appends already past their check (see its adapter).
      const FENCE_TIMEOUT_MS = 60_000;
      const by = (userId: string | null, type = 'WorkplaceCreated'): NewEvent => ({
        ...newEvent(type),
        metadata: { ...newEvent().metadata, userId },
      });

      it(
        "refuses every later append of the user's events, to any stream, and nobody else's",
        async () => {
          const [user, other] = [`fenced-${randomUUID()}`, `other-${randomUUID()}`];
          const [written, fresh] = [streamName('fenced-written'), streamName('fenced-fresh')];
          await store.appendToStream(written, [by(user)], { expectedRevision: 'no_stream' });

          await store.fenceAccount(user);
          await store.fenceAccount(user); // idempotent

          for (const [streamId, expectedRevision] of [
            [written, 0],
            [fresh, 'no_stream'],
          ] as const) {
            const error = await failureOf(store.appendToStream(streamId, [by(user)], { expectedRevision }));
            expect(error).toBeInstanceOf(AccountFencedError);
            expect(error).toMatchObject({ userId: user, streamId });
          }
          expect(await store.readStream(written)).toHaveLength(1);
          expect(await store.readStream(fresh)).toEqual([]);
          await store.appendToStream(streamName('fenced-others'), [by(other), by(null)], { expectedRevision: 'no_stream' });
        },
        FENCE_TIMEOUT_MS,
      );

      const forOwner = (member: string, owner: string): NewEvent => ({
        ...newEvent('ShiftCreated'),
        metadata: { ...newEvent().metadata, userId: member, ownerId: owner },
      });

      it(
        "refuses a team member's append for a fenced owner, and lets the member go on elsewhere",
        async () => {
          const [owner, member, otherOwner] = [`owner-${randomUUID()}`, `member-${randomUUID()}`, `owner2-${randomUUID()}`];
          const [ownersDay, otherDay] = [streamName('fenced-owners-day'), streamName('fenced-other-day')];
          await store.fenceAccount(owner);

          const error = await failureOf(store.appendToStream(ownersDay, [forOwner(member, owner)], { expectedRevision: 'no_stream' }));
          expect(error).toBeInstanceOf(AccountFencedError);
          expect(await store.readStream(ownersDay)).toEqual([]);
          await store.appendToStream(otherDay, [forOwner(member, otherOwner)], { expectedRevision: 'no_stream' });
        },
        FENCE_TIMEOUT_MS,
      );

      it("lists a team's streams for its owner, never for the member who wrote them", async () => {
        const [owner, member] = [`owner-${randomUUID()}`, `member-${randomUUID()}`];
        const [teamDay, membersOwn] = [streamName('team-day'), streamName('members-own')];
        await store.appendToStream(teamDay, [by(owner), forOwner(member, owner)], { expectedRevision: 'no_stream' });
        await store.appendToStream(membersOwn, [by(member)], { expectedRevision: 'no_stream' });

        expect(await store.streamsWrittenBy(owner)).toEqual([teamDay]);
        expect(await store.streamsWrittenBy(member)).toEqual([membersOwn]);
      });

      it('lists the streams holding events of a user, from the log', async () => {
        const [user, other] = [`writer-${randomUUID()}`, `other-${randomUUID()}`];
        const [first, second, shared, others] = ['first', 'second', 'shared', 'others'].map((label) => streamName(`written-${label}`));
        await store.appendToStream(first, [by(user), by(user)], { expectedRevision: 'no_stream' });
        await store.appendToStream(second, [by(user)], { expectedRevision: 'no_stream' });
        await store.appendToStream(shared, [by(other), by(user)], { expectedRevision: 'no_stream' });
        await store.appendToStream(others, [by(other), by(null)], { expectedRevision: 'no_stream' });

        expect((await store.streamsWrittenBy(user)).sort()).toEqual([first, second, shared].sort());
        expect(await store.streamsWrittenBy(`nobody-${randomUUID()}`)).toEqual([]);
        if (capabilities.purgesDeletedEventsAtOnce) {
          await store.deleteStream(second, { mode: 'tombstone' });
          expect((await store.streamsWrittenBy(user)).sort()).toEqual([first, shared].sort());
        }
      });
    });

    it('reports itself healthy', async () => {
      const health = await store.health();

      expect(health.ok).toBe(true);
    });
  });
}
