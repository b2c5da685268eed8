import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PublicationAnswer } from '@rotaledger/contracts';
import { addDays, notFound, publishModeOf, WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import {
  FEED_DRAFT_DAYS,
  FEED_PUBLICATIONS,
  FEED_ROTA_DAYS,
  FEED_WORKPLACES,
  FeedPublicationDocument,
  FeedWorkplaceDocument,
} from '../../feeds';
import { RotaDayDocument, unpublishedAssignments } from '../../read-side';

export class GetPublicationQuery extends Query<PublicationAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly weekStart: string,
  ) {
    super();
  }
}

/** `GET /rota/publication`: the workplace's mode, when the week was last published and what staff do not see yet. */
@QueryHandler(GetPublicationQuery)
export class GetPublicationHandler implements IQueryHandler<GetPublicationQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId, weekStart }: GetPublicationQuery): Promise<PublicationAnswer> {
    const workplace = await this.readModels.get<FeedWorkplaceDocument>(FEED_WORKPLACES, workplaceId);
    if (!workplace || workplace.deleted) throw notFound(WORKPLACE_MESSAGES.notFound);
    const week = { workplaceId, rotaDate: { $gte: weekStart, $lte: addDays(weekStart, 6) } };
    const [publication, drafts] = await Promise.all([
      this.readModels.get<FeedPublicationDocument>(FEED_PUBLICATIONS, `${workplaceId}_${weekStart}`),
      this.readModels.find<RotaDayDocument>(FEED_DRAFT_DAYS, week),
    ]);
    const publishMode = publishModeOf(workplace);
    let unpublishedChanges = 0;
    if (publishMode === 'on-publish') {
      for (const draft of drafts) {
        unpublishedChanges += unpublishedAssignments(await this.readModels.get<RotaDayDocument>(FEED_ROTA_DAYS, draft.id), draft);
      }
    }
    return { publishMode, publishedAt: publication?.publishedAt ?? null, unpublishedChanges };
  }
}
