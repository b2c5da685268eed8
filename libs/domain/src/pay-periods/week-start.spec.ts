import { canStartWeek, firstDayOfWeek, weekStartOrDefault } from './week-start';

describe('the week start preference', () => {
  it('finds the first day of the week holding a date, from Monday or from Sunday', () => {
    // Thursday 10 December 2026.
    expect(firstDayOfWeek('2026-12-10', 'monday')).toBe('2026-12-07');
    expect(firstDayOfWeek('2026-12-10', 'sunday')).toBe('2026-12-06');
    // A Sunday ends a Monday week and starts a Sunday one.
    expect(firstDayOfWeek('2026-12-13', 'monday')).toBe('2026-12-07');
    expect(firstDayOfWeek('2026-12-13', 'sunday')).toBe('2026-12-13');
  });

  it('lets a week start on a Monday or a Sunday only', () => {
    expect(canStartWeek('2026-12-07')).toBe(true);
    expect(canStartWeek('2026-12-06')).toBe(true);
    expect(canStartWeek('2026-12-08')).toBe(false);
  });

  it('reads a missing or unknown value as Monday', () => {
    expect(weekStartOrDefault(undefined)).toBe('monday');
    expect(weekStartOrDefault('friday')).toBe('monday');
    expect(weekStartOrDefault('sunday')).toBe('sunday');
  });
});
