import { paidMinutesOf } from '../pay/pay-maths';
import { accruesHoliday, adjustmentLines, firstOpenPeriodAfter, paidDays } from './adjustments';
import { holidayDayFigures, holidayLinesFor, type HolidayDay } from './holiday';
import { payPeriodsDecider, type FinalisedPeriod } from './pay-period.decider';
import { adjustmentNote, dayFiguresFor, dueAdjustments, payLinesFor, type PricingRules, type WorkedDay } from './pay-lines';
import { isPremiumDay, type OvertimeRule, type PremiumRule } from './pay-rules';
import { payPeriodOn } from './pay-schedule';

const rules = (overtime: OvertimeRule | null, premiums: PremiumRule | null = null): PricingRules => ({
  overtimeOn: () => overtime,
  premiumOn: () => premiums,
  isPremiumDay,
});
const day = (date: string, minutes: number, ratePence: number, eventIds: string[] = [`e-${date}`]): WorkedDay => ({
  date,
  minutes,
  ratePence,
  eventIds,
});
const hours = (h: number) => h * 60;

describe('overtime', () => {
  it('after 40 h a week: the shift that crosses the threshold is split, overtime at the rate × 1.5 rounded to the penny', () => {
    // Week from Mon 2 Nov 2026 at £12.73: Mon-Thu 9 h (36 h), Fri 8 h 15 min crosses 40 h after 4 h.
    const days = [
      day('2026-11-02', hours(9), 1273),
      day('2026-11-03', hours(9), 1273),
      day('2026-11-04', hours(9), 1273),
      day('2026-11-05', hours(9), 1273),
      day('2026-11-06', 495, 1273),
    ];
    const lines = payLinesFor('ann', '2026-11-02', days, rules({ afterWeeklyHours: 40, multiplier: 1.5 }));
    expect(lines).toEqual([
      // 2400 min × £12.73 = £509.20
      {
        employeeId: 'ann',
        type: 'normal',
        minutes: 2400,
        ratePence: 1273,
        amountPence: 50920,
        eventIds: ['e-2026-11-02', 'e-2026-11-03', 'e-2026-11-04', 'e-2026-11-05', 'e-2026-11-06'],
      },
      // £12.73 × 1.5 = £19.095 → £19.10; 4.25 h × £19.10 = £81.175 → £81.18
      { employeeId: 'ann', type: 'overtime', minutes: 255, ratePence: 1910, amountPence: 8118, eventIds: ['e-2026-11-06'] },
    ]);
  });

  it('after 8 h a day, and the weekly count leaves the daily overtime out', () => {
    const days = [day('2026-11-02', hours(10), 1000), day('2026-11-03', hours(6), 1000)];
    const lines = payLinesFor('ann', '2026-11-02', days, rules({ afterDailyHours: 8, afterWeeklyHours: 13, multiplier: 2 }));
    // Mon: 8 normal + 2 daily overtime; Tue: 5 normal (13 h reached) + 1 weekly overtime.
    expect(lines.map((l) => [l.type, l.minutes, l.ratePence, l.amountPence])).toEqual([
      ['normal', hours(13), 1000, 13000],
      ['overtime', hours(3), 2000, 6000],
    ]);
  });

  it('a clock-change night inside overtime counts the hour the clocks go back', () => {
    // Sat 24 Oct 2026 22:00 to Sun 06:00 in London is 9 real hours (the clocks go back at 02:00).
    const night = paidMinutesOf({ rotaDate: '2026-10-24', startMinute: 22 * 60, endMinute: 30 * 60 }, 'Europe/London');
    expect(night).toBe(540);
    const days = [
      day('2026-10-19', hours(9), 1200),
      day('2026-10-20', hours(9), 1200),
      day('2026-10-21', hours(9), 1200),
      day('2026-10-22', hours(9), 1200),
      day('2026-10-24', night, 1200),
    ];
    const lines = payLinesFor('bob', '2026-10-19', days, rules({ afterWeeklyHours: 40, multiplier: 1.5 }));
    // 40 h × £12 = £480; 5 h overtime (not 4) × £18 = £90.
    expect(lines.map((l) => [l.type, l.minutes, l.ratePence, l.amountPence])).toEqual([
      ['normal', 2400, 1200, 48000],
      ['overtime', 300, 1800, 9000],
    ]);
  });
});

describe('premium days', () => {
  const premiums = (region: PremiumRule['region'], dates?: string[]): PremiumRule => ({
    region,
    multiplier: 1.5,
    ...(dates ? { dates } : {}),
  });

  it('a bank holiday at 1.5×: its own line, dated', () => {
    // Mon 31 Aug 2026 is the summer bank holiday in England and Wales.
    const days = [day('2026-08-31', 450, 1100), day('2026-09-01', hours(6), 1100)];
    expect(payLinesFor('cal', '2026-08-31', days, rules(null, premiums('england-and-wales')))).toEqual([
      { employeeId: 'cal', type: 'normal', minutes: 360, ratePence: 1100, amountPence: 6600, eventIds: ['e-2026-09-01'] },
      // 7.5 h × £16.50 = £123.75
      {
        employeeId: 'cal',
        type: 'premium',
        date: '2026-08-31',
        minutes: 450,
        ratePence: 1650,
        amountPence: 12375,
        eventIds: ['e-2026-08-31'],
      },
    ]);
  });

  it("takes each region's own holidays from date-holidays, observances left out, and chosen dates", () => {
    expect(isPremiumDay(premiums('england-and-wales'), '2026-08-31')).toBe(true);
    expect(isPremiumDay(premiums('scotland'), '2026-08-31')).toBe(false);
    expect(isPremiumDay(premiums('scotland'), '2026-08-03')).toBe(true);
    expect(isPremiumDay(premiums('northern-ireland'), '2026-03-17')).toBe(true);
    // Mother's Day is an observance, not a bank holiday.
    expect(isPremiumDay(premiums('england-and-wales'), '2026-03-15')).toBe(false);
    expect(isPremiumDay(premiums('none'), '2026-12-25')).toBe(false);
    expect(isPremiumDay(premiums('none', ['2026-12-24']), '2026-12-24')).toBe(true);
  });

  it('overtime on a premium day takes the larger multiplier', () => {
    const lines = payLinesFor('cal', '2026-08-31', [day('2026-08-31', hours(10), 1000)], {
      ...rules({ afterDailyHours: 8, multiplier: 1.25 }, { region: 'england-and-wales', multiplier: 2 }),
    });
    expect(lines.map((l) => [l.type, l.date, l.minutes, l.ratePence, l.amountPence])).toEqual([
      // One line: the same day at the same rate (10 h × £20).
      ['premium', '2026-08-31', hours(10), 2000, 20000],
    ]);
  });
});

describe('a correction after finalising', () => {
  // Weekly from Monday 2 Nov 2026; £12.73 an hour; no overtime or premiums.
  const schedule = { paySchedule: [{ effectiveFrom: '2026-01-01', value: { frequency: 'weekly' as const, anchorDate: '2026-01-05' } }] };
  const none = rules(null);
  const week1 = payPeriodOn(schedule, '2026-11-03');
  const week2 = payPeriodOn(schedule, '2026-11-10');

  const finalise = (periodStart: string, periodEnd: string, days: WorkedDay[], lines: FinalisedPeriod['lines']): FinalisedPeriod => {
    const state = payPeriodsDecider.initialState();
    const [event] = payPeriodsDecider.decide(
      {
        type: 'FinalisePayPeriod',
        data: {
          workplaceId: 'w',
          periodId: `w:${periodStart}`,
          periodStart,
          periodEnd,
          rules: {},
          lines,
          days: { ann: dayFiguresFor(periodStart, days, none) },
          now: '2026-11-20T10:00:00.000Z',
          today: '2026-11-20',
          unapprovedDays: [],
        },
      },
      state,
    );
    return payPeriodsDecider.evolve(state, event).finalised[periodStart];
  };

  it('appears once, in the next period only, and never again once that period is finalised', () => {
    expect([week1.start, week1.end, week2.start]).toEqual(['2026-11-02', '2026-11-08', '2026-11-09']);
    const asPlanned = [day('2026-11-03', hours(8), 1273, ['planned'])];
    const first = finalise(week1.start, week1.end, asPlanned, payLinesFor('ann', week1.start, asPlanned, none));
    expect(first.lines.map((l) => l.amountPence)).toEqual([10184]);

    // Sam corrects Tuesday's timesheet to 8.5 h on 12 Nov.
    const corrected = [day('2026-11-03', 510, 1273, ['planned', 'corrected'])];
    const now = { ann: dayFiguresFor(week1.start, corrected, none) };
    const due = dueAdjustments(week1.start, now, paidDays(first, [first]), () => 1273);
    const where = firstOpenPeriodAfter(
      week1,
      (d) => payPeriodOn(schedule, d),
      (start) => start === week1.start,
    );
    expect(where.start).toBe(week2.start);
    const change = { type: 'TimesheetCorrected', userId: 'u-sam', at: '2026-11-12T09:30:00.000Z' };
    const lines = adjustmentLines(due, () => ({ eventIds: ['corrected'], change }));
    // 0.5 h × £12.73 = £6.365 → the day's £108.21 less the £101.84 paid = £6.37
    expect(lines).toEqual([
      {
        employeeId: 'ann',
        type: 'adjustment',
        date: '2026-11-03',
        minutes: 30,
        ratePence: 1273,
        amountPence: 637,
        eventIds: ['corrected'],
        adjustsPeriod: '2026-11-02',
        change,
      },
    ]);
    expect(adjustmentNote('2026-11-03', { minutes: 30, pence: 637 }, { type: change.type, by: 'sam', at: change.at })).toBe(
      'Adjustment for Tue 3 Nov: +0.5 h, £6.37, timesheet corrected by sam on 12 Nov',
    );

    // The next week is finalised with the adjustment: nothing is due any more, in any later period.
    const second = finalise(week2.start, week2.end, [], lines);
    expect(dueAdjustments(week1.start, now, paidDays(first, [first, second]), () => 1273)).toEqual([]);
    expect(
      firstOpenPeriodAfter(
        week1,
        (d) => payPeriodOn(schedule, d),
        (s) => [week1.start, week2.start].includes(s),
      ).start,
    ).toBe('2026-11-16');
  });

  it('paid holiday is compared apart: a rate correction reprices it once, as a paid-holiday adjustment that accrues no holiday', () => {
    // Tue 3 Nov: 7.5 h paid holiday at £12.73 = £95.475 → £95.48; corrected to £13.00: £97.50, £2.02 more.
    const holiday = (ratePence: number): HolidayDay[] => [{ date: '2026-11-03', minutes: 450, ratePence, eventIds: ['approved'] }];
    expect(holidayDayFigures(holiday(1273))).toEqual({ '2026-11-03': { minutes: 450, pence: 9548 } });
    const first = {
      ...finalise(week1.start, week1.end, [], holidayLinesFor('ann', holiday(1273))),
      holidayDays: { ann: holidayDayFigures(holiday(1273)) },
    };
    const now = { ann: holidayDayFigures(holiday(1300)) };
    // Hours worked did not change; the holiday did.
    expect(dueAdjustments(week1.start, {}, paidDays(first, [first]), () => 1300)).toEqual([]);
    const due = dueAdjustments(week1.start, now, paidDays(first, [first], 'paid-holiday'), () => 1300);
    expect(due).toEqual([
      { employeeId: 'ann', adjustsPeriod: '2026-11-02', date: '2026-11-03', delta: { minutes: 0, pence: 202 }, ratePence: 1300 },
    ]);
    const lines = adjustmentLines(due, () => ({ eventIds: ['rate'], change: null }), 'paid-holiday');
    expect(lines).toEqual([expect.objectContaining({ type: 'adjustment', amountPence: 202, paidHoliday: true })]);
    expect(accruesHoliday(lines[0])).toBe(false);
    expect(accruesHoliday({ type: 'adjustment' })).toBe(true);
    expect(adjustmentNote('2026-11-03', { minutes: 0, pence: 202 }, null, true)).toBe(
      'Adjustment for Tue 3 Nov (paid holiday): +0 h, £2.02',
    );

    // Once paid in week 2, it is due no more; a worked-hours adjustment never counts as paid holiday.
    const second = finalise(week2.start, week2.end, [], lines);
    expect(dueAdjustments(week1.start, now, paidDays(first, [first, second], 'paid-holiday'), () => 1300)).toEqual([]);
    expect(paidDays(first, [first, second])).toEqual({ ann: {} });
  });

  it('a removed shift is a negative adjustment', () => {
    const asPlanned = [day('2026-11-03', hours(8), 1273)];
    const first = finalise(week1.start, week1.end, asPlanned, payLinesFor('ann', week1.start, asPlanned, none));
    expect(dueAdjustments(week1.start, {}, paidDays(first, [first]), () => 1273)).toEqual([
      { employeeId: 'ann', adjustsPeriod: '2026-11-02', date: '2026-11-03', delta: { minutes: -480, pence: -10184 }, ratePence: 1273 },
    ]);
  });
});
