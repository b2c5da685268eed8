import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { notFound, ROTA_MESSAGES, TeamScope } from '@rotaledger/domain';
import type { AuditOrder } from '@rotaledger/contracts';
import type { AuditEventAnswer, WorkplaceAnswer } from '../audit-answers';
import { AuditEmployee, AuditFilters, HistoryPages } from '../history-pages';

export type { AuditEmployee, AuditFilters } from '../history-pages';

export interface AuditEventsPage {
  workplace: WorkplaceAnswer;
  /** Everyone who was ever in the workplace, for a filter. */
  employees: AuditEmployee[];
  events: AuditEventAnswer[];
  /** The position to pass as `cursor` for the next page; null at the end. */
  nextCursor: number | null;
}

export class GetAuditEventsQuery extends Query<AuditEventsPage> {
  constructor(
    readonly workplaceId: string,
    readonly filters: AuditFilters,
    readonly cursor: number,
    readonly limit: number,
    /** The workplaces the caller may see (null: all): others are neither named nor given by id. */
    readonly scope: TeamScope,
    /** Oldest first (the order things happened) or newest first; the cursor pages on in that order. */
    readonly order: AuditOrder = 'oldest',
  ) {
    super();
  }
}

/** A page of the history, from the history read model: its cost is the page's, not the history's. */
@QueryHandler(GetAuditEventsQuery)
export class GetAuditEventsHandler implements IQueryHandler<GetAuditEventsQuery> {
  constructor(private readonly pages: HistoryPages) {}

  async execute({ workplaceId, filters, cursor, limit, scope, order }: GetAuditEventsQuery): Promise<AuditEventsPage> {
    const view = await this.pages.view(workplaceId, scope);
    if (filters.employeeId && !this.pages.hasEmployee(view, filters.employeeId)) throw notFound(ROTA_MESSAGES.employeeNotFound);
    const [{ entries, more }, employees] = await Promise.all([
      this.pages.entries(view, filters, { cursor, limit, order }),
      this.pages.employees(view),
    ]);
    return {
      workplace: this.pages.workplace(view),
      employees,
      events: await this.pages.answers(view, entries),
      nextCursor: more ? entries[entries.length - 1].position : null,
    };
  }
}
