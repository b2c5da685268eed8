import { given } from '../testing/given-when-then';
import { needsFromWeek } from '../templates/template-week';
import { beyondHorizonMessage } from './planning-horizon';
import type { RotaWorkplace } from './rota-context';
import { ApplyTemplateDay, DayNeed, initialRotaState, rotaDecider } from './rota.decider';
import type { RotaEvent } from './rota.events';
import { MAX_SHIFTS_PER_DAY, ROTA_MESSAGES } from './rota.messages';

const WP = 'wp-1';
const OWNER = 'owner-1';
const DAY = '2026-12-07';
const TODAY = '2026-12-01';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102],
  rotaStartTime: 8,
  rotaEndTime: 26,
  deleted: false,
};
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ assignmentId: `${prefix}-a${i}`, newShiftId: `${prefix}-s${i}` }));
const dayNeed = (prefix: string, over: Partial<DayNeed> = {}): DayNeed => {
  const count = over.count ?? 2;
  return { serviceType: 101, startMinute: h(9), endMinute: h(17), count, ids: ids(prefix, count), ...over };
};
const apply = (needs: DayNeed[], over: Partial<ApplyTemplateDay['data']> = {}): ApplyTemplateDay => ({
  type: 'ApplyTemplateDay',
  data: { rotaDate: DAY, workplace, today: TODAY, templateId: 't-1', templateName: 'Weekdays', needs, ...over },
});
const shiftCreated = (shiftId: string, serviceType = 101): RotaEvent => ({
  type: 'ShiftCreated',
  data: { shiftId, workplaceId: WP, rotaDate: DAY, serviceType, ownerId: OWNER },
});
const added = (
  assignmentId: string,
  shiftId: string,
  startMinute: number,
  endMinute: number,
  employeeId: string | null = null,
): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId, startMinute, endMinute, employeeId },
});
const marker = (count: number): RotaEvent => ({
  type: 'TemplateApplied',
  data: { templateId: 't-1', templateName: 'Weekdays', added: count },
});

describe('rotaDecider: ApplyTemplateDay', () => {
  it('adds each need as open assignments, in the first row with room, then new rows', () => {
    given(rotaDecider)
      .when(apply([dayNeed('n1')]))
      .then([
        marker(2),
        shiftCreated('n1-s0'),
        added('n1-a0', 'n1-s0', h(9), h(17)),
        shiftCreated('n1-s1'),
        added('n1-a1', 'n1-s1', h(9), h(17)),
      ]);
  });

  it('adds only what the day lacks: an assignment of the same service and times counts, open or assigned', () => {
    const past = [shiftCreated('row-1'), added('ann-9-17', 'row-1', h(9), h(17), 'emp-ann')];
    given(rotaDecider, past)
      .when(apply([dayNeed('n1', { count: 3 })]))
      .then([
        marker(2),
        shiftCreated('n1-s0'),
        added('n1-a0', 'n1-s0', h(9), h(17)),
        shiftCreated('n1-s1'),
        added('n1-a1', 'n1-s1', h(9), h(17)),
      ]);
  });

  it('does not count an assignment of another service or other times', () => {
    const past = [
      shiftCreated('row-1', 102),
      added('other-service', 'row-1', h(9), h(17)),
      shiftCreated('row-2'),
      added('other-times', 'row-2', h(9), h(16)),
    ];
    given(rotaDecider, past)
      .when(apply([dayNeed('n1', { count: 1 })]))
      .then([marker(1), shiftCreated('n1-s0'), added('n1-a0', 'n1-s0', h(9), h(17))]);
  });

  it('adds nothing, not even its marker, when the day already has every need (applying twice adds 0)', () => {
    const first = rotaDecider.decide(
      apply([dayNeed('n1'), dayNeed('n2', { startMinute: h(22), endMinute: h(26), count: 1 })]),
      initialRotaState(),
    );
    expect(first.filter((e) => e.type === 'AssignmentAdded')).toHaveLength(3);
    given(rotaDecider, first)
      .when(apply([dayNeed('m1'), dayNeed('m2', { startMinute: h(22), endMinute: h(26), count: 1 })]))
      .then([]);
  });

  it('places an overnight need (22:00-02:00) like the planner', () => {
    given(rotaDecider)
      .when(apply([dayNeed('n1', { startMinute: h(22), endMinute: h(26), count: 1 })]))
      .then([marker(1), shiftCreated('n1-s0'), added('n1-a0', 'n1-s0', h(22), h(26))]);
  });

  it("refuses the whole day by the rota's own rules: the horizon, times the workplace no longer opens, its services, the day's caps", () => {
    given(rotaDecider)
      .when(apply([dayNeed('n1')], { rotaDate: '2028-01-01' }))
      .thenThrows(beyondHorizonMessage(TODAY), 'validation');
    given(rotaDecider)
      .when(apply([dayNeed('n1')], { workplace: { ...workplace, rotaStartTime: 10 } }))
      .thenThrows("This workplace's rota starts at 10:00. Change its hours under Profile → Edit workplace.", 'validation');
    given(rotaDecider)
      .when(apply([dayNeed('n1')], { workplace: { ...workplace, services: [102] } }))
      .thenThrows(ROTA_MESSAGES.serviceNotOffered, 'validation');
    given(rotaDecider)
      .when(apply([dayNeed('n1', { count: MAX_SHIFTS_PER_DAY + 1 })]))
      .thenThrows(ROTA_MESSAGES.tooManyShifts, 'conflict');
    given(rotaDecider)
      .when(apply([dayNeed('n1')], { workplace: null }))
      .thenThrows(ROTA_MESSAGES.workplaceNotFound, 'not_found');
  });
});

describe('needsFromWeek', () => {
  it('makes one need per weekday, service and times, counting the assignments, assigned and open', () => {
    const monday = [shiftCreated('row-1'), added('a1', 'row-1', h(9), h(17), 'emp-ann'), added('a2', 'row-1', h(17), h(22))];
    const mondayMore = [shiftCreated('row-2'), added('a3', 'row-2', h(9), h(17))];
    const sunday = [shiftCreated('row-3', 102), added('a4', 'row-3', h(22), h(26))];
    const state = (events: RotaEvent[]) => events.reduce(rotaDecider.evolve, initialRotaState());
    expect(
      needsFromWeek([
        { rotaDate: '2026-12-13', state: state(sunday) },
        { rotaDate: '2026-12-07', state: state([...monday, ...mondayMore]) },
        { rotaDate: '2026-12-08', state: initialRotaState() },
      ]),
    ).toEqual([
      { weekday: 'mon', serviceType: 101, startMinute: h(9), endMinute: h(17), count: 2 },
      { weekday: 'mon', serviceType: 101, startMinute: h(17), endMinute: h(22), count: 1 },
      { weekday: 'sun', serviceType: 102, startMinute: h(22), endMinute: h(26), count: 1 },
    ]);
  });
});
