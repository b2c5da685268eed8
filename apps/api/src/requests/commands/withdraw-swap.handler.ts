import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaRequestContext } from '../rota-request-context';
import { StaffMember, staffActor } from '../staff-member';

export class WithdrawSwapCommand extends Command<void> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly swapId: string,
  ) {
    super();
  }
}

/** Staff take back their own offer while nobody has offered to cover it (the decider's rule). */
@CommandHandler(WithdrawSwapCommand)
export class WithdrawSwapHandler implements ICommandHandler<WithdrawSwapCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
  ) {}

  async execute({ member, actor, swapId }: WithdrawSwapCommand): Promise<void> {
    const { place, day } = await this.rota.swapDay(swapId);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'WithdrawSwap',
        data: { rotaDate: place.rotaDate, workplace: day.workplace, today: member.today, swapId, employeeId: member.employeeId },
      },
      actor: staffActor(actor, member),
    });
  }
}
