import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { publicationDecider, publicationStream, workplaceDecider, workplaceStream } from '@rotaledger/domain';
import type { PublishRotaAnswer } from '@rotaledger/contracts';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { StaffNotifier } from '../staff-notifier';

export class PublishRotaWeekCommand extends Command<PublishRotaAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly weekStart: string,
  ) {
    super();
  }
}

/**
 * `POST /rota/publish`: in 'on-publish' mode the week's plan becomes what staff see
 * (RotaWeekPublished, waited for by the read models), then, in either mode, every employee
 * whose shifts changed since they were last told gets one e-mail.
 */
@CommandHandler(PublishRotaWeekCommand)
export class PublishRotaWeekHandler implements ICommandHandler<PublishRotaWeekCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly notifier: StaffNotifier,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, workplaceId, weekStart }: PublishRotaWeekCommand): Promise<PublishRotaAnswer> {
    const publishedAt = this.clock.now().toISOString();
    const { state: workplace } = await this.aggregates.load(workplaceStream(workplaceId), workplaceDecider);
    await this.aggregates.execute({
      streamId: publicationStream(workplaceId),
      decider: publicationDecider,
      command: { type: 'PublishRotaWeek', data: { workplace, weekStart, ownerId: actor.ownerId } },
      actor,
    });
    const { changedEmployees, notified } = await this.notifier.notifyWorkplace(actor, workplaceId, weekStart);
    return { publishedAt, changedEmployees, notified };
  }
}
