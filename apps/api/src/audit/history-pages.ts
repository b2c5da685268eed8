import { Injectable } from '@nestjs/common';
import {
  AuditStreamKind,
  DEFAULT_PREFERENCES,
  EmployeeState,
  employeeStream,
  inScope,
  newAuditContext,
  notFound,
  ROTA_MESSAGES,
  TeamScope,
  WorkplaceState,
  workplaceStream,
} from '@rotaledger/domain';
import type { AuditOrder } from '@rotaledger/contracts';
import { Filter, ReadModelStore } from '@rotaledger/read-models';
import { PreferencesReader } from '../accounts';
import { AnsweredEntry, AuditEventAnswer, toEventAnswer, toWorkplaceAnswer, WorkplaceAnswer } from './audit-answers';
import {
  AuditStreamDocument,
  auditStreamId,
  HISTORY_ENTRIES,
  HISTORY_PEOPLE,
  HISTORY_STATES,
  HISTORY_STREAMS,
  HistoryEntryDocument,
  HistoryPersonDocument,
  HistoryStateDocument,
  summaryKey,
} from './audit.read-models';
import { whoIn } from './workplace-history';

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

/** A workplace's history as its reader knows it: its streams, the workplace then, what its summaries may name. */
export interface HistoryView {
  workplaceId: string;
  /** The workplace's own stream and its employees' (everyone ever in it). */
  streams: AuditStreamDocument[];
  /** The streams whose names the reader knows: the workplace's own, its employees', and the neighbouring workplaces in their scope. */
  known: Set<string>;
  currency: string;
  scope: TeamScope;
  workplaceState: WorkplaceState | null;
}

/**
 * Reads the history read model (the `audit-history` projection): a page costs what the page
 * holds, however old the workplace. The answers are the replay's (see WorkplaceHistory.describe,
 * which the equivalence test compares them with). It never reads the event store.
 */
@Injectable()
export class HistoryPages {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly preferences: PreferencesReader,
  ) {}

  /** The history as `scope` (null: every workplace of the team) sees it; 404 when there is none. Its cost is the team's size, not the history's. */
  async view(workplaceId: string, scope: TeamScope): Promise<HistoryView> {
    const own = await this.readModels.get<AuditStreamDocument>(HISTORY_STREAMS, auditStreamId(workplaceStream(workplaceId), workplaceId));
    if (!own) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    // Its employees' streams (its rota days, one a day, are not needed: the summaries name workplaces and employees only).
    const streams = [own, ...(await this.readModels.find<AuditStreamDocument>(HISTORY_STREAMS, { workplaceId, kind: 'employee' }))];
    const employees = streams.filter((s) => s.kind === 'employee').map((s) => s.streamId);
    const homes =
      employees.length === 0 ? [] : await this.readModels.find<AuditStreamDocument>(HISTORY_STREAMS, { streamId: { $in: employees } });
    const neighbours = homes.filter((doc) => inScope(scope, doc.workplaceId)).map((doc) => workplaceStream(doc.workplaceId));
    const [preferences, state] = await Promise.all([
      this.preferences.preferencesOf(own.ownerId),
      this.readModels.get<HistoryStateDocument>(HISTORY_STATES, `workplace:${workplaceId}`),
    ]);
    return {
      workplaceId,
      streams,
      known: new Set([...streams.map((s) => s.streamId), ...neighbours]),
      currency: preferences?.currency ?? DEFAULT_PREFERENCES.currency,
      scope,
      workplaceState: (state?.value as WorkplaceState | undefined) ?? null,
    };
  }

  workplace(view: HistoryView): WorkplaceAnswer {
    const context = newAuditContext();
    if (view.workplaceState) context.workplaces.set(view.workplaceId, view.workplaceState);
    return toWorkplaceAnswer(view.workplaceId, context);
  }

  /** The workplace's name now, or null. */
  workplaceName(view: HistoryView): string | null {
    const state = view.workplaceState;
    return state && state.status !== 'none' ? state.details.name : null;
  }

  /** Everyone ever in the workplace, by name as it is now, for a filter. */
  async employees(view: HistoryView): Promise<AuditEmployee[]> {
    const ids = view.streams.filter((s) => s.kind === 'employee').map((s) => s.streamId.slice('employee-'.length));
    const docs =
      ids.length === 0
        ? []
        : await this.readModels.find<HistoryStateDocument>(HISTORY_STATES, { id: { $in: ids.map((id) => `employee:${id}`) } });
    const byId = new Map(docs.map((doc) => [doc.id.slice('employee:'.length), doc]));
    return ids
      .map((employeeId) => {
        const doc = byId.get(employeeId);
        const state = doc?.value as EmployeeState | undefined;
        const displayName = state && state.status !== 'none' ? state.details.displayName : null;
        return { employeeId, displayName, removed: doc?.removedOn !== undefined };
      })
      .sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '') || a.employeeId.localeCompare(b.employeeId));
  }

  /** Whether the employee was ever in the workplace. */
  hasEmployee(view: HistoryView, employeeId: string): boolean {
    return view.streams.some((s) => s.streamId === employeeStream(employeeId));
  }

  /**
   * The entries after `cursor` in `order` that pass the filters, at most `limit` (and whether more
   * follow). A cursor is the position of the last entry seen: newest first goes on below it (0: from the newest).
   */
  async entries(
    view: HistoryView,
    filters: AuditFilters,
    page: { cursor: number; limit?: number; order: AuditOrder },
  ): Promise<{ entries: HistoryEntryDocument[]; more: boolean }> {
    const filter: Filter = { workplaceId: view.workplaceId, pending: false };
    // Always a position range (positions are > 0): the store then pages the index in order instead of sorting the history.
    filter.position =
      page.order === 'newest' && page.cursor !== 0 ? { $lt: page.cursor } : { $gt: page.order === 'oldest' ? page.cursor : 0 };
    if (filters.from || filters.to) {
      filter.atMs = {
        ...(filters.from ? { $gte: Date.parse(filters.from) } : {}),
        ...(filters.to ? { $lte: Date.parse(filters.to) } : {}),
      };
    }
    if (filters.kind) filter.kind = filters.kind;
    if (filters.rotaDate) filter.rotaDate = filters.rotaDate;
    const options = {
      sort: { position: page.order === 'newest' ? -1 : 1 } as const,
      ...(page.limit === undefined ? {} : { limit: page.limit + 1 }),
    };
    let found: HistoryEntryDocument[];
    if (filters.employeeId) {
      // The entries naming them first, and (through HISTORY_PEOPLE) those naming them after
      // someone else: each side's first page in order, merged, is the first page of both.
      const byEmployee = { ...filter, employeeId: filters.employeeId };
      const [first, people] = await Promise.all([
        this.readModels.find<HistoryEntryDocument>(HISTORY_ENTRIES, byEmployee, options),
        this.readModels.find<HistoryPersonDocument>(HISTORY_PEOPLE, byEmployee, options),
      ]);
      const ids = people.map((person) => `${person.position}|${person.workplaceId}`);
      const others = ids.length === 0 ? [] : await this.readModels.find<HistoryEntryDocument>(HISTORY_ENTRIES, { id: { $in: ids } });
      const merged = new Map([...first, ...others].map((doc) => [doc.id, doc]));
      const sign = page.order === 'newest' ? -1 : 1;
      found = [...merged.values()].sort((a, b) => sign * (a.position - b.position));
      if (page.limit !== undefined) found = found.slice(0, page.limit + 1);
    } else {
      found = await this.readModels.find<HistoryEntryDocument>(HISTORY_ENTRIES, filter, options);
    }
    const more = page.limit !== undefined && found.length > page.limit;
    return { entries: more ? found.slice(0, page.limit) : found, more };
  }

  /** The entries as the audit answers them, names of who did it resolved now. */
  async answers(view: HistoryView, entries: readonly HistoryEntryDocument[]): Promise<AuditEventAnswer[]> {
    const who = await whoIn(
      this.readModels,
      entries.map((entry) => entry.metadata.userId),
    );
    return entries.map((entry) => toEventAnswer(this.answered(view, entry), who, view.scope));
  }

  private answered(view: HistoryView, doc: HistoryEntryDocument): AnsweredEntry {
    const known = doc.uncertain.filter((streamId) => view.known.has(streamId));
    const summary = doc.summaries[summaryKey(known, view.currency)] ?? doc.summaries[summaryKey(known, '*')];
    return {
      kind: doc.kind,
      rotaDate: doc.rotaDate,
      summary,
      event: { position: doc.position, id: doc.eventId, streamId: doc.streamId, type: doc.type, data: doc.data, metadata: doc.metadata },
    };
  }
}
