import { addDays, datesInRange, weekdayOf } from './calendar-date';
import {
  customPeriod,
  payPeriodSettingsFrom,
  payPeriodsContaining,
  periodContains,
  periodFor,
  type PayPeriodSettings,
} from './pay-periods';

const weekly = (weekStartDay: number): PayPeriodSettings => ({ frequency: 'weekly', weekStartDay });
const monthly: PayPeriodSettings = { frequency: 'monthly', weekStartDay: 0 };

describe('weekly pay periods', () => {
  // Wednesday 1 January 2025, a week that crosses a year.
  it.each([
    [0, 'Sunday', '2024-12-29', '2025-01-04'],
    [1, 'Monday', '2024-12-30', '2025-01-05'],
    [2, 'Tuesday', '2024-12-31', '2025-01-06'],
    [3, 'Wednesday', '2025-01-01', '2025-01-07'],
    [4, 'Thursday', '2024-12-26', '2025-01-01'],
    [5, 'Friday', '2024-12-27', '2025-01-02'],
    [6, 'Saturday', '2024-12-28', '2025-01-03'],
  ])('starting on %i (%s) puts 2025-01-01 in %s – %s', (day, _name, start, end) => {
    expect(periodFor('2025-01-01', weekly(day))).toEqual({
      kind: 'weekly',
      start,
      end,
      label: `${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(2, 4)} – ${end.slice(8, 10)}/${end.slice(5, 7)}/${end.slice(2, 4)}`,
    });
  });

  it('for every start day, each date of a fortnight lies in a 7-day week starting on that day', () => {
    for (let day = 0; day <= 6; day += 1) {
      for (const date of datesInRange('2024-02-20', '2024-03-05')) {
        const period = periodFor(date, weekly(day));
        expect(weekdayOf(period.start)).toBe(day);
        expect(addDays(period.start, 6)).toBe(period.end);
        expect(periodContains(period, date)).toBe(true);
      }
    }
  });

  it('a date on the start day opens its own week', () => {
    expect(periodFor('2025-01-06', weekly(1))).toMatchObject({ start: '2025-01-06', end: '2025-01-12' });
    expect(periodFor('2025-01-05', weekly(1))).toMatchObject({ start: '2024-12-30', end: '2025-01-05' });
  });

  it('crosses a month and a leap day', () => {
    expect(periodFor('2024-02-29', weekly(0))).toMatchObject({ start: '2024-02-25', end: '2024-03-02' });
  });

  it('rejects a start day outside 0-6', () => {
    expect(() => periodFor('2025-01-01', weekly(7))).toThrow(RangeError);
    expect(() => periodFor('2025-01-01', weekly(-1))).toThrow(RangeError);
    expect(() => periodFor('2025-01-01', weekly(1.5))).toThrow(RangeError);
  });
});

describe('monthly pay periods', () => {
  it.each([
    ['2025-01-15', '2025-01-01', '2025-01-31', 'January 2025'],
    ['2024-02-10', '2024-02-01', '2024-02-29', 'February 2024'],
    ['2025-02-28', '2025-02-01', '2025-02-28', 'February 2025'],
    ['2100-02-01', '2100-02-01', '2100-02-28', 'February 2100'],
    ['2000-02-29', '2000-02-01', '2000-02-29', 'February 2000'],
    ['2025-04-30', '2025-04-01', '2025-04-30', 'April 2025'],
    ['2025-12-31', '2025-12-01', '2025-12-31', 'December 2025'],
  ])('%s is in %s – %s (%s)', (date, start, end, label) => {
    expect(periodFor(date, monthly)).toEqual({ kind: 'monthly', start, end, label });
  });

  it('ignores the week start day', () => {
    expect(periodFor('2025-03-09', { frequency: 'monthly', weekStartDay: 4 })).toMatchObject({
      start: '2025-03-01',
      end: '2025-03-31',
    });
  });
});

describe('payPeriodsContaining', () => {
  const planned = ['2025-01-02', '2024-12-30', '2024-12-31', '2025-01-02', '2025-02-03', '2024-12-24'];

  it('lists each weekly period once, oldest first, across a year end', () => {
    expect(payPeriodsContaining(planned, weekly(1)).map((p) => [p.start, p.end])).toEqual([
      ['2024-12-23', '2024-12-29'],
      ['2024-12-30', '2025-01-05'],
      ['2025-02-03', '2025-02-09'],
    ]);
    // With Thursday weeks the same days split differently.
    expect(payPeriodsContaining(planned, weekly(4)).map((p) => [p.start, p.end])).toEqual([
      ['2024-12-19', '2024-12-25'],
      ['2024-12-26', '2025-01-01'],
      ['2025-01-02', '2025-01-08'],
      ['2025-01-30', '2025-02-05'],
    ]);
  });

  it('lists calendar months', () => {
    expect(payPeriodsContaining(planned, monthly).map((p) => p.label)).toEqual(['December 2024', 'January 2025', 'February 2025']);
  });

  it('skips entries that are not calendar dates and is empty without dates', () => {
    expect(payPeriodsContaining(['nonsense', '2025-02-30', '2025-03-03'], monthly).map((p) => p.label)).toEqual(['March 2025']);
    expect(payPeriodsContaining([], weekly(0))).toEqual([]);
  });
});

describe('customPeriod', () => {
  it('keeps both ends and labels them', () => {
    expect(customPeriod('2024-12-28', '2025-01-03')).toEqual({
      kind: 'custom',
      start: '2024-12-28',
      end: '2025-01-03',
      label: '28/12/24 – 03/01/25',
    });
    expect(customPeriod('2025-01-03', '2025-01-03').label).toBe('03/01/25');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => customPeriod('2025-01-03', '2025-01-02')).toThrow(RangeError);
  });
});

describe('payPeriodSettingsFrom', () => {
  it('reads tf_2 (true = weekly) and week_start, the one week start the planner follows too', () => {
    expect(payPeriodSettingsFrom({ tf_2: true, week_start: 'sunday' })).toEqual({ frequency: 'weekly', weekStartDay: 0 });
    expect(payPeriodSettingsFrom({ tf_2: true, week_start: 'monday' })).toEqual({ frequency: 'weekly', weekStartDay: 1 });
    expect(payPeriodSettingsFrom({ tf_2: false, week_start: 'sunday' })).toEqual({ frequency: 'monthly', weekStartDay: 0 });
  });

  it("falls back to weekly from Monday, the planner's default, when values are missing or unknown (num_1 no longer decides)", () => {
    expect(payPeriodSettingsFrom(null)).toEqual({ frequency: 'weekly', weekStartDay: 1 });
    expect(payPeriodSettingsFrom({ tf_2: true, week_start: 'friday' })).toEqual({ frequency: 'weekly', weekStartDay: 1 });
    expect(payPeriodSettingsFrom({ tf_2: true, num_1: 0 } as never)).toEqual({ frequency: 'weekly', weekStartDay: 1 });
  });
});
