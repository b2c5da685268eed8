import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  AnyDomainEvent,
  RotaCommand,
  rotaDecider,
  rotaStream,
  SharedSpan,
  sharingGenerationFrom,
  UserEvent,
  userStream,
} from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota';

/** 128 random bits: the link is the only key to a public page, so it must not be guessable. */
export const newRotaId = () => randomBytes(16).toString('base64url');

export class ShareRotaCommand extends Command<{ rotaId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    /** The day, or the first day (a Monday or a Sunday) of the week. */
    readonly rotaDate: string,
    readonly span: SharedSpan = 'day',
  ) {
    super();
  }
}

@CommandHandler(ShareRotaCommand)
export class ShareRotaHandler implements ICommandHandler<ShareRotaCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly eventStore: EventStore<AnyDomainEvent>,
  ) {}

  async execute({ actor, workplaceId, rotaDate, span }: ShareRotaCommand) {
    const [workplace, sharingGeneration] = await Promise.all([this.context.workplace(workplaceId), this.sharingGeneration(actor.ownerId)]);
    // A week's link lives in its Monday's stream, so one stream decides it atomically.
    const { state } = await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      // A day (or week) with a live link keeps it: the decider then ignores the fresh id.
      command: (): RotaCommand => ({
        type: 'ShareRota',
        data: {
          rotaDate,
          workplace,
          rotaId: newRotaId(),
          sharingGeneration,
          span,
        },
      }),
      actor,
    });
    return { rotaId: (span === 'week' ? state.weekRotaId : state.rotaId) as string };
  }

  /** How often the owner has turned public_rota off, from their own stream. */
  private async sharingGeneration(userId: string): Promise<number> {
    const events = await this.eventStore.readStream<UserEvent>(userStream(userId));
    return sharingGenerationFrom(events);
  }
}
