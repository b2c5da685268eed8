import { formatHoursMinutes, formatMoney, hoursFromMinutes, minutesPerEmployeePerDay, payPence } from './pay-maths';

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

  it('gives hours to the minute', () => {
    expect(hoursFromMinutes(495)).toBe(8.25); // 09:00-17:15
    expect(hoursFromMinutes(15)).toBe(0.25);
    expect(hoursFromMinutes(1)).toBe(0.0167);
    expect(hoursFromMinutes(0)).toBe(0);
  });

  it('shows hours as X hrs Y mins', () => {
    expect(formatHoursMinutes(495)).toBe('8 hrs 15 mins');
    expect(formatHoursMinutes(0)).toBe('0 hrs 0 mins');
    expect(formatHoursMinutes(60)).toBe('1 hrs 0 mins');
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
  });
});
