import { describe, expect, it } from 'vitest';
import { quarterOf, spanFromClicks } from './twoClick';

describe('two-click assignment span', () => {
  it('runs from the start of the first quarter to the end of the second (end inclusive)', () => {
    // Timeline starting 08:00: quarter 4 = 09:00, quarter 11 = 10:45-11:00.
    expect(spanFromClicks(8, 4, 11)).toEqual({ startMinute: 540, endMinute: 660 });
  });

  it('makes a 15-minute assignment from two clicks on the same quarter', () => {
    expect(spanFromClicks(0, 36, 36)).toEqual({ startMinute: 540, endMinute: 555 });
  });

  it('swaps the clicks when the second is earlier', () => {
    expect(spanFromClicks(8, 16, 12)).toEqual(spanFromClicks(8, 12, 16));
    expect(spanFromClicks(8, 16, 12)).toEqual({ startMinute: 660, endMinute: 735 });
  });

  it('reaches midnight from the last quarter', () => {
    expect(spanFromClicks(0, 92, 95)).toEqual({ startMinute: 1380, endMinute: 1440 });
  });

  it('finds the quarter of a time', () => {
    expect(quarterOf(8, 540)).toBe(4);
  });
});
