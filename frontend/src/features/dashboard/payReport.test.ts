import { describe, expect, it } from 'vitest';
import { datesInRange } from '@rotaledger/domain';
import type { Employee } from '../profile';
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

// The pricing itself (each day at its rate, the period once per rate, half a penny up) is the
// server's: apps/api/src/pay/pay.int.spec.ts and rates-and-moves.int.spec.ts. These read its figures.
describe('buildPayReport (the server prices; the report picks the basis, names the rows and adds them up)', () => {
  it("shows the server's day and period figures per employee, and adds the rows up", () => {
    const report = buildPayReport(
      [
        payEntry({
          employee_id: 'e1',
          display_name: 'Sam',
          minutesInDays: { '06/01/25': 495, '07/01/25': 495, '08/01/25': 495 },
          rateInDays: { '06/01/25': 7.55, '07/01/25': 7.55, '08/01/25': 7.55 },
          payPenceInDays: { '06/01/25': 6229, '07/01/25': 6229, '08/01/25': 6229 },
          // Once for the period: 1485 min at 755p = 18686.25p → 18686p, a penny under the days' sum.
          payPence: 18686,
        }),
        payEntry({
          employee_id: 'e2',
          display_name: 'Alex',
          minutesInDays: { '06/01/25': 270, '09/01/25': 0 },
          rateInDays: { '06/01/25': 12 },
          payPenceInDays: { '06/01/25': 5400 },
          payPence: 5400,
        }),
      ],
      [employee('e1', 'Sam', 7.55), employee('e2', 'Alex', 12)],
      week,
    );

    expect(report.rows.map((r) => r.name)).toEqual(['Alex', 'Sam']);
    const [alex, sam] = report.rows;
    expect(alex).toMatchObject({ minutes: 270, ratePence: 1200, pence: 5400, removed: false, fullName: 'Alex Smith' });
    expect(alex.days).toEqual([{ date: '2025-01-06', minutes: 270, ratePence: 1200, pence: 5400 }]);
    expect(sam.days.map((d) => d.pence)).toEqual([6229, 6229, 6229]);
    expect(sam).toMatchObject({ minutes: 1485, pence: 18686 });
    expect(report.totalMinutes).toBe(1755);
    expect(report.totalPence).toBe(18686 + 5400);
    expect(report.withoutRate).toEqual([]);
  });

  it('keeps a removed employee, marked, with the rate and pay the answer gives', () => {
    const report = buildPayReport(
      [
        payEntry({
          employee_id: 'gone',
          display_name: 'Jo',
          removed: true,
          rate: 9.5,
          minutesInDays: { '08/01/25': 120 },
          rateInDays: { '08/01/25': 9.5 },
          payPenceInDays: { '08/01/25': 1900 },
          payPence: 1900,
        }),
      ],
      [],
      week,
    );
    expect(report.rows[0]).toMatchObject({ name: 'Jo', removed: true, ratePence: 950, pence: 1900, fullName: null });
  });

  it('treats an employee missing from the live list as removed and leaves unknown pay out of the total', () => {
    const report = buildPayReport(
      [
        payEntry({ employee_id: 'gone', display_name: 'Jo', minutesInDays: { '08/01/25': 120 } }),
        payEntry({
          employee_id: 'e1',
          display_name: 'Sam',
          minutesInDays: { '08/01/25': 60 },
          rateInDays: { '08/01/25': 10 },
          payPenceInDays: { '08/01/25': 1000 },
          payPence: 1000,
        }),
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

  it('uses the live name when the answer has none, and skips idle employees and days outside the range', () => {
    const report = buildPayReport(
      [
        payEntry({ employee_id: 'e1', minutesInDays: { '06/01/25': 60, '13/01/25': 300, garbage: 180 }, payPence: 1000 }),
        payEntry({ employee_id: 'e2', minutesInDays: {} }),
      ],
      [employee('e1', 'Sam', 10), employee('e2', 'Idle', 10)],
      week,
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ name: 'Sam', minutes: 60, pence: 1000 });
    expect(report.rows[0].days.map((d) => d.date)).toEqual(['2025-01-06']);
  });

  it("lists every rate the days were paid at, from the answer's rate of each day", () => {
    const report = buildPayReport(
      [
        payEntry({
          employee_id: 'e1',
          display_name: 'Amira',
          rate: 13,
          minutesInDays: { '06/01/25': 465, '07/01/25': 465, '08/01/25': 465 },
          rateInDays: { '06/01/25': 12.21, '07/01/25': 12.21, '08/01/25': 13 },
          payPenceInDays: { '06/01/25': 9463, '07/01/25': 9463, '08/01/25': 10075 },
          payPence: 18926 + 10075,
        }),
      ],
      [employee('e1', 'Amira', 13)],
      week,
    );
    const [amira] = report.rows;
    expect(amira.days.map((d) => [d.date, d.ratePence, d.pence])).toEqual([
      ['2025-01-06', 1221, 9463],
      ['2025-01-07', 1221, 9463],
      ['2025-01-08', 1300, 10075],
    ]);
    expect(amira).toMatchObject({ ratePence: 1300, ratesPence: [1221, 1300], pence: 18926 + 10075 });
  });
});

describe('buildPayReport on the actual basis', () => {
  it("counts the approved days' actual time and pay, and the plan (marked) where a day is not approved", () => {
    const entries = [
      payEntry({
        employee_id: 'e1',
        display_name: 'Ann',
        rate: 12,
        minutesInDays: { '02/06/26': 480, '03/06/26': 480 },
        rateInDays: { '02/06/26': 12, '03/06/26': 12 },
        payPenceInDays: { '02/06/26': 9600, '03/06/26': 9600 },
        actualMinutesInDays: { '02/06/26': 440 },
        actualPayPenceInDays: { '02/06/26': 8800 },
        payPence: 19200,
        actualBasisPayPence: 18400,
      }),
    ];
    const dates = ['2026-06-02', '2026-06-03'];
    const actual = buildPayReport(entries, [], dates, 'actual');
    expect(actual.rows[0]).toMatchObject({ minutes: 920, pence: 18400, plannedDays: ['2026-06-03'] });
    expect(actual.rows[0].days.map((d) => d.pence)).toEqual([8800, 9600]);
    expect(buildPayReport(entries, [], dates).rows[0]).toMatchObject({ minutes: 960, pence: 19200, plannedDays: [] });
  });
});
