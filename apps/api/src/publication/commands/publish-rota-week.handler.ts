import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  PUBLICATION_MESSAGES,
  publicationDecider,
  publicationStream,
  publishModeOf,
  teamWorkplace,
  workplaceDecider,
  workplaceStream,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { PublishRotaAnswer } from '@rotaledger/contracts';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { unpublishedChangesOf } from '../queries/get-publication.handler';
import { StaffNotifier, StaffPages } from '../staff-notifier';

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
 * whose shifts changed since they last saw them gets one e-mail. What their pages showed is
 * read first: in 'on-publish' mode it is what they last saw. The answer says what was
 * published (nothing in 'live' mode, where staff already see every change).
 */
@CommandHandler(PublishRotaWeekCommand)
export class PublishRotaWeekHandler implements ICommandHandler<PublishRotaWeekCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly notifier: StaffNotifier,
    private readonly clock: Clock,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, workplaceId, weekStart }: PublishRotaWeekCommand): Promise<PublishRotaAnswer> {
    const publishedAt = this.clock.now().toISOString();
    const { state: workplace } = await this.aggregates.load(workplaceStream(workplaceId), workplaceDecider);
    const mode = publishModeOf(teamWorkplace(workplace, actor.ownerId).details);
    let pagesBefore: StaffPages = new Map();
    let published = 0;
    if (mode === 'on-publish') {
      [pagesBefore, published] = await Promise.all([
        this.notifier.pages(actor, workplaceId),
        unpublishedChangesOf(this.readModels, workplaceId, weekStart),
      ]);
    }
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the e-mails below compare the staff pages this publish changes.
      waitForReadModels: true,
      streamId: publicationStream(workplaceId),
      decider: publicationDecider,
      command: { type: 'PublishRotaWeek', data: { workplace, weekStart, ownerId: actor.ownerId } },
      actor,
    });
    const { changedEmployees, notified } = await this.notifier.notifyWorkplace(actor, workplaceId, weekStart, mode, pagesBefore);
    const message =
      mode === 'live' ? PUBLICATION_MESSAGES.live : published > 0 ? PUBLICATION_MESSAGES.published : PUBLICATION_MESSAGES.upToDate;
    return { publishedAt, changedEmployees, notified, published, message };
  }
}
