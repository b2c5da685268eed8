import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';

export class UpdateAssignmentEmployeeCommand extends Command<{ assignment_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly assignmentId: string,
    /** null = unassign. */
    readonly employeeId: string | null,
  ) {
    super();
  }
}

@CommandHandler(UpdateAssignmentEmployeeCommand)
export class UpdateAssignmentEmployeeHandler implements ICommandHandler<UpdateAssignmentEmployeeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, assignmentId, employeeId }: UpdateAssignmentEmployeeCommand) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    const [workplace, employee, spansOf] = await Promise.all([
      this.context.workplace(workplaceId),
      this.context.employee(employeeId),
      this.spans.around(actor.ownerId, workplaceId, rotaDate),
    ]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'AssignEmployee',
        data: {
          rotaDate,
          workplace,
          assignmentId,
          employeeId,
          employee,
          busyElsewhere: spansOf(employeeId),
        },
      },
      actor,
    });
    return { assignment_id: assignmentId, changeId: actor.changeId };
  }
}
