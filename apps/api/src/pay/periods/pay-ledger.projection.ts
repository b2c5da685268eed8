import {
  ACCOUNT_PURGE_EVENT_TYPES,
  isEventOfType,
  PAY_PERIOD_EVENT_TYPES,
  parseRotaStream,
  ROTA_EVENT_TYPES,
  TIMESHEET_EVENT_TYPES,
  WORKPLACE_EVENT_TYPES,
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
  if (event.type === 'AssignmentAdded') {
    const employeeId = typeof data.employeeId === 'string' ? [data.employeeId] : [];
    assignments[data.assignmentId as string] = { shiftId: data.shiftId as string, employeeIds: employeeId };
  } else if (event.type === 'EmployeeAssigned' && assignments[data.assignmentId as string]) {
    const known = assignments[data.assignmentId as string];
    if (!known.employeeIds.includes(data.employeeId as string)) {
      assignments[data.assignmentId as string] = { ...known, employeeIds: [...known.employeeIds, data.employeeId as string] };
    }
  } else if (event.type === 'AssignmentMoved' && assignments[data.assignmentId as string]) {
    assignments[data.assignmentId as string] = { ...assignments[data.assignmentId as string], shiftId: data.toShiftId as string };
  }
  const next = { ...day, assignments };
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
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isEventOfType(event, DAY_EVENT_TYPES)) {
      await recordDayEvent(event, batch);
      return;
    }
    switch (event.type) {
      case 'WorkplaceCreated':
      case 'WorkplaceUpdated': {
        const { workplaceId, timeZone, payRules } = event.data;
        const known = await batch.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, workplaceId);
        const ownerId = event.type === 'WorkplaceCreated' ? event.data.ownerId : known?.ownerId;
        if (!ownerId) return;
        batch.put(PAY_LEDGER_WORKPLACES, {
          id: workplaceId,
          workplaceId,
          ownerId,
          ...(timeZone ? { timeZone } : {}),
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
