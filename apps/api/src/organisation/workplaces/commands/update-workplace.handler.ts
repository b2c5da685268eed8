import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { activeWorkplace, workplaceDateAt, workplaceDecider, WorkplaceInput, workplaceNameKey, workplaceStream } from '@rotaledger/domain';
import { Clock } from '../../../infrastructure/clock';
import { ConcurrencyError } from '@rotaledger/event-store';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';

export class UpdateWorkplaceCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly changes: Partial<WorkplaceInput>,
  ) {
    super();
  }
}

const MAX_ATTEMPTS = 4;

@CommandHandler(UpdateWorkplaceCommand)
export class UpdateWorkplaceHandler implements ICommandHandler<UpdateWorkplaceCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly clock: Clock,
  ) {}

  /**
   * A rename reserves the new name in the roster before the workplace changes and frees
   * the old one after, so both names stay taken in between. The append expects the
   * revision the decision was made on; a concurrent change starts it all again.
   */
  async execute({ actor, workplaceId, changes }: UpdateWorkplaceCommand): Promise<void> {
    const streamId = workplaceStream(workplaceId);
    for (let attempt = 1; ; attempt++) {
      const { state, expectedRevision } = await this.aggregates.load(streamId, workplaceDecider);
      // A pay rule without effectiveFrom applies from the workplace's today (its zone before this change).
      const today = workplaceDateAt(this.clock.now(), state.status === 'none' ? {} : state.details);
      const events = workplaceDecider.decide({ type: 'UpdateWorkplace', data: { ...changes, workplaceId, today } }, state);
      if (events.length === 0) return;
      const before = workplaceNameKey(activeWorkplace(state).details.name);
      const after = events[0].type === 'WorkplaceUpdated' ? workplaceNameKey(events[0].data.name) : before;
      if (after !== before) await this.roster.reserveName(actor, 'workplace', workplaceId, after);
      try {
        await this.aggregates.append(streamId, events, expectedRevision, actor);
      } catch (error) {
        // The reservation stays: it only blocks a name, and a repair frees it once stale.
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      if (after !== before) await this.roster.freeName(actor, 'workplace', workplaceId, before);
      return;
    }
  }
}
