import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';

export class DeleteAssignmentCommand extends Command<{ assignment_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly assignmentId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteAssignmentCommand)
export class DeleteAssignmentHandler implements ICommandHandler<DeleteAssignmentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
  ) {}

  async execute({ actor, assignmentId }: DeleteAssignmentCommand) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'RemoveAssignment', data: { rotaDate, workplace, assignmentId } },
      actor,
    });
    return { assignment_id: assignmentId, changeId: actor.changeId };
  }
}
