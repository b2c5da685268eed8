import { given } from '../testing/given-when-then';
import { employeeDecider, type EmployeeCommand } from '../employees/employee.decider';
import type { EmployeeEvent } from '../employees/employee.events';
import {
  accruedHundredths,
  checkedHolidayRule,
  checkHolidayBalance,
  HOLIDAY_MESSAGES,
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
