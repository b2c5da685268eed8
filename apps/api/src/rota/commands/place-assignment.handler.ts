import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { newEntityId } from '../../infrastructure/idempotency-scope';

export class PlaceAssignmentCommand extends Command<{ assignment_id: string; shift_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly rotaDate: string,
    readonly serviceType: number,
    /** null = an open shift. */
    readonly employeeId: string | null,
    readonly startMinute: number,
    readonly endMinute: number,
    /** The assignment's own break; null or undefined: the workplace's rules. */
    readonly breakMinutes?: number | null,
  ) {
    super();
  }
}

/** The weekly "+": one decision finds (or makes) the row of the service and adds the assignment to it. */
@CommandHandler(PlaceAssignmentCommand)
export class PlaceAssignmentHandler implements ICommandHandler<PlaceAssignmentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, workplaceId, rotaDate, serviceType, employeeId, startMinute, endMinute, breakMinutes }: PlaceAssignmentCommand) {
    const [workplace, employee, spansOf] = await Promise.all([
      this.context.workplaceFor(workplaceId, actor),
      this.context.employee(employeeId),
      this.spans.around(actor.ownerId, workplaceId, rotaDate),
    ]);
    const assignmentId = newEntityId(actor);
    const { state } = await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'PlaceAssignment',
        data: {
          rotaDate,
          workplace,
          today: this.context.today(workplace),
          assignmentId,
          serviceType,
          employeeId,
          employee,
          startMinute,
          endMinute,
          breakMinutes,
          newShiftId: newEntityId(actor),
          busyElsewhere: spansOf(employeeId),
        },
      },
      actor,
    });
    const shiftId = state.assignments.find((a) => a.assignmentId === assignmentId)!.shiftId;
    return { assignment_id: assignmentId, shift_id: shiftId, changeId: actor.changeId };
  }
}
