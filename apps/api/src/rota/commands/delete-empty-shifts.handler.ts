import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../rota-context.loader';

/** The spec's shift lifecycle: when a day loads, shifts nobody was put on are deleted. */
export class DeleteEmptyShiftsCommand extends Command<void> {
  constructor(
    readonly actor: Actor & { userId: string },
    readonly workplaceId: string,
    readonly rotaDate: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteEmptyShiftsCommand)
export class DeleteEmptyShiftsHandler implements ICommandHandler<DeleteEmptyShiftsCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, rotaDate }: DeleteEmptyShiftsCommand): Promise<void> {
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'DeleteEmptyShifts', userId: actor.userId, rotaDate, workplace },
      actor,
    });
  }
}
