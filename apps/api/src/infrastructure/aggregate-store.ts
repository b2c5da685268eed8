import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AnyDomainEvent, Decider, DomainCommand, foldEvents } from '@rotaledger/domain';
import {
  ConcurrencyError,
  DuplicateEventIdError,
  EventStore,
  ExpectedRevision,
  NewEvent,
  StoredEvent,
  StoredEventEnvelope,
} from '@rotaledger/event-store';
import { AppendGuards } from './append-guards';
import { Clock } from './clock';
import { CrashPoints } from './crash-points';
import { HeadOfLog } from './head-of-log';
import { Actor, EventIdBatch } from './idempotency-scope';
import { ProjectionService } from './read-your-writes';

export type { Actor } from './idempotency-scope';

export const SCHEMA_VERSION = 1;
const MAX_ATTEMPTS = 4;

export interface LoadedAggregate<State, Event extends AnyDomainEvent = AnyDomainEvent> {
  state: State;
  /** The revision to expect on the next append. */
  expectedRevision: ExpectedRevision;
  events: StoredEvent<Event>[];
}

export interface ExecuteResult<State, Event extends AnyDomainEvent> {
  state: State;
  newEvents: Event[];
  /** Global position of the last appended event (0 when the decision produced none). */
  position: number;
}

/** The events of `batch` found in a stream: where the first is, and the run of them from there. */
function storedBatch<Event extends AnyDomainEvent>(
  events: readonly StoredEvent<Event>[],
  batch: EventIdBatch,
): { index: number; events: StoredEvent<Event>[] } | null {
  const first = batch.idAt(0);
  const index = events.findIndex((event) => event.id === first);
  if (index < 0) return null;
  const run: StoredEvent<Event>[] = [];
  while (index + run.length < events.length && events[index + run.length].id === batch.idAt(run.length))
    run.push(events[index + run.length]);
  return { index, events: run };
}

/**
 * The command path: load the decider's state from its stream, decide, append with the
 * expected revision, retry from a fresh read on a concurrency conflict (bounded), and answer
 * once the events are durably appended (issue 42 §1). The read models catch up behind: the
 * caller's next request waits for the position its answer carried (caller-position.ts). A
 * command that reads its own write, or whose effect other callers must see at once (a
 * revoked link, a signed-out session), passes `waitForReadModels: true`.
 *
 * With an Idempotency-Key (actor.idempotency) the events' ids are derived from the key, and a
 * decision an earlier attempt of the same request already stored is found by them and
 * returned as it was, never decided again (see IdempotencyScope).
 */
@Injectable()
export class AggregateStore {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly clock: Clock,
    private readonly projections: ProjectionService,
    private readonly headOfLog: HeadOfLog,
    private readonly crashPoints: CrashPoints,
    private readonly guards: AppendGuards,
  ) {}

  async load<Command extends DomainCommand, Event extends AnyDomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    options: { upToPosition?: number; upToTime?: string } = {},
  ): Promise<LoadedAggregate<State, Event>> {
    // The stream is the decider's: it holds only the events the decider decided.
    const events = await this.eventStore.readStream<Event>(streamId, options);
    const state = foldEvents(decider, events);
    const expectedRevision = events.length === 0 ? 'no_stream' : events[events.length - 1].revision;
    return { state, expectedRevision, events };
  }

  /**
   * `command` may be a function of the current state (for commands that need to see the
   * state to be built, e.g. to pick a default) — it is called again on every retry. When an
   * earlier attempt's decision is found, it is called once with the state that decision was
   * made on, and its events are returned instead of a new decision.
   */
  async execute<Command extends DomainCommand, Event extends AnyDomainEvent, State>(args: {
    streamId: string;
    decider: Decider<Command, Event, State>;
    command: Command | ((state: State) => Command);
    actor: Actor;
    /**
     * True to return only once the read models have processed the events (or throw
     * SavedNotYetVisibleException): for a command that reads them again before it answers, or
     * whose effect every other caller must see from its answer on. False by default.
     */
    waitForReadModels?: boolean;
  }): Promise<ExecuteResult<State, Event>> {
    const wait = args.waitForReadModels ?? false;
    const batch = args.actor.idempotency?.nextBatch(args.streamId);
    for (let attempt = 1; ; attempt++) {
      const { state, expectedRevision, events } = await this.load(args.streamId, args.decider);
      const earlier = batch && storedBatch(events, batch);
      if (earlier) {
        batch.settle();
        return this.resolved(args, events.slice(0, earlier.index), earlier.events, wait);
      }
      const command = typeof args.command === 'function' ? args.command(state) : args.command;
      const newEvents = args.decider.decide(command, state);
      if (newEvents.length === 0) {
        batch?.settle();
        return { state, newEvents, position: 0 };
      }
      try {
        const position = await this.appendBatch(args.streamId, newEvents, expectedRevision, args.actor, batch, {
          waitForReadModels: wait,
          streamEvents: events as readonly StoredEvent<AnyDomainEvent>[], // Event is one of AnyDomainEvent
        });
        const next = newEvents.reduce(args.decider.evolve, state);
        return { state: next, newEvents, position };
      } catch (error) {
        // Another attempt of the same request stored this decision in between: read it back.
        const storedByAnother = batch !== undefined && error instanceof DuplicateEventIdError;
        if (!(error instanceof ConcurrencyError || storedByAnother) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Appends already-decided events (waiting for the read models only with `waitForReadModels`,
   * as execute). Returns the position. With an Idempotency-Key, events an earlier attempt of
   * the request stored here are not appended again.
   */
  async append(
    streamId: string,
    events: readonly AnyDomainEvent[],
    expectedRevision: ExpectedRevision,
    actor: Actor,
    { waitForReadModels = false } = {},
  ): Promise<number> {
    const batch = actor.idempotency?.nextBatch(streamId);
    if (batch) {
      const earlier = storedBatch(await this.eventStore.readStream(streamId), batch);
      if (earlier) {
        batch.settle();
        return waitForReadModels ? this.waitForStored(earlier.events) : earlier.events[earlier.events.length - 1].position;
      }
    }
    return this.appendBatch(streamId, events, expectedRevision, actor, batch, { waitForReadModels });
  }

  /** Appends already-decided events without waiting for the read models and without an idempotency batch (background steps). */
  async appendUnwaited(
    streamId: string,
    events: readonly AnyDomainEvent[],
    expectedRevision: ExpectedRevision,
    actor: Actor,
  ): Promise<number> {
    return this.appendBatch(streamId, events, expectedRevision, actor, undefined, { waitForReadModels: false });
  }

  private async appendBatch(
    streamId: string,
    events: readonly AnyDomainEvent[],
    expectedRevision: ExpectedRevision,
    actor: Actor,
    batch: EventIdBatch | undefined,
    {
      waitForReadModels = false,
      streamEvents,
    }: { waitForReadModels?: boolean; streamEvents?: readonly StoredEvent<AnyDomainEvent>[] } = {},
  ): Promise<number> {
    const at = this.clock.now().toISOString();
    const base = {
      userId: actor.userId,
      ...(actor.ownerId !== undefined && actor.ownerId !== actor.userId ? { ownerId: actor.ownerId } : {}),
      at,
      correlationId: actor.correlationId,
    };
    const newEvents: NewEvent<AnyDomainEvent>[] = events.map((event, index) => ({
      ...event,
      id: batch ? batch.idAt(index) : randomUUID(),
      metadata: {
        ...base,
        ...(actor.changeId === undefined ? {} : { changeId: actor.changeId }),
        ...(actor.undoes === undefined ? {} : { undoes: actor.undoes }),
        ...(actor.autofillProposalId === undefined ? {} : { autofillProposalId: actor.autofillProposalId }),
        schemaVersion: SCHEMA_VERSION,
      },
    }));
    await this.headOfLog.assertWritable();
    // A rule across streams (one person's shifts at every workplace) refuses or fences here.
    await this.guards.beforeAppend({ streamId, events, metadata: { ...base, schemaVersion: SCHEMA_VERSION }, streamEvents });
    const { position } = await this.eventStore.appendToStream(streamId, newEvents, { expectedRevision });
    batch?.settle();
    this.crashPoints.afterAppend(streamId);
    if (waitForReadModels) {
      await this.projections.waitFor(
        position,
        newEvents.map((event) => event.type),
      );
    }
    return position;
  }

  /** An earlier attempt's decision, as execute would have returned it. */
  private async resolved<Command extends DomainCommand, Event extends AnyDomainEvent, State>(
    args: { decider: Decider<Command, Event, State>; command: Command | ((state: State) => Command) },
    before: StoredEvent<Event>[],
    stored: StoredEvent<Event>[],
    wait: boolean,
  ): Promise<ExecuteResult<State, Event>> {
    const decidedOn = foldEvents(args.decider, before);
    if (typeof args.command === 'function') args.command(decidedOn);
    const newEvents: Event[] = stored.map(({ type, data }) => ({ type, data }) as Event);
    const position = wait ? await this.waitForStored(stored) : stored[stored.length - 1].position;
    return { state: newEvents.reduce(args.decider.evolve, decidedOn), newEvents, position };
  }

  private async waitForStored(stored: readonly (StoredEventEnvelope & { type: string })[]): Promise<number> {
    const position = stored[stored.length - 1].position;
    await this.projections.waitFor(
      position,
      stored.map((event) => event.type),
    );
    return position;
  }
}
