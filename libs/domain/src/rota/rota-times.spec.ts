import { formatTimeOfDay, isQuarterHour, parseTimeOfDay, spansOverlap } from './rota-times';

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
