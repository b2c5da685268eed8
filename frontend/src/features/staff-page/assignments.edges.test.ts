import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_EDGES, setTestDate } from '../../test/clock';
import { dayLabel } from './assignments';

// The personal page's day headings on the calendar edges: "Today", "Tomorrow", else the day with
// the year only when it is not this year's (a date nine days after 23 December is next year's).
describe('day labels on the calendar edges', () => {
  it.each(DATE_EDGES)('on %s names today, tomorrow and a later day', (now) => {
    setTestDate(now);
    const today = dayjs().format('YYYY-MM-DD');
    expect(dayLabel(today, today)).toBe('Today');
    expect(dayLabel(dayjs().add(1, 'day').format('YYYY-MM-DD'), today)).toBe('Tomorrow');
    const later = dayjs().add(9, 'day');
    const expected = later.year() === dayjs().year() ? later.format('dddd D MMMM') : later.format('dddd D MMMM YYYY');
    expect(dayLabel(later.format('YYYY-MM-DD'), today)).toBe(expected);
  });

  it('adds the year from 23 December on, and names tomorrow across the year end', () => {
    expect(dayLabel('2027-01-01', '2026-12-23')).toBe('Friday 1 January 2027');
    expect(dayLabel('2026-12-31', '2026-12-22')).toBe('Thursday 31 December');
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(dayLabel('2028-03-01', '2028-02-29')).toBe('Tomorrow');
    expect(dayLabel('2028-02-29', '2028-02-20')).toBe('Tuesday 29 February');
  });
});
