import { describe, expect, it } from 'vitest';
import { formatHoursMinutes, formatMoney } from '@rotaledger/domain';
import { ALEX, SAM, payEntry } from '../../../test/organisation-fixtures';
import { summarisePay } from './paySummary';

const DAY = '2026-01-06';

/** One employee's line of the server's pay answer for the day ('06/01/26'): its paid minutes and pay. */
const line = (employeeId: string, minutes: number, pence?: number) =>
  payEntry({
    employee_id: employeeId,
    display_name: employeeId,
    minutesInDays: { '06/01/26': minutes },
    payPenceInDays: pence === undefined ? {} : { '06/01/26': pence },
  });

describe('daily pay summary (the server prices; the browser names and adds up)', () => {
  it("shows each employee's paid time and pay as the server gave them, by display name, and adds them up", () => {
    const summary = summarisePay([line('e-sam', 330, 6325), line('e-alex', 255, 3931)], [SAM, ALEX], DAY);
    expect(summary.rows.map((r) => [r.displayName, r.minutes, r.pence])).toEqual([
      ['Alex', 255, 3931],
      ['Sam', 330, 6325],
    ]);
    expect(summary.rows[1].employeeName).toBe('Samantha Okafor');
    expect(summary.totalMinutes).toBe(585);
    expect(summary.totalPence).toBe(10256);
    expect(formatHoursMinutes(summary.rows[0].minutes)).toBe('4 hrs 15 mins');
    expect(formatMoney(summary.totalPence, 'usd')).toBe('$102.56');
  });

  it("reads the day shown only: another day's figures in the answer are not this day's", () => {
    const other = payEntry({ employee_id: 'e-sam', minutesInDays: { '07/01/26': 60 }, payPenceInDays: { '07/01/26': 1150 } });
    expect(summarisePay([other], [SAM], DAY).rows).toEqual([]);
  });

  it('has no rows when nobody works that day', () => {
    const summary = summarisePay([], [SAM], DAY);
    expect(summary.rows).toEqual([]);
    expect(summary.totalPence).toBe(0);
  });

  it('keeps the hours of an employee no longer on the list; without a rate the server sends no pay, and the total leaves it out', () => {
    const summary = summarisePay([line('e-gone', 60), line('e-sam', 60, 1150)], [SAM], DAY);
    expect(summary.rows[0]).toMatchObject({ employeeName: null, displayName: 'Removed employee', minutes: 60, pence: null });
    expect(summary.totalPence).toBe(1150);
  });
});
