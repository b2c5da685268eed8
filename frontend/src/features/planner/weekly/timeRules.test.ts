import { describe, expect, it } from 'vitest';
import {
  defaultTimes,
  endHourOptions,
  endMinuteOptions,
  fromMinutes,
  MINUTES,
  startHourOptions,
  toMinutes,
  withEndHour,
  withStartHour,
} from './timeRules';

const allDay = { start: 0, end: 24 };
const pub = { start: 8, end: 20 };

describe('weekly time popup rules', () => {
  it('defaults to 09:00-17:00', () => {
    expect(defaultTimes(allDay)).toEqual({ startHour: 9, startMinute: 0, endHour: 17, endMinute: 0 });
  });

  it('pulls the defaults inside short rota hours', () => {
    expect(defaultTimes({ start: 10, end: 14 })).toEqual({ startHour: 10, startMinute: 0, endHour: 14, endMinute: 0 });
    expect(defaultTimes({ start: 18, end: 24 })).toEqual({ startHour: 18, startMinute: 0, endHour: 19, endMinute: 0 });
  });

  it('offers start hours from the workplace start to end-1', () => {
    expect(startHourOptions(pub)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('keeps an existing start outside the hours choosable so an edit never moves it silently', () => {
    expect(startHourOptions(pub, 6)).toEqual([6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('offers end hours above the chosen start, up to the workplace end', () => {
    expect(endHourOptions(17, pub)).toEqual([18, 19, 20]);
    expect(endHourOptions(23, allDay)).toEqual([24]);
  });

  it('offers minutes 00/15/30/45, and only :00 at the closing hour', () => {
    expect(MINUTES).toEqual([0, 15, 30, 45]);
    expect(endMinuteOptions(19, pub)).toEqual([0, 15, 30, 45]);
    expect(endMinuteOptions(20, pub)).toEqual([0]);
    expect(endMinuteOptions(24, allDay)).toEqual([0]);
  });

  it('pushes the end to start+1 when the start is raised past it', () => {
    const nineToFive = defaultTimes(allDay);
    expect(withStartHour(nineToFive, 12, allDay)).toMatchObject({ startHour: 12, endHour: 17 });
    expect(withStartHour(nineToFive, 17, allDay)).toMatchObject({ startHour: 17, endHour: 18 });
    expect(withStartHour(nineToFive, 20, allDay)).toMatchObject({ startHour: 20, endHour: 21 });
  });

  it('drops the end minutes when the end lands on the closing hour', () => {
    const late = { startHour: 17, startMinute: 0, endHour: 19, endMinute: 30 };
    expect(withStartHour(late, 19, pub)).toEqual({ startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 });
    expect(withEndHour(late, 20, pub)).toMatchObject({ endHour: 20, endMinute: 0 });
  });

  it('converts to and from minutes after midnight', () => {
    expect(toMinutes({ startHour: 9, startMinute: 15, endHour: 17, endMinute: 45 })).toEqual({ startMinute: 555, endMinute: 1065 });
    expect(fromMinutes(555, 1440)).toEqual({ startHour: 9, startMinute: 15, endHour: 24, endMinute: 0 });
  });

  it('runs end hours past midnight for overnight rota hours, and keeps a typed later end choosable', () => {
    const bar = { start: 16, end: 26 };
    expect(endHourOptions(22, bar)).toEqual([23, 24, 25, 26]);
    expect(endMinuteOptions(24, bar)).toEqual([0, 15, 30, 45]);
    expect(endMinuteOptions(26, bar)).toEqual([0]);
    expect(endHourOptions(17, pub, 26)).toEqual([18, 19, 20, 26]);
    expect(fromMinutes(1320, 1560)).toEqual({ startHour: 22, startMinute: 0, endHour: 26, endMinute: 0 });
  });
});
