import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clampToRange, isoDateOf, plannerRange, widenToHistory } from './dates';

describe('the planner range', () => {
  it('reaches forward to the planning horizon the server keeps (the end of the 52nd week after this one)', () => {
    const range = plannerRange(dayjs('2026-12-02'));
    expect(isoDateOf(range.max)).toBe('2027-12-05');
    expect(isoDateOf(clampToRange(dayjs('2027-11-30'), range))).toBe('2027-11-30');
    expect(isoDateOf(clampToRange(dayjs('2028-01-10'), range))).toBe('2027-12-05');
  });

  it('reaches back to the first day that holds anything, beyond the two months the spec opens', () => {
    const range = widenToHistory(plannerRange(dayjs('2026-12-02')), ['2026-11-30', '2025-06-18', '2026-01-05']);
    expect(isoDateOf(range.min)).toBe('2025-06-18');
    expect(isoDateOf(clampToRange(dayjs('2025-06-18'), range))).toBe('2025-06-18');
    expect(isoDateOf(range.max)).toBe('2027-12-05');
  });

  it('keeps two months back when nothing older holds anything', () => {
    const base = plannerRange(dayjs('2026-12-02'));
    expect(isoDateOf(widenToHistory(base, ['2026-11-30']).min)).toBe('2026-10-02');
    expect(isoDateOf(widenToHistory(base, undefined).min)).toBe('2026-10-02');
  });
});
