import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, employeeDecider, employeeStream } from '@rotaledger/domain';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';
import { EmployeeDirectory } from '../employee-directory';

/** Sent by the workplace deletion, after WorkplaceDeleted: removes the workplace's employees. */
export class RemoveWorkplaceEmployeesCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveWorkplaceEmployeesCommand)
export class RemoveWorkplaceEmployeesHandler implements ICommandHandler<RemoveWorkplaceEmployeesCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly directory: EmployeeDirectory,
  ) {}

  /**
   * The directory has caught up with WorkplaceDeleted (read-your-writes), so it lists
   * every employee who joined before it; one joining later removes themselves.
   */
  async execute({ actor, workplaceId }: RemoveWorkplaceEmployeesCommand): Promise<void> {
    const employees = await this.directory.forWorkplace(workplaceId);
    const removed: string[] = [];
    for (const { employeeId } of employees) {
      try {
        const { newEvents } = await this.aggregates.execute({
          streamId: employeeStream(employeeId),
          decider: employeeDecider,
          command: { type: 'RemoveEmployee', data: { employeeId, fromWorkplaceId: workplaceId } },
          actor,
        });
        if (newEvents.length > 0) removed.push(employeeId);
      } catch (error) {
        // Removed meanwhile (or not the caller's): nothing left to do for this one.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    await this.roster.release(actor, 'employee', removed);
  }
}
