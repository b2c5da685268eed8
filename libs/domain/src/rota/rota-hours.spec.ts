import { isInsideRotaHours, rotaHoursToHold } from './rota-hours';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const bar = { rotaStartTime: 8, rotaEndTime: 23 };

describe('rota hours and assignment times', () => {
  it('holds a span from the opening hour up to the closing hour, no later', () => {
    expect(isInsideRotaHours(bar, { startMinute: h(8), endMinute: h(23) })).toBe(true);
    expect(isInsideRotaHours(bar, { startMinute: h(22), endMinute: h(26) })).toBe(false);
    expect(isInsideRotaHours(bar, { startMinute: h(7, 45), endMinute: h(12) })).toBe(false);
  });

  it('widens the hours just enough, to whole hours', () => {
    expect(rotaHoursToHold(bar, { startMinute: h(22), endMinute: h(26) })).toEqual({ rotaStartTime: 8, rotaEndTime: 26 });
    expect(rotaHoursToHold(bar, { startMinute: h(22), endMinute: h(26, 15) })).toEqual({ rotaStartTime: 8, rotaEndTime: 27 });
    expect(rotaHoursToHold(bar, { startMinute: h(6, 30), endMinute: h(12) })).toEqual({ rotaStartTime: 6, rotaEndTime: 23 });
  });

  it('offers nothing when the span fits, or when the widened hours would break the workplace rules', () => {
    expect(rotaHoursToHold(bar, { startMinute: h(9), endMinute: h(17) })).toBeNull();
    // 00-26 would be 26 hours: only the manager can choose which end to give up.
    expect(rotaHoursToHold({ rotaStartTime: 0, rotaEndTime: 24 }, { startMinute: h(22), endMinute: h(26) })).toBeNull();
  });
});
