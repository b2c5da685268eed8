import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RotaCommand, rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota/rota-context.loader';

/** 128 random bits: the link is the only key to a public page, so it must not be guessable. */
export const newRotaId = () => randomBytes(16).toString('base64url');

export class ShareRotaCommand extends Command<{ rotaId: string }> {
  constructor(
    readonly actor: Actor & { userId: string },
    readonly workplaceId: string,
    readonly rotaDate: string,
  ) {
    super();
  }
}

@CommandHandler(ShareRotaCommand)
export class ShareRotaHandler implements ICommandHandler<ShareRotaCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, rotaDate }: ShareRotaCommand) {
    const workplace = await this.context.workplace(workplaceId);
    const { state } = await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      // A day shared before keeps its link: the decider then decides nothing.
      command: (current): RotaCommand => ({
        type: 'ShareRota',
        userId: actor.userId,
        rotaDate,
        workplace,
        rotaId: current.rotaId ?? newRotaId(),
      }),
      actor,
    });
    return { rotaId: state.rotaId as string };
  }
}
