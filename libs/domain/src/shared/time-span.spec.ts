import { endMinuteAfter, endsNextDay, formatTimeOfDay, isQuarterHour, parseTimeOfDay, spansOverlap } from './time-span';

describe('rota times', () => {
  it.each([
    ['09:00', 540],
    ['09:00:00', 540],
    ['17:15', 1035],
    ['00:00', 0],
    ['24:00:00', 1440],
    ['09:00:30', 540.5],
  ])('reads %s as %s minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each(['9:00', '25:00', '24:15', '12:60', '12:00:60', '', 'noon', '12-00', ' 12:00', 540, null, undefined, ['09:00']])(
    'refuses %p',
    (text) => {
      expect(parseTimeOfDay(text)).toBeNull();
    },
  );

  it('writes HH:MM:SS', () => {
    expect(formatTimeOfDay(0)).toBe('00:00:00');
    expect(formatTimeOfDay(555)).toBe('09:15:00');
    expect(formatTimeOfDay(1440)).toBe('24:00:00');
  });

  it('writes an overnight end as the clock shows it', () => {
    expect(formatTimeOfDay(1560)).toBe('02:00:00');
    expect(formatTimeOfDay(1455)).toBe('00:15:00');
    expect(formatTimeOfDay(1800)).toBe('06:00:00');
  });

  it('reads an end at or before the start as the next day', () => {
    expect(endMinuteAfter(1320, 120)).toBe(1560);
    expect(endMinuteAfter(1320, 0)).toBe(1440);
    expect(endMinuteAfter(540, 540)).toBe(1980);
    expect(endMinuteAfter(540, 1020)).toBe(1020);
    expect(endMinuteAfter(540, 1440)).toBe(1440);
    expect(endsNextDay({ startMinute: 1320, endMinute: 1560 })).toBe(true);
    expect(endsNextDay({ startMinute: 540, endMinute: 1440 })).toBe(false);
  });

  it('knows quarter hours', () => {
    expect([0, 15, 30, 45, 1440].every(isQuarterHour)).toBe(true);
    expect([5, 14, 540.5, NaN].some(isQuarterHour)).toBe(false);
  });

  it('treats spans as half-open', () => {
    expect(spansOverlap({ startMinute: 540, endMinute: 720 }, { startMinute: 720, endMinute: 900 })).toBe(false);
    expect(spansOverlap({ startMinute: 540, endMinute: 735 }, { startMinute: 720, endMinute: 900 })).toBe(true);
    expect(spansOverlap({ startMinute: 600, endMinute: 660 }, { startMinute: 540, endMinute: 900 })).toBe(true);
  });
});
