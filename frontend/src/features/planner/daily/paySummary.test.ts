import { describe, expect, it } from 'vitest';
import { formatHoursMinutes, formatMoney } from '@rotaledger/domain';
import { ALEX, SAM } from '../../../test/organisation-fixtures';
import { summarisePay } from './paySummary';

const a = (employeeId: string | null, start: number, end: number) => ({ assignmentId: `${employeeId}-${start}`, start, end, employeeId });

describe('daily pay summary maths', () => {
  it('adds up each employee across shifts and prices the minutes at their rate', () => {
    const summary = summarisePay(
      [
        { assignments: [a('e-sam', 540, 780), a('e-alex', 780, 1035)] }, // Sam 4h, Alex 4h15
        { assignments: [a('e-sam', 1020, 1110)] }, // Sam 1h30
      ],
      [SAM, ALEX],
    );
    expect(summary.rows.map((r) => [r.displayName, r.minutes, r.pence])).toEqual([
      ['Alex', 255, 3931], // 255 × 925 / 60 = 3931.25p
      ['Sam', 330, 6325], // 330 × 1150 / 60 = 6325p
    ]);
    expect(summary.rows[1].employeeName).toBe('Samantha Okafor');
    expect(summary.totalMinutes).toBe(585);
    expect(summary.totalPence).toBe(10256);
    expect(formatHoursMinutes(summary.rows[0].minutes)).toBe('4 hrs 15 mins');
    expect(formatMoney(summary.totalPence, 'usd')).toBe('$102.56');
  });

  it("counts paid minutes (the server's, less the unpaid break): 07:00-15:00 with 30 min at £12.00 is 7 h 30, £90.00", () => {
    const twelve = { ...SAM, rate: 12 };
    const summary = summarisePay(
      [{ assignments: [{ ...a('e-sam', 420, 900), breakMinutes: 30, ownBreak: false, paidMinutes: 450 }] }],
      [twelve],
    );
    expect(summary.rows.map((r) => [r.displayName, r.minutes, r.pence])).toEqual([['Sam', 450, 9000]]);
    expect(formatHoursMinutes(summary.totalMinutes)).toBe('7 hrs 30 mins');
    expect(formatMoney(summary.totalPence, 'gbp')).toBe('£90.00');
  });

  it('rounds half a penny up', () => {
    // 7.55/hr for 15 minutes = 188.75p → 189p; for 30 minutes 377.5p → 378p.
    const tom = { ...SAM, employee_id: 'e-tom', rate: 7.55 };
    expect(summarisePay([{ assignments: [a('e-tom', 0, 15)] }], [tom]).rows[0].pence).toBe(189);
    expect(summarisePay([{ assignments: [a('e-tom', 0, 30)] }], [tom]).rows[0].pence).toBe(378);
  });

  it('ignores unassigned time and has no rows when nobody is assigned', () => {
    const summary = summarisePay([{ assignments: [a(null, 540, 600)] }], [SAM]);
    expect(summary.rows).toEqual([]);
    expect(summary.totalPence).toBe(0);
  });

  it('keeps the hours of an employee no longer on the list, without a price', () => {
    const summary = summarisePay([{ assignments: [a('e-gone', 540, 600)] }], [SAM]);
    expect(summary.rows[0]).toMatchObject({ employeeName: null, displayName: 'Removed employee', minutes: 60, pence: null });
  });

  it('prices the day at the rate in force that day, so a later rise leaves it as paid', () => {
    const amira = {
      ...SAM,
      employee_id: 'e-amira',
      rate: 13,
      rate_history: [
        { rate: 12.21, effective_from: null },
        { rate: 13, effective_from: '2026-01-07' },
      ],
    };
    const day = [{ assignments: [a('e-amira', 540, 1005)] }]; // 7 h 45
    expect(summarisePay(day, [amira], '2026-01-06').rows[0].pence).toBe(9463);
    expect(summarisePay(day, [amira], '2026-01-07').rows[0].pence).toBe(10075);
    expect(summarisePay(day, [amira]).rows[0].pence).toBe(10075);
  });
});
