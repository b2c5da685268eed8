import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TeamScope } from '@rotaledger/domain';
import { Clock } from '../../infrastructure/clock';
import type { AuditEventAnswer } from '../audit-answers';
import { HistoryPages } from '../history-pages';

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

/** From the history read model, as the history's pages. */
@QueryHandler(ExportAuditQuery)
export class ExportAuditHandler implements IQueryHandler<ExportAuditQuery> {
  constructor(
    private readonly pages: HistoryPages,
    private readonly clock: Clock,
  ) {}

  async execute({ workplaceId, from, to, scope }: ExportAuditQuery): Promise<AuditExport> {
    const view = await this.pages.view(workplaceId, scope);
    const filters = { from, to, kind: null, rotaDate: null, employeeId: null };
    const { entries } = await this.pages.entries(view, filters, { cursor: 0, order: 'oldest' });
    return {
      workplaceId,
      workplaceName: this.pages.workplaceName(view),
      exportedAt: this.clock.now().toISOString(),
      from,
      to,
      events: await this.pages.answers(view, entries),
    };
  }
}
