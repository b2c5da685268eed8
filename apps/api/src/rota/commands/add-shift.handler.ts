import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../rota-context.loader';
import { newEntityId } from '../../infrastructure/idempotency-scope';

export class AddShiftCommand extends Command<{ shift_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly rotaDate: string,
    readonly serviceType: number,
  ) {
    super();
  }
}

@CommandHandler(AddShiftCommand)
export class AddShiftHandler implements ICommandHandler<AddShiftCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, rotaDate, serviceType }: AddShiftCommand) {
    const workplace = await this.context.workplace(workplaceId);
    const shiftId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'CreateShift',
        data: { rotaDate, workplace, today: this.context.today(workplace), shiftId, workplaceId, serviceType },
      },
      actor,
    });
    return { shift_id: shiftId, changeId: actor.changeId };
  }
}
