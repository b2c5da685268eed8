import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';
import { ROTA_DAYS, RotaDayDocument } from '../rota.read-models';

export class UpdateAssignmentTimeCommand extends Command<{ assignment_id: string }> {
  constructor(
    readonly actor: Actor & { userId: string },
    readonly assignmentId: string,
    readonly startMinute: number,
    readonly endMinute: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateAssignmentTimeCommand)
export class UpdateAssignmentTimeHandler implements ICommandHandler<UpdateAssignmentTimeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, assignmentId, startMinute, endMinute }: UpdateAssignmentTimeCommand) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId, actor.userId);
    // The current employee, for the removal rule; the decider ignores it if it is no longer theirs.
    const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate));
    const employeeId = day?.assignments.find((a) => a.assignmentId === assignmentId)?.employeeId ?? null;
    const [workplace, employee] = await Promise.all([this.context.workplace(workplaceId), this.context.employee(employeeId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'TimeAssignment', userId: actor.userId, rotaDate, workplace, assignmentId, startMinute, endMinute, employee },
      actor,
    });
    return { assignment_id: assignmentId };
  }
}
