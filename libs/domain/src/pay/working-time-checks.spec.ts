import { minimumWageOn, UK_MINIMUM_WAGE_RATES } from './minimum-wage';
import {
  breakWarnings,
  CheckedAssignment,
  EmployeeWeek,
  employeeWeekWarnings,
  minimumWageWarnings,
  restWarnings,
  assignmentInstants,
  weeklyHoursWarnings,
  youngWorkerDailyWarnings,
  youngWorkerRestWarnings,
  youngWorkerWeeklyWarnings,
} from './working-time-checks';
import { WORKING_TIME_RULES, YOUNG_WORKER_RULES } from './working-time-rules';

const LONDON = 'Europe/London';
const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** An assignment as the weekly answer builds it: real instants on the London clock; an end at or before the start is the next day. */
function assignment(
  date: string,
  start: string,
  end: string,
  options: { breakMinutes?: number; ratePence?: number | null; here?: boolean } = {},
): CheckedAssignment {
  const startMinute = minuteOf(start);
  const endMinute = minuteOf(end) <= startMinute ? minuteOf(end) + 1440 : minuteOf(end);
  const real = assignmentInstants(date, startMinute, endMinute, LONDON);
  const breakMinutes = options.breakMinutes ?? 0;
  return {
    date,
    ...real,
    breakMinutes,
    paidMinutes: real.elapsedMinutes - breakMinutes,
    ratePence: options.ratePence ?? 1300,
    here: options.here ?? true,
  };
}

const weekOf = (assignments: CheckedAssignment[], from: string, to: string, more: Partial<EmployeeWeek> = {}): EmployeeWeek => ({
  employeeId: 'ann',
  displayName: 'Ann',
  dateOfBirth: '1990-05-05',
  assignments,
  from,
  to,
  currency: 'gbp',
  ...more,
});

describe('working-time thresholds', () => {
  it("are the UK's: 11 h rest, 48 paid hours a week, 20 minutes' break over 6 hours", () => {
    expect(WORKING_TIME_RULES).toEqual({
      minRestMinutes: 660,
      maxWeeklyPaidMinutes: 2880,
      breakNeededOverMinutes: 360,
      minBreakMinutes: 20,
    });
  });
});

describe('rest between working days', () => {
  it('warns on the later shift when less than 11 hours pass: 23:00 to 08:30 is 9 h 30', () => {
    const week = weekOf(
      [assignment('2026-12-07', '14:00', '23:00'), assignment('2026-12-08', '08:30', '16:00')],
      '2026-12-07',
      '2026-12-13',
    );
    expect(restWarnings(week)).toEqual([
      { employee_id: 'ann', date: '2026-12-08', rule: 'rest', message: 'Ann has 9 h 30 rest before this shift (at least 11 h).' },
    ]);
  });

  it('exactly 11 hours is enough', () => {
    const week = weekOf(
      [assignment('2026-12-07', '14:00', '23:00'), assignment('2026-12-08', '10:00', '16:00')],
      '2026-12-07',
      '2026-12-13',
    );
    expect(restWarnings(week)).toEqual([]);
  });

  it('the night the clocks go back gives an hour more: Sat 24 Oct 2026 23:00 to Sun 09:00 is 11 h (10 h on the clock)', () => {
    const back = weekOf(
      [assignment('2026-10-24', '14:00', '23:00'), assignment('2026-10-25', '09:00', '17:00')],
      '2026-10-19',
      '2026-10-25',
    );
    expect(restWarnings(back)).toEqual([]);
    // The same clock times a week earlier are 10 h.
    const before = weekOf(
      [assignment('2026-10-17', '14:00', '23:00'), assignment('2026-10-18', '09:00', '17:00')],
      '2026-10-12',
      '2026-10-18',
    );
    expect(restWarnings(before).map((w) => w.message)).toEqual(['Ann has 10 h rest before this shift (at least 11 h).']);
  });

  it('the night the clocks go forward takes an hour: Sat 28 Mar 2026 22:00 to Sun 09:00 is 10 h (11 h on the clock)', () => {
    const week = weekOf(
      [assignment('2026-03-28', '14:00', '22:00'), assignment('2026-03-29', '09:00', '17:00')],
      '2026-03-23',
      '2026-03-29',
    );
    expect(restWarnings(week)).toEqual([
      { employee_id: 'ann', date: '2026-03-29', rule: 'rest', message: 'Ann has 10 h rest before this shift (at least 11 h).' },
    ]);
  });

  it('a split day is not a rest: two shifts of one rota day 3 hours apart give no warning', () => {
    const week = weekOf(
      [assignment('2026-12-07', '10:00', '14:00'), assignment('2026-12-07', '17:00', '22:00')],
      '2026-12-07',
      '2026-12-13',
    );
    expect(restWarnings(week)).toEqual([]);
  });

  it('counts an overnight end and another workplace: shown on the shift here, before or after', () => {
    // Here until 02:00 on Tuesday, then elsewhere at 07:00: 5 h, shown on Monday's shift here.
    const after = weekOf(
      [assignment('2026-12-07', '18:00', '02:00'), assignment('2026-12-08', '07:00', '12:00', { here: false })],
      '2026-12-07',
      '2026-12-13',
    );
    expect(restWarnings(after)).toEqual([
      { employee_id: 'ann', date: '2026-12-07', rule: 'rest', message: 'Ann has 5 h rest after this shift (at least 11 h).' },
    ]);
    // Elsewhere on Sunday 6 Dec (the week before) until 23:45, here on Monday at 06:00: 6 h 15.
    const before = weekOf(
      [assignment('2026-12-06', '15:00', '23:45', { here: false }), assignment('2026-12-07', '06:00', '12:00')],
      '2026-12-07',
      '2026-12-13',
    );
    expect(restWarnings(before).map((w) => [w.date, w.message])).toEqual([
      ['2026-12-07', 'Ann has 6 h 15 rest before this shift (at least 11 h).'],
    ]);
  });

  it('gives nothing for dates outside those asked', () => {
    const week = weekOf(
      [assignment('2026-12-07', '14:00', '23:00'), assignment('2026-12-08', '08:30', '16:00')],
      '2026-12-09',
      '2026-12-13',
    );
    expect(restWarnings(week)).toEqual([]);
    // Shown on the later shift here, whichever dates are asked: not on Monday when Tuesday is not asked.
    const monday = weekOf(
      [assignment('2026-12-07', '14:00', '23:00'), assignment('2026-12-08', '08:30', '16:00')],
      '2026-12-07',
      '2026-12-07',
    );
    expect(restWarnings(monday)).toEqual([]);
  });
});

describe('weekly paid hours', () => {
  const weekdays = (dates: string[]) => dates.map((date) => assignment(date, '09:00', '17:00'));
  const dec = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];

  it('warns over 48 paid hours in the Monday-Sunday week, on the day that takes the total over: 40 h + 12 h 15 = 52 h 15', () => {
    const week = weekOf([...weekdays(dec), assignment('2026-12-12', '08:00', '20:15')], '2026-12-07', '2026-12-13');
    expect(weeklyHoursWarnings(week)).toEqual([
      { employee_id: 'ann', date: '2026-12-12', rule: 'weekly-hours', message: 'Ann is planned for 52 h 15 this week (at most 48 h).' },
    ]);
  });

  it('counts paid hours: exactly 48 is allowed, and a break brings 48 h 30 down to 48 h', () => {
    const exactly = weekOf([...weekdays(dec), assignment('2026-12-12', '08:00', '16:00')], '2026-12-07', '2026-12-13');
    expect(weeklyHoursWarnings(exactly)).toEqual([]);
    const withBreak = weekOf(
      [...weekdays(dec), assignment('2026-12-12', '08:00', '16:30', { breakMinutes: 30 })],
      '2026-12-07',
      '2026-12-13',
    );
    expect(weeklyHoursWarnings(withBreak)).toEqual([]);
  });

  it("counts another workplace's hours and another week's not", () => {
    const week = weekOf(
      [...weekdays(dec), assignment('2026-12-12', '08:00', '17:00', { here: false }), assignment('2026-12-14', '08:00', '20:00')],
      '2026-12-07',
      '2026-12-13',
    );
    // 40 h here + 9 h elsewhere = 49 h; the day over is elsewhere, so the week's last day here shows it.
    expect(weeklyHoursWarnings(week).map((w) => [w.date, w.message])).toEqual([
      ['2026-12-11', 'Ann is planned for 49 h this week (at most 48 h).'],
    ]);
  });

  it('shows the week on the same day whichever dates are asked', () => {
    const assignments = [...weekdays(dec), assignment('2026-12-12', '08:00', '20:15')];
    expect(weeklyHoursWarnings(weekOf(assignments, '2026-12-12', '2026-12-12')).map((w) => w.date)).toEqual(['2026-12-12']);
    expect(weeklyHoursWarnings(weekOf(assignments, '2026-12-07', '2026-12-11'))).toEqual([]);
  });

  it('the night the clocks go back counts the repeated hour: Sat 24 Oct 2026 22:00-06:00 is 9 h, 49 h in the week', () => {
    const dates = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23'];
    const week = weekOf([...weekdays(dates), assignment('2026-10-24', '22:00', '06:00')], '2026-10-19', '2026-10-25');
    expect(weeklyHoursWarnings(week)).toEqual([
      { employee_id: 'ann', date: '2026-10-24', rule: 'weekly-hours', message: 'Ann is planned for 49 h this week (at most 48 h).' },
    ]);
  });

  it('the night the clocks go forward does not count the missing hour: Sat 28 Mar 2026 22:00-07:00 is 8 h, 48 h in the week', () => {
    const dates = ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27'];
    expect(
      weeklyHoursWarnings(weekOf([...weekdays(dates), assignment('2026-03-28', '22:00', '07:00')], '2026-03-23', '2026-03-29')),
    ).toEqual([]);
    const longer = weekOf([...weekdays(dates), assignment('2026-03-28', '22:00', '08:00')], '2026-03-23', '2026-03-29');
    expect(weeklyHoursWarnings(longer).map((w) => w.message)).toEqual(['Ann is planned for 49 h this week (at most 48 h).']);
  });
});

describe('breaks', () => {
  it("warns for a shift over 6 hours with less than 20 minutes' break", () => {
    const week = weekOf(
      [
        assignment('2026-12-07', '09:00', '16:00', { breakMinutes: 15 }),
        assignment('2026-12-08', '09:00', '15:00'), // exactly 6 h: not over
        assignment('2026-12-09', '09:00', '15:01'),
        assignment('2026-12-10', '09:00', '16:00', { breakMinutes: 20 }),
        assignment('2026-12-11', '09:00', '16:00', { breakMinutes: 15, here: false }),
      ],
      '2026-12-07',
      '2026-12-13',
    );
    expect(breakWarnings(week)).toEqual([
      { employee_id: 'ann', date: '2026-12-07', rule: 'break', message: "Ann's 7 h shift has a 15 min break (at least 20 min over 6 h)." },
      { employee_id: 'ann', date: '2026-12-09', rule: 'break', message: "Ann's 6 h 01 shift has no break (at least 20 min over 6 h)." },
    ]);
  });

  it('an overnight shift with a break: 22:00-05:00 is 7 h; the night the clocks go back 22:00-04:00 is 7 h too', () => {
    const week = weekOf([assignment('2026-12-07', '22:00', '05:00', { breakMinutes: 10 })], '2026-12-07', '2026-12-13');
    expect(breakWarnings(week).map((w) => w.message)).toEqual(["Ann's 7 h shift has a 10 min break (at least 20 min over 6 h)."]);
    const back = weekOf([assignment('2026-10-24', '22:00', '04:00')], '2026-10-19', '2026-10-25');
    expect(breakWarnings(back).map((w) => w.message)).toEqual(["Ann's 7 h shift has no break (at least 20 min over 6 h)."]);
  });
});

describe('minimum wage', () => {
  it('has the gov.uk rates of April 2024, 2025 and 2026 by age band', () => {
    expect(UK_MINIMUM_WAGE_RATES.map((r) => [r.from, r.bands.map((b) => b.ratePence)])).toEqual([
      ['2024-04-01', [1144, 860, 640]],
      ['2025-04-01', [1221, 1000, 755]],
      ['2026-04-01', [1271, 1085, 800]],
    ]);
    expect(minimumWageOn('2026-12-02', '2000-01-01')).toEqual({ fromAge: 21, label: '21 and over', ratePence: 1271, assumed: false });
    expect(minimumWageOn('2025-12-02', null)).toEqual({ fromAge: 21, label: '21 and over', ratePence: 1221, assumed: true });
    expect(minimumWageOn('2024-03-31', null)).toBeNull(); // before the first rates modelled
    expect(minimumWageOn('2026-12-02', '2011-01-01')).toBeNull(); // 15: no legal minimum
  });

  it('assumes the adult rate without a date of birth, and says so', () => {
    const week = weekOf([assignment('2026-12-02', '09:00', '13:00', { ratePence: 1050 })], '2026-11-30', '2026-12-06', {
      dateOfBirth: null,
    });
    expect(minimumWageWarnings(week)).toEqual([
      {
        employee_id: 'ann',
        date: '2026-12-02',
        rule: 'minimum-wage',
        message:
          "Ann's rate £10.50 is below the £12.71 minimum for 21 and over on 2 Dec (no date of birth: the 21 and over rate is assumed).",
      },
    ]);
  });

  it('checks each day at the rates in force that day: the April 2026 rise inside a week', () => {
    // £12.50 is above £12.21 on Tue 31 Mar, below £12.71 from Wed 1 Apr.
    const week = weekOf(
      ['2026-03-31', '2026-04-01', '2026-04-02'].map((date) => assignment(date, '09:00', '13:00', { ratePence: 1250 })),
      '2026-03-30',
      '2026-04-05',
    );
    expect(minimumWageWarnings(week).map((w) => [w.date, w.message])).toEqual([
      ['2026-04-01', "Ann's rate £12.50 is below the £12.71 minimum for 21 and over on 1 Apr."],
      ['2026-04-02', "Ann's rate £12.50 is below the £12.71 minimum for 21 and over on 2 Apr."],
    ]);
  });

  it("checks the employee's rate in force each day: a rise on Thursday ends the warnings", () => {
    const week = weekOf(
      [assignment('2026-12-07', '09:00', '13:00', { ratePence: 1200 }), assignment('2026-12-10', '09:00', '13:00', { ratePence: 1300 })],
      '2026-12-07',
      '2026-12-13',
    );
    expect(minimumWageWarnings(week).map((w) => w.date)).toEqual(['2026-12-07']);
  });

  it('a birthday inside the week moves the band: 17 on Monday (£8.00), 18 on Wednesday (£10.85)', () => {
    const week = weekOf(
      [assignment('2026-12-07', '09:00', '13:00', { ratePence: 900 }), assignment('2026-12-09', '09:00', '13:00', { ratePence: 900 })],
      '2026-12-07',
      '2026-12-13',
      { dateOfBirth: '2008-12-09' },
    );
    expect(minimumWageWarnings(week)).toEqual([
      {
        employee_id: 'ann',
        date: '2026-12-09',
        rule: 'minimum-wage',
        message: "Ann's rate £9.00 is below the £10.85 minimum for 18 to 20 on 9 Dec.",
      },
    ]);
  });

  it('checks once a day, only shifts here, only known rates, only a rota in pounds', () => {
    const assignments = [
      assignment('2026-12-07', '09:00', '11:00', { ratePence: 1000 }),
      assignment('2026-12-07', '17:00', '19:00', { ratePence: 1000 }),
      assignment('2026-12-08', '09:00', '11:00', { ratePence: 1000, here: false }),
      assignment('2026-12-09', '09:00', '11:00', { ratePence: null }),
    ];
    expect(minimumWageWarnings(weekOf(assignments, '2026-12-07', '2026-12-13')).map((w) => w.date)).toEqual(['2026-12-07']);
    expect(minimumWageWarnings(weekOf(assignments, '2026-12-07', '2026-12-13', { currency: 'usd' }))).toEqual([]);
  });
});

describe("one employee's week", () => {
  it('lists every warning by date, then rule', () => {
    const week = weekOf(
      [assignment('2026-12-07', '14:00', '23:00', { ratePence: 1000 }), assignment('2026-12-08', '08:30', '16:00', { ratePence: 1000 })],
      '2026-12-07',
      '2026-12-13',
    );
    expect(employeeWeekWarnings(week).map((w) => [w.date, w.rule])).toEqual([
      ['2026-12-07', 'break'],
      ['2026-12-07', 'minimum-wage'],
      ['2026-12-08', 'rest'],
      ['2026-12-08', 'break'],
      ['2026-12-08', 'minimum-wage'],
    ]);
  });
});

describe('young workers (under 18 on the day)', () => {
  // Born 2008-06-10: 17 until 2026-06-10, 18 from then on.
  const young = { dateOfBirth: '2008-06-10' };

  it('are limited to 8 paid hours a day, 40 a week and 12 hours of rest', () => {
    expect(YOUNG_WORKER_RULES).toEqual({ underAge: 18, maxDailyPaidMinutes: 480, maxWeeklyPaidMinutes: 2400, minRestMinutes: 720 });
  });

  it('warns for 11 h 30 rest, which an adult may have: 21:00 to 08:30', () => {
    const assignments = [assignment('2026-03-02', '16:00', '21:00'), assignment('2026-03-03', '08:30', '12:00')];
    expect(youngWorkerRestWarnings(weekOf(assignments, '2026-03-02', '2026-03-08', young))).toEqual([
      {
        employee_id: 'ann',
        date: '2026-03-03',
        rule: 'under-18-rest',
        message: 'Ann (under 18) has 11 h 30 rest before this shift (at least 12 h under 18).',
      },
    ]);
    expect(restWarnings(weekOf(assignments, '2026-03-02', '2026-03-08', young))).toEqual([]);
    // Exactly 12 hours is enough; an adult is not checked.
    const twelve = [assignment('2026-03-02', '16:00', '20:30'), assignment('2026-03-03', '08:30', '12:00')];
    expect(youngWorkerRestWarnings(weekOf(twelve, '2026-03-02', '2026-03-08', young))).toEqual([]);
    expect(youngWorkerRestWarnings(weekOf(assignments, '2026-03-02', '2026-03-08'))).toEqual([]);
  });

  it('warns over 8 paid hours on one day, every workplace counted: 5 h here + 3 h 30 elsewhere', () => {
    const assignments = [assignment('2026-03-04', '08:00', '13:00'), assignment('2026-03-04', '15:00', '18:30', { here: false })];
    expect(youngWorkerDailyWarnings(weekOf(assignments, '2026-03-02', '2026-03-08', young))).toEqual([
      {
        employee_id: 'ann',
        date: '2026-03-04',
        rule: 'under-18-daily',
        message: 'Ann (under 18) is planned for 8 h 30 this day (at most 8 h under 18).',
      },
    ]);
    // Exactly 8 h is allowed, and after the 18th birthday the day is not checked.
    const eight = [assignment('2026-03-04', '08:00', '13:00'), assignment('2026-03-04', '15:00', '18:00', { here: false })];
    expect(youngWorkerDailyWarnings(weekOf(eight, '2026-03-02', '2026-03-08', young))).toEqual([]);
    const adult = [assignment('2026-06-10', '08:00', '13:00'), assignment('2026-06-10', '15:00', '18:30')];
    expect(youngWorkerDailyWarnings(weekOf(adult, '2026-06-08', '2026-06-14', young))).toEqual([]);
  });

  it('warns over 40 paid hours in the week: 5 × 8 h + 1 h', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const forty = days.map((d) => assignment(d, '09:00', '17:00'));
    expect(youngWorkerWeeklyWarnings(weekOf(forty, '2026-03-02', '2026-03-08', young))).toEqual([]);
    const more = [...forty, assignment('2026-03-07', '09:00', '10:00')];
    expect(youngWorkerWeeklyWarnings(weekOf(more, '2026-03-02', '2026-03-08', young))).toEqual([
      {
        employee_id: 'ann',
        date: '2026-03-07',
        rule: 'under-18-weekly',
        message: 'Ann (under 18) is planned for 41 h this week (at most 40 h under 18).',
      },
    ]);
    expect(weeklyHoursWarnings(weekOf(more, '2026-03-02', '2026-03-08', young))).toEqual([]);
  });

  it("are part of the employee's week", () => {
    const assignments = [assignment('2026-03-02', '12:00', '21:00', { breakMinutes: 30 }), assignment('2026-03-03', '08:30', '12:00')];
    expect(employeeWeekWarnings(weekOf(assignments, '2026-03-02', '2026-03-08', young)).map((w) => [w.date, w.rule])).toEqual([
      ['2026-03-02', 'under-18-daily'],
      ['2026-03-03', 'under-18-rest'],
    ]);
  });
});
