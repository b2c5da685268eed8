import { describe, expect, it } from 'vitest';
import { barPlacement, columnWidth, detailTimes, hourLabel, hourRange, labelledColumns } from './layout';

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

  it('fits up to 12 hours across a phone at the default zoom, in whole quarter pixels, keeping the levels in proportion', () => {
    // 317 px across: 12 hours → 26.25 px; 8 hours (18:00 to 02:00) → 39.5 px; 4 hours → 79.25 px.
    expect(columnWidth(1, 12, true, 317)).toBe(26.25);
    expect(columnWidth(1, 8, true, 317)).toBe(39.5);
    expect(columnWidth(1, 4, true, 317)).toBe(79.25);
    // A longer day shows 12 hours across and scrolls for the rest.
    expect(columnWidth(1, 16, true, 317)).toBe(26.25);
    // Zoom levels keep the spec's proportions (10 : 15 : 28 : 50 : 80) around the fitted default.
    expect(columnWidth(0, 12, true, 317)).toBe(17.5);
    expect(columnWidth(2, 12, true, 317)).toBe(49.25);
    // Unmeasured, or wider than a phone: the spec's widths.
    expect(columnWidth(1, 12, true, 0)).toBe(35);
    expect(columnWidth(1, 14, false, 1000)).toBe(60);
  });

  it('labels the hour columns with AM/PM and gives the details in HH:MM, as the spec does', () => {
    expect([0, 8, 12, 13, 23, 25].map((h) => hourLabel(h))).toEqual(['12 AM', '8 AM', '12 PM', '1 PM', '11 PM', '1 AM']);
    expect(detailTimes(bar(9, 0, 17, 30))).toBe('09:00 - 17:30');
    expect(detailTimes(bar(22, 0, 2, 30))).toBe('22:00 - 02:30 +1');
  });

  it('labels every hour when there is room, else every 2nd or 3rd, never cutting off the last label', () => {
    expect(labelledColumns(4, 100)).toEqual([true, true, true, true]);
    expect(labelledColumns(12, 26.25)).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 0));
    // 9 hours of 35 px: every other hour, but 16:00 (the 9th) would have only 35 px before the edge.
    expect(labelledColumns(9, 35)).toEqual([true, false, true, false, true, false, true, false, false]);
    expect(labelledColumns(12, 17.5)).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 === 0));
  });

  it('reads an end at or before the start as the next morning', () => {
    expect(hourRange([{ serviceType: 101, assignments: [bar(18, 0, 22, 0), bar(22, 0, 2, 30)] }])).toEqual({ start: 18, end: 27 });
    expect(detailTimes(bar(22, 0, 2, 30))).toBe('22:00 - 02:30 +1');
    expect(detailTimes(bar(16, 0, 24, 0))).toBe('16:00 - 24:00');
    // 40px hours from 22:00: 22:00 → 02:00 is 16 quarters.
    expect(barPlacement(bar(22, 0, 2, 0), 22, 40)).toEqual({ left: 0, width: 160 });
  });
});
