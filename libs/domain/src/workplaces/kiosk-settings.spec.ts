import { given } from '../testing/given-when-then';
import { checkedIpRanges, isInIpRanges, KIOSK_SETTINGS_MESSAGES } from './kiosk-settings';
import { workplaceDecider } from './workplace.decider';
import type { WorkplaceCreated } from './workplace.events';

const workplaceId = 'w1';
const created: WorkplaceCreated = {
  type: 'WorkplaceCreated',
  data: {
    workplaceId,
    ownerId: 'u1',
    name: 'The Anchor',
    industryCategory: 'bar',
    services: [],
    rotaStartTime: 0,
    rotaEndTime: 24,
    timeZone: 'Europe/London',
  },
};
const { workplaceId: _id, ownerId: _owner, ...details } = created.data;
const update = (changes: Record<string, unknown>) => ({ type: 'UpdateWorkplace' as const, data: { workplaceId, ...changes } });

describe('kiosk address ranges', () => {
  it('normalises ranges of both families to their network address, a single address to its own range', () => {
    expect(checkedIpRanges(['203.0.113.7/24', '198.51.100.9', '2001:DB8:0:0::1/48', '2001:db8::5', ' 10.0.0.0/8 '])).toEqual([
      '203.0.113.0/24',
      '198.51.100.9/32',
      '2001:db8::/48',
      '2001:db8::5/128',
      '10.0.0.0/8',
    ]);
    expect(checkedIpRanges(['10.0.0.1/8', '10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(checkedIpRanges([])).toEqual([]);
  });

  it.each(['', 'cafe', '10.0.0.0/33', '2001:db8::/129', '127.1', '010.0.0.1/8', '10.0.0.0/8/8', 'fe80::1%eth0', '10.0.0.0/x', '256.0.0.1'])(
    'refuses %p, naming it',
    (entry) => {
      expect(() => checkedIpRanges([entry])).toThrow(KIOSK_SETTINGS_MESSAGES.ipRange(entry));
    },
  );

  it('refuses what is not a short list of text', () => {
    for (const value of ['10.0.0.0/8', [1], null, {}, Array.from({ length: 21 }, (_, i) => `10.0.${i}.0/24`)]) {
      expect(() => checkedIpRanges(value)).toThrow(KIOSK_SETTINGS_MESSAGES.ipRanges);
    }
  });

  it('matches a client inside a range of its family, an IPv4-mapped client as IPv4, and every client when there are none', () => {
    const ranges = ['203.0.113.0/24', '2001:db8::/48'];
    expect(isInIpRanges('203.0.113.200', ranges)).toBe(true);
    expect(isInIpRanges('::ffff:203.0.113.9', ranges)).toBe(true);
    expect(isInIpRanges('2001:db8:0:ffff::1', ranges)).toBe(true);
    expect(isInIpRanges('203.0.114.1', ranges)).toBe(false);
    expect(isInIpRanges('2001:db9::1', ranges)).toBe(false);
    expect(isInIpRanges('unknown', ranges)).toBe(false);
    expect(isInIpRanges('192.0.2.1', ['::ffff:192.0.2.0/120'])).toBe(true);
    expect(isInIpRanges('192.0.2.1', [])).toBe(true);
  });
});

describe('workplace decider: kiosk settings', () => {
  it('are off on a new workplace (absent, as in every older event)', () => {
    given(workplaceDecider)
      .when({ type: 'CreateWorkplace', data: { workplaceId, ownerId: 'u1', name: 'The Anchor', industryCategory: 'bar' } })
      .thenEvents(([event]) => {
        expect(event.data).not.toHaveProperty('kioskIpRanges');
        expect(event.data).not.toHaveProperty('clockInWithoutShift');
      });
  });

  it('records ranges and clocking in without a shift, keeps them when an update does not name them, and clears them', () => {
    given(workplaceDecider, [created])
      .when(update({ kioskIpRanges: ['203.0.113.7/24'], clockInWithoutShift: true }))
      .then([
        { type: 'WorkplaceUpdated', data: { workplaceId, ...details, kioskIpRanges: ['203.0.113.0/24'], clockInWithoutShift: true } },
      ]);
    const set = {
      type: 'WorkplaceUpdated' as const,
      data: { workplaceId, ...details, kioskIpRanges: ['203.0.113.0/24'], clockInWithoutShift: true as const },
    };
    given(workplaceDecider, [created, set])
      .when(update({ name: 'The Crown' }))
      .thenEvents(([event]) =>
        expect(event.data).toMatchObject({ name: 'The Crown', kioskIpRanges: ['203.0.113.0/24'], clockInWithoutShift: true }),
      );
    given(workplaceDecider, [created, set])
      .when(update({ kioskIpRanges: ['203.0.113.0/24'], clockInWithoutShift: true }))
      .then([]);
    given(workplaceDecider, [created, set])
      .when(update({ kioskIpRanges: [], clockInWithoutShift: false }))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId, ...details } }]);
  });

  it('refuses a bad range or a setting that is not true or false', () => {
    given(workplaceDecider, [created])
      .when(update({ kioskIpRanges: ['cafe wifi'] }))
      .thenThrows(KIOSK_SETTINGS_MESSAGES.ipRange('cafe wifi'), 'validation');
    given(workplaceDecider, [created])
      .when(update({ clockInWithoutShift: 'yes' }))
      .thenThrows(KIOSK_SETTINGS_MESSAGES.clockInWithoutShift, 'validation');
  });
});
