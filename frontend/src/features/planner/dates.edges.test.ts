import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_EDGES, setTestDate } from '../../test/clock';
import { isInRange, isoDateOf, plannerRange, weekWords } from './dates';

// The planner's date rules on the days that broke tests before (the 1st, the 31st, late December,
// New Year, a leap day, the Saturdays before the clock changes, Sunday 23:30), with "today" taken
// from the clock as the planner takes it. Expected values are worked out by hand: two months back
// (clamped to the month's end), and the Sunday of this Monday-Sunday week plus 52 weeks.
const RANGES: Record<(typeof DATE_EDGES)[number], { min: string; max: string }> = {
  '2026-12-01T09:00': { min: '2026-10-01', max: '2027-12-05' },
  '2026-12-31T09:00': { min: '2026-10-31', max: '2028-01-02' },
  '2026-12-23T09:00': { min: '2026-10-23', max: '2027-12-26' },
  '2026-12-28T09:00': { min: '2026-10-28', max: '2028-01-02' },
  '2027-01-01T09:00': { min: '2026-11-01', max: '2028-01-02' },
  '2028-02-29T09:00': { min: '2027-12-29', max: '2029-03-04' },
  '2027-03-27T12:00': { min: '2027-01-27', max: '2028-03-26' },
  '2026-10-24T12:00': { min: '2026-08-24', max: '2027-10-24' },
  '2026-12-06T23:30': { min: '2026-10-06', max: '2027-12-05' },
};

describe('the planner range on the calendar edges', () => {
  it.each(DATE_EDGES)('on %s opens two months back, not a day more, and forward to the horizon', (now) => {
    setTestDate(now);
    const range = plannerRange();
    expect({ min: isoDateOf(range.min), max: isoDateOf(range.max) }).toEqual(RANGES[now]);
    expect(isInRange(range.min.subtract(1, 'day'), range)).toBe(false);
    expect(isInRange(range.max.add(1, 'day'), range)).toBe(false);
    expect(isInRange(dayjs(), range)).toBe(true);
  });

  it('clamps two months back from the 30th of April to the end of February', () => {
    setTestDate('2027-04-30T09:00');
    expect(isoDateOf(plannerRange().min)).toBe('2027-02-28');
  });
});

describe('week words on the calendar edges', () => {
  it.each(DATE_EDGES)('on %s calls this, next and last week by name', (now) => {
    setTestDate(now);
    const today = dayjs();
    expect(weekWords(today, today)).toBe('This week');
    expect(weekWords(today.add(7, 'day'), today)).toBe('Next week');
    expect(weekWords(today.subtract(7, 'day'), today)).toBe('Last week');
    expect(weekWords(today.add(14, 'day'), today)).toMatch(/^Week of \d{1,2} [A-Z][a-z]{2}$/);
  });

  it('counts weeks across the year end and the clock changes', () => {
    expect(weekWords(dayjs('2027-01-04'), dayjs('2026-12-28'))).toBe('Next week');
    expect(weekWords(dayjs('2027-01-03'), dayjs('2026-12-28'))).toBe('This week');
    expect(weekWords(dayjs('2026-10-26'), dayjs('2026-10-24T12:00'))).toBe('Next week');
    expect(weekWords(dayjs('2027-03-29'), dayjs('2027-03-27T12:00'))).toBe('Next week');
    expect(weekWords(dayjs('2026-12-07'), dayjs('2026-12-06T23:30'))).toBe('Next week');
    expect(weekWords(dayjs('2026-11-30'), dayjs('2026-12-06T23:30'))).toBe('This week');
    // A Sunday-first week: that Sunday starts the week.
    expect(weekWords(dayjs('2026-12-05'), dayjs('2026-12-06T23:30'), 'sunday')).toBe('Last week');
    expect(weekWords(dayjs('2026-12-12'), dayjs('2026-12-06T23:30'), 'sunday')).toBe('This week');
    expect(weekWords(dayjs('2027-01-10'), dayjs('2026-12-31T09:00'))).toBe('Next week');
    expect(weekWords(dayjs('2027-01-11'), dayjs('2026-12-31T09:00'))).toBe('Week of 11 Jan');
  });
});
