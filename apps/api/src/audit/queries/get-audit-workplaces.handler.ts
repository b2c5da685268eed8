import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { auditContextOf, inScope } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { TeamGrant } from '../../common/auth/access';
import { toWorkplaceAnswer, WorkplaceAnswer } from '../audit-answers';
import { AUDIT_STREAMS, AuditStreamDocument } from '../audit.read-models';
import { WorkplaceHistory } from '../workplace-history';

export class GetAuditWorkplacesQuery extends Query<WorkplaceAnswer[]> {
  /** The teams whose workplaces' history the caller may read, their own first (the access guard's list). */
  constructor(readonly teams: readonly TeamGrant[]) {
    super();
  }
}

/** Every workplace the caller has a history for, deleted ones included (their history stays): their own, and those in their scope of the teams they belong to. */
@QueryHandler(GetAuditWorkplacesQuery)
export class GetAuditWorkplacesHandler implements IQueryHandler<GetAuditWorkplacesQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly history: WorkplaceHistory,
  ) {}

  async execute({ teams }: GetAuditWorkplacesQuery): Promise<WorkplaceAnswer[]> {
    const perTeam = await Promise.all(
      teams.map(async ({ ownerId, workplaceIds }) =>
        (await this.readModels.find<AuditStreamDocument>(AUDIT_STREAMS, { ownerId, kind: 'workplace' })).filter((doc) =>
          inScope(workplaceIds, doc.workplaceId),
        ),
      ),
    );
    const docs = perTeam.flat();
    const context = auditContextOf(await this.history.events(docs.map((doc) => doc.streamId)));
    return docs
      .map((doc) => toWorkplaceAnswer(doc.workplaceId, context))
      .sort((a, b) => Number(a.deleted) - Number(b.deleted) || (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
  }
}
