import { describe, expect, it } from 'vitest';
import { csvFileName, payBreakdownCsv, payTableCsv } from './csv';
import type { PayReport } from './payReport';

const report: PayReport = {
  rows: [
    {
      employeeId: 'e2',
      name: 'Alex "AJ", Jr',
      fullName: 'Alex Jones',
      removed: false,
      ratePence: 1200,
      ratesPence: [1200],
      minutes: 270,
      pence: 5400,
      days: [{ date: '2025-01-06', minutes: 270, ratePence: 1200, pence: 5400 }],
      plannedDays: [],
    },
    {
      employeeId: 'gone',
      name: 'Jo',
      fullName: null,
      removed: true,
      ratePence: null,
      ratesPence: [],
      minutes: 20,
      pence: null,
      days: [{ date: '2024-12-31', minutes: 20, ratePence: null, pence: null }],
      plannedDays: ['2024-12-31'],
    },
  ],
  totalMinutes: 290,
  totalPence: 5400,
  withoutRate: [],
};

// The field rules (quoting, formula escaping, BOM) are the shared writer's: libs/domain/src/shared/csv.spec.ts.
describe('payTableCsv', () => {
  it('has the table headers with the currency, one row per employee and a total', () => {
    const lines = payTableCsv(report, 'gbp')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'Employee,Status,Rate (£/hr),Total Hours,Total Earned (£)',
      '"Alex ""AJ"", Jr",Active,12.00,4.50,54.00',
      'Jo,Removed,,0.33,',
      'Total,,,4.83,54.00',
      '',
    ]);
  });

  it('names the chosen currency', () => {
    expect(payTableCsv(report, 'eur')).toContain('Rate (€/hr)');
    expect(payTableCsv(report, 'usd')).toContain('Total Earned ($)');
  });
});

describe('payBreakdownCsv', () => {
  it('has one row per employee per worked day, dates as dd/mm/yyyy', () => {
    const lines = payBreakdownCsv(report, 'gbp')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'Employee,Status,Date,Hours,Rate (£/hr),Earned (£)',
      '"Alex ""AJ"", Jr",Active,06/01/2025,4.50,12.00,54.00',
      'Jo,Removed,31/12/2024,0.33,,',
      '',
    ]);
  });
});

describe('a period whose rate changed', () => {
  const raised: PayReport = {
    rows: [
      {
        employeeId: 'e1',
        name: 'Amira',
        fullName: 'Amira Khan',
        removed: false,
        ratePence: 1300,
        ratesPence: [1221, 1300],
        minutes: 930,
        pence: 9463 + 10075,
        days: [
          { date: '2025-01-06', minutes: 465, ratePence: 1221, pence: 9463 },
          { date: '2025-01-07', minutes: 465, ratePence: 1300, pence: 10075 },
        ],
        plannedDays: [],
      },
    ],
    totalMinutes: 930,
    totalPence: 9463 + 10075,
    withoutRate: [],
  };

  it('gives each day its own rate in the breakdown', () => {
    const lines = payBreakdownCsv(raised, 'gbp')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.slice(1, 3)).toEqual(['Amira,Active,06/01/2025,7.75,12.21,94.63', 'Amira,Active,07/01/2025,7.75,13.00,100.75']);
  });

  it('lists the rates in order in the summary', () => {
    const lines = payTableCsv(raised, 'gbp')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[1]).toBe('Amira,Active,12.21 / 13.00,15.50,195.38');
  });
});

describe('csvFileName', () => {
  it('names the workplace and the range', () => {
    expect(csvFileName('summary', 'The Crown & Anchor', '2025-01-06', '2025-01-12')).toBe(
      'pay-summary_the-crown-anchor_2025-01-06_to_2025-01-12.csv',
    );
    expect(csvFileName('daily', 'Café Été', '2025-01-01', '2025-01-31')).toBe('pay-daily_cafe-ete_2025-01-01_to_2025-01-31.csv');
    expect(csvFileName('daily', '!!!', '2025-01-01', '2025-01-31')).toBe('pay-daily_workplace_2025-01-01_to_2025-01-31.csv');
  });
});

describe('the actual basis', () => {
  it('adds a Basis column: approved actuals, or the plan for a day not approved', () => {
    const table = payTableCsv(report, 'gbp', 'actual').split('\r\n');
    expect(table[0]).toBe('\ufeffEmployee,Status,Rate (£/hr),Total Hours,Total Earned (£),Basis');
    expect(table[1]).toMatch(/,Actual \(approved\)$/);
    expect(table[2]).toMatch(/,Planned \(not approved\)$/);
    const daily = payBreakdownCsv(report, 'gbp', 'actual').split('\r\n');
    expect(daily[0]).toBe('\ufeffEmployee,Status,Date,Hours,Rate (£/hr),Earned (£),Basis');
    expect(daily[2]).toMatch(/,Planned \(not approved\)$/);
    expect(payTableCsv(report, 'gbp').split('\r\n')[0]).not.toContain('Basis');
  });
});
