import { given } from '../testing/given-when-then';
import { beyondHorizonMessage, isWithinHorizon, PLANNING_HORIZON_WEEKS, planningHorizon } from './planning-horizon';
import type { RotaWorkplace } from './rota-context';
import { outsideRotaHoursMessage, planDayCopy, rotaDecider, RotaCommand } from './rota.decider';
import type { RotaState } from './rota-state';
import type { RotaEvent } from './rota.events';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** A Wednesday: its week starts on Monday 30 Nov 2026; 52 weeks on, that week ends on Sunday 5 Dec 2027. */
const TODAY = '2026-12-02';
const LAST = '2027-12-05';
const PAST = '2027-12-06';

describe('the planning horizon', () => {
  it('ends on the Sunday of the 52nd week after this one, whichever day of the week it is', () => {
    expect(PLANNING_HORIZON_WEEKS).toBe(52);
    expect(['2026-11-30', TODAY, '2026-12-06'].map(planningHorizon)).toEqual([LAST, LAST, LAST]);
    expect(planningHorizon('2026-12-07')).toBe('2027-12-12');
    expect(planningHorizon('2027-12-29')).toBe('2028-12-31');
  });

  it('holds its last day, not the day after', () => {
    expect([TODAY, LAST, PAST].map((date) => isWithinHorizon(date, TODAY))).toEqual([true, true, false]);
  });

  it('says how far one may plan, as "2 Mar 2027"', () => {
    expect(beyondHorizonMessage(TODAY)).toBe('You can plan up to 5 Dec 2027.');
  });
});

const WP = 'wp-1';
const workplace: RotaWorkplace = { workplaceId: WP, ownerId: 'o', services: [101], rotaStartTime: 8, rotaEndTime: 23, deleted: false };
const base = (rotaDate: string) => ({ rotaDate, workplace, today: TODAY });
const row: RotaEvent = { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: PAST, serviceType: 101, ownerId: 'o' } };
const open: RotaEvent = {
  type: 'AssignmentAdded',
  data: { assignmentId: 'a1', shiftId: 's1', startMinute: h(9), endMinute: h(17), employeeId: null, breakMinutes: 0 },
};
const item = {
  assignmentId: 'c1',
  serviceType: 101,
  startMinute: h(9),
  endMinute: h(12),
  employeeId: null,
  employee: null,
  newShiftId: 'n1',
};

describe('rota decider: no write past the planning horizon', () => {
  const writes: [string, (date: string) => RotaCommand, RotaEvent[]][] = [
    ['a new row', (date) => ({ type: 'CreateShift', data: { ...base(date), shiftId: 's2', workplaceId: WP, serviceType: 101 } }), []],
    [
      'an added assignment',
      (date) => ({
        type: 'AddAssignment',
        data: { ...base(date), assignmentId: 'a2', shiftId: 's1', startMinute: h(18), endMinute: h(20), employeeId: null, employee: null },
      }),
      [row],
    ],
    ['a placement', (date) => ({ type: 'PlaceAssignment', data: { ...base(date), ...item } }), []],
    [
      'a re-timing',
      (date) => ({
        type: 'TimeAssignment',
        data: { ...base(date), assignmentId: 'a1', startMinute: h(10), endMinute: h(17), employee: null, newShiftId: 'n' },
      }),
      [row, open],
    ],
    [
      'a copied day',
      (date) => ({ type: 'CopyRotaDay', data: { ...base(date), fromWorkplaceId: WP, fromDate: TODAY, assignments: [item] } }),
      [],
    ],
  ];

  it.each(writes)('refuses %s on the day after the horizon, naming the last day', (_what, command, past) => {
    given(rotaDecider, past).when(command(PAST)).thenThrows('You can plan up to 5 Dec 2027.', 'validation');
  });

  it.each(writes)('allows %s on the horizon itself', (_what, command, past) => {
    const state = past
      .map((e) => (e.type === 'ShiftCreated' ? { ...e, data: { ...e.data, rotaDate: LAST } } : e))
      .reduce(rotaDecider.evolve, rotaDecider.initialState());
    expect(rotaDecider.decide(command(LAST), state).length).toBeGreaterThan(0);
  });

  it('refuses a copied day as a whole, not one skipped assignment at a time', () => {
    const state: RotaState = rotaDecider.initialState();
    expect(() =>
      planDayCopy({ type: 'CopyRotaDay', data: { ...base(PAST), fromWorkplaceId: WP, fromDate: TODAY, assignments: [item] } }, state),
    ).toThrow('You can plan up to 5 Dec 2027.');
  });
});

describe('the refusal of times outside the rota hours', () => {
  it('names the hour broken and where to change it', () => {
    expect(outsideRotaHoursMessage(workplace, { startMinute: h(22), endMinute: h(26) })).toBe(
      "This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace.",
    );
    expect(outsideRotaHoursMessage(workplace, { startMinute: h(7), endMinute: h(10) })).toBe(
      "This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace.",
    );
  });

  it('reads midnight and the next morning as such', () => {
    expect(outsideRotaHoursMessage({ rotaStartTime: 0, rotaEndTime: 24 }, { startMinute: h(22), endMinute: h(25) })).toBe(
      "This workplace's rota ends at midnight. Change its hours under Profile → Edit workplace.",
    );
    expect(outsideRotaHoursMessage({ rotaStartTime: 18, rotaEndTime: 26 }, { startMinute: h(22), endMinute: h(27) })).toBe(
      "This workplace's rota ends at 02:00 the next morning. Change its hours under Profile → Edit workplace.",
    );
  });

  it('sends a manager, who may not change the hours, to the owner by name', () => {
    expect(outsideRotaHoursMessage({ ...workplace, rotaHoursOwner: 'Ann Lee' }, { startMinute: h(22), endMinute: h(26) })).toBe(
      "This workplace's rota ends at 23:00. Ask Ann Lee to widen the rota hours.",
    );
    given(rotaDecider, [])
      .when({
        type: 'PlaceAssignment',
        data: { ...base(TODAY), workplace: { ...workplace, rotaHoursOwner: 'Ann Lee' }, ...item, startMinute: h(7), endMinute: h(10) },
      })
      .thenThrows("This workplace's rota starts at 08:00. Ask Ann Lee to widen the rota hours.", 'validation');
  });

  it('is what the decider refuses with', () => {
    given(rotaDecider, [])
      .when({ type: 'PlaceAssignment', data: { ...base(TODAY), ...item, startMinute: h(22), endMinute: h(26) } })
      .thenThrows("This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace.", 'validation');
  });
});
