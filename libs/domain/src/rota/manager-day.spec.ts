import { moneyDecimal } from '../pay/pay-maths';
import { managerDay, type DayPerson, type ManagerDayInput } from './manager-day';
import type { RotaAssignment, RotaTimesheet } from './rota-state';

// Wednesday 10 June 2026, British Summer Time: 09:30 on the clock is 08:30 UTC.
const ZONE = 'Europe/London';
const DAY = '2026-06-10';
const NOW = Date.parse('2026-06-10T08:30:00Z');
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const assignment = (assignmentId: string, employeeId: string | null, start: number, end: number, breakMinutes = 0): RotaAssignment => ({
  assignmentId,
  shiftId: employeeId === null ? 's-open' : 's1',
  employeeId,
  startMinute: start,
  endMinute: end,
  breakMinutes,
  ownBreak: false,
});
const sheet = (assignmentId: string, clockedInAt: string, extra: Partial<RotaTimesheet> = {}): RotaTimesheet => ({
  assignmentId,
  clockedInAt,
  clockedOutAt: null,
  correction: null,
  ...extra,
});
const person = (employeeId: string, displayName: string, ratePence: number | null): [string, DayPerson] => [
  employeeId,
  { employeeId, displayName, ratePence },
];

const input = (overrides: Partial<ManagerDayInput> = {}): ManagerDayInput => ({
  rotaDate: DAY,
  timeZone: ZONE,
  now: NOW,
  day: {
    shifts: [
      { shiftId: 's1', serviceType: 101 },
      { shiftId: 's-open', serviceType: 102 },
    ],
    assignments: [
      assignment('a1', 'ann', h(7), h(15), 30),
      assignment('a2', 'bob', h(9), h(17)),
      assignment('a3', 'cat', h(9, 30), h(13)),
      assignment('a4', 'dan', h(12), h(18)),
      assignment('a5', null, h(11), h(15)),
      assignment('a6', null, h(6), h(9)),
      assignment('a7', 'eve', h(6), h(9)),
      assignment('a8', 'fay', h(8), h(16), 30),
      assignment('a9', 'gus', h(10), h(14)),
    ],
    timesheets: [
      sheet('a1', '2026-06-10T05:58:00Z'),
      sheet('a7', '2026-06-10T04:59:00Z', { clockedOutAt: '2026-06-10T08:02:00Z' }),
      sheet('a8', '2026-06-10T06:55:00Z', { breaks: [{ startedAt: '2026-06-10T08:20:00Z', endedAt: null }] }),
    ],
  },
  // Gus moved away: his assignment here counts for no one, an open shift.
  people: new Map([
    person('ann', 'Ann', 1200),
    person('bob', 'Bob', 1150),
    person('cat', 'Cat', 1000),
    person('dan', 'Dan', 1300),
    person('eve', 'Eve', 1000),
    person('fay', 'Fay', 1260),
  ]),
  ...overrides,
});

describe("the manager's day (issue 41)", () => {
  it('puts who is on now first, by start, with their state: in, on a break, late five minutes after the start, due', () => {
    const day = managerDay(input());
    expect(day.onNow.map((a) => [a.displayName, a.status])).toEqual([
      ['Ann', 'in'],
      ['Fay', 'break'],
      ['Bob', 'late'],
      ['Cat', 'due'],
    ]);
    // Eve clocked out at 09:02 after her 06:00-09:00: neither on now nor next.
    expect(day.next.map((a) => [a.displayName, a.status, a.startMinute])).toEqual([['Dan', 'later', h(12)]]);
    expect(day.open.map((a) => [a.assignmentId, a.startMinute, a.endMinute, a.serviceType])).toEqual([
      ['a9', h(10), h(14), 101],
      ['a5', h(11), h(15), 102],
    ]);
  });

  it('is late from five minutes after the start, not before', () => {
    const at = (iso: string) => managerDay(input({ now: Date.parse(iso) })).onNow.find((a) => a.displayName === 'Cat')?.status;
    expect(at('2026-06-10T08:34:59Z')).toBe('due'); // 09:34:59
    expect(at('2026-06-10T08:35:00Z')).toBe('late'); // 09:35
  });

  it('prices the day like pay, and so far against the plan so far, to the penny (figures by hand)', () => {
    // Planned (paid minutes × rate): Ann 450 × £12.00 = £90.00, Bob 480 × £11.50 = £92.00, Cat 210 × £10.00 = £35.00,
    // Dan 360 × £13.00 = £78.00, Eve 180 × £10.00 = £30.00, Fay 450 × £12.60 = £94.50: £419.50.
    // Planned so far (to 09:30; a break counts once its shift is over): Ann 150 = £30.00, Bob 30 = £5.75,
    // Eve 180 = £30.00, Fay 90 = £18.90: £84.65.
    // Worked so far: Ann 05:58-08:30 UTC 152 = £30.40, Eve 04:59-08:02 183 = £30.50, Fay 06:55-08:30 95 less
    // her open break from 08:20 (10) = 85 = £17.85: £78.75.
    const { cost } = managerDay(input());
    expect([cost.plannedPence, cost.plannedSoFarPence, cost.soFarPence].map(moneyDecimal)).toEqual(['419.50', '84.65', '78.75']);
    expect(cost.unpriced).toBe(false);
  });

  it('leaves out someone without a known rate, and says so', () => {
    const people = new Map(input().people);
    people.set('bob', { employeeId: 'bob', displayName: 'Bob', ratePence: null });
    const { cost } = managerDay(input({ people }));
    expect([cost.plannedPence, cost.plannedSoFarPence, cost.soFarPence].map(moneyDecimal)).toEqual(['327.50', '78.90', '78.75']);
    expect(cost.unpriced).toBe(true);
  });
});
