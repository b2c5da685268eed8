import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../shared/errors';
import { DEFAULT_PAYROLL_CODES } from './payroll-codes';
import {
  brightPayFile,
  employeesWithoutPayrollId,
  missingPayrollIdMessage,
  payLinesCsvFile,
  payrollFile,
  PAYROLL_FILE_FORMATS,
  sage50File,
  type PayrollFileFormat,
  type PayrollFileInput,
  type PayrollFileLine,
} from './index';

/**
 * Golden files (issue 39), written by hand from Sage's and BrightPay's import documentation and
 * the csv format's columns (docs/api/pay-and-timesheets.md, "Payroll files"), never generated.
 * The week of Mon 2 – Sun 8 Nov 2026 at The Anchor, adjustment under payment number 9:
 * - Ann Lee (0042): £11.44 until Wed, £12.00 from Thu 5 Nov (a rate change inside the period),
 *   overtime at 1.5 × £12.00, and a timesheet correction of an earlier week (+0.5 h).
 * - Cat Ng (EMP-3, department 2): overtime at 1.5 × £12.50 (0.33 h: £6.1875, £6.19), holiday,
 *   a short-notice cancellation.
 * - Bob "Bobby" Ray, Jr (0007): a name with quotes and a comma, a bank holiday at 2 × £11.00,
 *   a rate correction of an earlier week (−£2.50, money without hours).
 * - Dan, not of this workplace: his line must be in no file.
 */
const golden = (name: string) => readFileSync(join(__dirname, 'golden', name), 'utf8');

const line = (
  employeeId: string,
  type: PayrollFileLine['type'],
  date: string,
  hours: number,
  ratePence: number,
  amountPence: number,
  eventIds: string[],
  note?: string,
): PayrollFileLine => ({
  employeeId,
  type,
  date,
  hours,
  ratePence,
  amountPence,
  eventIds,
  ...(note === undefined ? {} : { note }),
});

const LINES: PayrollFileLine[] = [
  line('e-ann', 'normal', '2026-11-02', 7.5, 1144, 8580, ['ev-a1']),
  line('e-ann', 'normal', '2026-11-03', 8, 1144, 9152, ['ev-a2', 'ev-a0']),
  line('e-ann', 'normal', '2026-11-05', 6.25, 1200, 7500, ['ev-a3']),
  line('e-ann', 'overtime', '2026-11-05', 1.75, 1800, 3150, ['ev-a3']),
  line(
    'e-ann',
    'adjustment',
    '2026-10-27',
    0.5,
    1144,
    572,
    ['ev-a9'],
    'Adjustment for Tue 27 Oct: +0.5 h, £5.72, timesheet corrected by sam on 3 Nov',
  ),
  line('e-bob', 'normal', '2026-11-04', 5.33, 1100, 5863, ['ev-b1']),
  line('e-bob', 'premium', '2026-11-07', 4, 2200, 8800, ['ev-b2']),
  line('e-bob', 'adjustment', '2026-10-29', 0, 0, -250, ['ev-b9'], 'Rate corrected by sam on 2 Nov'),
  line('e-cat', 'normal', '2026-11-06', 8, 1250, 10000, ['ev-c1']),
  line('e-cat', 'overtime', '2026-11-06', 0.33, 1875, 619, ['ev-c1']),
  line('e-cat', 'holiday', '2026-11-02', 7, 1250, 8750, ['ev-c2']),
  line(
    'e-cat',
    'short-notice',
    '2026-11-08',
    4,
    1250,
    5000,
    ['ev-c3', 'ev-c4'],
    'Sun 8 Nov 10:00–14:00 cancelled 7 Nov 18:00, published 30 Oct',
  ),
  line('e-dan', 'normal', '2026-11-03', 3, 9999, 29997, ['ev-d1']),
];

const WEEK: PayrollFileInput = {
  workplace: { name: 'The Anchor', payrollCodes: { ...DEFAULT_PAYROLL_CODES, adjustment: 9 } },
  period: { start: '2026-11-02', end: '2026-11-08' },
  employees: [
    { employeeId: 'e-ann', payrollId: '0042', firstName: 'Ann', surname: 'Lee', department: null },
    { employeeId: 'e-bob', payrollId: '0007', firstName: 'Bob "Bobby"', surname: 'Ray, Jr' },
    { employeeId: 'e-cat', payrollId: 'EMP-3', firstName: 'Cat', surname: 'Ng', department: '2' },
  ],
  lines: LINES,
};

/** The same input in another order: people, lines and each line's events reversed. */
const shuffled = (input: PayrollFileInput): PayrollFileInput => ({
  ...input,
  employees: [...input.employees].reverse(),
  lines: [...input.lines].reverse().map((l) => ({ ...l, eventIds: [...l.eventIds].reverse() })),
});

describe('payroll files: golden files', () => {
  it('sage50: one payment line per person, type and rate, adjustments as a value', () => {
    expect(sage50File(WEEK)).toBe(golden('sage50.csv'));
  });

  it('brightpay: BrightPay’s hourly import with its header, multiplied hours at the base rate', () => {
    expect(brightPayFile(WEEK)).toBe(golden('brightpay.csv'));
  });

  it('csv: one row per pay line with the events behind it', () => {
    expect(payLinesCsvFile(WEEK)).toBe(golden('pay-lines.csv'));
  });

  it.each(PAYROLL_FILE_FORMATS)(
    '%s is deterministic: the same input in another order gives the same bytes',
    (format: PayrollFileFormat) => {
      expect(payrollFile(format, shuffled(WEEK))).toBe(payrollFile(format, WEEK));
      expect(payrollFile(format, WEEK)).toBe(payrollFile(format, WEEK));
    },
  );

  it.each(PAYROLL_FILE_FORMATS)('%s names no rate or person outside the workplace', (format: PayrollFileFormat) => {
    const file = payrollFile(format, WEEK);
    expect(file).not.toMatch(/e-dan|ev-d1|99\.99|299\.97/);
  });
});

describe('payroll files: people without a payroll ID', () => {
  const withoutIds: PayrollFileInput = {
    ...WEEK,
    employees: WEEK.employees.map((e) => (e.employeeId === 'e-cat' ? e : { ...e, payrollId: e.employeeId === 'e-ann' ? null : '  ' })),
  };

  it('lists those with pay and no payroll ID, in the file’s order; nobody when all have one', () => {
    expect(employeesWithoutPayrollId(withoutIds).map((e) => e.employeeId)).toEqual(['e-ann', 'e-bob']);
    expect(missingPayrollIdMessage(withoutIds)).toBe(
      'These people have no payroll ID: Ann Lee, Bob "Bobby" Ray, Jr. Add it on their profile (Payroll ID), then export again.',
    );
    expect(employeesWithoutPayrollId(WEEK)).toEqual([]);
    expect(missingPayrollIdMessage(WEEK)).toBeNull();
  });

  it('says "This person" for one, and ignores someone without pay in the period', () => {
    const oneMissing: PayrollFileInput = {
      ...WEEK,
      employees: [...WEEK.employees, { employeeId: 'e-eve', payrollId: null, firstName: 'Eve', surname: 'Oak' }].map((e) =>
        e.employeeId === 'e-cat' ? { ...e, payrollId: null } : e,
      ),
    };
    expect(missingPayrollIdMessage(oneMissing)).toBe(
      'This person has no payroll ID: Cat Ng. Add it on their profile (Payroll ID), then export again.',
    );
  });

  it.each(['sage50', 'brightpay'] as const)('%s refuses with a 409 naming them; csv writes them with an empty payroll ID', (format) => {
    let caught: unknown;
    try {
      payrollFile(format, withoutIds);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ kind: 'conflict', message: missingPayrollIdMessage(withoutIds) });
    expect(payLinesCsvFile(withoutIds)).toContain('\r\ne-ann,,Ann,Lee,,adjustment,9,');
  });
});

describe('payroll files: edge cases', () => {
  const one = (lines: PayrollFileLine[], employee: Partial<PayrollFileInput['employees'][number]> = {}): PayrollFileInput => ({
    ...WEEK,
    workplace: { name: 'The Anchor', payrollCodes: DEFAULT_PAYROLL_CODES },
    employees: [{ employeeId: 'e-ann', payrollId: '0042', firstName: 'Ann', surname: 'Lee', ...employee }],
    lines,
  });

  it('defuses text a spreadsheet would run as a formula in the csv (never a number)', () => {
    const file = payLinesCsvFile(
      one([line('e-ann', 'adjustment', '2026-11-02', -0.5, 1144, -572, ['ev-1'], '=HYPERLINK("x")')], { surname: '+Lee' }),
    );
    expect(file.split('\r\n')[1]).toBe(`e-ann,0042,Ann,'+Lee,,adjustment,6,2026-11-02,-0.50,11.44,-5.72,"'=HYPERLINK(""x"")",ev-1`);
  });

  it('leaves empty payments out, and writes an empty period as headers only (or nothing for Sage)', () => {
    const empty = one([
      line('e-ann', 'normal', '2026-11-02', 0, 1144, 0, ['ev-1']),
      line('e-ann', 'adjustment', '2026-11-02', 0, 0, 0, ['ev-2']),
    ]);
    expect(sage50File(empty)).toBe('');
    expect(brightPayFile(empty).split('\r\n')).toHaveLength(2);
    expect(sage50File(one([]))).toBe('');
  });

  it('brightpay: a multiplied rate with no normal rate to match is written as it is, as normal hours', () => {
    const file = brightPayFile(one([line('e-ann', 'overtime', '2026-11-02', 2, 1716, 3432, ['ev-1'])]));
    expect(file.split('\r\n')[1]).toBe('Ann,Lee,0042,Overtime,17.16,2.00,,,');
  });
});
