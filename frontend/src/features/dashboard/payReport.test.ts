import { describe, expect, it } from 'vitest';
import { datesInRange } from '@rotaledger/domain';
import type { Employee } from '../profile';
import type { PayForDatesEntry } from '@rotaledger/contracts';
import { payEntry } from '../../test/organisation-fixtures';
import { buildPayReport } from './payReport';

const week = datesInRange('2025-01-06', '2025-01-12');

function employee(id: string, displayName: string, rate: number): Employee {
  return {
    employee_id: id,
    workplace_id: 'w1',
    workplace_name: 'The Crown',
    display_name: displayName,
    first_name: displayName,
    surname: 'Smith',
    rate,
    rate_history: [],
    services: [],
    email: null,
    date_of_birth: null,
    contract: {},
    payrollId: null,
    holiday: null,
    holidayBalance: { accruedHours: 0, takenHours: 0, balanceHours: 0 },
    created_by: 'u1',
    ownerId: 'u1',
    role: 'owner',
  };
}

describe('buildPayReport', () => {
  it('adds up minutes and pence per employee and in total', () => {
    const entries: PayForDatesEntry[] = [
      payEntry({
        employee_id: 'e1',
        display_name: 'Sam',
        removed: false,
        hoursInDays: { '06/01/25': 8.25, '07/01/25': 8.25, '08/01/25': 8.25 },
      }),
      payEntry({ employee_id: 'e2', display_name: 'Alex', removed: false, hoursInDays: { '06/01/25': 4.5, '09/01/25': 0 } }),
    ];
    const report = buildPayReport(entries, [employee('e1', 'Sam', 7.55), employee('e2', 'Alex', 12)], week);

    expect(report.rows.map((r) => r.name)).toEqual(['Alex', 'Sam']);
    const [alex, sam] = report.rows;
    expect(alex).toMatchObject({ minutes: 270, ratePence: 1200, pence: 5400, removed: false, fullName: 'Alex Smith' });
    expect(alex.days).toEqual([{ date: '2025-01-06', minutes: 270, ratePence: 1200, pence: 5400 }]);

    // 495 min at 755p = 6228.75p a day → 6229p; the period is 1485 min = 18686.25p → 18686p.
    expect(sam.days.map((d) => d.pence)).toEqual([6229, 6229, 6229]);
    expect(sam).toMatchObject({ minutes: 1485, pence: 18686 });

    expect(report.totalMinutes).toBe(1755);
    expect(report.totalPence).toBe(18686 + 5400);
    expect(report.withoutRate).toEqual([]);
  });

  it('prefers exact minutes when the API sends them', () => {
    const report = buildPayReport(
      [payEntry({ employee_id: 'e1', hoursInDays: { '06/01/25': 0.3333, '07/01/25': 1 }, minutesInDays: { '06/01/25': 20 } })],
      [employee('e1', 'Sam', 7.55)],
      week,
    );
    expect(report.rows[0].days.map((d) => d.minutes)).toEqual([20, 60]);
    // 80 min at 755p = 1006.67p → 1007p.
    expect(report.rows[0].pence).toBe(1007);
  });

  it('rounds half a penny up', () => {
    // 3 min at 10p = 0.5p → 1p; 9 min at 10p = 1.5p → 2p.
    const report = buildPayReport(
      [payEntry({ employee_id: 'e1', hoursInDays: { '06/01/25': 0.05, '07/01/25': 0.15 } })],
      [employee('e1', 'Sam', 0.1)],
      week,
    );
    expect(report.rows[0].days.map((d) => d.pence)).toEqual([1, 2]);
    expect(report.rows[0].pence).toBe(2); // 12 min at 10p = 2p exactly
  });

  it('does not drift over many small amounts', () => {
    // 0.1 + 0.2 style drift: 31 days of 1 hour at £0.10, £0.20, £0.30 rates.
    const days = datesInRange('2025-01-01', '2025-01-31');
    const hoursInDays = Object.fromEntries(days.map((d) => [`${d.slice(8)}/${d.slice(5, 7)}/${d.slice(2, 4)}`, 1]));
    const report = buildPayReport(
      [
        payEntry({ employee_id: 'a', hoursInDays }),
        payEntry({ employee_id: 'b', hoursInDays }),
        payEntry({ employee_id: 'c', hoursInDays }),
      ],
      [employee('a', 'A', 0.1), employee('b', 'B', 0.2), employee('c', 'C', 0.3)],
      days,
    );
    expect(report.rows.map((r) => r.pence)).toEqual([310, 620, 930]);
    expect(report.totalPence).toBe(1860);
    expect(report.totalMinutes).toBe(31 * 3 * 60);
  });

  it('keeps a removed employee, marked, with the rate the pay answer gives', () => {
    const report = buildPayReport(
      [payEntry({ employee_id: 'gone', display_name: 'Jo', removed: true, rate: 9.5, hoursInDays: { '08/01/25': 2 } })],
      [],
      week,
    );
    expect(report.rows[0]).toMatchObject({ name: 'Jo', removed: true, ratePence: 950, pence: 1900, fullName: null });
  });

  it('treats an employee missing from the live list as removed and leaves unknown pay out of the total', () => {
    const report = buildPayReport(
      [
        payEntry({ employee_id: 'gone', display_name: 'Jo', hoursInDays: { '08/01/25': 2 } }),
        payEntry({ employee_id: 'e1', display_name: 'Sam', hoursInDays: { '08/01/25': 1 } }),
      ],
      [employee('e1', 'Sam', 10)],
      week,
    );
    const jo = report.rows.find((r) => r.name === 'Jo')!;
    expect(jo).toMatchObject({ removed: true, ratePence: null, pence: null, minutes: 120 });
    expect(jo.days).toEqual([{ date: '2025-01-08', minutes: 120, ratePence: null, pence: null }]);
    expect(report.totalMinutes).toBe(180);
    expect(report.totalPence).toBe(1000);
    expect(report.withoutRate.map((r) => r.name)).toEqual(['Jo']);
  });

  it('uses the live name and rate when the pay answer has none, and skips idle employees and days outside the range', () => {
    const report = buildPayReport(
      [
        payEntry({ employee_id: 'e1', hoursInDays: { '06/01/25': 1, '13/01/25': 5, garbage: 3 } }),
        payEntry({ employee_id: 'e2', hoursInDays: {} }),
      ],
      [employee('e1', 'Sam', 10), employee('e2', 'Idle', 10)],
      week,
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ name: 'Sam', minutes: 60, pence: 1000 });
  });

  it('prices each day at the rate the pay API says was in force then: a rise never rewrites a paid week', () => {
    const minutesInDays = { '06/01/25': 465, '07/01/25': 465, '08/01/25': 465 };
    const rateInDays = { '06/01/25': 12.21, '07/01/25': 12.21, '08/01/25': 13 };
    // The employee's current rate is £13.00: the first two days still pay £12.21.
    const report = buildPayReport(
      [payEntry({ employee_id: 'e1', display_name: 'Amira', rate: 13, hoursInDays: {}, minutesInDays, rateInDays })],
      [employee('e1', 'Amira', 13)],
      week,
    );
    const [amira] = report.rows;
    expect(amira.days.map((d) => [d.date, d.ratePence, d.pence])).toEqual([
      ['2025-01-06', 1221, 9463],
      ['2025-01-07', 1221, 9463],
      ['2025-01-08', 1300, 10075],
    ]);
    // One line per rate, each rounded once: 930 min × £12.21 = 18925.5p → 18926p, plus 465 min × £13.00.
    expect(amira).toMatchObject({ ratePence: 1300, ratesPence: [1221, 1300], pence: 18926 + 10075 });
    expect(report.totalPence).toBe(18926 + 10075);
  });
});

describe('buildPayReport on the actual basis', () => {
  it('counts approved actual hours, and the plan (marked) where a day is not approved', () => {
    const entries = [
      payEntry({
        employee_id: 'e1',
        display_name: 'Ann',
        rate: 12,
        minutesInDays: { '02/06/26': 480, '03/06/26': 480 },
        hoursInDays: { '02/06/26': 8, '03/06/26': 8 },
        rateInDays: { '02/06/26': 12, '03/06/26': 12 },
        actualHoursInDays: { '02/06/26': 7.3333 },
      }),
    ];
    const dates = ['2026-06-02', '2026-06-03'];
    const actual = buildPayReport(entries, [], dates, 'actual');
    // 7 h 20 at £12.00 = £88.00, plus the plan's 8 h = £96.00 on the day not approved.
    expect(actual.rows[0]).toMatchObject({ minutes: 920, pence: 18400, plannedDays: ['2026-06-03'] });
    expect(buildPayReport(entries, [], dates).rows[0]).toMatchObject({ minutes: 960, pence: 19200, plannedDays: [] });
  });
});
