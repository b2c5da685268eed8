import { employeeNameIn, employeeStream, HistoryEntry, notFound, ROTA_MESSAGES, TeamScope } from '@rotaledger/domain';
import type { AuditOrder } from '@rotaledger/contracts';
import { HistoryEvent, toEventAnswer, toWorkplaceAnswer } from '../audit-answers';
import type { AuditFilters } from '../history-pages';
import type { AuditEventsPage } from '../queries/get-audit-events.handler';
import type { WorkplaceHistory } from '../workplace-history';

/*
 * The history answered by replaying the workplace's whole log, as `/audit/events` did before the
 * history read model (issue 42 §4). Kept as the reference the read model's answers are compared with.
 */

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

export async function replayedEventsPage(
  history: WorkplaceHistory,
  query: { workplaceId: string; filters: AuditFilters; cursor: number; limit: number; scope: TeamScope; order: AuditOrder },
): Promise<AuditEventsPage> {
  const { workplaceId, filters, cursor, limit, scope, order } = query;
  const { streams, entries, context } = await history.describe(workplaceId, scope);
  const employeeIds = streams.filter((s) => s.kind === 'employee').map((s) => s.streamId.slice('employee-'.length));
  if (filters.employeeId && !streams.some((s) => s.streamId === employeeStream(filters.employeeId!))) {
    throw notFound(ROTA_MESSAGES.employeeNotFound);
  }
  const ordered = order === 'newest' ? [...entries].reverse() : entries;
  const after = (position: number) => (order === 'newest' ? cursor === 0 || position < cursor : position > cursor);
  const remaining = ordered.filter((entry) => after(entry.event.position) && matchesFilters(entry, filters));
  const page = remaining.slice(0, limit);
  const who = await history.who(page.map((entry) => entry.event.metadata.userId));
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
