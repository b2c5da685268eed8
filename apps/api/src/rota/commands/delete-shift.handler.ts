import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';

export class DeleteShiftCommand extends Command<{ shift_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly shiftId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteShiftCommand)
export class DeleteShiftHandler implements ICommandHandler<DeleteShiftCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
  ) {}

  async execute({ actor, shiftId }: DeleteShiftCommand) {
    const { workplaceId, rotaDate } = await this.locator.shift(shiftId);
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'DeleteShift', data: { rotaDate, workplace, shiftId } },
      actor,
    });
    return { shift_id: shiftId, changeId: actor.changeId };
  }
}
