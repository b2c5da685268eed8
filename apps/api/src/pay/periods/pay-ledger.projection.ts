import {
  ACCOUNT_PURGE_EVENT_TYPES,
  addDays,
  isEventOfType,
  lostPaidMinutes,
  PAY_PERIOD_EVENT_TYPES,
  parseRotaStream,
  publishModeOf,
  ROTA_EVENT_TYPES,
  TIMESHEET_EVENT_TYPES,
  timeZoneOf,
  WORKPLACE_EVENT_TYPES,
  type CutSpan,
  type ShiftCut,
} from '@rotaledger/domain';
import { accountOf } from '@rotaledger/event-store';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection, StoredDomainEvent } from '../../infrastructure/domain-log';
import {
  PAY_DAY_SOURCES,
  PAY_FINALISED_PERIODS,
  PAY_LEDGER_WORKPLACES,
  PAY_RATE_CHANGES,
  PayDaySourcesDocument,
  payDaySourcesId,
  payFinalisedId,
  PayFinalisedPeriodDocument,
  PayLedgerWorkplaceDocument,
  PayRateChangesDocument,
  type KnownAssignment,
} from './pay-ledger.read-models';

/** A day keeps at most this many source events (the newest): enough for every line's trail. */
const MAX_EVENTS_PER_DAY = 400;

const DAY_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];
type RotaSideEvent = StoredDomainEvent & { type: (typeof DAY_EVENT_TYPES)[number] };

/** The assignments an event touched, from the day's own record of its rows and people. */
function touched(event: RotaSideEvent, day: PayDaySourcesDocument): string[] {
  const data = event.data as Record<string, unknown>;
  if (typeof data.assignmentId === 'string') return [data.assignmentId];
  if (event.type === 'ShiftDeleted') {
    return Object.entries(day.assignments)
      .filter(([, a]) => a.shiftId === data.shiftId)
      .map(([id]) => id);
  }
  if (event.type === 'TimesheetDayApproved') return Object.keys(day.assignments);
  return [];
}

const spanOf = (data: Record<string, unknown>): CutSpan => ({
  startMinute: data.startMinute as number,
  endMinute: data.endMinute as number,
  ...(typeof data.breakMinutes === 'number' && data.breakMinutes > 0 ? { breakMinutes: data.breakMinutes } : {}),
});

/** Keeps a cut that took paid time from someone, once (a replayed event adds nothing). */
function addCut(cuts: ShiftCut[], zone: string, cut: ShiftCut): void {
  const key = (c: ShiftCut) => `${c.assignmentId}|${c.employeeId}|${c.toldEventIds.join(',')}`;
  if (lostPaidMinutes(cut, zone) === 0 || cuts.some((c) => key(c) === key(cut))) return;
  cuts.push(cut);
}

/**
 * 'on-publish' mode: staff are told what the published week shows. Each assignment of the week as
 * last shown is compared with it now: someone who loses paid time on it has a cut, told by this
 * publish; what is shown now is what they know from here on (since the publish that first showed it).
 */
async function recordPublish(event: StoredDomainEvent & { type: 'RotaWeekPublished' }, batch: ProjectionBatch): Promise<void> {
  const { workplaceId, weekStart } = event.data;
  const workplace = await batch.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, workplaceId);
  const zone = timeZoneOf(workplace ?? {});
  for (let offset = 0; offset < 7; offset++) {
    const rotaDate = addDays(weekStart, offset);
    const day = await batch.get<PayDaySourcesDocument>(PAY_DAY_SOURCES, payDaySourcesId(workplaceId, rotaDate));
    if (!day) continue;
    const cuts = [...(day.cuts ?? [])];
    const assignments = { ...day.assignments };
    for (const [assignmentId, known] of Object.entries(assignments)) {
      const seen = known.seen ?? null;
      const now = known.live ?? null;
      const same = seen !== null && now !== null && seen.employeeId === now.employeeId && sameSpan(seen.span, now.span);
      if (seen?.employeeId && !same) {
        const kept = now && now.employeeId === seen.employeeId ? now.span : null;
        const changedBy = now?.changedEventId ?? known.removedEventId;
        const changedAt = now?.changedAt ?? known.removedAt ?? event.metadata.at;
        addCut(cuts, zone, {
          assignmentId,
          employeeId: seen.employeeId,
          rotaDate,
          before: seen.span,
          after: kept,
          publishedAt: seen.since,
          publishedEventId: seen.sinceEventId,
          changedAt,
          toldAt: event.metadata.at,
          toldEventIds: [...(changedBy ? [changedBy] : []), event.id],
        });
      }
      const shown: KnownAssignment | null = same
        ? seen
        : now && now.employeeId
          ? {
              ...now,
              since: seen?.employeeId === now.employeeId ? seen.since : event.metadata.at,
              sinceEventId: seen?.employeeId === now.employeeId ? seen.sinceEventId : event.id,
            }
          : null;
      assignments[assignmentId] = { ...known, seen: shown };
    }
    batch.put(PAY_DAY_SOURCES, { ...day, assignments, ...(cuts.length > 0 ? { cuts } : {}) });
  }
}

const sameSpan = (a: CutSpan, b: CutSpan) =>
  a.startMinute === b.startMinute && a.endMinute === b.endMinute && (a.breakMinutes ?? 0) === (b.breakMinutes ?? 0);

async function recordDayEvent(event: RotaSideEvent, batch: ProjectionBatch): Promise<void> {
  const location = parseRotaStream(event.streamId);
  const ownerId = accountOf(event.metadata);
  if (!location || !ownerId) return;
  const id = payDaySourcesId(location.workplaceId, location.rotaDate);
  const day: PayDaySourcesDocument = (await batch.get<PayDaySourcesDocument>(PAY_DAY_SOURCES, id)) ?? {
    id,
    workplaceId: location.workplaceId,
    rotaDate: location.rotaDate,
    ownerId,
    assignments: {},
    events: [],
  };
  const data = event.data as Record<string, unknown>;
  const assignments = { ...day.assignments };
  const workplace = await batch.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, location.workplaceId);
  const zone = timeZoneOf(workplace ?? {});
  const live = publishModeOf(workplace ?? {}) === 'live';
  const cuts: ShiftCut[] = [...(day.cuts ?? [])];
  /** In 'live' mode staff are told by the change itself: a known assignment that loses paid time is a cut now. */
  const told = (assignmentId: string, before: KnownAssignment | null | undefined, after: KnownAssignment | null) => {
    if (!live || !before?.employeeId) return;
    const kept = after && after.employeeId === before.employeeId ? after.span : null;
    addCut(cuts, zone, {
      assignmentId,
      employeeId: before.employeeId,
      rotaDate: location.rotaDate,
      before: before.span,
      after: kept,
      publishedAt: before.since,
      publishedEventId: before.sinceEventId,
      changedAt: event.metadata.at,
      toldAt: event.metadata.at,
      toldEventIds: [event.id],
    });
  };
  const at = event.metadata.at;
  if (event.type === 'AssignmentAdded') {
    const employeeId = typeof data.employeeId === 'string' ? [data.employeeId] : [];
    const known: KnownAssignment = {
      employeeId: employeeId[0] ?? null,
      span: spanOf(data),
      since: at,
      sinceEventId: event.id,
      changedEventId: event.id,
      changedAt: at,
    };
    assignments[data.assignmentId as string] = { shiftId: data.shiftId as string, employeeIds: employeeId, live: known };
  } else if (event.type === 'EmployeeAssigned' && assignments[data.assignmentId as string]) {
    const known = assignments[data.assignmentId as string];
    const was = known.live;
    const now = was
      ? { ...was, employeeId: data.employeeId as string, since: at, sinceEventId: event.id, changedEventId: event.id, changedAt: at }
      : was;
    if (was && was.employeeId !== data.employeeId) told(data.assignmentId as string, was, now ?? null);
    const employeeIds = known.employeeIds.includes(data.employeeId as string)
      ? known.employeeIds
      : [...known.employeeIds, data.employeeId as string];
    assignments[data.assignmentId as string] = { ...known, employeeIds, ...(now !== undefined ? { live: now } : {}) };
  } else if (event.type === 'AssignmentMoved' && assignments[data.assignmentId as string]) {
    assignments[data.assignmentId as string] = { ...assignments[data.assignmentId as string], shiftId: data.toShiftId as string };
  } else if (event.type === 'AssignmentTimed' && assignments[data.assignmentId as string]?.live) {
    const known = assignments[data.assignmentId as string];
    const now = { ...known.live!, span: spanOf(data), changedEventId: event.id, changedAt: at };
    told(data.assignmentId as string, known.live, now);
    assignments[data.assignmentId as string] = { ...known, live: now };
  } else if (event.type === 'EmployeeUnassigned' && assignments[data.assignmentId as string]?.live) {
    const known = assignments[data.assignmentId as string];
    const now = { ...known.live!, employeeId: null, changedEventId: event.id, changedAt: at };
    told(data.assignmentId as string, known.live, now);
    assignments[data.assignmentId as string] = { ...known, live: now };
  } else if (event.type === 'AssignmentRemoved' && assignments[data.assignmentId as string]) {
    const known = assignments[data.assignmentId as string];
    told(data.assignmentId as string, known.live, null);
    assignments[data.assignmentId as string] = { ...known, live: null, ...(known.live ? { removedEventId: event.id, removedAt: at } : {}) };
  } else if (event.type === 'ShiftDeleted') {
    for (const [id, known] of Object.entries(assignments)) {
      if (known.shiftId !== data.shiftId || !known.live) continue;
      told(id, known.live, null);
      assignments[id] = { ...known, live: null, removedEventId: event.id, removedAt: at };
    }
  }
  const next: PayDaySourcesDocument = { ...day, assignments, ...(cuts.length > 0 ? { cuts } : {}) };
  const assignmentIds = touched(event, next);
  if (assignmentIds.length > 0 && !day.events.some((e) => e.id === event.id)) {
    const source = { id: event.id, type: event.type, at: event.metadata.at, userId: event.metadata.userId, assignmentIds };
    next.events = [...day.events, source].slice(-MAX_EVENTS_PER_DAY);
  }
  batch.put(PAY_DAY_SOURCES, next);
}

/**
 * The pay ledger's read models (issue 39): workplaces' pay rules, each day's pay events, rate
 * changes and finalised periods. Deterministic (times come from the events), rebuildable from zero.
 */
export const payLedgerProjection = defineDomainProjection({
  name: 'pay-ledger',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [PAY_LEDGER_WORKPLACES, PAY_DAY_SOURCES, PAY_RATE_CHANGES, PAY_FINALISED_PERIODS],
  indexes: [
    { collection: PAY_LEDGER_WORKPLACES, fields: ['ownerId'] },
    { collection: PAY_DAY_SOURCES, fields: ['workplaceId', 'rotaDate'] },
    { collection: PAY_DAY_SOURCES, fields: ['ownerId'] },
    { collection: PAY_RATE_CHANGES, fields: ['ownerId'] },
    { collection: PAY_FINALISED_PERIODS, fields: ['workplaceId'] },
    { collection: PAY_FINALISED_PERIODS, fields: ['ownerId'] },
  ],
  eventTypes: [
    ...WORKPLACE_EVENT_TYPES,
    'EmployeeAdded',
    'EmployeeUpdated',
    ...DAY_EVENT_TYPES,
    ...PAY_PERIOD_EVENT_TYPES,
    'RotaWeekPublished',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, DAY_EVENT_TYPES)) {
      await recordDayEvent(event, batch);
      return;
    }
    switch (event.type) {
      case 'RotaWeekPublished':
        await recordPublish(event, batch);
        return;
      case 'WorkplaceCreated':
      case 'WorkplaceUpdated': {
        const { workplaceId, timeZone, payRules, publishMode } = event.data;
        const known = await batch.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, workplaceId);
        const ownerId = event.type === 'WorkplaceCreated' ? event.data.ownerId : known?.ownerId;
        if (!ownerId) return;
        batch.put(PAY_LEDGER_WORKPLACES, {
          id: workplaceId,
          workplaceId,
          ownerId,
          ...(timeZone ? { timeZone } : {}),
          ...(publishMode === 'on-publish' ? { publishMode } : {}),
          ...(payRules ? { payRules } : {}),
          deleted: false,
        } satisfies PayLedgerWorkplaceDocument);
        return;
      }
      case 'WorkplaceDeleted': {
        const known = await batch.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, event.data.workplaceId);
        if (known) batch.put(PAY_LEDGER_WORKPLACES, { ...known, deleted: true });
        return;
      }
      case 'EmployeeAdded':
        batch.put(PAY_RATE_CHANGES, {
          id: event.data.employeeId,
          ownerId: event.data.ownerId,
          ratePence: event.data.ratePence,
          changes: [{ eventId: event.id, at: event.metadata.at, userId: event.metadata.userId, effectiveFrom: null }],
        } satisfies PayRateChangesDocument);
        return;
      case 'EmployeeUpdated': {
        const known = await batch.get<PayRateChangesDocument>(PAY_RATE_CHANGES, event.data.employeeId);
        if (!known || (known.ratePence === event.data.ratePence && event.data.rateEffectiveFrom === undefined)) return;
        if (known.changes.some((c) => c.eventId === event.id)) return;
        const change = {
          eventId: event.id,
          at: event.metadata.at,
          userId: event.metadata.userId,
          effectiveFrom: event.data.rateEffectiveFrom ?? null,
        };
        batch.put(PAY_RATE_CHANGES, { ...known, ratePence: event.data.ratePence, changes: [...known.changes, change] });
        return;
      }
      case 'PayPeriodFinalised': {
        const ownerId = accountOf(event.metadata);
        if (!ownerId) return;
        const { workplaceId, ...period } = event.data;
        batch.put(PAY_FINALISED_PERIODS, {
          id: payFinalisedId(workplaceId, period.periodStart),
          workplaceId,
          ownerId,
          ...period,
        } satisfies PayFinalisedPeriodDocument);
        return;
      }
      case 'PayPeriodReopened':
        batch.delete(PAY_FINALISED_PERIODS, payFinalisedId(event.data.workplaceId, event.data.periodStart));
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        for (const collection of [PAY_LEDGER_WORKPLACES, PAY_DAY_SOURCES, PAY_RATE_CHANGES, PAY_FINALISED_PERIODS]) {
          await batch.deleteWhere(collection, { ownerId: event.data.userId });
        }
        return;
    }
  },
});
