import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AnyDomainEvent, Decider, DomainCommand, foldEvents } from '@rotaledger/domain';
import { ConcurrencyError, EventStore, ExpectedRevision, NewEvent, StoredEvent } from '@rotaledger/event-store';
import { Clock } from './clock';
import { ProjectionService } from './read-your-writes';

/** Who is acting, for the events' metadata. */
export interface Actor {
  userId: string | null;
  correlationId: string;
}

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

/**
 * The command path: load the decider's state from its stream, decide, append with the
 * expected revision, retry from a fresh read on a concurrency conflict (bounded), then
 * wait until the read models have caught up, so the caller can read its own write.
 */
@Injectable()
export class AggregateStore {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly clock: Clock,
    private readonly projections: ProjectionService,
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
   * state to be built, e.g. to pick a default) — it is called again on every retry.
   */
  async execute<Command extends DomainCommand, Event extends AnyDomainEvent, State>(args: {
    streamId: string;
    decider: Decider<Command, Event, State>;
    command: Command | ((state: State) => Command);
    actor: Actor;
  }): Promise<ExecuteResult<State, Event>> {
    for (let attempt = 1; ; attempt++) {
      const { state, expectedRevision } = await this.load(args.streamId, args.decider);
      const command = typeof args.command === 'function' ? args.command(state) : args.command;
      const newEvents = args.decider.decide(command, state);
      if (newEvents.length === 0) return { state, newEvents, position: 0 };
      try {
        const position = await this.append(args.streamId, newEvents, expectedRevision, args.actor);
        const next = newEvents.reduce(args.decider.evolve, state);
        return { state: next, newEvents, position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Appends already-decided events and waits for the read models. Returns the position. */
  async append(streamId: string, events: readonly AnyDomainEvent[], expectedRevision: ExpectedRevision, actor: Actor): Promise<number> {
    const position = await this.appendUnwaited(streamId, events, expectedRevision, actor);
    await this.projections.waitFor(
      position,
      events.map((event) => event.type),
    );
    return position;
  }

  /** Appends already-decided events without waiting for the read models (the caller waits its own way). */
  async appendUnwaited(
    streamId: string,
    events: readonly AnyDomainEvent[],
    expectedRevision: ExpectedRevision,
    actor: Actor,
  ): Promise<number> {
    const at = this.clock.now().toISOString();
    const newEvents: NewEvent<AnyDomainEvent>[] = events.map((event) => ({
      ...event,
      id: randomUUID(),
      metadata: { userId: actor.userId, at, correlationId: actor.correlationId, schemaVersion: SCHEMA_VERSION },
    }));
    const { position } = await this.eventStore.appendToStream(streamId, newEvents, { expectedRevision });
    return position;
  }
}
