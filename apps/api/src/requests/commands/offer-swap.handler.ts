import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { RotaRequestContext } from '../rota-request-context';
import { StaffMember, staffActor } from '../staff-member';

export class OfferSwapCommand extends Command<{ swapId: string }> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly assignmentId: string,
  ) {
    super();
  }
}

/** Staff offer one of their own shifts (of any workplace of the account: the decider checks it is theirs) for a colleague to cover. */
@CommandHandler(OfferSwapCommand)
export class OfferSwapHandler implements ICommandHandler<OfferSwapCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
  ) {}

  async execute({ member, actor, assignmentId }: OfferSwapCommand) {
    const place = await this.rota.assignment(assignmentId);
    const day = await this.rota.day(place);
    const swapId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'OfferSwap',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          swapId,
          assignmentId,
          employeeId: member.employeeId,
          employee: await day.employee(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
    return { swapId };
  }
}
