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
        {
          type: 'ClockedIn',
          data: { assignmentId: 'a-new', employeeId: 'ann', at: '2026-06-02T09:07:30Z', kioskId: 'k1', withoutShift: true },
        },
      ]);
  });

  describe('clocking out of it', () => {
    // 10:07 on the clock (09:07 UTC) put 10:00-22:00 on the rota; the rule's 30 minutes over 6 hours applied.
    const ruled: RotaWorkplace = { ...workplace, breakRules: [{ afterHours: 6, unpaidMinutes: 30 }] };
    const clockedIn = (w: RotaWorkplace) =>
      rotaDecider.decide(clockIn('2026-06-02T09:07:30Z', { workplace: w }), rotaDecider.initialState());
    const clockOut = (at: string, w: RotaWorkplace = ruled): RotaCommand => ({
      type: 'ClockOut',
      data: { rotaDate: DAY, workplace: w, timeZone: ZONE, assignmentId: 'a-new', employeeId: 'ann', at },
    });

    it('ends the shift at the quarter hour after the clock-out, with the break the shorter shift gets', () => {
      const before = clockedIn(ruled);
      expect(before[1]).toMatchObject({ data: { startMinute: 600, endMinute: 1320, breakMinutes: 30 } });
      // Out at 14:52 (13:52 UTC): 10:00-15:00, 300 minutes, under 6 hours so no break: 300 paid minutes,
      // £50.00 at £10.00 an hour, where the shift to closing planned 720 - 30 = 690 minutes, £115.00.
      given(rotaDecider, before)
        .when(clockOut('2026-06-02T13:52:10Z'))
        .then([
          { type: 'ClockedOut', data: { assignmentId: 'a-new', employeeId: 'ann', at: '2026-06-02T13:52:10Z' } },
          { type: 'AssignmentTimed', data: { assignmentId: 'a-new', startMinute: 600, endMinute: 900 } },
        ]);
      const after = [
        ...before,
        ...rotaDecider.decide(clockOut('2026-06-02T13:52:10Z'), before.reduce(rotaDecider.evolve, rotaDecider.initialState())),
      ];
      const state = after.reduce(rotaDecider.evolve, rotaDecider.initialState());
      const shortened = state.assignments.find((a) => a.assignmentId === 'a-new')!;
      expect(shortened.endMinute - shortened.startMinute - shortened.breakMinutes).toBe(300);
    });

    it('keeps the break where the worked time still earns it, and a clock-out on the quarter hour ends there', () => {
      // Out at 17:00 (16:00 UTC): 10:00-17:00, 420 minutes, over 6 hours: the 30-minute break stays, 390 paid.
      given(rotaDecider, clockedIn(ruled))
        .when(clockOut('2026-06-02T16:00:00Z'))
        .thenEvents((events) =>
          expect(events[1]).toEqual({
            type: 'AssignmentTimed',
            data: { assignmentId: 'a-new', startMinute: 600, endMinute: 1020, breakMinutes: 30 },
          }),
        );
    });

    it('never lengthens it, and leaves a shift planned on the rota as it was', () => {
      // Out at 22:40 (21:40 UTC), after the closing hour: the shift already ends at 22:00.
      given(rotaDecider, clockedIn(ruled))
        .when(clockOut('2026-06-02T21:40:00Z'))
        .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['ClockedOut']));
      const planned: RotaEvent[] = [
        { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 101, ownerId: 'owner-1' } },
        { type: 'AssignmentAdded', data: { assignmentId: 'a-new', shiftId: 's1', startMinute: 600, endMinute: 1320, employeeId: 'ann' } },
        { type: 'ClockedIn', data: { assignmentId: 'a-new', employeeId: 'ann', at: '2026-06-02T09:01:00Z' } },
      ];
      given(rotaDecider, planned)
        .when(clockOut('2026-06-02T13:52:10Z'))
        .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['ClockedOut']));
    });
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
