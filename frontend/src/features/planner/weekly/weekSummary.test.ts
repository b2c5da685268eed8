import { describe, expect, it } from 'vitest';
import { ALEX, SAM } from '../../../test/organisation-fixtures';
import type { OpenAssignments, WeekShifts } from '../types';
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
  const open: OpenAssignments = { [TUE]: [{ ...at('12:00:00', '16:00:00'), service_type: 101 }] };

  it('counts the paid minutes the answer gives (elapsed less the unpaid break), else the elapsed time', () => {
    // 07:00-15:00 is 8 h; with a 30 min unpaid break 7 h 30 is paid.
    expect(assignmentMinutes({ ...at('07:00:00', '15:00:00'), breakMinutes: 30, ownBreak: false, paidMinutes: 450 })).toBe(450);
    // The clocks-go-back night: the answer's 5 h elapsed less a 30 min break, not the wall clock's 4 h.
    expect(assignmentMinutes({ ...at('22:00:00', '02:00:00'), breakMinutes: 30, ownBreak: true, paidMinutes: 270 })).toBe(270);
    // A row shown before the server answers has no paid minutes yet.
    expect(assignmentMinutes(at('07:00:00', '15:00:00'))).toBe(480);
  });

  it('counts an overnight assignment wholly on its start day', () => {
    expect(assignmentMinutes(at('22:00:00', '02:00:00'))).toBe(240);
    expect(assignmentMinutes(at('16:00:00', '24:00:00'))).toBe(480);
  });

  it("lays the answer's totals out per employee, per day and for the week, and counts open hours per day", () => {
    const totals = {
      week: { minutes: 1065, costPence: 19456 },
      byEmployee: {
        'e-sam': {
          minutes: 810,
          costPence: 15525,
          byDate: { [MON]: { minutes: 570, costPence: 10925 }, [TUE]: { minutes: 240, costPence: 4600 } },
        },
        'e-alex': { minutes: 255, costPence: null, byDate: { [TUE]: { minutes: 255, costPence: null } } },
      },
      byDate: { [MON]: { minutes: 570, costPence: 10925 }, [TUE]: { minutes: 495, costPence: null } },
    };
    const summary = summariseWeek([MON, TUE], [ALEX, SAM], totals, open);
    const [alex, sam] = summary.employees;
    expect(sam.byDate).toEqual({ [MON]: { minutes: 570, pence: 10925 }, [TUE]: { minutes: 240, pence: 4600 } });
    expect(sam.week).toEqual({ minutes: 810, pence: 15525 });
    // Unknown rate: the answer's null stays null (shown as a dash), never a silent 0.
    expect(alex.byDate).toEqual({ [MON]: { minutes: 0, pence: 0 }, [TUE]: { minutes: 255, pence: null } });
    expect(summary.byDate[TUE]).toEqual({ minutes: 495, pence: null });
    expect(summary.week).toEqual({ minutes: 1065, pence: 19456 });
    expect(summary.openMinutesByDate).toEqual({ [MON]: 0, [TUE]: 240 });
  });

  it('shows nothing before the answer (or from an answer without totals)', () => {
    const summary = summariseWeek([MON], [SAM], undefined, {});
    expect(summary.employees[0].week).toEqual({ minutes: 0, pence: 0 });
    expect(summary.week).toEqual({ minutes: 0, pence: 0 });
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
    expect(spans.map((s) => [s.startMinute, s.endMinute, s.count])).toEqual([
      [540, 1020, 2],
      [420, 900, 1],
      [720, 960, 1],
      [960, 1410, 1],
    ]);
    expect(usualSpans(week, open, { start: 7, end: 24 }, 2)).toHaveLength(2);
  });
});
