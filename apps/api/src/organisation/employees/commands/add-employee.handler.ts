import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AddEmployee, displayNameKey, employeeDecider, EmployeeInput, employeeStream, isoDateOfInstant } from '@rotaledger/domain';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { Clock } from '../../../infrastructure/clock';
import { RosterService } from '../../roster/roster.service';
import { leaveIfWorkplaceDeleted, loadWorkplace } from './employee-workplace';
import { newEntityId } from '../../../infrastructure/idempotency-scope';

export class AddEmployeeCommand extends Command<{ employeeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string | undefined,
    readonly input: EmployeeInput,
  ) {
    super();
  }
}

@CommandHandler(AddEmployeeCommand)
export class AddEmployeeHandler implements ICommandHandler<AddEmployeeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, workplaceId, input }: AddEmployeeCommand): Promise<{ employeeId: string }> {
    const employeeId = newEntityId(actor);
    const workplace = await loadWorkplace(this.aggregates, workplaceId);
    const command: AddEmployee = {
      type: 'AddEmployee',
      data: { ...input, employeeId, ownerId: actor.ownerId, workplace, today: isoDateOfInstant(this.clock.now().toISOString()) },
    };
    // Decide once up front so a 400 or 404 never touches the roster.
    employeeDecider.decide(command, employeeDecider.initialState());
    await this.roster.claim(actor, 'employee', employeeId, displayNameKey(input.displayName));
    try {
      await this.aggregates.execute({ streamId: employeeStream(employeeId), decider: employeeDecider, command, actor });
    } catch (error) {
      // Best effort; if this process dies instead, the claim is repaired after its grace period.
      await this.roster.release(actor, 'employee', [employeeId]).catch(() => undefined);
      throw error;
    }
    await leaveIfWorkplaceDeleted(this.aggregates, this.roster, actor, employeeId, workplaceId!);
    return { employeeId };
  }
}
