import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PublicationAnswer } from '@rotaledger/contracts';
import { addDays, notFound, publishModeOf, WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import {
  FEED_ASSIGNMENTS,
  FEED_DRAFT_DAYS,
  FEED_EMPLOYEES,
  FEED_PUBLICATIONS,
  FEED_ROTA_DAYS,
  FEED_WORKPLACES,
  FeedAssignmentDocument,
  FeedPublicationDocument,
  FeedWorkplaceDocument,
} from '../../feeds';
import { allocatedEmployee, loadEmployees, RotaDayDocument, unpublishedAssignmentIds } from '../../read-side';

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
    const publishMode = publishModeOf(workplace);
    const [publication, unpublishedChanges] = await Promise.all([
      this.readModels.get<FeedPublicationDocument>(FEED_PUBLICATIONS, `${workplaceId}_${weekStart}`),
      publishMode === 'on-publish' ? unpublishedChangesOf(this.readModels, workplaceId, weekStart) : 0,
    ]);
    return { publishMode, publishedAt: publication?.publishedAt ?? null, unpublishedChanges };
  }
}

/**
 * How many assignments of the week staff see otherwise than planned (the drafts of an 'on-publish'
 * workplace), counting those a move, removal or approved time off opened (or gave back) since the
 * week was published.
 */
export async function unpublishedChangesOf(readModels: ReadModelStore, workplaceId: string, weekStart: string): Promise<number> {
  const week = { workplaceId, rotaDate: { $gte: weekStart, $lte: addDays(weekStart, 6) } };
  const [drafts, shown] = await Promise.all([
    readModels.find<RotaDayDocument>(FEED_DRAFT_DAYS, week),
    readModels.find<FeedAssignmentDocument>(FEED_ASSIGNMENTS, week),
  ]);
  const changed = new Set<string>();
  for (const draft of drafts) {
    for (const id of unpublishedAssignmentIds(await readModels.get<RotaDayDocument>(FEED_ROTA_DAYS, draft.id), draft)) changed.add(id);
  }
  const employees = await loadEmployees(
    readModels,
    FEED_EMPLOYEES,
    shown.map((doc) => doc.employeeId),
  );
  for (const doc of shown) {
    const opened = allocatedEmployee(doc.employeeId, doc.rotaDate, employees, doc.workplaceId) === null;
    if (doc.opened !== undefined && doc.opened !== opened) changed.add(doc.assignmentId);
  }
  return changed.size;
}
