import { checkedShortNotice, PAY_RULE_MESSAGES, shortNoticeOn, withRuleFrom, type PayRules } from './pay-rules';
import { lostPaidMinutes, shortNoticeLine, type ShiftCut } from './short-notice';

const LONDON = 'Europe/London';
// Tue 3 Nov 2026 (GMT, UTC+0): 09:00-17:00 with a 30 min break = 7.5 paid hours.
const cut = (toldAt: string, after: ShiftCut['after'] = null): ShiftCut => ({
  assignmentId: 'a1',
  employeeId: 'sam',
  rotaDate: '2026-11-03',
  before: { startMinute: 540, endMinute: 1020, breakMinutes: 30 },
  after,
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishedEventId: 'published',
  changedAt: toldAt,
  toldAt,
  toldEventIds: ['changed'],
});
const lostHours = { hours: 24, pay: 'lost-hours' } as const;

describe('short-notice pay', () => {
  it('a shift cancelled 1 h 30 min before it starts pays its lost paid hours at the rate, named with when it was published and cancelled', () => {
    // 7.5 h × £12.73 = £95.475 → £95.48
    expect(shortNoticeLine(cut('2026-11-03T07:30:00.000Z'), lostHours, LONDON, 1273)).toEqual({
      employeeId: 'sam',
      type: 'short-notice',
      date: '2026-11-03',
      minutes: 450,
      ratePence: 1273,
      amountPence: 9548,
      eventIds: ['changed', 'published'],
      note: 'Short notice for Tue 3 Nov 09:00–17:00: published 1 Nov 10:00, cancelled 3 Nov 07:30',
    });
  });

  it('notice of exactly the rule’s hours is enough; a minute less is short', () => {
    expect(shortNoticeLine(cut('2026-11-02T09:00:00.000Z'), lostHours, LONDON, 1273)).toBeNull();
    expect(shortNoticeLine(cut('2026-11-02T09:01:00.000Z'), lostHours, LONDON, 1273)?.minutes).toBe(450);
  });

  it('a cut pays the paid hours lost: 09:00-17:00 with a 30 min break cut to 09:00-13:00 loses 3.5 h', () => {
    const line = shortNoticeLine(cut('2026-11-03T08:00:00.000Z', { startMinute: 540, endMinute: 780 }), lostHours, LONDON, 1000);
    // 7.5 h - 4 h = 3.5 h × £10.00 = £35.00
    expect([line?.minutes, line?.amountPence, line?.note]).toEqual([
      210,
      3500,
      'Short notice for Tue 3 Nov 09:00–17:00: published 1 Nov 10:00, cut to 09:00–13:00 3 Nov 08:00',
    ]);
  });

  it('names when the change was made and, when later, when the employee was told of it', () => {
    const published = { ...cut('2026-11-02T12:00:00.000Z'), changedAt: '2026-11-01T12:00:00.000Z', toldEventIds: ['changed', 'publish'] };
    expect(shortNoticeLine(published, lostHours, LONDON, 1000)?.note).toBe(
      'Short notice for Tue 3 Nov 09:00–17:00: published 1 Nov 10:00, cancelled 1 Nov 12:00, told 2 Nov 12:00',
    );
  });

  it('the fixed rule pays its hours whatever was lost', () => {
    const line = shortNoticeLine(cut('2026-11-03T07:30:00.000Z'), { hours: 24, pay: 'fixed', fixedHours: 2.5 }, LONDON, 1273);
    // 2.5 h × £12.73 = £31.825 → £31.83
    expect([line?.minutes, line?.amountPence]).toEqual([150, 3183]);
  });

  it('being sent home mid-shift is short notice; a change told after the shift ended is a correction and pays nothing', () => {
    const sentHome = cut('2026-11-03T12:00:00.000Z', { startMinute: 540, endMinute: 720 });
    expect(shortNoticeLine(sentHome, lostHours, LONDON, 1000)?.minutes).toBe(270);
    expect(shortNoticeLine(cut('2026-11-03T17:00:00.000Z'), lostHours, LONDON, 1000)).toBeNull();
  });

  it('nothing without a rule, and nothing when no paid time was lost (moved later, same length)', () => {
    expect(shortNoticeLine(cut('2026-11-03T07:30:00.000Z'), null, LONDON, 1273)).toBeNull();
    const moved = cut('2026-11-03T07:30:00.000Z', { startMinute: 600, endMinute: 1080, breakMinutes: 30 });
    expect(lostPaidMinutes(moved, LONDON)).toBe(0);
    expect(shortNoticeLine(moved, lostHours, LONDON, 1273)).toBeNull();
  });

  it('counts on the workplace clock across the clocks going back: Sun 25 Oct 2026 00:00-04:00 is 5 paid hours, told at 23:30 BST the night before', () => {
    const night: ShiftCut = { ...cut('2026-10-24T22:30:00.000Z'), rotaDate: '2026-10-25', before: { startMinute: 0, endMinute: 240 } };
    // 00:00 BST (23:00 UTC) to 04:00 GMT (04:00 UTC) = 5 h; told 30 min before the start.
    const line = shortNoticeLine(night, { hours: 1, pay: 'lost-hours' }, LONDON, 1200);
    expect([line?.minutes, line?.amountPence]).toEqual([300, 6000]);
    expect(line?.note).toBe('Short notice for Sun 25 Oct 00:00–04:00: published 1 Nov 10:00, cancelled 24 Oct 23:30');
  });
});

describe('the short-notice rule', () => {
  it('is dated like the other pay rules, off by default', () => {
    let rules: PayRules = {};
    expect(shortNoticeOn(rules, '2026-11-03')).toBeNull();
    rules = {
      shortNotice: withRuleFrom(
        rules.shortNotice,
        checkedShortNotice({ hours: 48, pay: 'lost-hours', effectiveFrom: '2026-11-04' }, '2026-11-01'),
      ),
    };
    expect(shortNoticeOn(rules, '2026-11-03')).toBeNull();
    expect(shortNoticeOn(rules, '2026-11-04')).toEqual({ hours: 48, pay: 'lost-hours' });
    rules = { shortNotice: withRuleFrom(rules.shortNotice, checkedShortNotice(null, '2026-11-10')) };
    expect(shortNoticeOn(rules, '2026-11-09')).toEqual({ hours: 48, pay: 'lost-hours' });
    expect(shortNoticeOn(rules, '2026-11-10')).toBeNull();
  });

  it('refuses shapes it cannot pay, with the message', () => {
    expect(() => checkedShortNotice({ hours: 24, pay: 'fixed' }, '2026-11-01')).toThrow(PAY_RULE_MESSAGES.shortNotice);
    expect(() => checkedShortNotice({ hours: 24, pay: 'double' }, '2026-11-01')).toThrow(PAY_RULE_MESSAGES.shortNotice);
    expect(() => checkedShortNotice({ hours: 0.5, pay: 'lost-hours' }, '2026-11-01')).toThrow(PAY_RULE_MESSAGES.shortNoticeHours);
    expect(() => checkedShortNotice({ hours: 24, pay: 'fixed', fixedHours: 30 }, '2026-11-01')).toThrow(PAY_RULE_MESSAGES.shortNoticeHours);
    expect(checkedShortNotice({ hours: 24, pay: 'fixed', fixedHours: 4 }, '2026-11-01').value).toEqual({
      hours: 24,
      pay: 'fixed',
      fixedHours: 4,
    });
  });
});
