import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaRequestContext } from '../rota-request-context';
import { StaffMember, staffActor } from '../staff-member';

export class AcceptSwapCommand extends Command<void> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly swapId: string,
  ) {
    super();
  }
}

/** A colleague of the same workplace offers to cover a swap, by the placement's rules; a manager then decides it. */
@CommandHandler(AcceptSwapCommand)
export class AcceptSwapHandler implements ICommandHandler<AcceptSwapCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
  ) {}

  async execute({ member, actor, swapId }: AcceptSwapCommand): Promise<void> {
    const { place, day } = await this.rota.swapDay(swapId);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'AcceptSwap',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          swapId,
          employeeId: member.employeeId,
          employee: await day.employee(member.employeeId),
          busyElsewhere: day.spansOf(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
  }
}
