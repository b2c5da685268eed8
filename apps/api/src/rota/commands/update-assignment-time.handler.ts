import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';
import { ROTA_DAYS, RotaDayDocument } from '../rota.read-models';
import { newEntityId } from '../../infrastructure/idempotency-scope';

export class UpdateAssignmentTimeCommand extends Command<{ assignment_id: string; shift_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly assignmentId: string,
    readonly startMinute: number,
    readonly endMinute: number,
    /** A number: its own break; null: back to the rules; undefined: an own break stays, else the rules for the new length. */
    readonly breakMinutes?: number | null,
  ) {
    super();
  }
}

/** Re-times an assignment; the answer names its row, which changes when a colleague held the new time in the old one. */
@CommandHandler(UpdateAssignmentTimeCommand)
export class UpdateAssignmentTimeHandler implements ICommandHandler<UpdateAssignmentTimeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly readModels: ReadModelStore,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, assignmentId, startMinute, endMinute, breakMinutes }: UpdateAssignmentTimeCommand) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    // The current employee, for the removal rule; the decider ignores it if it is no longer theirs.
    const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate));
    const employeeId = day?.assignments.find((a) => a.assignmentId === assignmentId)?.employeeId ?? null;
    const [workplace, employee, spansOf] = await Promise.all([
      this.context.workplaceFor(workplaceId, actor),
      this.context.employee(employeeId),
      this.spans.around(actor.ownerId, workplaceId, rotaDate),
    ]);
    const newShiftId = newEntityId(actor);
    const { state } = await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      // Whoever holds the assignment on the stream as decided binds the time (re-read on every retry).
      command: (current) => ({
        type: 'TimeAssignment' as const,
        data: {
          rotaDate,
          workplace,
          today: this.context.today(workplace),
          assignmentId,
          startMinute,
          endMinute,
          breakMinutes,
          employee,
          newShiftId,
          busyElsewhere: spansOf(current.assignments.find((a) => a.assignmentId === assignmentId)?.employeeId ?? null),
        },
      }),
      actor,
    });
    const shiftId = state.assignments.find((a) => a.assignmentId === assignmentId)!.shiftId;
    return { assignment_id: assignmentId, shift_id: shiftId, changeId: actor.changeId };
  }
}
