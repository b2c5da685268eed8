import { describe, expect, it } from 'vitest';
import { ALEX, payEntry, SAM } from '../../../test/organisation-fixtures';
import type { OpenShifts, WeekShifts } from '../types';
import { assignmentMinutes, compactHours, summariseWeek, usualSpans } from './weekSummary';

const MON = '2026-12-07';
const TUE = '2026-12-08';
const at = (time_start: string, time_end: string, id = `${time_start}-${time_end}`) => ({
  assignment_id: id,
  shift_id: 's1',
  time_start,
  time_end,
  breakMinutes: 0,
  ownBreak: false,
  paidMinutes: assignmentMinutes({ time_start, time_end }),
});

describe('the week in hours and labour cost', () => {
  const weekShifts: WeekShifts = {
    // Sam earns 11.50 an hour, Alex 9.25.
    'e-sam': { [MON]: [at('09:00:00', '17:00:00'), at('18:00:00', '19:30:00')], [TUE]: [at('22:00:00', '02:00:00')] },
    'e-alex': { [TUE]: [at('08:00:00', '12:15:00')] },
  };
  const open: OpenShifts = { [TUE]: [{ ...at('12:00:00', '16:00:00'), service_type: 101 }] };

  it('counts the paid minutes the answer gives (elapsed less the unpaid break), else the elapsed time', () => {
    // 07:00-15:00 is 8 h; with a 30 min unpaid break 7 h 30 is paid.
    expect(assignmentMinutes({ ...at('07:00:00', '15:00:00'), breakMinutes: 30, ownBreak: false, paidMinutes: 450 })).toBe(450);
    // The clocks-go-back night: the answer's 5 h elapsed less a 30 min break, not the wall clock's 4 h.
    expect(assignmentMinutes({ ...at('22:00:00', '02:00:00'), breakMinutes: 30, ownBreak: true, paidMinutes: 270 })).toBe(270);
    // A row shown before the server answers has no paid minutes yet.
    expect(assignmentMinutes(at('07:00:00', '15:00:00'))).toBe(480);
  });

  it('prices a day by its paid minutes: 7 h 30 at £12.00 is £90.00', () => {
    const twelve = { ...SAM, rate: 12 };
    const summary = summariseWeek(
      [MON],
      [twelve],
      {
        'e-sam': { [MON]: [{ ...at('07:00:00', '15:00:00'), breakMinutes: 30, ownBreak: false, paidMinutes: 450 }] },
      },
      {},
    );
    expect(summary.employees[0].byDate[MON]).toEqual({ minutes: 450, pence: 9000 });
    expect(summary.week).toEqual({ minutes: 450, pence: 9000 });
  });

  it('counts an overnight assignment wholly on its start day', () => {
    expect(assignmentMinutes(at('22:00:00', '02:00:00'))).toBe(240);
    expect(assignmentMinutes(at('16:00:00', '24:00:00'))).toBe(480);
  });

  it('adds each day up per employee, per day and for the week at the current rates', () => {
    const summary = summariseWeek([MON, TUE], [ALEX, SAM], weekShifts, open);
    const [alex, sam] = summary.employees;
    expect(sam.byDate[MON]).toEqual({ minutes: 570, pence: 10925 });
    expect(sam.byDate[TUE]).toEqual({ minutes: 240, pence: 4600 });
    expect(sam.week).toEqual({ minutes: 810, pence: 15525 });
    // 4h15 at 9.25 = 39.3125, rounded half up to the penny.
    expect(alex.byDate[TUE]).toEqual({ minutes: 255, pence: 3931 });
    expect(alex.byDate[MON]).toEqual({ minutes: 0, pence: 0 });
    expect(summary.byDate[TUE]).toEqual({ minutes: 495, pence: 8531 });
    expect(summary.week).toEqual({ minutes: 1065, pence: 19456 });
    expect(summary.openMinutesByDate).toEqual({ [MON]: 0, [TUE]: 240 });
  });

  it("takes the pay answer's figure at the rate then in force when it counts the same hours", () => {
    const pay = [
      payEntry({
        employee_id: 'e-sam',
        hoursInDays: { '07/12/26': 9.5, '08/12/26': 3 },
        minutesInDays: { '07/12/26': 570, '08/12/26': 180 },
        payPenceInDays: { '07/12/26': 9500, '08/12/26': 3000 },
        rateInDays: { '07/12/26': 10, '08/12/26': 10 },
      }),
    ];
    const [, sam] = summariseWeek([MON, TUE], [ALEX, SAM], weekShifts, open, pay).employees;
    expect(sam.byDate[MON]).toEqual({ minutes: 570, pence: 9500 });
    // The answer counted 3 hours, the screen shows 4 (a change not counted yet): 4h at that day's 10.00.
    expect(sam.byDate[TUE]).toEqual({ minutes: 240, pence: 4000 });
    expect(sam.week).toEqual({ minutes: 810, pence: 13500 });
  });

  it('writes hours compactly for the grid', () => {
    expect(compactHours(480)).toBe('8h');
    expect(compactHours(495)).toBe('8h 15m');
    expect(compactHours(0)).toBe('0h');
  });

  it('offers the most used spans inside the rota hours, most frequent first', () => {
    const week: WeekShifts = {
      a: { [MON]: [at('09:00:00', '17:00:00', '1')], [TUE]: [at('09:00:00', '17:00:00', '2')] },
      b: { [MON]: [at('16:00:00', '23:30:00', '3')], [TUE]: [at('07:00:00', '15:00:00', '4')] },
      c: { [MON]: [at('06:00:00', '10:00:00', '5')] },
    };
    const spans = usualSpans(week, open, { start: 7, end: 24 });
    expect(spans.map((s) => [s.start, s.end, s.count])).toEqual([
      [540, 1020, 2],
      [420, 900, 1],
      [720, 960, 1],
      [960, 1410, 1],
    ]);
    expect(usualSpans(week, open, { start: 7, end: 24 }, 2)).toHaveLength(2);
  });
});
