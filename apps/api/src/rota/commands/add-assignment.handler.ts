import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';
import { newEntityId } from '../../infrastructure/idempotency-scope';

export class AddAssignmentCommand extends Command<{ assignment_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly shiftId: string,
    /** null = unallocated. */
    readonly employeeId: string | null,
    readonly startMinute: number,
    readonly endMinute: number,
    /** The assignment's own break; null or undefined: the workplace's rules. */
    readonly breakMinutes?: number | null,
  ) {
    super();
  }
}

@CommandHandler(AddAssignmentCommand)
export class AddAssignmentHandler implements ICommandHandler<AddAssignmentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, shiftId, employeeId, startMinute, endMinute, breakMinutes }: AddAssignmentCommand) {
    const { workplaceId, rotaDate } = await this.locator.shift(shiftId);
    const [workplace, employee, spansOf] = await Promise.all([
      this.context.workplaceFor(workplaceId, actor),
      this.context.employee(employeeId),
      this.spans.around(actor.ownerId, workplaceId, rotaDate),
    ]);
    const assignmentId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'AddAssignment',
        data: {
          rotaDate,
          workplace,
          today: this.context.today(workplace),
          assignmentId,
          shiftId,
          startMinute,
          endMinute,
          breakMinutes,
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
