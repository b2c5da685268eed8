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

describe("the manager's day: so far while people are clocked in", () => {
  const pence = (day: ReturnType<typeof managerDay>) => [day.cost.plannedSoFarPence, day.cost.soFarPence];

  it('runs an open clock-in up to now, and holds still over a clocked break still open (figures by hand)', () => {
    // At 10:00 (09:00 UTC): Ann 05:58-09:00 UTC 182 × £12.00 = £36.40; Eve (out) 183 = £30.50; Fay 06:55-09:00
    // 125 less her break open since 08:20 (40) = 85 × £12.60 = £17.85 (as at 09:30: the break is not paid): £84.75.
    const { cost } = managerDay(input({ now: Date.parse('2026-06-10T09:00:00Z') }));
    expect(moneyDecimal(cost.soFarPence)).toBe('84.75');
  });

  it('takes a planned break not clocked off at the clock-out, as the plan so far takes it off once the shift is over', () => {
    // Ann alone: 07:00-15:00 with 30 minutes planned, clocked in at 06:58 (05:58 UTC), no break clocked, £12.00 (20p a minute).
    const annOnly = (now: string, sheet: RotaTimesheet) => {
      const base = input();
      return managerDay({
        ...base,
        now: Date.parse(now),
        day: { ...base.day, assignments: base.day.assignments.filter((a) => a.assignmentId === 'a1'), timesheets: [sheet] },
      });
    };
    // 14:59 (13:59 UTC), still in: worked 481 × 20p = £96.20; plan so far 06:00-13:59 UTC 479 × 20p = £95.80.
    expect(pence(annOnly('2026-06-10T13:59:00Z', sheet('a1', '2026-06-10T05:58:00Z')))).toEqual([9580, 9620]);
    // Clocked out at 15:00: worked 482 less the planned 30 = 452 × 20p = £90.40; the plan, over, 450 × 20p = £90.00.
    const out = sheet('a1', '2026-06-10T05:58:00Z', { clockedOutAt: '2026-06-10T14:00:00Z' });
    expect(pence(annOnly('2026-06-10T14:00:00Z', out))).toEqual([9000, 9040]);
  });
});

describe("the manager's day: last night's shift still running", () => {
  // 02:00 in London on Wednesday 10 June (01:00 UTC). Yesterday's rota day holds the overnight shifts.
  const AT_TWO = Date.parse('2026-06-10T01:00:00Z');
  const YESTERDAY = '2026-06-09';
  const lastNight = (now: number) =>
    managerDay({
      rotaDate: DAY,
      timeZone: ZONE,
      now,
      day: { shifts: [{ shiftId: 's1', serviceType: 101 }], assignments: [assignment('t1', 'eve', h(6), h(12))] },
      people: new Map([person('eve', 'Eve', 1000)]),
      yesterday: {
        rotaDate: YESTERDAY,
        day: {
          shifts: [{ shiftId: 's1', serviceType: 101 }],
          assignments: [
            assignment('y1', 'ann', h(22), h(30)), // 22:00-06:00
            assignment('y2', 'bob', h(22), h(30)),
            assignment('y3', 'cat', h(16), h(23)),
            assignment('y4', 'dan', h(18), h(23, 30)),
            assignment('y5', null, h(22), h(30)),
          ],
          timesheets: [
            sheet('y1', '2026-06-09T20:57:00Z'),
            sheet('y3', '2026-06-09T14:58:00Z', { clockedOutAt: '2026-06-09T22:01:00Z' }),
            sheet('y4', '2026-06-09T16:59:00Z'), // never clocked out
          ],
        },
        people: new Map([person('ann', 'Ann', 1200), person('bob', 'Bob', 1150), person('cat', 'Cat', 1000), person('dan', 'Dan', 1300)]),
      },
    });

  it('lists it on now with its clock state and its own day: in, late, or still clocked in after its end', () => {
    const day = lastNight(AT_TWO);
    expect(day.onNow.map((a) => [a.displayName, a.rotaDate, a.status, a.startMinute, a.endMinute])).toEqual([
      ['Dan', YESTERDAY, 'in', h(18), h(23, 30)],
      ['Ann', YESTERDAY, 'in', h(22), h(30)],
      ['Bob', YESTERDAY, 'late', h(22), h(30)],
    ]);
    expect(day.next.map((a) => [a.displayName, a.rotaDate, a.status])).toEqual([['Eve', DAY, 'later']]);
    // At 06:30, past the 06:00 end, Bob (never in) is no longer on; Ann, still clocked in, is; Eve is late for today's.
    expect(lastNight(Date.parse('2026-06-10T05:30:00Z')).onNow.map((a) => [a.displayName, a.status])).toEqual([
      ['Dan', 'in'],
      ['Ann', 'in'],
      ['Eve', 'late'],
    ]);
  });

  it("leaves its cost to yesterday, as pay counts a shift on the day it starts: today's figures are today's shifts", () => {
    // Eve 06:00-12:00, 360 × £10.00 = £60.00 planned; at 02:00 nothing of today is planned or worked yet.
    expect(lastNight(AT_TWO).cost).toEqual({ plannedPence: 6000, plannedSoFarPence: 0, soFarPence: 0, unpriced: false });
  });
});
