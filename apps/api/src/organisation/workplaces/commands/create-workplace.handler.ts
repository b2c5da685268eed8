import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CreateWorkplace, workplaceDateAt, workplaceDecider, WorkplaceInput, workplaceNameKey, workplaceStream } from '@rotaledger/domain';
import { Clock } from '../../../infrastructure/clock';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';
import { newEntityId } from '../../../infrastructure/idempotency-scope';

export class CreateWorkplaceCommand extends Command<{ workplaceId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly input: WorkplaceInput,
  ) {
    super();
  }
}

@CommandHandler(CreateWorkplaceCommand)
export class CreateWorkplaceHandler implements ICommandHandler<CreateWorkplaceCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: CreateWorkplaceCommand): Promise<{ workplaceId: string }> {
    const workplaceId = newEntityId(actor);
    const command: CreateWorkplace = {
      type: 'CreateWorkplace',
      data: { ...input, workplaceId, ownerId: actor.ownerId, today: workplaceDateAt(this.clock.now(), input) },
    };
    // Decide once up front so invalid input is a 400 that never touches the roster.
    workplaceDecider.decide(command, workplaceDecider.initialState());
    await this.roster.claim(actor, 'workplace', workplaceId, workplaceNameKey(input.name));
    try {
      await this.aggregates.execute({ streamId: workplaceStream(workplaceId), decider: workplaceDecider, command, actor });
    } catch (error) {
      // Best effort; if this process dies instead, the claim is repaired after its grace period.
      await this.roster.release(actor, 'workplace', [workplaceId]).catch(() => undefined);
      throw error;
    }
    return { workplaceId };
  }
}
