import { given } from '../testing/given-when-then';
import { employeeDecider, type EmployeeCommand } from '../employees/employee.decider';
import type { EmployeeEvent } from '../employees/employee.events';
import {
  accruedHundredths,
  checkedHolidayRule,
  checkHolidayBalance,
  HOLIDAY_MESSAGES,
  holidayBalanceAt,
  holidayDayMinutes,
  holidayLinesFor,
  paidHolidayDays,
} from './holiday';

const WEEK = { start: '2026-11-02', end: '2026-11-08' };

describe('holiday accrual, by hand', () => {
  it('percent: 12.07 % of 765 paid minutes is 1.538925 h, 1.54 h (half up, once per period)', () => {
    expect(accruedHundredths({ method: 'percent', percent: 12.07 }, 765, WEEK)).toBe(154);
    // 8 h: 0.9656 h → 0.97 h; 10 min: 0.0201 h → 0.02 h; nothing worked: nothing.
    expect(accruedHundredths({ method: 'percent', percent: 12.07 }, 480, WEEK)).toBe(97);
    expect(accruedHundredths({ method: 'percent', percent: 12.07 }, 10, WEEK)).toBe(2);
    expect(accruedHundredths({ method: 'percent', percent: 12.07 }, 0, WEEK)).toBe(0);
    // A negative adjustment takes accrual back.
    expect(accruedHundredths({ method: 'percent', percent: 12.07 }, -480, WEEK)).toBe(-97);
  });

  it('entitlement: hoursPerYear pro rata by day, by the length of the leave year each day is in', () => {
    // 7 days of a 365-day leave year of 224 h: 4.2959 h → 4.30 h.
    expect(accruedHundredths({ method: 'entitlement', hoursPerYear: 224, leaveYearStart: '2000-01-01' }, 0, WEEK)).toBe(430);
    // The leave year from 1 April 2027 holds 29 Feb 2028 (366 days): 7 × 224 / 366 = 4.2842 h → 4.28 h.
    const inLeapYear = { start: '2027-06-07', end: '2027-06-13' };
    expect(accruedHundredths({ method: 'entitlement', hoursPerYear: 224, leaveYearStart: '2000-04-01' }, 0, inLeapYear)).toBe(428);
    expect(accruedHundredths({ method: 'none' }, 765, WEEK)).toBe(0);
  });
});

describe('holiday rules as sent', () => {
  it('defaults percent to 12.07 and the leave year to 1 January, and drops the other methods’ fields', () => {
    expect(checkedHolidayRule({ method: 'percent', hoursPerYear: 3 })).toEqual({ method: 'percent', percent: 12.07 });
    expect(checkedHolidayRule({ method: 'entitlement', hoursPerYear: 112.5 })).toEqual({
      method: 'entitlement',
      hoursPerYear: 112.5,
      leaveYearStart: '2000-01-01',
    });
    expect(checkedHolidayRule({ method: 'none', percent: 5 })).toEqual({ method: 'none' });
  });

  it('refuses a bad method, percent, hours or leave year start', () => {
    expect(() => checkedHolidayRule({ method: 'all' })).toThrow(HOLIDAY_MESSAGES.holiday);
    expect(() => checkedHolidayRule({ method: 'percent', percent: 12.075 })).toThrow(HOLIDAY_MESSAGES.percent);
    expect(() => checkedHolidayRule({ method: 'entitlement', hoursPerYear: 10.1 })).toThrow(HOLIDAY_MESSAGES.hoursPerYear);
    expect(() => checkedHolidayRule({ method: 'entitlement', hoursPerYear: 10, leaveYearStart: '2028-02-29' })).toThrow(
      HOLIDAY_MESSAGES.leaveYearStart,
    );
  });
});

describe('a day of paid holiday', () => {
  it('is the contracted weekly hours over the days a week (5 unless contracted), else the 12 weeks’ average worked day', () => {
    expect(holidayDayMinutes({ maxWeeklyHours: 20, maxDaysPerWeek: 3 }, [])).toBe(400);
    expect(holidayDayMinutes({ minWeeklyHours: 37.5 }, [])).toBe(450);
    // No contracted hours: (300 + 450 + 420) / 3 = 390 (days not worked do not count).
    expect(holidayDayMinutes(null, [300, 0, 450, 420])).toBe(390);
    expect(holidayDayMinutes({ maxDaysPerWeek: 4 }, [])).toBeNull();
  });

  it('counts the first days-a-week days of each Monday-Sunday week of a request', () => {
    // Fri 20 to Tue 1 Dec on 3 days a week: Fri, Sat, Sun; then Mon 23, Tue 24, Wed 25; then Mon 30, Tue 1.
    expect(Object.keys(paidHolidayDays('2026-11-20', '2026-12-01', { maxWeeklyHours: 20, maxDaysPerWeek: 3 }, []))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(() => paidHolidayDays('2026-11-20', '2026-11-20', null, [])).toThrow(HOLIDAY_MESSAGES.noDayHours);
  });

  it('is refused below a zero balance unless the owner allows it', () => {
    // 13.33 h needed; 15 h accrued less 101 min booked (1.68 h) leaves 13.32 h, less 100 min (1.67 h) exactly 13.33 h.
    const days = { '2026-11-16': 400, '2026-11-17': 400 };
    expect(() => checkHolidayBalance(days, { accruedHundredths: 1500, bookedMinutes: 101, allowNegative: false })).toThrow(
      HOLIDAY_MESSAGES.belowZero(13.33, 13.32),
    );
    expect(() => checkHolidayBalance(days, { accruedHundredths: 1500, bookedMinutes: 100, allowNegative: false })).not.toThrow();
    expect(() => checkHolidayBalance(days, { accruedHundredths: 0, bookedMinutes: 0, allowNegative: true })).not.toThrow();
  });

  it('is paid at the rate in force each day, one line per rate, each rounded once', () => {
    const day = (date: string, ratePence: number) => ({ date, minutes: 400, ratePence, eventIds: ['approved'] });
    expect(holidayLinesFor('ann', [day('2026-11-16', 1000), day('2026-11-17', 1000), day('2026-11-18', 1237)])).toEqual([
      { employeeId: 'ann', type: 'holiday', minutes: 800, ratePence: 1000, amountPence: 13333, eventIds: ['approved'] },
      { employeeId: 'ann', type: 'holiday', minutes: 400, ratePence: 1237, amountPence: 8247, eventIds: ['approved'] },
    ]);
  });
});

describe('employee decider: paid holiday', () => {
  const employeeId = 'e1';
  const added: EmployeeEvent = {
    type: 'EmployeeAdded',
    data: {
      employeeId,
      ownerId: 'u1',
      workplaceId: 'w1',
      displayName: 'Ann',
      firstName: 'Ann',
      surname: 'Lee',
      ratePence: 1000,
      services: [],
    },
  };
  const context = (accruedHundredths: number) => ({
    contract: { maxWeeklyHours: 20, maxDaysPerWeek: 3 },
    recentDayMinutes: [],
    standing: { accruedHundredths, bookedMinutes: 0, allowNegative: false },
  });
  const ask = (over: Record<string, unknown>): EmployeeCommand => ({
    type: 'RequestTimeOff',
    data: { employeeId, requestId: 'r1', from: '2026-12-01', to: '2026-12-02', today: '2026-11-30', ...over },
  });
  const requested = (kind?: 'paid-holiday'): EmployeeEvent => ({
    type: 'TimeOffRequested',
    data: { employeeId, requestId: 'r1', from: '2026-12-01', to: '2026-12-02', note: null, ...(kind ? { kind } : {}) },
  });

  it('asks for paid holiday within the balance; unpaid needs no balance; a bad kind is refused', () => {
    given(employeeDecider, [added])
      .when(ask({ kind: 'paid-holiday', holiday: context(1334) }))
      .then([requested('paid-holiday')]);
    given(employeeDecider, [added])
      .when(ask({ kind: 'paid-holiday', holiday: context(1332) }))
      .thenThrows(HOLIDAY_MESSAGES.belowZero(13.33, 13.32), 'conflict');
    given(employeeDecider, [added])
      .when(ask({ kind: 'unpaid' }))
      .then([requested()]);
    given(employeeDecider, [added])
      .when(ask({ kind: 'paid' }))
      .thenThrows(HOLIDAY_MESSAGES.kind, 'validation');
  });

  it('approves as asked or as the manager sets it, paid holiday with its minutes by day', () => {
    const decide = (over: Record<string, unknown>): EmployeeCommand => ({
      type: 'DecideTimeOff',
      data: { employeeId, requestId: 'r1', approve: true, today: '2026-11-30', ...over },
    });
    const paid: EmployeeEvent = {
      type: 'TimeOffApproved',
      data: {
        employeeId,
        requestId: 'r1',
        from: '2026-12-01',
        to: '2026-12-02',
        kind: 'paid-holiday',
        paidHolidayMinutes: { '2026-12-01': 400, '2026-12-02': 400 },
      },
    };
    const unpaid: EmployeeEvent = { type: 'TimeOffApproved', data: { employeeId, requestId: 'r1', from: '2026-12-01', to: '2026-12-02' } };
    given(employeeDecider, [added, requested('paid-holiday')])
      .when(decide({ holiday: context(2000) }))
      .then([paid]);
    given(employeeDecider, [added, requested()])
      .when(decide({ kind: 'paid-holiday', holiday: context(2000) }))
      .then([paid]);
    given(employeeDecider, [added, requested('paid-holiday')])
      .when(decide({ kind: 'unpaid' }))
      .then([unpaid]);
    given(employeeDecider, [added, requested()])
      .when(decide({ kind: 'paid-holiday', holiday: context(0) }))
      .thenThrows(HOLIDAY_MESSAGES.belowZero(13.33, 0), 'conflict');
  });
});

describe('leave years (entitlement), by hand', () => {
  // 224 h a year from 1 April; 10 h accrued in the periods ending 28 Feb and 31 Mar, 18.40 h in the one
  // ending 30 Apr; 7.5 h of paid holiday on 10 Mar, on 14 Apr, and on 5 Apr 2027 (booked ahead).
  const entries = {
    accrued: [
      { date: '2026-02-28', hundredths: 1000 },
      { date: '2026-03-31', hundredths: 1000 },
      { date: '2026-04-30', hundredths: 1840 },
    ],
    taken: [
      { date: '2026-03-10', minutes: 450 },
      { date: '2026-04-14', minutes: 450 },
      { date: '2027-04-05', minutes: 450 },
    ],
  };
  const entitlement = (carryOverHours?: number) => ({
    workplace: [
      {
        effectiveFrom: '2026-01-01',
        value: {
          method: 'entitlement' as const,
          hoursPerYear: 224,
          leaveYearStart: '2026-04-01',
          ...(carryOverHours ? { carryOverHours } : {}),
        },
      },
    ],
    employee: undefined,
  });

  it('before the leave year ends: 20 h accrued less 7.5 h taken, 12.50 h, nothing carried yet', () => {
    expect(holidayBalanceAt(entries, '2026-03-31', entitlement(8))).toEqual({
      carriedHundredths: 0,
      accruedHundredths: 2000,
      takenMinutes: 450,
      takenHundredths: 750,
      balanceHundredths: 1250,
    });
  });

  it('after it: of the 12.50 h left, 8 h carry over (the cap); 18.40 h accrued, 7.5 h taken: 18.90 h (2027 not counted)', () => {
    expect(holidayBalanceAt(entries, '2026-04-15', entitlement(8))).toEqual({
      carriedHundredths: 800,
      accruedHundredths: 1840,
      takenMinutes: 450,
      takenHundredths: 750,
      balanceHundredths: 1890,
    });
    // By default nothing carries: 18.40 − 7.5 = 10.90 h. A cap above what is left carries it all: 12.5 + 10.9 = 23.40 h.
    expect(holidayBalanceAt(entries, '2026-04-15', entitlement()).balanceHundredths).toBe(1090);
    expect(holidayBalanceAt(entries, '2026-04-15', entitlement(20)).balanceHundredths).toBe(2340);
  });

  it('an overdrawn balance carries whole; without a leave year the balance runs on', () => {
    const overdrawn = { ...entries, taken: [{ date: '2026-03-10', minutes: 3000 }] };
    // 20 h − 50 h = −30 h carried; + 18.40 h = −11.60 h.
    expect(holidayBalanceAt(overdrawn, '2026-04-15', entitlement(8))).toMatchObject({ carriedHundredths: -3000, balanceHundredths: -1160 });
    // Percent: 38.40 h accrued less all 22.5 h booked, future ones included: 15.90 h.
    const percent = {
      workplace: [{ effectiveFrom: '2026-01-01', value: { method: 'percent' as const, percent: 12.07 } }],
      employee: undefined,
    };
    expect(holidayBalanceAt(entries, '2026-04-15', percent)).toEqual({
      carriedHundredths: null,
      accruedHundredths: 3840,
      takenMinutes: 1350,
      takenHundredths: 2250,
      balanceHundredths: 1590,
    });
    // The employee's own rule wins: their leave year from 1 March resets on 1 Mar 2026: February's 10 h lapse;
    // 28.40 h accrued since, 15 h taken (10 Mar, 14 Apr): 13.40 h.
    const own = { ...percent, employee: { method: 'entitlement' as const, hoursPerYear: 224, leaveYearStart: '2000-03-01' } };
    expect(holidayBalanceAt(entries, '2026-04-15', own)).toMatchObject({
      carriedHundredths: 0,
      accruedHundredths: 2840,
      takenHundredths: 1500,
      balanceHundredths: 1340,
    });
  });

  it('takes carryOverHours in quarter hours up to hoursPerYear, absent when 0', () => {
    expect(checkedHolidayRule({ method: 'entitlement', hoursPerYear: 224, carryOverHours: 8 })).toEqual({
      method: 'entitlement',
      hoursPerYear: 224,
      leaveYearStart: '2000-01-01',
      carryOverHours: 8,
    });
    expect(checkedHolidayRule({ method: 'entitlement', hoursPerYear: 224, carryOverHours: 0 })).not.toHaveProperty('carryOverHours');
    for (const carryOverHours of [300, 0.1, -1, '8']) {
      expect(() => checkedHolidayRule({ method: 'entitlement', hoursPerYear: 224, carryOverHours })).toThrow(
        HOLIDAY_MESSAGES.carryOverHours,
      );
    }
  });
});
