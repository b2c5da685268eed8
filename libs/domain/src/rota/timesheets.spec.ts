import { BREAK_MESSAGES } from '../pay/breaks';
import { payForDatedDays, payPence, rateOnFrom } from '../pay/pay-maths';
import { singleRate, withRateFrom } from '../employees/rate-history';
import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { RotaWorkplace } from './rota-context';
import { RotaCommand, rotaDecider } from './rota.decider';
import { ROTA_MESSAGES as M } from './rota.messages';
import { RotaEvent } from './rota.events';
import {
  approvedMinutesByEmployee,
  ClockableAssignment,
  clockTarget,
  nextClockAction,
  TIMESHEET_MESSAGES as T,
  timesheetOf,
} from './timesheets';

const ZONE = 'Europe/London';
const DAY = '2026-06-02'; // British Summer Time: 07:00 on the clock is 06:00 UTC
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: 'owner-1',
  services: [101],
  rotaStartTime: 0,
  rotaEndTime: 30,
  deleted: false,
};
const h = (hours: number) => hours * 60;

const shift: RotaEvent = {
  type: 'ShiftCreated',
  data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 101, ownerId: 'owner-1' },
};
const added = (assignmentId: string, start: number, end: number, employeeId: string | null = 'ann'): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId: 's1', startMinute: start, endMinute: end, employeeId },
});
/** Ann's 07:00-15:00. */
const day: RotaEvent[] = [shift, added('a1', h(7), h(15))];

const base = (rotaDate = DAY) => ({ rotaDate, workplace, timeZone: ZONE });
/** The manager's clock for corrections and approvals: after every day below, unless a test says otherwise. */
const LATER = '2027-01-04T09:00:00Z';
const clock = (type: 'ClockIn' | 'ClockOut', at: string, assignmentId = 'a1', employeeId = 'ann', rotaDate = DAY): RotaCommand => ({
  type,
  data: { ...base(rotaDate), assignmentId, employeeId, at },
});
const clockedIn = (at: string, assignmentId = 'a1'): RotaEvent => ({ type: 'ClockedIn', data: { assignmentId, employeeId: 'ann', at } });
const clockedOut = (at: string, assignmentId = 'a1'): RotaEvent => ({ type: 'ClockedOut', data: { assignmentId, employeeId: 'ann', at } });
const correct = (
  start: number,
  end: number,
  breakMinutes?: number | null,
  rotaDate = DAY,
  assignmentId = 'a1',
  now = LATER,
): RotaCommand => ({
  type: 'CorrectTimesheet',
  data: { ...base(rotaDate), assignmentId, actualStartMinute: start, actualEndMinute: end, breakMinutes, now },
});
const corrected = (start: number, end: number, breakMinutes: number, assignmentId = 'a1'): RotaEvent => ({
  type: 'TimesheetCorrected',
  data: { assignmentId, actualStartMinute: start, actualEndMinute: end, breakMinutes },
});
const approve = (rotaDate = DAY, now = LATER): RotaCommand => ({ type: 'ApproveTimesheetDay', data: { ...base(rotaDate), now } });
const approved = (date = DAY): RotaEvent => ({ type: 'TimesheetDayApproved', data: { date } });

const stateOf = (events: RotaEvent[]) => foldEvents(rotaDecider, events);
const sheet = (events: RotaEvent[], rotaDate = DAY, assignmentId = 'a1') => {
  const state = stateOf(events);
  return timesheetOf(
    state,
    state.assignments.find((a) => a.assignmentId === assignmentId)!,
    rotaDate,
    ZONE,
  );
};

describe('timesheets: clocking in and out', () => {
  it('opens 30 minutes before the planned start and closes at its end', () => {
    given(rotaDecider, day)
      .when(clock('ClockIn', '2026-06-02T05:29:59Z'))
      .thenThrows('You can clock in from 06:30 (30 minutes before your shift starts).', 'conflict');
    given(rotaDecider, day)
      .when(clock('ClockIn', '2026-06-02T05:30:00Z'))
      .then([clockedIn('2026-06-02T05:30:00Z')]);
    given(rotaDecider, day)
      .when(clock('ClockIn', '2026-06-02T14:00:00Z'))
      .then([clockedIn('2026-06-02T14:00:00Z')]);
    given(rotaDecider, day)
      .when(clock('ClockIn', '2026-06-02T14:00:01Z'))
      .thenThrows('Your shift ended at 15:00, so clocking in has closed. Ask your manager to correct your timesheet.', 'conflict');
  });

  it('refuses clocking in twice', () => {
    given(rotaDecider, [...day, clockedIn('2026-06-02T06:20:00Z')])
      .when(clock('ClockIn', '2026-06-02T06:25:00Z'))
      .thenThrows(T.alreadyClockedIn, 'conflict');
  });

  it('refuses clocking out before clocking in, and twice', () => {
    given(rotaDecider, day).when(clock('ClockOut', '2026-06-02T14:00:00Z')).thenThrows(T.notClockedIn, 'conflict');
    given(rotaDecider, [...day, clockedIn('2026-06-02T06:20:00Z'), clockedOut('2026-06-02T14:10:00Z')])
      .when(clock('ClockOut', '2026-06-02T14:11:00Z'))
      .thenThrows(T.alreadyClockedOut, 'conflict');
  });

  it('keeps clocking out open until 6 hours after the planned end', () => {
    const inside = [...day, clockedIn('2026-06-02T06:20:00Z')];
    given(rotaDecider, inside)
      .when(clock('ClockOut', '2026-06-02T20:00:00Z'))
      .then([clockedOut('2026-06-02T20:00:00Z')]);
    given(rotaDecider, inside)
      .when(clock('ClockOut', '2026-06-02T20:00:01Z'))
      .thenThrows('Clocking out closed at 21:00, 6 hours after your shift ended. Ask your manager to correct your timesheet.', 'conflict');
  });

  it("another employee's shift reads as unknown", () => {
    given(rotaDecider, day)
      .when(clock('ClockIn', '2026-06-02T06:00:00Z', 'a1', 'bob'))
      .thenThrows(M.assignmentNotFound, 'not_found');
  });

  it('chooses the shift whose window holds now: last night’s to clock out of, the next one not clocked in to clock in to', () => {
    const shifts: ClockableAssignment[] = [
      {
        rotaDate: '2026-06-01',
        assignmentId: 'night',
        startMinute: h(22),
        endMinute: h(26),
        clockedInAt: '2026-06-01T20:55:00Z',
        clockedOutAt: null,
      },
      { rotaDate: DAY, assignmentId: 'early', startMinute: h(7), endMinute: h(11), clockedInAt: null, clockedOutAt: null },
      { rotaDate: DAY, assignmentId: 'late', startMinute: h(11), endMinute: h(15), clockedInAt: null, clockedOutAt: null },
    ];
    const at = (iso: string) => Date.parse(iso);
    expect(clockTarget('out', shifts, at('2026-06-02T00:59:00Z'), ZONE).assignmentId).toBe('night');
    expect(clockTarget('in', shifts, at('2026-06-02T06:45:00Z'), ZONE).assignmentId).toBe('early');
    const earlyIn = shifts.map((s) => (s.assignmentId === 'early' ? { ...s, clockedInAt: '2026-06-02T05:58:00Z' } : s));
    // 10:45: both windows hold; the early one is clocked in, so the late one is next.
    expect(clockTarget('in', earlyIn, at('2026-06-02T09:45:00Z'), ZONE).assignmentId).toBe('late');
    expect(() => clockTarget('in', shifts.slice(1), at('2026-06-02T05:00:00Z'), ZONE)).toThrow(
      'You can clock in from 06:30 (30 minutes before your shift starts).',
    );
    expect(() => clockTarget('out', shifts.slice(1), at('2026-06-02T09:00:00Z'), ZONE)).toThrow(T.notClockedIn);
    expect(() => clockTarget('in', [], at('2026-06-02T09:00:00Z'), ZONE)).toThrow(T.noShiftNow);
    expect(nextClockAction(shifts, at('2026-06-02T00:30:00Z'), ZONE)).toMatchObject({ action: 'out', shift: { assignmentId: 'night' } });
    expect(nextClockAction(shifts.slice(1), at('2026-06-02T05:00:00Z'), ZONE)).toEqual({
      action: 'in',
      shift: shifts[1],
      opensAt: at('2026-06-02T05:30:00Z'),
      closesAt: at('2026-06-02T10:00:00Z'),
    });
  });
});

describe('timesheets: actual paid minutes', () => {
  it('07:00-15:00 clocked in at 07:20 and out at 15:10 with a 30 min break: 7 h 20 = £88.00 at £12.00/h', () => {
    const events = [...day, clockedIn('2026-06-02T06:20:41Z'), clockedOut('2026-06-02T14:10:05Z'), corrected(h(7) + 20, h(15) + 10, 30)];
    const result = sheet(events);
    expect(result.actual).toEqual({ startMinute: 440, endMinute: 910, breakMinutes: 30, paidMinutes: 440 });
    expect(payPence(result.actual!.paidMinutes, 1200)).toBe(8800);
  });

  it('clock times alone count to the minute shown, less the planned break', () => {
    const result = sheet([...day, clockedIn('2026-06-02T06:20:41Z'), clockedOut('2026-06-02T14:10:05Z')]);
    expect(result).toMatchObject({
      plannedPaidMinutes: 480,
      actual: { startMinute: 440, endMinute: 910, breakMinutes: 0, paidMinutes: 470 },
    });
    expect(sheet(day).actual).toBeNull();
  });

  it('an overnight shift with a break: 22:00-06:00 corrected to 21:50-06:20 with 45 min = 7 h 45', () => {
    const night = [shift, added('a1', h(22), h(30))];
    given(rotaDecider, night)
      .when(correct(h(22) - 10, h(6) + 20 + 1440, 45))
      .then([corrected(1310, 1820, 45)]);
    expect(sheet([...night, corrected(1310, 1820, 45)]).actual).toEqual({
      startMinute: 1310,
      endMinute: 1820,
      breakMinutes: 45,
      paidMinutes: 465,
    });
    // Clocked across midnight: the end is the next morning's minute.
    const clocked = sheet([...night, clockedIn('2026-06-02T20:55:00Z'), clockedOut('2026-06-03T05:05:00Z')]);
    expect(clocked.actual).toEqual({ startMinute: 1315, endMinute: 1805, breakMinutes: 0, paidMinutes: 490 });
  });

  it('the night the clocks go back: 22:00-02:00 worked with a 30 min break pays 4 h 30 (5 h pass)', () => {
    const back = '2026-10-24';
    const night: RotaEvent[] = [{ ...shift, data: { ...(shift.data as object), rotaDate: back } } as RotaEvent, added('a1', h(22), h(26))];
    given(rotaDecider, night)
      .when(correct(h(22), h(26), 30, back))
      .then([corrected(h(22), h(26), 30)]);
    expect(sheet([...night, corrected(h(22), h(26), 30)], back).actual?.paidMinutes).toBe(270);
    // Clocked at 22:00 BST (21:00 UTC) and 02:00 GMT (02:00 UTC): 5 hours really passed.
    expect(sheet([...night, clockedIn('2026-10-24T21:00:00Z'), clockedOut('2026-10-25T02:00:00Z')], back).actual?.paidMinutes).toBe(300);
  });

  it('the night the clocks go forward: a time the clock skips is refused', () => {
    const forward = '2026-03-28';
    given(rotaDecider, day)
      .when(correct(h(22), h(25) + 30, 0, forward))
      .thenThrows('01:30 does not exist on 29 Mar 2026 (the clocks go forward).', 'validation');
  });

  it('refuses a break not shorter than the time worked, and an open shift', () => {
    given(rotaDecider, day)
      .when(correct(h(7), h(8), 60))
      .thenThrows(BREAK_MESSAGES.breakTooLong, 'validation');
    given(rotaDecider, day)
      .when(correct(h(7), h(8), 181))
      .thenThrows(BREAK_MESSAGES.breakMinutes, 'validation');
    given(rotaDecider, [shift, added('open', h(7), h(15), null)])
      .when(correct(h(7), h(8), 0, DAY, 'open'))
      .thenThrows(T.nobodyOnShift, 'conflict');
  });

  it('refuses actual times later than now, to the minute on the workplace clock', () => {
    // 15:10 BST is 14:10 UTC: a correction ending then is allowed from 14:10:00, not a second before.
    given(rotaDecider, day)
      .when(correct(h(7), h(15) + 10, 0, DAY, 'a1', '2026-06-02T14:09:59Z'))
      .thenThrows(T.futureActuals, 'conflict');
    given(rotaDecider, day)
      .when(correct(h(7), h(15) + 10, 0, DAY, 'a1', '2026-06-02T14:10:00Z'))
      .then([corrected(h(7), h(15) + 10, 0)]);
    // A day still to come: even its start is in the future.
    given(rotaDecider, day)
      .when(correct(h(7), h(15), 0, DAY, 'a1', '2026-06-01T12:00:00Z'))
      .thenThrows(T.futureActuals, 'conflict');
  });

  it('a correction without a break keeps the planned one', () => {
    given(rotaDecider, day)
      .when(correct(h(7) + 20, h(15) + 10, undefined))
      .then([corrected(440, 910, 0)]);
  });
});

describe('timesheets: approving a day', () => {
  it('approves once; an approved day counts actuals, and planned time where there are none', () => {
    const events = [...day, added('b1', h(9), h(12), 'bob'), clockedIn('2026-06-02T06:20:00Z'), clockedOut('2026-06-02T14:10:00Z')];
    given(rotaDecider, events).when(approve()).then([approved()]);
    given(rotaDecider, [...events, approved()])
      .when(approve())
      .then([]);
    expect(approvedMinutesByEmployee(stateOf(events), DAY, ZONE)).toBeNull();
    expect(approvedMinutesByEmployee(stateOf([...events, approved()]), DAY, ZONE)).toEqual({ ann: 470, bob: 180 });
  });

  it('a correction after approval un-approves the day until it is approved again', () => {
    const events = [...day, approved()];
    given(rotaDecider, events)
      .when(correct(h(7) + 20, h(15) + 10, 30))
      .then([corrected(440, 910, 30)]);
    const after = stateOf([...events, corrected(440, 910, 30)]);
    expect(after.timesheetApproved).toBe(false);
    expect(approvedMinutesByEmployee(after, DAY, ZONE)).toBeNull();
    given(rotaDecider, [...events, corrected(440, 910, 30)])
      .when(approve())
      .then([approved()]);
  });

  it('refuses a day nobody is on', () => {
    given(rotaDecider, [shift, added('open', h(7), h(15), null)])
      .when(approve())
      .thenThrows(T.nothingToApprove, 'conflict');
  });

  it('refuses a day that has not started on the workplace clock (midnight in London is 23:00 UTC the evening before)', () => {
    given(rotaDecider, day).when(approve(DAY, '2026-06-01T22:59:59Z')).thenThrows(T.dayNotStarted, 'conflict');
    given(rotaDecider, day).when(approve(DAY, '2026-06-01T23:00:00Z')).then([approved()]);
  });

  it('refuses while someone is still clocked in and uncorrected', () => {
    given(rotaDecider, [...day, clockedIn('2026-06-02T06:20:00Z')])
      .when(approve())
      .thenThrows(T.stillClockedIn, 'conflict');
    given(rotaDecider, [...day, clockedIn('2026-06-02T06:20:00Z'), corrected(440, 900, 30)])
      .when(approve())
      .then([approved()]);
  });
});

describe('actual pay across a rate change inside the timesheet period', () => {
  it('prices each approved day at the rate in force that day, once per rate for the period', () => {
    const THU = '2026-06-04';
    const thursday: RotaEvent[] = [{ ...shift, data: { ...shift.data, rotaDate: THU } }, added('a2', h(7), h(15))];
    // Tue: corrected 07:20-15:10 with 30 min → 470 − 30 = 440 min; Thu: 07:00-15:00 with 30 min → 450 min.
    const tue = approvedMinutesByEmployee(stateOf([...day, corrected(h(7) + 20, h(15) + 10, 30), approved()]), DAY, ZONE);
    const thu = approvedMinutesByEmployee(stateOf([...thursday, corrected(h(7), h(15), 30, 'a2'), approved(THU)]), THU, ZONE);
    expect([tue, thu]).toEqual([{ ann: 440 }, { ann: 450 }]);
    // £12.00 until Tue, £13.00 from Wed 3 Jun: 440 × 1200 / 60 = 8800p; 450 × 1300 / 60 = 9750p.
    const history = withRateFrom(singleRate(1200), 1300, '2026-06-03');
    const pay = payForDatedDays({ [DAY]: tue!.ann, [THU]: thu!.ann }, rateOnFrom(history));
    expect(pay.days.map((d) => [d.date, d.ratePence, d.pence])).toEqual([
      [DAY, 1200, 8800],
      [THU, 1300, 9750],
    ]);
    expect(pay).toMatchObject({ minutes: 890, pence: 18550 });
  });
});

describe('timesheets: breaks clocked at a kiosk (issue 41)', () => {
  const breakEvent = (type: 'BreakStarted' | 'BreakEnded', at: string): RotaEvent => ({
    type,
    data: { assignmentId: 'a1', employeeId: 'ann', at, kioskId: 'k1' },
  });
  const breakCommand = (type: 'StartBreak' | 'EndBreak', at: string): RotaCommand => ({
    type,
    data: { ...base(), assignmentId: 'a1', employeeId: 'ann', at, kioskId: 'k1' },
  });
  /** Ann's 07:00-15:00 with a planned 30 min break, clocked in at 07:00. */
  const planned: RotaEvent[] = [
    shift,
    {
      type: 'AssignmentAdded',
      data: { assignmentId: 'a1', shiftId: 's1', startMinute: h(7), endMinute: h(15), employeeId: 'ann', breakMinutes: 30 },
    },
    clockedIn('2026-06-02T06:00:00Z'),
  ];

  it('starts a break only while clocked in and not on one; ends only an open one', () => {
    given(rotaDecider, planned)
      .when(breakCommand('StartBreak', '2026-06-02T10:00:00Z'))
      .then([breakEvent('BreakStarted', '2026-06-02T10:00:00Z')]);
    given(rotaDecider, day).when(breakCommand('StartBreak', '2026-06-02T10:00:00Z')).thenThrows(T.notClockedIn, 'conflict');
    given(rotaDecider, [...planned, breakEvent('BreakStarted', '2026-06-02T10:00:00Z')])
      .when(breakCommand('StartBreak', '2026-06-02T10:05:00Z'))
      .thenThrows(T.alreadyOnBreak, 'conflict');
    given(rotaDecider, planned).when(breakCommand('EndBreak', '2026-06-02T10:05:00Z')).thenThrows(T.notOnBreak, 'conflict');
    given(rotaDecider, [...planned, breakEvent('BreakStarted', '2026-06-02T10:00:00Z')])
      .when(breakCommand('EndBreak', '2026-06-02T10:20:00Z'))
      .then([breakEvent('BreakEnded', '2026-06-02T10:20:00Z')]);
    given(rotaDecider, [...planned, clockedOut('2026-06-02T14:00:00Z')])
      .when(breakCommand('StartBreak', '2026-06-02T14:05:00Z'))
      .thenThrows(T.alreadyClockedOut, 'conflict');
  });

  it('paid time is clocked time less the clocked breaks: 8 h less 20 + 15 min = 7 h 25', () => {
    const result = sheet([
      ...planned,
      breakEvent('BreakStarted', '2026-06-02T09:00:10Z'),
      breakEvent('BreakEnded', '2026-06-02T09:20:50Z'),
      breakEvent('BreakStarted', '2026-06-02T11:00:00Z'),
      breakEvent('BreakEnded', '2026-06-02T11:15:00Z'),
      clockedOut('2026-06-02T14:00:00Z'),
    ]);
    expect(result).toMatchObject({
      plannedBreakMinutes: 30,
      clockedBreakMinutes: 35,
      actual: { startMinute: h(7), endMinute: h(15), breakMinutes: 35, paidMinutes: 445 },
    });
  });

  it('the planned break counts when none was clocked; an open break ends at the clock out', () => {
    expect(sheet([...planned, clockedOut('2026-06-02T14:00:00Z')])).toMatchObject({
      clockedBreakMinutes: null,
      actual: { breakMinutes: 30, paidMinutes: 450 },
    });
    expect(sheet([...planned, breakEvent('BreakStarted', '2026-06-02T13:20:00Z'), clockedOut('2026-06-02T14:00:00Z')])).toMatchObject({
      clockedBreakMinutes: 40,
      actual: { breakMinutes: 40, paidMinutes: 440 },
    });
  });
});
