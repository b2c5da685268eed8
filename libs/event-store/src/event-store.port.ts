/**
 * The event store port. Everything outside this library talks to this abstract class
 * (it doubles as the Nest DI token); the adapters translate their client's values and
 * errors at the edge.
 */

/** Who did it, when, as part of which request, in which shape. Every event carries it. */
export interface EventMetadata {
  /** The acting user, or null for public/system actions (a contact message, a projection repair). */
  userId: string | null;
  /**
   * Whose data the event is, when a team member acts for the team's owner (absent: the acting
   * user's own). Account deletion finds the owner's streams by it, never the member's.
   */
  ownerId?: string;
  /** ISO-8601 instant the command was decided (from the injected clock, never the store). */
  at: string;
  correlationId: string;
  /** The change (one request's writes, on every stream it wrote) the event belongs to; absent on events from before changes had ids. */
  changeId?: string;
  /** On the events of an undo: the change they revert. */
  undoes?: string;
  /** On the placements of an accepted auto-fill proposal (issue 38): the proposal they came from. */
  autofillProposalId?: string;
  schemaVersion: number;
}

/**
 * What every event is: a type name and its data. A store is typed by the union of the
 * events it holds (the domain's, in the app): the type name then narrows the data, so
 * code reading events needs no casts.
 */
export interface EventBody<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Any event, its data a JSON object of unknown fields: the default for code that no union types. */
export type UntypedEvent = EventBody<string, Record<string, unknown>>;

/** What the store adds to an event handed to it. */
export interface NewEventEnvelope {
  /** Unique id (uuid). Re-appending the same ids to the same stream is a no-op. */
  id: string;
  metadata: EventMetadata;
}

/** What the store adds to an event it hands back. */
export interface StoredEventEnvelope extends NewEventEnvelope {
  streamId: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /**
   * Position in the global log: strictly increasing in append order, unique per event, > 0.
   * Gaps are allowed (deleted streams, other writers); order is what matters.
   */
  position: number;
}

/**
 * An event as a command handler hands it to the store. For a union `E` it is a union too
 * (the intersection distributes), so `event.type` still narrows `event.data`.
 */
export type NewEvent<E extends EventBody = UntypedEvent> = E & NewEventEnvelope;

/** An event as the store hands it back; a union stays a union, as for NewEvent. */
export type StoredEvent<E extends EventBody = UntypedEvent> = E & StoredEventEnvelope;

/**
 * The expected state of a stream before an append. Required on every append: there is
 * deliberately no default, so forgetting the concurrency check is a compile error.
 * - 'no_stream': the stream must not exist (or must have been deleted);
 * - 'stream_exists': it must have at least one event;
 * - 'any': no check (for streams with no invariants, such as contact messages);
 * - a number: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last event appended (or of the already-stored duplicate). */
  position: number;
}

export interface ReadStreamOptions {
  /** Only events at or before this global position. */
  upToPosition?: number;
  /** Only events whose metadata.at is at or before this ISO instant. */
  upToTime?: string;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. 0 (the default) means from the start. */
  after?: number;
  /** Maximum number of events returned (default: adapter's page size, at least 1000). */
  limit?: number;
}

/** A catch-up subscription: replays from the checkpoint, then goes live. */
export interface EventSubscription<E extends EventBody = UntypedEvent> extends AsyncIterable<StoredEvent<E>> {
  /** Stops the subscription; a pending iteration ends (returns done). */
  close(): Promise<void>;
}

/** Raised when an append's expected revision does not match the stream. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'ConcurrencyError';
  }
}

/** Raised when an append reuses an event id already stored in another stream or with other content. */
export class DuplicateEventIdError extends Error {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} is already used`);
    this.name = 'DuplicateEventIdError';
  }
}

/** Raised when an append targets a tombstoned stream: its id can never be used again. */
export class StreamDeletedError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} was deleted for good`);
    this.name = 'StreamDeletedError';
  }
}

/**
 * Raised when an append carries an event whose metadata names a fenced account as its user
 * (see EventStore.fenceAccount): the account is being deleted, nothing of it may be written.
 */
export class AccountFencedError extends Error {
  constructor(
    readonly userId: string,
    readonly streamId: string,
  ) {
    super(`Stream ${streamId}: account ${userId} is being deleted; its writes are refused`);
    this.name = 'AccountFencedError';
  }
}

/**
 * The last event of a stream as the caller read it: a delete given it happens only while that
 * event is still the stream's last. Both fields, because a store may number a stream re-created
 * after a reusable delete from 0 again (SQLite), while a position is never reused.
 */
export interface ExpectedLastEvent {
  revision: number;
  position: number;
}

/**
 * How a stream is deleted. Required, like the expected revision on appends:
 * - 'tombstone': for id-keyed streams whose id is never reused (`user-`, `workplace-`,
 *   `employee-`, `rota-`, `roster-`, ...). Every later append is refused with
 *   StreamDeletedError, so a stale command can never revive it.
 * - 'reusable': for streams keyed by a value that may come back (an `email-` claim). The
 *   stream reads as if it never existed and a later 'no_stream' append starts it again.
 * Both are idempotent, and both accept a stream that does not exist (a tombstone then
 * reserves the id; a reusable delete does nothing).
 */
export type StreamDeletionMode = 'tombstone' | 'reusable';

export interface EventStoreHealth {
  ok: boolean;
  adapter: 'sqlite' | 'eventstoredb' | 'postgresql';
  detail?: string;
  /** Global position of the newest event, when known. */
  headPosition?: number;
}

/**
 * `E` is the union of the events the store holds. The store cannot check it: what it reads
 * back is what was appended, so the type is as sound as the appends (all typed by `E`).
 */
export abstract class EventStore<E extends EventBody = UntypedEvent> {
  /**
   * Appends events atomically to one stream, checking the expected revision.
   * Throws ConcurrencyError on a mismatch. If every id in `events` is already stored
   * in this stream, nothing is written and the stored result is returned (idempotency).
   */
  abstract appendToStream(
    streamId: string,
    events: readonly NewEvent<E>[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;

  /**
   * Reads a stream in revision order; a missing or deleted stream reads as []. A stream
   * holds one aggregate's events: `Of` names their union (e.g. a decider's events).
   */
  abstract readStream<Of extends E = E>(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent<Of>[]>;

  /** One page of the global log, in position order. */
  abstract readAll(options?: ReadAllOptions): Promise<StoredEvent<E>[]>;

  /**
   * Catch-up subscription to the global log (user events only, never system events):
   * yields every event after `after` in position order, then new events as they are appended.
   */
  abstract subscribeToAll(options?: { after?: number }): EventSubscription<E>;

  /**
   * Deletes a stream for real: its events no longer read from the stream nor, once the
   * store has purged them (immediately for SQLite, after a scavenge for EventStoreDB),
   * from the global log. See StreamDeletionMode for what a later append may do.
   * With `expectedLastEvent`, only while that event is still the stream's last: otherwise
   * (another event appended, or the stream deleted and started again) ConcurrencyError and
   * nothing is deleted.
   */
  abstract deleteStream(streamId: string, options: { mode: StreamDeletionMode; expectedLastEvent?: ExpectedLastEvent }): Promise<void>;

  /**
   * Fences an account: once this resolves, every append of an event whose metadata names
   * `userId` as its user or as its owner (a team member acting for it) is refused with
   * AccountFencedError, by every process sharing the store, for good; and every such append
   * that was accepted has landed, so streamsWrittenBy sees it. Idempotent. Events naming
   * neither (the deletion's own records, public actions) are not affected.
   */
  abstract fenceAccount(userId: string): Promise<void>;

  /**
   * The ids of the streams holding the account's data: an event whose metadata names `userId`
   * as its owner, or as its user with no other owner (a team member's events for the team's
   * owner belong to the owner, never to the member). Read from the log itself (no projection),
   * in no particular order. A tombstoned stream whose events the store has not purged yet
   * (EventStoreDB before a scavenge) may be listed again.
   */
  abstract streamsWrittenBy(userId: string): Promise<string[]>;

  /**
   * Makes deleted data unrecoverable from the store's own files where the adapter can do
   * so itself (SQLite: VACUUM, then a truncating WAL checkpoint; its cost grows with the file).
   * EventStoreDB purges only in a scavenge, which operations schedule; there it does nothing.
   */
  abstract purgeDeletedData(): Promise<void>;

  /**
   * Replaces the data of stored events in place, keeping their id, stream, revision, position
   * and metadata: only for the sealing migration (SealingEventStore.sealExisting), which hands
   * the same event with its personal fields sealed. KurrentDB's log is immutable, so there it
   * is refused (the default).
   */
  replaceEventData(changes: readonly { id: string; data: unknown }[]): Promise<void> {
    return Promise.reject(new Error(`This event store cannot rewrite ${changes.length} stored event(s) in place`));
  }

  /** Position of the newest event in the global log (0 when empty). */
  abstract headPosition(): Promise<number>;

  /**
   * The highest position the log has ever reached (0 when nothing was ever written). Unlike
   * headPosition it never goes back when the newest events are deleted (an account deletion,
   * a scavenge): a projection checkpoint beyond it means the log was reset or replaced.
   */
  abstract highWaterMark(): Promise<number>;

  abstract health(): Promise<EventStoreHealth>;

  abstract close(): Promise<void>;
}

/** The accounts a batch of events names, as user or as owner: what a fence is checked against. */
export function accountsNamedBy(events: readonly { metadata: EventMetadata }[]): Set<string> {
  const accounts = new Set<string>();
  for (const { metadata } of events) {
    if (metadata.userId !== null) accounts.add(metadata.userId);
    if (metadata.ownerId !== undefined) accounts.add(metadata.ownerId);
  }
  return accounts;
}

/** Whose data an event is: its owner when a team member acted for one, else its user. */
export const accountOf = (metadata: EventMetadata | undefined): string | null => metadata?.ownerId ?? metadata?.userId ?? null;
