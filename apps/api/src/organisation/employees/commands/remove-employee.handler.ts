import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream } from '@rotaledger/domain';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';

export class RemoveEmployeeCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
  ) {
    super();
  }
}

/**
 * EmployeeRemoved first, then the roster releases the place and the display name (a
 * crash in between only keeps them taken until a repair). Hours already worked stay in
 * the rota streams; the rota context treats later assignments as unallocated.
 */
@CommandHandler(RemoveEmployeeCommand)
export class RemoveEmployeeHandler implements ICommandHandler<RemoveEmployeeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
  ) {}

  async execute({ actor, employeeId }: RemoveEmployeeCommand): Promise<void> {
    await this.aggregates.execute({
      streamId: employeeStream(employeeId),
      decider: employeeDecider,
      command: { type: 'RemoveEmployee', data: { employeeId } },
      actor,
    });
    await this.roster.release(actor, 'employee', [employeeId]);
  }
}
