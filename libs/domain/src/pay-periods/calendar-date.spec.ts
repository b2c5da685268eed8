import {
  addDays,
  datesInRange,
  dayNumber,
  fromShortDate,
  isIsoDate,
  isSupportedYear,
  parseIsoDate,
  toLongDate,
  toShortDate,
  weekdayOf,
} from './calendar-date';

describe('calendar dates', () => {
  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });

  it('parses only real yyyy-mm-dd dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseIsoDate('2025-02-29')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-13-01')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-01-01T00:00:00Z')).toThrow(RangeError);
  });

  it('names the weekday with 0 = Sunday', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2025-01-01')).toBe(3);
    expect(weekdayOf('2024-12-29')).toBe(0);
    expect(weekdayOf('2025-03-08')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('relies on whole days across month, year, leap-day and clock-change boundaries', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // The clocks change on 2025-03-30 and 2025-10-26 in the UK: whole days are unaffected.
    expect(dayNumber('2025-03-31') - dayNumber('2025-03-29')).toBe(2);
    expect(dayNumber('2025-10-27') - dayNumber('2025-10-25')).toBe(2);
  });

  describe('datesInRange', () => {
    it('includes both ends', () => {
      expect(datesInRange('2025-01-06', '2025-01-08')).toEqual(['2025-01-06', '2025-01-07', '2025-01-08']);
      expect(datesInRange('2025-01-06', '2025-01-06')).toEqual(['2025-01-06']);
    });

    it('crosses months and years', () => {
      expect(datesInRange('2024-12-30', '2025-01-02')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
      expect(datesInRange('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
      expect(datesInRange('2023-02-27', '2023-03-01')).toEqual(['2023-02-27', '2023-02-28', '2023-03-01']);
      expect(datesInRange('2024-01-01', '2024-12-31')).toHaveLength(366);
    });

    it('is empty when the end is before the start', () => {
      expect(datesInRange('2025-01-08', '2025-01-06')).toEqual([]);
    });

    it('rejects dates that do not exist', () => {
      expect(() => datesInRange('2025-02-30', '2025-03-02')).toThrow(RangeError);
    });
  });

  it('writes dd/mm/yy and dd/mm/yyyy and reads dd/mm/yy back', () => {
    expect(toShortDate('2025-01-06')).toBe('06/01/25');
    expect(toLongDate('2025-01-06')).toBe('06/01/2025');
    expect(toShortDate('2009-11-30')).toBe('30/11/09');
    expect(fromShortDate('06/01/25')).toBe('2025-01-06');
    expect(fromShortDate('29/02/24')).toBe('2024-02-29');
    expect(fromShortDate('29/02/25')).toBeNull();
    expect(fromShortDate('2025-01-06')).toBeNull();
  });

  it('supports the years 2000 to 2100 only', () => {
    expect([1999, 2000, 2026, 2100, 2101, 202, 9999, 2026.5].map(isSupportedYear)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // dd/mm/yy always reads as 20yy, inside the supported years.
    expect([fromShortDate('01/01/00'), fromShortDate('31/12/99')]).toEqual(['2000-01-01', '2099-12-31']);
  });
});
