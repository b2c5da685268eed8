import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import { accountOf } from '@rotaledger/event-store';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { HOLIDAY_BALANCES, HOLIDAY_WORKPLACES, HolidayBalanceDocument, HolidayWorkplaceDocument } from '../../read-side';

async function balanceOf(batch: ProjectionBatch, employeeId: string, ownerId: string | null): Promise<HolidayBalanceDocument | null> {
  const known = await batch.get<HolidayBalanceDocument>(HOLIDAY_BALANCES, employeeId);
  if (known) return known;
  return ownerId ? { id: employeeId, ownerId, accrued: {}, booked: {} } : null;
}

const without = <Value>(record: Record<string, Value>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * Holiday balances (issue 39): each finalised period's accrual with its last day (from its event, so
 * a later rule change never alters it; a re-opened period's is taken back), each approved paid
 * holiday's minutes by day (a cancelled one's are given back), the employee's own holiday rule, and
 * each workplace's holiday rules and time zone (leave years). Deterministic, rebuildable from zero.
 * It replaced `holiday-balances` (no days, no leave years): a store that projection wrote replays.
 */
export const holidayBalancesProjection = defineDomainProjection({
  name: 'holiday-ledgers',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [HOLIDAY_BALANCES, HOLIDAY_WORKPLACES],
  indexes: [
    { collection: HOLIDAY_BALANCES, fields: ['ownerId'] },
    { collection: HOLIDAY_WORKPLACES, fields: ['ownerId'] },
  ],
  eventTypes: [
    'WorkplaceCreated',
    'WorkplaceUpdated',
    'EmployeeAdded',
    'EmployeeUpdated',
    'PayPeriodFinalised',
    'PayPeriodReopened',
    'TimeOffApproved',
    'TimeOffCancelled',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'WorkplaceCreated':
      case 'WorkplaceUpdated': {
        const known = await batch.get<HolidayWorkplaceDocument>(HOLIDAY_WORKPLACES, event.data.workplaceId);
        const ownerId = event.type === 'WorkplaceCreated' ? event.data.ownerId : known?.ownerId;
        if (!ownerId) return;
        const { payRules, timeZone } = event.data;
        batch.put(HOLIDAY_WORKPLACES, {
          id: event.data.workplaceId,
          ownerId,
          allowNegativeHolidayBalance: payRules?.allowNegativeHolidayBalance === true,
          ...(payRules?.holiday ? { holiday: payRules.holiday } : {}),
          ...(timeZone ? { timeZone } : {}),
        } satisfies HolidayWorkplaceDocument);
        return;
      }
      case 'EmployeeAdded':
      case 'EmployeeUpdated': {
        // Only a given rule (or null, cleared) changes it: an update without one keeps it.
        if (event.data.holiday === undefined) return;
        const balance = await balanceOf(batch, event.data.employeeId, accountOf(event.metadata));
        if (balance) batch.put(HOLIDAY_BALANCES, { ...balance, holiday: event.data.holiday });
        return;
      }
      case 'PayPeriodFinalised': {
        const key = `${event.data.workplaceId}|${event.data.periodStart}`;
        for (const [employeeId, hundredths] of Object.entries(event.data.holidayAccrual ?? {})) {
          const balance = await balanceOf(batch, employeeId, accountOf(event.metadata));
          const accrual = { periodEnd: event.data.periodEnd, hundredths };
          if (balance) batch.put(HOLIDAY_BALANCES, { ...balance, accrued: { ...balance.accrued, [key]: accrual } });
        }
        return;
      }
      case 'PayPeriodReopened': {
        const key = `${event.data.workplaceId}|${event.data.periodStart}`;
        const ownerId = accountOf(event.metadata);
        if (!ownerId) return;
        for (const balance of await batch.find<HolidayBalanceDocument>(HOLIDAY_BALANCES, { ownerId })) {
          if (key in balance.accrued) batch.put(HOLIDAY_BALANCES, { ...balance, accrued: without(balance.accrued, key) });
        }
        return;
      }
      case 'TimeOffApproved': {
        if (event.data.kind !== 'paid-holiday') return;
        const balance = await balanceOf(batch, event.data.employeeId, accountOf(event.metadata));
        const days = event.data.paidHolidayMinutes ?? {};
        if (balance) batch.put(HOLIDAY_BALANCES, { ...balance, booked: { ...balance.booked, [event.data.requestId]: days } });
        return;
      }
      case 'TimeOffCancelled': {
        const balance = await batch.get<HolidayBalanceDocument>(HOLIDAY_BALANCES, event.data.employeeId);
        if (balance && event.data.requestId in balance.booked) {
          batch.put(HOLIDAY_BALANCES, { ...balance, booked: without(balance.booked, event.data.requestId) });
        }
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        for (const collection of [HOLIDAY_BALANCES, HOLIDAY_WORKPLACES])
          await batch.deleteWhere(collection, { ownerId: event.data.userId });
        return;
    }
  },
});
