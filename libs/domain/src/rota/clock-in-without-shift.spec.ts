import { given } from '../testing/given-when-then';
import type { RotaEmployee, RotaWorkplace } from './rota-context';
import { RotaCommand, rotaDecider } from './rota.decider';
import { ROTA_MESSAGES as M } from './rota.messages';
import type { RotaEvent } from './rota.events';
import { TIMESHEET_MESSAGES as T } from './timesheets';

const ZONE = 'Europe/London';
const DAY = '2026-06-02'; // British Summer Time: 10:07 on the clock is 09:07 UTC
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: 'owner-1',
  services: [101, 102],
  rotaStartTime: 7,
  rotaEndTime: 22,
  deleted: false,
  timeZone: ZONE,
  clockInWithoutShift: true,
};
const ann: RotaEmployee = { employeeId: 'ann', ownerId: 'owner-1', workplaceId: WP, displayName: 'Ann', removedOn: null };

const clockIn = (at: string, overrides: { workplace?: RotaWorkplace; employee?: RotaEmployee } = {}): RotaCommand => ({
  type: 'ClockInWithoutShift',
  data: {
    rotaDate: DAY,
    workplace: overrides.workplace ?? workplace,
    today: DAY,
    timeZone: ZONE,
    assignmentId: 'a-new',
    newShiftId: 's-new',
    employeeId: 'ann',
    employee: overrides.employee ?? ann,
    at,
    kioskId: 'k1',
  },
});

describe('rota decider: clocking in without a shift', () => {
  it('puts a shift on the rota from the quarter hour to the closing hour and clocks it in, in one decision', () => {
    given(rotaDecider)
      .when(clockIn('2026-06-02T09:07:30Z'))
      .then([
        { type: 'ShiftCreated', data: { shiftId: 's-new', workplaceId: WP, rotaDate: DAY, serviceType: 101, ownerId: 'owner-1' } },
        {
          type: 'AssignmentAdded',
          data: { assignmentId: 'a-new', shiftId: 's-new', startMinute: 600, endMinute: 1320, employeeId: 'ann' },
        },
        { type: 'ClockedIn', data: { assignmentId: 'a-new', employeeId: 'ann', at: '2026-06-02T09:07:30Z', kioskId: 'k1' } },
      ]);
  });

  it("uses the person's own service and an existing row of it with room", () => {
    const row: RotaEvent = {
      type: 'ShiftCreated',
      data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 102, ownerId: 'owner-1' },
    };
    given(rotaDecider, [row])
      .when(clockIn('2026-06-02T09:07:30Z', { employee: { ...ann, services: [999, 102] } }))
      .thenEvents((events) => {
        expect(events.map((e) => e.type)).toEqual(['AssignmentAdded', 'ClockedIn']);
        expect(events[0].data).toMatchObject({ shiftId: 's1' });
      });
  });

  it('is refused where the workplace does not allow it, outside the rota hours, or for someone on another assignment then', () => {
    given(rotaDecider)
      .when(clockIn('2026-06-02T09:07:30Z', { workplace: { ...workplace, clockInWithoutShift: false } }))
      .thenThrows(T.noShiftNow, 'conflict');
    given(rotaDecider).when(clockIn('2026-06-02T21:10:00Z')).thenThrows(T.withoutShiftClosed(7, 22), 'conflict');
    given(rotaDecider).when(clockIn('2026-06-02T05:50:00Z')).thenThrows(T.withoutShiftClosed(7, 22), 'conflict');
    given(rotaDecider)
      .when(clockIn('2026-06-02T09:07:30Z', { workplace: { ...workplace, services: [] } }))
      .thenThrows(T.withoutShiftNoService, 'conflict');
    const busy: RotaEvent[] = [
      { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 101, ownerId: 'owner-1' } },
      { type: 'AssignmentAdded', data: { assignmentId: 'a1', shiftId: 's1', startMinute: 1080, endMinute: 1200, employeeId: 'ann' } },
    ];
    given(rotaDecider, busy).when(clockIn('2026-06-02T09:07:30Z')).thenThrows(M.employeeBusy, 'conflict');
  });
});
