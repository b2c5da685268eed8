import { describe, expect, it } from 'vitest';
import { amPmLabel, barPlacement, columnWidth, detailTimes, hourRange } from './layout';

const bar = (startHour: number, startMinute: number, endHour: number, endMinute: number, employee_name = 'Sam') => ({
  startHour,
  startMinute,
  endHour,
  endMinute,
  employee_name,
});

describe('shared rota layout', () => {
  it('shows 8 to 18 when there are no assignments', () => {
    expect(hourRange([])).toEqual({ start: 8, end: 18 });
    expect(hourRange([{ serviceType: 101, assignments: [] }])).toEqual({ start: 8, end: 18 });
  });

  it('spans the earliest start to the latest end, rounded out to whole hours', () => {
    expect(hourRange([{ serviceType: 101, assignments: [bar(9, 30, 12, 0), bar(14, 0, 17, 15)] }])).toEqual({ start: 9, end: 18 });
  });

  it('scales column widths by 28 / hours, narrower under 768px', () => {
    expect(columnWidth(1, 14, false)).toBe(60);
    expect(columnWidth(1, 14, true)).toBe(30);
    expect(columnWidth(4, 28, false)).toBe(100);
    expect(columnWidth(0, 28, true)).toBe(10);
  });

  it('places bars in 15-minute steps', () => {
    // 40px hours from 8:00: 09:15 is 5 quarters in (50px); 2h45 is 11 quarters (110px).
    expect(barPlacement(bar(9, 15, 12, 0), 8, 40)).toEqual({ left: 50, width: 110 });
  });

  it('labels hours with AM/PM and shows details as HH:MM - HH:MM', () => {
    expect([0, 8, 12, 13, 23].map(amPmLabel)).toEqual(['12 AM', '8 AM', '12 PM', '1 PM', '11 PM']);
    expect(detailTimes(bar(9, 0, 17, 30))).toBe('09:00 - 17:30');
  });

  it('reads an end at or before the start as the next morning', () => {
    expect(hourRange([{ serviceType: 101, assignments: [bar(18, 0, 22, 0), bar(22, 0, 2, 30)] }])).toEqual({ start: 18, end: 27 });
    expect(detailTimes(bar(22, 0, 2, 30))).toBe('22:00 - 02:30 +1');
    expect(detailTimes(bar(16, 0, 24, 0))).toBe('16:00 - 24:00');
    // 40px hours from 22:00: 22:00 → 02:00 is 16 quarters.
    expect(barPlacement(bar(22, 0, 2, 0), 22, 40)).toEqual({ left: 0, width: 160 });
  });
});
