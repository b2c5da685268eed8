import { Injectable } from '@nestjs/common';
import {
  ClaimFinding,
  ClaimKind,
  displayNameKey,
  DomainError,
  employeeDecider,
  employeeStream,
  RosterCommand,
  RosterConflict,
  rosterDecider,
  rosterStream,
  workplaceDecider,
  workplaceNameKey,
  workplaceStream,
} from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';

/**
 * The account-wide rules (caps, unique names) on the `roster-{userId}` stream. Every
 * create claims here before its aggregate's first append, every rename reserves its new
 * name before the rename and frees the old one after, every delete releases after its
 * aggregate's last append: a crash between the two appends can only leave a claim too
 * many (a name or a place blocked), never admit a duplicate or a fourth workplace.
 * Such a leftover is repaired when it gets in the way: see `run`.
 */
@Injectable()
export class RosterService {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
  ) {}

  claim(actor: SignedInActor, kind: ClaimKind, id: string, nameKey: string): Promise<void> {
    return this.run(actor, { type: 'Claim', data: { kind, id, nameKey, at: this.now() } });
  }

  reserveName(actor: SignedInActor, kind: ClaimKind, id: string, nameKey: string): Promise<void> {
    return this.run(actor, { type: 'ReserveName', data: { kind, id, nameKey, at: this.now() } });
  }

  freeName(actor: SignedInActor, kind: ClaimKind, id: string, nameKey: string): Promise<void> {
    return this.run(actor, { type: 'FreeName', data: { kind, id, nameKey } });
  }

  release(actor: SignedInActor, kind: ClaimKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.run(actor, { type: 'Release', data: { kind, ids } });
  }

  /**
   * On a cap or duplicate conflict, checks the claims in the way against their aggregate
   * streams, drops the leftovers of crashed commands, and tries once more. Only this
   * failure path pays for the extra reads.
   */
  private async run(actor: SignedInActor, command: RosterCommand): Promise<void> {
    try {
      await this.execute(actor, command);
    } catch (error) {
      if (!(error instanceof RosterConflict)) throw error;
      const findings = await Promise.all(error.suspects.map(({ kind, id }) => this.findTruth(actor, kind, id)));
      const repaired = await this.execute(actor, { type: 'Repair', data: { at: this.now(), findings } });
      if (!repaired) throw error;
      await this.execute(actor, command);
    }
  }

  private async execute(actor: SignedInActor, command: RosterCommand): Promise<boolean> {
    const { newEvents } = await this.aggregates.execute({
      streamId: rosterStream(actor.ownerId),
      decider: rosterDecider,
      command,
      actor,
      // A step of a command whose own append comes after (or before) it. Like most commands
      // (issue 42 §1), it does not wait for the read models: the caller's next request waits
      // for its position instead.
      waitForReadModels: false,
    });
    return newEvents.length > 0;
  }

  private async findTruth(actor: SignedInActor, kind: ClaimKind, id: string): Promise<ClaimFinding> {
    if (kind === 'workplace') {
      const { state, events } = await this.aggregates.load(workplaceStream(id), workplaceDecider);
      if (events.length === 0) return { kind, id, truth: { status: 'missing' } };
      if (state.status !== 'active') return { kind, id, truth: { status: 'gone' } };
      return { kind, id, truth: { status: 'live', nameKey: workplaceNameKey(state.details.name) } };
    }
    const { state, events } = await this.aggregates.load(employeeStream(id), employeeDecider);
    if (events.length === 0) return { kind, id, truth: { status: 'missing' } };
    if (state.status !== 'active') return { kind, id, truth: { status: 'gone' } };
    const live: ClaimFinding = { kind, id, truth: { status: 'live', nameKey: displayNameKey(state.details.displayName) } };
    const workplace = await this.aggregates.load(workplaceStream(state.details.workplaceId), workplaceDecider);
    if (workplace.state.status === 'active') return live;
    // A workplace deletion stopped before removing this employee: finish it.
    const removed = await this.aggregates
      .execute({
        streamId: employeeStream(id),
        decider: employeeDecider,
        command: {
          type: 'RemoveEmployee',
          data: { employeeId: id, fromWorkplaceId: state.details.workplaceId },
        },
        actor,
      })
      .then(({ newEvents }) => newEvents.length > 0)
      .catch((error: unknown) => {
        if (error instanceof DomainError) return true; // removed meanwhile
        throw error;
      });
    return removed ? { kind, id, truth: { status: 'gone' } } : live;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
