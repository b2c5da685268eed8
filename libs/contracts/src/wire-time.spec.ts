import { fromClockFields, fromServedTime, fromWireSpan, fromWireTime, toWireTime, wireTimeAsHhMm } from './wire-time';

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
    expect(toWireTime(26 * 60)).toBe('02:00:00');
    expect(toWireTime(9 * 60 + 45)).toBe('09:45:00');
  });

  it("reads a served span as a TimeSpan: an end at or before its start is the next day's", () => {
    expect(fromWireSpan('09:00:00', '17:30:00')).toEqual({ startMinute: 540, endMinute: 1050 });
    expect(fromWireSpan('22:00:00', '02:00:00')).toEqual({ startMinute: 1320, endMinute: 1560 });
    expect(fromWireSpan('18:00:00', '24:00:00')).toEqual({ startMinute: 1080, endMinute: 1440 });
    expect(fromWireSpan('09:00', '09:00')).toEqual({ startMinute: 540, endMinute: 1980 });
    expect(fromServedTime('10:30:00')).toBe(630);
    expect(fromServedTime('24:00:00')).toBe(1440);
    expect(wireTimeAsHhMm('10:30:00')).toBe('10:30');
  });

  it("reads the shared rota's hour and minute fields as a TimeSpan", () => {
    expect(fromClockFields({ startHour: 9, startMinute: 15, endHour: 17, endMinute: 45 })).toEqual({ startMinute: 555, endMinute: 1065 });
    expect(fromClockFields({ startHour: 22, startMinute: 0, endHour: 2, endMinute: 30 })).toEqual({ startMinute: 1320, endMinute: 1590 });
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes <= 1440; minutes += 15) {
      expect(fromWireTime(toWireTime(minutes))).toBe(minutes);
      expect(fromWireTime(toWireTime(minutes, 'HH:MM'))).toBe(minutes);
    }
  });
});
