import { BREAK_MESSAGES } from '../pay/breaks';
import { given } from '../testing/given-when-then';
import { RotaEmployee, RotaWorkplace } from './rota-context';
import { CopiedAssignment, CopyRotaDay, planDayCopy, rotaDecider, RotaCommand } from './rota.decider';
import { RotaEvent } from './rota.events';

/** Issue 28: a break is decided when an assignment's times are, on the workplace's clock. */
const OWNER = 'owner-1';
const WP = 'wp-1';
const DAY = '2026-12-07';
/** Sat 24 Oct 2026: the clocks go back in the night (01:00-02:00 BST, then again GMT). */
const CLOCKS_BACK = '2026-10-24';
/** Sat 28 Mar 2026: the clocks go forward in the night (01:00 GMT becomes 02:00 BST). */
const CLOCKS_FORWARD = '2026-03-28';
const SKIPPED_0130 = '01:30 does not exist on 29 Mar 2026 (the clocks go forward).';

const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102],
  rotaStartTime: 0,
  rotaEndTime: 30,
  deleted: false,
  timeZone: 'Europe/London',
  breakRules: [{ afterHours: 6, unpaidMinutes: 30 }],
};
const ann: RotaEmployee = { employeeId: 'emp-ann', ownerId: OWNER, workplaceId: WP, displayName: 'Ann', removedOn: null };
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const TODAY = '2026-12-01';
const base = { rotaDate: DAY, workplace, today: TODAY };

type DataOf<Type extends RotaCommand['type']> = Extract<RotaCommand, { type: Type }>['data'];

const shiftCreated = (shiftId: string, rotaDate = DAY): RotaEvent => ({
  type: 'ShiftCreated',
  data: { shiftId, workplaceId: WP, rotaDate, serviceType: 101, ownerId: OWNER },
});
const added = (
  assignmentId: string,
  shiftId: string,
  startMinute: number,
  endMinute: number,
  breakFields: { breakMinutes?: number; ownBreak?: true } = {},
): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId, startMinute, endMinute, employeeId: null, ...breakFields },
});
const timed = (
  assignmentId: string,
  startMinute: number,
  endMinute: number,
  breakFields: { breakMinutes?: number; ownBreak?: true } = {},
): RotaEvent => ({
  type: 'AssignmentTimed',
  data: { assignmentId, startMinute, endMinute, ...breakFields },
});

const addAssignment = (over: Partial<DataOf<'AddAssignment'>> = {}): RotaCommand => ({
  type: 'AddAssignment',
  data: { ...base, assignmentId: 'a-new', shiftId: 's1', startMinute: h(7), endMinute: h(15), employeeId: null, employee: null, ...over },
});
const placeData = (over: Partial<DataOf<'PlaceAssignment'>> = {}): DataOf<'PlaceAssignment'> => ({
  ...base,
  assignmentId: 'a-new',
  serviceType: 101,
  employeeId: null,
  employee: null,
  startMinute: h(7),
  endMinute: h(15),
  newShiftId: 's-new',
  ...over,
});
const place = (over: Partial<DataOf<'PlaceAssignment'>> = {}): RotaCommand => ({ type: 'PlaceAssignment', data: placeData(over) });
const timeAssignment = (
  assignmentId: string,
  startMinute: number,
  endMinute: number,
  over: Partial<DataOf<'TimeAssignment'>> = {},
): RotaCommand => ({
  type: 'TimeAssignment',
  data: { ...base, assignmentId, startMinute, endMinute, employee: null, newShiftId: 's-new', ...over },
});
const copied = (over: Partial<DataOf<'PlaceAssignment'>>): CopiedAssignment => {
  const { rotaDate: _d, workplace: _w, ...item } = placeData(over);
  return item;
};
const copyDay = (assignments: CopiedAssignment[], over: Partial<DataOf<'CopyRotaDay'>> = {}): CopyRotaDay => ({
  type: 'CopyRotaDay',
  data: { ...base, fromWorkplaceId: WP, fromDate: '2026-11-30', assignments, ...over },
});
const marker = (count: number): RotaEvent => ({
  type: 'RotaDayCopied',
  data: { fromWorkplaceId: WP, fromDate: '2026-11-30', copied: count },
});

describe('rota decider: breaks from the workplace rules', () => {
  it('gives an 8-hour assignment the rule break when it is added or placed', () => {
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment())
      .then([added('a-new', 's1', h(7), h(15), { breakMinutes: 30 })]);
    given(rotaDecider)
      .when(place())
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(7), h(15), { breakMinutes: 30 })]);
  });

  it('gives none to an assignment the rules do not reach (and none without rules)', () => {
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment({ startMinute: h(9), endMinute: h(15) }))
      .then([added('a-new', 's1', h(9), h(15))]);
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment({ workplace: { ...workplace, breakRules: undefined } }))
      .then([added('a-new', 's1', h(7), h(15))]);
  });

  it("lets the assignment's own break win over the rules, a 0 included", () => {
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment({ breakMinutes: 45 }))
      .then([added('a-new', 's1', h(7), h(15), { breakMinutes: 45, ownBreak: true })]);
    given(rotaDecider)
      .when(place({ breakMinutes: 0 }))
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(7), h(15), { breakMinutes: 0, ownBreak: true })]);
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment({ breakMinutes: null }))
      .then([added('a-new', 's1', h(7), h(15), { breakMinutes: 30 })]);
  });

  it('refuses a break not shorter than the shift, and one outside 0-180', () => {
    given(rotaDecider, [shiftCreated('s1')])
      .when(addAssignment({ startMinute: h(9), endMinute: h(11), breakMinutes: 120 }))
      .thenThrows(BREAK_MESSAGES.breakTooLong, 'validation');
    given(rotaDecider)
      .when(place({ startMinute: h(9), endMinute: h(10), breakMinutes: 90 }))
      .thenThrows(BREAK_MESSAGES.breakTooLong, 'validation');
    given(rotaDecider)
      .when(place({ breakMinutes: 181 }))
      .thenThrows(BREAK_MESSAGES.breakMinutes, 'validation');
  });

  it('counts the real elapsed time: the clocks-go-back night of 22:00-02:00 passes the rule of 4.5 hours', () => {
    const rule = { ...workplace, breakRules: [{ afterHours: 4.5, unpaidMinutes: 20 }] };
    given(rotaDecider)
      .when(place({ rotaDate: CLOCKS_BACK, workplace: rule, startMinute: h(22), endMinute: h(26) }))
      .then([
        { type: 'ShiftCreated', data: { shiftId: 's-new', workplaceId: WP, rotaDate: CLOCKS_BACK, serviceType: 101, ownerId: OWNER } },
        added('a-new', 's-new', h(22), h(26), { breakMinutes: 20 }),
      ]);
    // The same wall times on an ordinary night are 4 hours: no break.
    given(rotaDecider)
      .when(place({ workplace: rule, startMinute: h(22), endMinute: h(26) }))
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(22), h(26))]);
  });

  it('an overnight shift gets its break like any other', () => {
    given(rotaDecider)
      .when(place({ startMinute: h(20), endMinute: h(28) }))
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(20), h(28), { breakMinutes: 30 })]);
  });
});

describe('rota decider: times the clock skips or repeats', () => {
  it('refuses a start or end the clock skips, with the time and day named', () => {
    given(rotaDecider)
      .when(place({ rotaDate: '2026-03-29', startMinute: h(1, 30), endMinute: h(6) }))
      .thenThrows(SKIPPED_0130, 'validation');
    given(rotaDecider, [shiftCreated('s1', CLOCKS_FORWARD)])
      .when(addAssignment({ rotaDate: CLOCKS_FORWARD, startMinute: h(22), endMinute: h(25, 30) }))
      .thenThrows(SKIPPED_0130, 'validation');
  });

  it('accepts the clocks-go-forward night of 22:00-02:00 (02:00 exists)', () => {
    given(rotaDecider, [shiftCreated('s1', CLOCKS_FORWARD)])
      .when(addAssignment({ rotaDate: CLOCKS_FORWARD, startMinute: h(22), endMinute: h(26) }))
      .then([added('a-new', 's1', h(22), h(26))]);
  });

  it('reads an ambiguous time as its first occurrence: 22:00-01:30 that night is 3.5 hours', () => {
    const rule = { ...workplace, breakRules: [{ afterHours: 3.25, unpaidMinutes: 15 }] };
    given(rotaDecider, [shiftCreated('s1', CLOCKS_BACK)])
      .when(addAssignment({ rotaDate: CLOCKS_BACK, workplace: rule, startMinute: h(22), endMinute: h(25, 30) }))
      .then([added('a-new', 's1', h(22), h(25, 30), { breakMinutes: 15 })]);
    // Read as the second 01:30 it would be 4.5 hours, past a rule of 4 hours: it is not.
    const later = { ...workplace, breakRules: [{ afterHours: 4, unpaidMinutes: 15 }] };
    given(rotaDecider, [shiftCreated('s1', CLOCKS_BACK)])
      .when(addAssignment({ rotaDate: CLOCKS_BACK, workplace: later, startMinute: h(22), endMinute: h(25, 30) }))
      .then([added('a-new', 's1', h(22), h(25, 30))]);
  });

  it('refuses re-timing onto a skipped time', () => {
    given(rotaDecider, [shiftCreated('s1', CLOCKS_FORWARD), added('a1', 's1', h(22), h(26))])
      .when(timeAssignment('a1', h(22), h(25, 30), { rotaDate: CLOCKS_FORWARD }))
      .thenThrows(SKIPPED_0130, 'validation');
  });
});

describe('rota decider: re-timing and breaks', () => {
  it('re-derives a rule break for the new length', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(9), h(14))])
      .when(timeAssignment('a1', h(7), h(15)))
      .then([timed('a1', h(7), h(15), { breakMinutes: 30 })]);
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(7), h(15), { breakMinutes: 30 })])
      .when(timeAssignment('a1', h(9), h(14)))
      .then([timed('a1', h(9), h(14))]);
  });

  it('keeps an own break when the request leaves it out, and null goes back to the rules', () => {
    const own = [shiftCreated('s1'), added('a1', 's1', h(7), h(15), { breakMinutes: 45, ownBreak: true })];
    given(rotaDecider, own)
      .when(timeAssignment('a1', h(8), h(16)))
      .then([timed('a1', h(8), h(16), { breakMinutes: 45, ownBreak: true })]);
    given(rotaDecider, own)
      .when(timeAssignment('a1', h(7), h(15), { breakMinutes: null }))
      .then([timed('a1', h(7), h(15), { breakMinutes: 30 })]);
  });

  it('records another break at the same times, and nothing when nothing changes', () => {
    const day = [shiftCreated('s1'), added('a1', 's1', h(7), h(15), { breakMinutes: 30 })];
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(7), h(15), { breakMinutes: 60 }))
      .then([timed('a1', h(7), h(15), { breakMinutes: 60, ownBreak: true })]);
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(7), h(15)))
      .then([]);
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(7), h(15), { breakMinutes: null }))
      .then([]);
  });

  it('refuses a break not shorter than the new times', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(7), h(15), { breakMinutes: 90, ownBreak: true })])
      .when(timeAssignment('a1', h(9), h(10, 30)))
      .thenThrows(BREAK_MESSAGES.breakTooLong, 'validation');
  });

  it('holds the break in the state', () => {
    const state = [
      shiftCreated('s1'),
      added('a1', 's1', h(7), h(15), { breakMinutes: 45, ownBreak: true }),
      timed('a1', h(8), h(15)),
    ].reduce(rotaDecider.evolve, rotaDecider.initialState());
    expect(state.assignments).toEqual([
      { assignmentId: 'a1', shiftId: 's1', startMinute: h(8), endMinute: h(15), employeeId: null, breakMinutes: 0, ownBreak: false },
    ]);
    const old = [shiftCreated('s1'), added('a1', 's1', h(7), h(15))].reduce(rotaDecider.evolve, rotaDecider.initialState());
    expect(old.assignments[0]).toMatchObject({ breakMinutes: 0, ownBreak: false });
  });
});

describe('rota decider: copying breaks', () => {
  it('carries an own break and re-derives a rule break at the target; skips a skipped time with the reason', () => {
    const items = [
      copied({ assignmentId: 'c1', newShiftId: 'n1', startMinute: h(7), endMinute: h(15) }),
      copied({ assignmentId: 'c2', newShiftId: 'n2', startMinute: h(16), endMinute: h(20), breakMinutes: 10 }),
    ];
    given(rotaDecider)
      .when(copyDay(items))
      .then([
        marker(2),
        shiftCreated('n1'),
        added('c1', 'n1', h(7), h(15), { breakMinutes: 30 }),
        added('c2', 'n1', h(16), h(20), { breakMinutes: 10, ownBreak: true }),
      ]);
    const plan = planDayCopy(
      copyDay([copied({ assignmentId: 'c3', newShiftId: 'n3', startMinute: h(22), endMinute: h(25, 30) })], { rotaDate: CLOCKS_FORWARD }),
      rotaDecider.initialState(),
    );
    expect(plan.skipped).toEqual([{ employeeId: null, startMinute: h(22), endMinute: h(25, 30), reason: SKIPPED_0130 }]);
    expect(plan.events).toEqual([]);
  });

  it('places an employee with the break too', () => {
    given(rotaDecider)
      .when(copyDay([copied({ assignmentId: 'c1', newShiftId: 'n1', employeeId: ann.employeeId, employee: ann })]))
      .thenEvents((events) =>
        expect(events.find((e) => e.type === 'AssignmentAdded')?.data).toMatchObject({ employeeId: ann.employeeId, breakMinutes: 30 }),
      );
  });
});
