import { describe, expect, it } from 'vitest';
import { formatClock, formatEnd, formatRange, hourHeading, isOvernight, overnightEnd } from './time';

describe('overnight times', () => {
  it('reads an end at or before its start as the next day', () => {
    expect(overnightEnd(22 * 60, 2 * 60)).toBe(26 * 60);
    expect(overnightEnd(9 * 60, 9 * 60)).toBe(33 * 60);
    expect(overnightEnd(9 * 60, 17 * 60)).toBe(17 * 60);
    expect(overnightEnd(22 * 60, 26 * 60)).toBe(26 * 60);
    expect(isOvernight(22 * 60, 2 * 60)).toBe(true);
    expect(isOvernight(9 * 60, 24 * 60)).toBe(false);
  });

  it('shows an end of the next day as "02:00 +1", whether given as a clock time or as minutes past the day', () => {
    expect(formatEnd(22 * 60, 2 * 60, false)).toBe('02:00 +1');
    expect(formatEnd(22 * 60, 26 * 60, false)).toBe('02:00 +1');
    expect(formatEnd(22 * 60, 2 * 60, true)).toBe('2:00am +1');
    expect(formatEnd(9 * 60, 17 * 60 + 30, false)).toBe('17:30');
    // Midnight at the end of the day stays the existing 24:00.
    expect(formatEnd(18 * 60, 24 * 60, false)).toBe('24:00');
    expect(formatRange(22 * 60, 26 * 60 + 30, false)).toBe('22:00-02:30 +1');
    expect(formatClock(24 * 60 + 15, false)).toBe('00:15 +1');
  });

  it('labels the hours after midnight on the clock', () => {
    expect(hourHeading(25, false)).toBe('01:00');
    expect(hourHeading(24, false, true)).toBe('00');
    expect(hourHeading(25, true)).toBe('1am');
  });
});
