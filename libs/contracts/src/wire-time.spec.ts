import { fromWireTime, toWireTime } from './wire-time';

describe('the wire times', () => {
  it("reads 'HH:MM' and 'HH:MM:SS' as minutes after midnight, and nothing else", () => {
    expect(fromWireTime('09:30')).toBe(570);
    expect(fromWireTime('09:30:00')).toBe(570);
    expect(fromWireTime('24:00:00')).toBe(1440);
    expect(fromWireTime('9:30')).toBeNull();
    expect(fromWireTime('25:00')).toBeNull();
    expect(fromWireTime(570)).toBeNull();
  });

  it("writes 'HH:MM:SS' by default and 'HH:MM' when asked; an overnight end as the clock shows it", () => {
    expect(toWireTime(570)).toBe('09:30:00');
    expect(toWireTime(570, 'HH:MM')).toBe('09:30');
    expect(toWireTime(1440)).toBe('24:00:00');
    expect(toWireTime(1560, 'HH:MM')).toBe('02:00');
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes <= 1440; minutes += 15) {
      expect(fromWireTime(toWireTime(minutes))).toBe(minutes);
      expect(fromWireTime(toWireTime(minutes, 'HH:MM'))).toBe(minutes);
    }
  });
});
