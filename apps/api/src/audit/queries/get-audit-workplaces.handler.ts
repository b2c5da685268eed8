import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { auditContextOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { toWorkplaceAnswer, WorkplaceAnswer } from '../audit-answers';
import { AUDIT_STREAMS, AuditStreamDocument } from '../audit.read-models';
import { WorkplaceHistory } from '../workplace-history';

export class GetAuditWorkplacesQuery extends Query<WorkplaceAnswer[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Every workplace the caller has a history for, deleted ones included (their history stays). */
@QueryHandler(GetAuditWorkplacesQuery)
export class GetAuditWorkplacesHandler implements IQueryHandler<GetAuditWorkplacesQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly history: WorkplaceHistory,
  ) {}

  async execute({ userId }: GetAuditWorkplacesQuery): Promise<WorkplaceAnswer[]> {
    const docs = await this.readModels.find<AuditStreamDocument>(AUDIT_STREAMS, { ownerId: userId, kind: 'workplace' });
    const context = auditContextOf(await this.history.events(docs.map((doc) => doc.streamId)));
    return docs
      .map((doc) => toWorkplaceAnswer(doc.workplaceId, context))
      .sort((a, b) => Number(a.deleted) - Number(b.deleted) || (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
  }
}
