import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clampToRange, isoDateOf, plannerRange } from './dates';

describe('the planner range', () => {
  it('reaches forward to the planning horizon the server keeps (the end of the 52nd week after this one)', () => {
    const range = plannerRange(dayjs('2026-12-02'));
    expect(isoDateOf(range.max)).toBe('2027-12-05');
    expect(isoDateOf(clampToRange(dayjs('2027-11-30'), range))).toBe('2027-11-30');
    expect(isoDateOf(clampToRange(dayjs('2028-01-10'), range))).toBe('2027-12-05');
  });
});
