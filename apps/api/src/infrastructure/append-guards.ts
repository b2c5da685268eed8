import { Injectable } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import type { EventMetadata, StoredEvent } from '@rotaledger/event-store';

/** An append about to be made: the stream, the decided events and the metadata they will carry. */
export interface GuardedAppend {
  streamId: string;
  events: readonly AnyDomainEvent[];
  /** The events' metadata, without the change's ids (changeId, undoes, proposal): what a guard's own appends may carry. */
  metadata: Omit<EventMetadata, 'changeId' | 'undoes' | 'autofillProposalId'>;
  /**
   * The stream's events as the decision read them, when it did (AggregateStore.execute): the
   * append is made at that revision, so a guard may judge the stream by them instead of reading it again.
   */
  streamEvents?: readonly StoredEvent<AnyDomainEvent>[];
}

/**
 * A rule that spans streams, kept atomically just before an append to the streams it watches:
 * it refuses (throws a DomainError), or makes the appends that fence the decision against
 * another stream's (a ConcurrencyError there makes the command decide again).
 */
export interface AppendGuard {
  watches(streamId: string): boolean;
  beforeAppend(append: GuardedAppend): Promise<void>;
}

/**
 * The guards of every append the command path makes (AggregateStore): a bounded context
 * registers its guard from its module's constructor, as it registers its projections.
 */
@Injectable()
export class AppendGuards {
  private readonly guards: AppendGuard[] = [];

  register(guard: AppendGuard): void {
    this.guards.push(guard);
  }

  async beforeAppend(append: GuardedAppend): Promise<void> {
    for (const guard of this.guards) if (guard.watches(append.streamId)) await guard.beforeAppend(append);
  }
}
