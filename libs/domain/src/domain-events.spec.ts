import { ACCOUNT_PURGE_EVENT_TYPES } from './accounts/account-deletion.events';
import { AnyDomainEvent, isEventOfType } from './domain-events';
import { ROTA_EVENT_TYPES } from './rota/rota.events';

describe('isEventOfType', () => {
  const stored = (event: AnyDomainEvent) => ({ ...event, position: 7 });

  it('narrows an event by its type name and keeps what it carries besides', () => {
    const event = stored({ type: 'AccountDeleted', data: { userId: 'u1', streams: ['user-u1'] } });
    if (!isEventOfType(event, ACCOUNT_PURGE_EVENT_TYPES)) throw new Error('an account purge event');
    // Typed: data.userId exists on both purge events, and the envelope stays.
    expect([event.data.userId, event.position]).toEqual(['u1', 7]);
  });

  it('says no for other types, also names outside the union', () => {
    expect(isEventOfType(stored({ type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } }), ROTA_EVENT_TYPES)).toBe(false);
    expect(isEventOfType({ type: 'WorkplaceRepainted', data: {} }, ROTA_EVENT_TYPES)).toBe(false);
    expect(isEventOfType({ type: 'ShiftDeleted', data: { shiftId: 's1' } }, ROTA_EVENT_TYPES)).toBe(true);
  });
});
