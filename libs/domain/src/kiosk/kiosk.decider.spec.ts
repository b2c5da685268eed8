import type { CommandWorkplace } from '../shared/live-workplace';
import { given } from '../testing/given-when-then';
import { kioskDecider, pinRefusalOf } from './kiosk.decider';
import type { KioskEvent } from './kiosk.events';
import { checkedPin, clockInstant, KIOSK_MESSAGES } from './kiosk.rules';

const workplace: CommandWorkplace = { workplaceId: 'w1', ownerId: 'o1', deleted: false };
const TOKEN = 'a'.repeat(43);
const created = (kioskId: string): KioskEvent => ({
  type: 'KioskLinkCreated',
  data: { kioskId, workplaceId: 'w1', ownerId: 'o1', name: 'Kiosk', token: `${kioskId}${TOKEN}` },
});
const revoked = (kioskId: string): KioskEvent => ({ type: 'KioskLinkRevoked', data: { kioskId, workplaceId: 'w1' } });
const pinSet: KioskEvent = { type: 'KioskPinSet', data: { workplaceId: 'w1', ownerId: 'o1', employeeId: 'e1', pinHash: 'hash' } };
const rejected = (failures: number): KioskEvent => ({
  type: 'KioskPinRejected',
  data: { workplaceId: 'w1', employeeId: 'e1', kioskId: 'k1', failures },
});
const attempt = (matches: boolean, now = '2026-06-02T09:00:00.000Z') =>
  ({ type: 'AttemptKioskPin', data: { workplace, kioskId: 'k1', employeeId: 'e1', matches, now } }) as const;

describe('kiosk links', () => {
  it('creates a link, named "Kiosk" unless named', () => {
    given(kioskDecider)
      .when({ type: 'CreateKioskLink', data: { workplace, kioskId: 'k1', token: TOKEN, name: '  ' } })
      .then([{ type: 'KioskLinkCreated', data: { kioskId: 'k1', workplaceId: 'w1', ownerId: 'o1', name: 'Kiosk', token: TOKEN } }]);
  });

  it('allows several per workplace, at most 10 live ones', () => {
    const ten = Array.from({ length: 10 }, (_, i) => created(`k${i}`));
    given(kioskDecider, ten)
      .when({ type: 'CreateKioskLink', data: { workplace, kioskId: 'k99', token: TOKEN } })
      .thenThrows(KIOSK_MESSAGES.tooMany, 'conflict');
    given(kioskDecider, [...ten, revoked('k0')])
      .when({ type: 'CreateKioskLink', data: { workplace, kioskId: 'k99', token: TOKEN, name: 'Door' } })
      .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['KioskLinkCreated']));
  });

  it('revokes a link once; an unknown one is 404', () => {
    given(kioskDecider, [created('k1')])
      .when({ type: 'RevokeKioskLink', data: { workplace, kioskId: 'k1' } })
      .then([{ type: 'KioskLinkRevoked', data: { kioskId: 'k1', workplaceId: 'w1' } }]);
    given(kioskDecider, [created('k1'), revoked('k1')])
      .when({ type: 'RevokeKioskLink', data: { workplace, kioskId: 'k1' } })
      .then([]);
    given(kioskDecider)
      .when({ type: 'RevokeKioskLink', data: { workplace, kioskId: 'k2' } })
      .thenThrows(KIOSK_MESSAGES.kioskNotFound, 'not_found');
  });
});

describe('kiosk PINs', () => {
  it('a PIN is 4 to 6 digits', () => {
    expect(checkedPin('0420')).toBe('0420');
    expect(checkedPin('123456')).toBe('123456');
    for (const bad of ['123', '1234567', '12a4', ' 1234', 1234, null]) expect(() => checkedPin(bad)).toThrow(KIOSK_MESSAGES.pinFormat);
  });

  it('a right PIN passes; after wrong ones it clears their count', () => {
    given(kioskDecider, [created('k1'), pinSet])
      .when(attempt(true))
      .then([]);
    given(kioskDecider, [created('k1'), pinSet, rejected(1), rejected(2)])
      .when(attempt(true))
      .then([{ type: 'KioskPinFailuresCleared', data: { workplaceId: 'w1', employeeId: 'e1' } }]);
  });

  it('counts wrong tries (401) and locks on the fifth for 15 minutes (423)', () => {
    given(kioskDecider, [created('k1'), pinSet, rejected(1)])
      .when(attempt(false))
      .thenEvents((events) => {
        expect(events).toEqual([rejected(2)]);
        expect(pinRefusalOf(events)?.kind).toBe('unauthorized');
        expect(pinRefusalOf(events)?.message).toBe('Wrong PIN.');
      });
    given(kioskDecider, [created('k1'), pinSet, rejected(1), rejected(2), rejected(3), rejected(4)])
      .when(attempt(false))
      .thenEvents((events) => {
        expect(events).toEqual([
          rejected(5),
          { type: 'KioskPinLocked', data: { workplaceId: 'w1', employeeId: 'e1', kioskId: 'k1', until: '2026-06-02T09:15:00.000Z' } },
        ]);
        expect(pinRefusalOf(events)?.kind).toBe('locked');
      });
  });

  it('refuses even the right PIN while locked, and takes it again after 15 minutes', () => {
    const lockedAt9: KioskEvent[] = [
      created('k1'),
      pinSet,
      { type: 'KioskPinLocked', data: { workplaceId: 'w1', employeeId: 'e1', kioskId: 'k1', until: '2026-06-02T09:15:00.000Z' } },
    ];
    given(kioskDecider, lockedAt9)
      .when(attempt(true, '2026-06-02T09:14:59.000Z'))
      .thenThrows('Too many wrong PINs: try again in 15 minutes or ask your manager.', 'locked');
    given(kioskDecider, lockedAt9).when(attempt(true, '2026-06-02T09:15:00.000Z')).then([]);
    // A new PIN lifts the lock at once.
    given(kioskDecider, [...lockedAt9, pinSet])
      .when(attempt(true, '2026-06-02T09:01:00.000Z'))
      .then([]);
  });

  it('a person without a PIN, or a revoked kiosk, is refused', () => {
    given(kioskDecider, [created('k1')])
      .when(attempt(true))
      .thenThrows(KIOSK_MESSAGES.noPin, 'unauthorized');
    given(kioskDecider, [created('k1'), pinSet, revoked('k1')])
      .when(attempt(true))
      .thenThrows(KIOSK_MESSAGES.notFound, 'not_found');
  });
});

describe('a queued clock event’s time', () => {
  const now = Date.parse('2026-06-02T09:00:00.000Z');
  it('is now when absent, its own when at most 24 hours old and not in the future', () => {
    expect(clockInstant(undefined, now)).toBe(now);
    expect(clockInstant('2026-06-01T09:00:00.000Z', now)).toBe(now - 24 * 3_600_000);
    expect(() => clockInstant('2026-06-01T08:59:59.000Z', now)).toThrow(KIOSK_MESSAGES.atTooOld);
    expect(() => clockInstant('2026-06-02T09:05:00.000Z', now)).toThrow(KIOSK_MESSAGES.atInFuture);
    expect(() => clockInstant('yesterday', now)).toThrow(KIOSK_MESSAGES.atNotAnInstant);
  });
});
