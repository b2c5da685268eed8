import { Injectable } from '@nestjs/common';
import {
  AuditContext,
  AuditEvent,
  DEFAULT_PREFERENCES,
  describeHistory,
  newAuditContext,
  HistoryEntry,
  inScope,
  notFound,
  ROTA_MESSAGES,
  rotaStream,
  TeamScope,
  workplaceStream,
} from '@rotaledger/domain';
import { EventStore, StoredEvent } from '@rotaledger/event-store';
import { ReadModelReader, ReadModelStore } from '@rotaledger/read-models';
import { displayNameOf, PreferencesReader, USERS, UserDocument } from '../accounts';
import { AUDIT_STREAMS, AuditStreamDocument, auditStreamId } from './audit.read-models';

/** Who did it: the user id, with the username when the account still has one. */
export interface Who {
  userId: string | null;
  username?: string;
  /** The name the person gave, else their username. */
  displayName?: string;
  /** On events: who made the change in the team (see roleOf in audit-answers.ts). */
  role?: 'owner' | 'manager';
}

export interface DescribedWorkplace {
  streams: AuditStreamDocument[];
  entries: HistoryEntry<StoredEvent & AuditEvent>[];
  context: AuditContext;
}

/**
 * The audit's access to history: which streams a workplace's history holds (who may read it
 * was decided before: the access check), and those streams' events merged into the one global order. The audit is the
 * one context that reads the event store for queries: replaying history is its job.
 */
@Injectable()
export class WorkplaceHistory {
  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly preferences: PreferencesReader,
  ) {}

  /** The workplace's streams, or 404 when it has no history (its account deleted meanwhile). */
  async streamsOf(workplaceId: string): Promise<AuditStreamDocument[]> {
    const own = await this.readModels.get<AuditStreamDocument>(AUDIT_STREAMS, auditStreamId(workplaceStream(workplaceId), workplaceId));
    if (!own) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    return this.readModels.find<AuditStreamDocument>(AUDIT_STREAMS, { workplaceId });
  }

  /**
   * Streams whose events name things in this history without being part of it: the other
   * workplaces its employees moved to or from (for their names), those within the caller's scope
   * only, so a move to one outside it reads "another workplace".
   */
  async neighbourStreams(streams: readonly AuditStreamDocument[], scope: TeamScope): Promise<string[]> {
    const employees = streams.filter((s) => s.kind === 'employee').map((s) => s.streamId);
    if (employees.length === 0) return [];
    const homes = await this.readModels.find<AuditStreamDocument>(AUDIT_STREAMS, { streamId: { $in: employees } });
    return [...new Set(homes.filter((doc) => inScope(scope, doc.workplaceId)).map((doc) => workplaceStream(doc.workplaceId)))];
  }

  /** The events of these streams (up to an instant, if given), in global position order. */
  async events(streamIds: Iterable<string>, upToTime?: string): Promise<(StoredEvent & AuditEvent)[]> {
    const unique = [...new Set(streamIds)];
    const perStream = await Promise.all(unique.map((id) => this.eventStore.readStream(id, upToTime === undefined ? {} : { upToTime })));
    // Read untyped on purpose: a history may hold events the audit has no words for, and it narrows the known ones itself.
    return perStream.flat().sort((a, b) => a.position - b.position);
  }

  /**
   * The whole workplace history, described event by event with the names of each
   * moment, and the context after it. Entries are only the workplace's own events (an
   * employee's events count while they were in it). `scope`: the workplaces the caller may see
   * (null: all), whose names the entries may use.
   */
  async describe(workplaceId: string, scope: TeamScope): Promise<DescribedWorkplace> {
    const streams = await this.streamsOf(workplaceId);
    const neighbours = await this.neighbourStreams(streams, scope);
    const events = await this.events([...streams.map((s) => s.streamId), ...neighbours]);
    const { entries, context } = describeHistory(events, newAuditContext(await this.currencyOf(workplaceId, events)));
    return { streams, context, entries: entries.filter((entry) => entry.workplaceIds.includes(workplaceId)) };
  }

  /** The team owner's currency (the workplace's money shows in it for everyone on the team, as the planner's does). */
  private async currencyOf(workplaceId: string, events: readonly AuditEvent[]) {
    const created = events.find((e) => e.type === 'WorkplaceCreated' && e.data.workplaceId === workplaceId);
    const ownerId = typeof created?.data.ownerId === 'string' ? created.data.ownerId : null;
    const preferences = ownerId === null ? null : await this.preferences.preferencesOf(ownerId);
    return preferences?.currency ?? DEFAULT_PREFERENCES.currency;
  }

  /**
   * What a view of some rota days needs: the workplace, its employees
   * (names and removals) and those days' streams, in global order.
   */
  async daysEvents(workplaceId: string, rotaDates: readonly string[]): Promise<(StoredEvent & AuditEvent)[]> {
    const streams = await this.streamsOf(workplaceId);
    const employees = streams.filter((s) => s.kind === 'employee').map((s) => s.streamId);
    return this.events([workplaceStream(workplaceId), ...employees, ...rotaDates.map((date) => rotaStream(workplaceId, date))]);
  }

  /** Usernames of the acting users, so an auditor reads a name and not only an id. */
  who(userIds: Iterable<string | null>): Promise<(userId: string | null) => Who> {
    return whoIn(this.readModels, userIds);
  }
}

/** Usernames of the acting users, from the accounts' read model (a deleted account's: none). */
export async function whoIn(readModels: ReadModelReader, userIds: Iterable<string | null>): Promise<(userId: string | null) => Who> {
  const ids = [...new Set([...userIds].filter((id): id is string => id !== null))];
  const users = ids.length === 0 ? [] : await readModels.find<UserDocument>(USERS, { id: { $in: ids } });
  const names = new Map(users.map((u) => [u.userId, { username: u.username, displayName: displayNameOf(u) }]));
  return (userId) => (userId !== null && names.has(userId) ? { userId, ...names.get(userId)! } : { userId });
}
