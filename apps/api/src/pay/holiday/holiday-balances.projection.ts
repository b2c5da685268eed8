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

const without = (record: Record<string, number>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * Holiday balances (issue 39): each finalised period's accrual (from its event, so a later rule
 * change never alters it; a re-opened period's is taken back) and each approved paid holiday's
 * minutes (a cancelled one's are given back). Deterministic, rebuildable from zero.
 */
export const holidayBalancesProjection = defineDomainProjection({
  name: 'holiday-balances',
  collections: [HOLIDAY_BALANCES, HOLIDAY_WORKPLACES],
  indexes: [
    { collection: HOLIDAY_BALANCES, fields: ['ownerId'] },
    { collection: HOLIDAY_WORKPLACES, fields: ['ownerId'] },
  ],
  eventTypes: [
    'WorkplaceCreated',
    'WorkplaceUpdated',
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
        batch.put(HOLIDAY_WORKPLACES, {
          id: event.data.workplaceId,
          ownerId,
          allowNegativeHolidayBalance: event.data.payRules?.allowNegativeHolidayBalance === true,
        } satisfies HolidayWorkplaceDocument);
        return;
      }
      case 'PayPeriodFinalised': {
        const key = `${event.data.workplaceId}|${event.data.periodStart}`;
        for (const [employeeId, hundredths] of Object.entries(event.data.holidayAccrual ?? {})) {
          const balance = await balanceOf(batch, employeeId, accountOf(event.metadata));
          if (balance) batch.put(HOLIDAY_BALANCES, { ...balance, accrued: { ...balance.accrued, [key]: hundredths } });
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
        const minutes = Object.values(event.data.paidHolidayMinutes ?? {}).reduce((a, b) => a + b, 0);
        if (event.data.kind !== 'paid-holiday') return;
        const balance = await balanceOf(batch, event.data.employeeId, accountOf(event.metadata));
        if (balance) batch.put(HOLIDAY_BALANCES, { ...balance, booked: { ...balance.booked, [event.data.requestId]: minutes } });
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
