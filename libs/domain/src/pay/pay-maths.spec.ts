import {
  formatHoursMinutes,
  formatMoney,
  hoursDecimal,
  hoursFromMinutes,
  minutesFromHours,
  minutesPerEmployeePerDay,
  moneyDecimal,
  payForDatedDays,
  payForDays,
  payPence,
  rateOnFrom,
  totalPence,
} from './pay-maths';
import { knownRatePence } from '../employees/employee.rules';

describe('pay maths', () => {
  it('adds minutes per employee per day; unallocated counts for no one', () => {
    expect(
      minutesPerEmployeePerDay([
        { employeeId: 'ann', rotaDate: '2026-12-07', startMinute: 540, endMinute: 1035 },
        { employeeId: 'ann', rotaDate: '2026-12-07', startMinute: 1080, endMinute: 1140 },
        { employeeId: 'ann', rotaDate: '2026-12-08', startMinute: 600, endMinute: 615 },
        { employeeId: 'bob', rotaDate: '2026-12-07', startMinute: 540, endMinute: 600 },
        { employeeId: null, rotaDate: '2026-12-07', startMinute: 0, endMinute: 1440 },
      ]),
    ).toEqual({ ann: { '2026-12-07': 555, '2026-12-08': 15 }, bob: { '2026-12-07': 60 } });
  });

  it('counts paid minutes: the time that really passes on the workplace clock, less the break', () => {
    const london = 'Europe/London';
    expect(
      minutesPerEmployeePerDay(
        [
          // 07:00-15:00 with a 30-minute break: 7.5 h.
          { employeeId: 'ann', rotaDate: '2026-12-07', startMinute: 420, endMinute: 900, breakMinutes: 30 },
          // The clocks-go-back night, 22:00-02:00: 5 h pass.
          { employeeId: 'ann', rotaDate: '2026-10-24', startMinute: 1320, endMinute: 1560 },
          // The clocks-go-forward night, 22:00-02:00: 3 h pass.
          { employeeId: 'bob', rotaDate: '2026-03-28', startMinute: 1320, endMinute: 1560 },
          // Overnight with a break: 20:00-04:00 less 45 minutes.
          { employeeId: 'bob', rotaDate: '2026-12-07', startMinute: 1200, endMinute: 1680, breakMinutes: 45 },
        ],
        london,
      ),
    ).toEqual({ ann: { '2026-12-07': 450, '2026-10-24': 300 }, bob: { '2026-03-28': 180, '2026-12-07': 435 } });
    // The same night in UTC has no clock change: 4 h.
    expect(minutesPerEmployeePerDay([{ employeeId: 'ann', rotaDate: '2026-10-24', startMinute: 1320, endMinute: 1560 }], 'UTC')).toEqual({
      ann: { '2026-10-24': 240 },
    });
  });

  it('gives hours to the minute', () => {
    expect(hoursFromMinutes(495)).toBe(8.25); // 09:00-17:15
    expect(hoursFromMinutes(15)).toBe(0.25);
    expect(hoursFromMinutes(1)).toBe(0.0167);
    expect(hoursFromMinutes(0)).toBe(0);
  });

  it('shows hours as X hrs Y mins', () => {
    expect(formatHoursMinutes(495)).toBe('8 hrs 15 mins');
    expect(formatHoursMinutes(0)).toBe('0 hrs 0 mins');
    expect(formatHoursMinutes(60)).toBe('1 hr 0 mins');
    expect(formatHoursMinutes(95)).toBe('1 hr 35 mins');
    expect(formatHoursMinutes(121)).toBe('2 hrs 1 min');
    expect(formatHoursMinutes(61)).toBe('1 hr 1 min');
  });

  it('pays in whole pence, rounding half up', () => {
    expect(payPence(495, 1000)).toBe(8250); // 8.25 h at £10.00
    expect(payPence(60, 755)).toBe(755);
    expect(payPence(1, 30)).toBe(1); // 0.5p rounds up
    expect(payPence(1, 29)).toBe(0); // 0.483p rounds down
    expect(payPence(15, 755)).toBe(189); // 188.75p
    expect(payPence(-1, 30)).toBe(-1);
  });

  it('formats money in the chosen currency', () => {
    expect(formatMoney(8250, 'gbp')).toBe('£82.50');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(5, 'eur')).toBe('€0.05');
    expect(formatMoney(-1999)).toBe('-£19.99');
    expect(formatMoney(123456789, 'eur')).toBe('€1,234,567.89');
    expect(formatMoney(1000, 'eur')).toBe('€10.00');
    expect(formatMoney(9768, 'gbp')).toBe('£97.68');
    expect(formatMoney(-0, 'gbp')).toBe('£0.00');
    // A negative figure that rounds to no pence is no money, not '-£0.00'.
    expect(formatMoney(-0.4, 'gbp')).toBe('£0.00');
  });
});

describe('the rounding policy: minutes × rate, half up to the penny', () => {
  const cases: [given: string, minutes: number, ratePence: number, expectedPence: number][] = [
    ['7 h 45 at £12.21 = 9462.75p', 465, 1221, 9463],
    ['8 h at £7.55 = 6040p exactly', 480, 755, 6040],
    ['6 min at £7.55 = 75.5p, a half penny goes up', 6, 755, 76],
    ['15 min at £7.55 = 188.75p', 15, 755, 189],
    ['1 min at £12.21 = 20.35p', 1, 1221, 20],
  ];
  it.each(cases)('%s', (_given, minutes, ratePence, expectedPence) => {
    expect(payPence(minutes, ratePence)).toBe(expectedPence);
  });
});

describe('pay over days', () => {
  it('rounds each day on its own and the period once, from its total minutes', () => {
    // Given three days of 15 minutes at £7.55: each day is 188.75p → 189p,
    // and the period is 45 minutes = 566.25p → 566p, a penny under the days' sum.
    const pay = payForDays({ '2026-12-09': 15, '2026-12-07': 15, '2026-12-08': 15 }, 755);
    expect(pay).toEqual({
      minutes: 45,
      pence: 566,
      days: [
        { date: '2026-12-07', minutes: 15, ratePence: 755, pence: 189 },
        { date: '2026-12-08', minutes: 15, ratePence: 755, pence: 189 },
        { date: '2026-12-09', minutes: 15, ratePence: 755, pence: 189 },
      ],
    });
  });

  it('prices a week of 7 h 45 days at £12.21', () => {
    // 5 × 465 = 2325 minutes; 2325 × 1221 / 60 = 47313.75p → £473.14; each day 9462.75p → 9463p.
    const week = Object.fromEntries(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((d) => [d, 465]));
    const pay = payForDays(week, 1221);
    expect(pay.minutes).toBe(2325);
    expect(pay.pence).toBe(47314);
    expect(pay.days.map((d) => d.pence)).toEqual([9463, 9463, 9463, 9463, 9463]);
  });

  it('keeps the hours but no price when the rate is unknown, and drops days without work', () => {
    expect(payForDays({ '2026-12-07': 480, '2026-12-08': 0 }, null)).toEqual({
      minutes: 480,
      pence: null,
      days: [{ date: '2026-12-07', minutes: 480, ratePence: null, pence: null }],
    });
  });

  describe('rates by date', () => {
    const history = [
      { ratePence: 1221, effectiveFrom: null },
      { ratePence: 1300, effectiveFrom: '2026-12-09' },
    ];
    const week = { '2026-12-07': 465, '2026-12-08': 465, '2026-12-09': 465, '2026-12-10': 465 };

    it('prices each day at the rate in force that day: a rise never reprices earlier days', () => {
      const pay = payForDatedDays(week, rateOnFrom(history));
      expect(pay.days.map((d) => [d.date, d.ratePence, d.pence])).toEqual([
        ['2026-12-07', 1221, 9463],
        ['2026-12-08', 1221, 9463],
        ['2026-12-09', 1300, 10075],
        ['2026-12-10', 1300, 10075],
      ]);
      // One line per rate, each rounded once: 930 min × £12.21 + 930 min × £13.00.
      expect(pay.pence).toBe(18926 + 20150);
      expect(pay.minutes).toBe(1860);
    });

    it('gives the same pay as before the rise for the days before it', () => {
      const before = { '2026-12-07': 465, '2026-12-08': 465 };
      expect(payForDatedDays(before, rateOnFrom(history))).toEqual(payForDays(before, 1221));
    });

    it('has no period price when a worked day has no known rate', () => {
      expect(payForDatedDays(week, (date) => (date < '2026-12-09' ? 1221 : null)).pence).toBeNull();
    });
  });

  it('totals employees by adding their rounded pay, leaving out unknown pay', () => {
    expect(totalPence([{ pence: 6040 }, { pence: null }, { pence: 9463 }])).toBe(15503);
    expect(totalPence([])).toBe(0);
  });
});

describe('rates', () => {
  it('reads rates as text, so floating point never shaves a penny', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.13 * 100 is 112.99999999999999.
    expect(knownRatePence(0.29)).toBe(29);
    expect(knownRatePence(1.13)).toBe(113);
    expect(knownRatePence(7.55)).toBe(755);
    expect(knownRatePence('7,55')).toBe(755);
    expect(knownRatePence(12)).toBe(1200);
  });

  it('answers null when there is no usable rate', () => {
    for (const rate of [undefined, null, 0, -5, '', '£7', Number.POSITIVE_INFINITY, '7.555']) {
      expect(knownRatePence(rate)).toBeNull();
    }
  });
});

describe('the pay API hours and spreadsheet decimals', () => {
  it('turns the API decimal hours into whole minutes; nonsense is no time', () => {
    expect(minutesFromHours(8.25)).toBe(495);
    expect(minutesFromHours(0.0167)).toBe(1);
    expect(minutesFromHours(7.333333333333333)).toBe(440);
    expect(minutesFromHours('1.5')).toBe(90);
    for (const nonsense of [-2, Number.NaN, null, 'abc']) expect(minutesFromHours(nonsense)).toBe(0);
  });

  it('writes hours from minutes to 2 decimals, rounding half up', () => {
    expect(hoursDecimal(1485)).toBe('24.75');
    expect(hoursDecimal(20)).toBe('0.33');
    expect(hoursDecimal(40)).toBe('0.67');
    expect(hoursDecimal(1)).toBe('0.02'); // 1.666… hundredths
    expect(hoursDecimal(0)).toBe('0.00');
    expect(hoursDecimal(0.3)).toBe('0.01'); // exactly 0.5 hundredths: the half goes up
  });

  it('writes pence as a plain amount, without a thousands separator', () => {
    expect(moneyDecimal(18686)).toBe('186.86');
    expect(moneyDecimal(7)).toBe('0.07');
    expect(moneyDecimal(123456)).toBe('1234.56');
    expect(moneyDecimal(-250)).toBe('-2.50');
  });
});
