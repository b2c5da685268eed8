import type { SignedInActor } from '../../../common/auth/auth-user';
import { CommandBus, Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { workplaceDecider, workplaceStream } from '@rotaledger/domain';
import { RemoveWorkplaceEmployeesCommand } from '../../employees/commands/remove-workplace-employees.handler';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';

export class DeleteWorkplaceCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
  ) {
    super();
  }
}

/**
 * Order: WorkplaceDeleted first (from then on no employee can join it, and the lists
 * drop it), then each of its employees is removed, then the roster releases the
 * workplace. A crash part-way leaves claims too many, which the roster repairs (and it
 * removes any employee left behind) the next time they get in the way. The streams stay
 * in the event log for the owner's audit until the account is deleted.
 */
@CommandHandler(DeleteWorkplaceCommand)
export class DeleteWorkplaceHandler implements ICommandHandler<DeleteWorkplaceCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actor, workplaceId }: DeleteWorkplaceCommand): Promise<void> {
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the employees removed below are read from the directory, which reads WorkplaceDeleted.
      waitForReadModels: true,
      streamId: workplaceStream(workplaceId),
      decider: workplaceDecider,
      command: { type: 'DeleteWorkplace', data: { workplaceId } },
      actor,
    });
    await this.commands.execute(new RemoveWorkplaceEmployeesCommand(actor, workplaceId));
    await this.roster.release(actor, 'workplace', [workplaceId]);
  }
}
