import { given } from '../testing/given-when-then';
import { NO_SHOW_MESSAGES as N } from './manager-day';
import type { RotaWorkplace } from './rota-context';
import { RotaCommand, rotaDecider } from './rota.decider';
import type { RotaEvent } from './rota.events';
import { ROTA_MESSAGES as M } from './rota.messages';

const ZONE = 'Europe/London';
const DAY = '2026-06-10'; // BST: 09:00 on the clock is 08:00 UTC
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: 'o1',
  services: [101],
  rotaStartTime: 6,
  rotaEndTime: 22,
  deleted: false,
  timeZone: ZONE,
};
const day: RotaEvent[] = [
  { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 101, ownerId: 'o1' } },
  { type: 'AssignmentAdded', data: { assignmentId: 'a1', shiftId: 's1', startMinute: 540, endMinute: 1020, employeeId: 'bob' } },
  { type: 'AssignmentAdded', data: { assignmentId: 'a2', shiftId: 's1', startMinute: 1080, endMinute: 1200, employeeId: null } },
];
const noShow = (now: string, assignmentId = 'a1', w: RotaWorkplace | null = workplace): RotaCommand => ({
  type: 'MarkNoShow',
  data: { rotaDate: DAY, workplace: w, timeZone: ZONE, assignmentId, now },
});

describe('rota decider: a no-show (issue 41)', () => {
  it('opens the shift of someone who has not clocked in once it has started, marked as a no-show', () => {
    given(rotaDecider, day)
      .when(noShow('2026-06-10T08:06:00Z'))
      .then([{ type: 'EmployeeUnassigned', data: { assignmentId: 'a1', employeeId: 'bob', noShow: true } }]);
    // From the start itself (09:00), not before.
    given(rotaDecider, day)
      .when(noShow('2026-06-10T08:00:00Z'))
      .thenEvents((events) => expect(events).toHaveLength(1));
    given(rotaDecider, day).when(noShow('2026-06-10T07:59:59Z')).thenThrows(N.notStarted, 'conflict');
  });

  it('refuses someone who clocked in, a shift already open, an unknown one, a deleted workplace', () => {
    const clocked: RotaEvent[] = [
      ...day,
      { type: 'ClockedIn', data: { assignmentId: 'a1', employeeId: 'bob', at: '2026-06-10T08:10:00Z' } },
    ];
    given(rotaDecider, clocked).when(noShow('2026-06-10T08:20:00Z')).thenThrows(N.clockedIn, 'conflict');
    given(rotaDecider, day).when(noShow('2026-06-10T17:10:00Z', 'a2')).thenThrows(N.nobody, 'conflict');
    given(rotaDecider, day).when(noShow('2026-06-10T08:20:00Z', 'nope')).thenThrows(M.assignmentNotFound, 'not_found');
    given(rotaDecider, day)
      .when(noShow('2026-06-10T08:20:00Z', 'a1', { ...workplace, deleted: true }))
      .thenThrows(M.workplaceNotFound, 'not_found');
  });

  it('leaves an open assignment in the state, for "Fill again"', () => {
    const events = [
      ...day,
      ...rotaDecider.decide(noShow('2026-06-10T08:06:00Z'), day.reduce(rotaDecider.evolve, rotaDecider.initialState())),
    ];
    const state = events.reduce(rotaDecider.evolve, rotaDecider.initialState());
    expect(state.assignments.find((a) => a.assignmentId === 'a1')).toMatchObject({ employeeId: null, startMinute: 540, endMinute: 1020 });
  });
});
