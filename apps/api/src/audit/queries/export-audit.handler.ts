import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TeamScope } from '@rotaledger/domain';
import { Clock } from '../../infrastructure/clock';
import { AuditEventAnswer, toEventAnswer } from '../audit-answers';
import { WorkplaceHistory } from '../workplace-history';
import { matchesFilters } from './get-audit-events.handler';

/** The file an owner hands over in a dispute: every event of the workplace in the range. */
export interface AuditExport {
  workplaceId: string;
  workplaceName: string | null;
  exportedAt: string;
  from: string | null;
  to: string | null;
  events: AuditEventAnswer[];
}

export class ExportAuditQuery extends Query<AuditExport> {
  constructor(
    readonly workplaceId: string,
    readonly from: string | null,
    readonly to: string | null,
    /** The workplaces the caller may see (null: all), as for the history. */
    readonly scope: TeamScope,
  ) {
    super();
  }
}

@QueryHandler(ExportAuditQuery)
export class ExportAuditHandler implements IQueryHandler<ExportAuditQuery> {
  constructor(
    private readonly history: WorkplaceHistory,
    private readonly clock: Clock,
  ) {}

  async execute({ workplaceId, from, to, scope }: ExportAuditQuery): Promise<AuditExport> {
    const { entries, context } = await this.history.describe(workplaceId, scope);
    const chosen = entries.filter((entry) => matchesFilters(entry, { from, to }));
    const who = await this.history.who(chosen.map((entry) => entry.event.metadata.userId));
    const state = context.workplaces.get(workplaceId);
    return {
      workplaceId,
      workplaceName: state && state.status !== 'none' ? state.details.name : null,
      exportedAt: this.clock.now().toISOString(),
      from,
      to,
      events: chosen.map((entry) => toEventAnswer(entry, who, scope)),
    };
  }
}
