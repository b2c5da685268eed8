import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AuditStreamKind, employeeNameIn, employeeStream, notFound, ROTA_MESSAGES, TeamScope } from '@rotaledger/domain';
import { AuditEventAnswer, HistoryEvent, toEventAnswer, toWorkplaceAnswer, WorkplaceAnswer } from '../audit-answers';
import type { HistoryEntry } from '@rotaledger/domain';
import type { AuditOrder } from '@rotaledger/contracts';
import { WorkplaceHistory } from '../workplace-history';

export interface AuditFilters {
  /** ISO instants, both included. */
  from: string | null;
  to: string | null;
  kind: AuditStreamKind | null;
  /** A rota day, yyyy-mm-dd. */
  rotaDate: string | null;
  employeeId: string | null;
}

export interface AuditEmployee {
  employeeId: string;
  displayName: string | null;
  removed: boolean;
}

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

/** Whether an entry passes every filter given. */
export function matchesFilters(
  entry: HistoryEntry<HistoryEvent>,
  filters: Pick<AuditFilters, 'from' | 'to'> & Partial<AuditFilters>,
): boolean {
  const at = Date.parse(entry.event.metadata.at);
  if (filters.from && at < Date.parse(filters.from)) return false;
  if (filters.to && at > Date.parse(filters.to)) return false;
  if (filters.kind && entry.kind !== filters.kind) return false;
  if (filters.rotaDate && entry.rotaDate !== filters.rotaDate) return false;
  if (filters.employeeId && !entry.employeeIds.includes(filters.employeeId)) return false;
  return true;
}

@QueryHandler(GetAuditEventsQuery)
export class GetAuditEventsHandler implements IQueryHandler<GetAuditEventsQuery> {
  constructor(private readonly history: WorkplaceHistory) {}

  async execute({ workplaceId, filters, cursor, limit, scope, order }: GetAuditEventsQuery): Promise<AuditEventsPage> {
    const { streams, entries, context } = await this.history.describe(workplaceId, scope);
    const employeeIds = streams.filter((s) => s.kind === 'employee').map((s) => s.streamId.slice('employee-'.length));
    if (filters.employeeId && !streams.some((s) => s.streamId === employeeStream(filters.employeeId!))) {
      throw notFound(ROTA_MESSAGES.employeeNotFound);
    }
    // A cursor is the position of the last event seen: newest first goes on below it (0: from the newest).
    const ordered = order === 'newest' ? [...entries].reverse() : entries;
    const after = (position: number) => (order === 'newest' ? cursor === 0 || position < cursor : position > cursor);
    const remaining = ordered.filter((entry) => after(entry.event.position) && matchesFilters(entry, filters));
    const page = remaining.slice(0, limit);
    const who = await this.history.who(page.map((entry) => entry.event.metadata.userId));
    const employees = employeeIds
      .map((employeeId) => ({ employeeId, displayName: employeeNameIn(context, employeeId), removed: context.removedOn.has(employeeId) }))
      .sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '') || a.employeeId.localeCompare(b.employeeId));
    return {
      workplace: toWorkplaceAnswer(workplaceId, context),
      employees,
      events: page.map((entry) => toEventAnswer(entry, who, scope)),
      nextCursor: remaining.length > limit ? page[page.length - 1].event.position : null,
    };
  }
}
