import { describe, expect, it } from 'vitest';
import { QUICK_TIME_MESSAGES, parseQuickTime, quickTimeText } from './quickTime';

const span = (text: string) => {
  const result = parseQuickTime(text);
  return result.ok ? [result.span.startMinute, result.span.endMinute] : result.reason;
};

describe('quick time entry', () => {
  it('reads whole hours, colons and dots', () => {
    expect(span('9-17')).toEqual([540, 1020]);
    expect(span('16:00-23:30')).toEqual([960, 1410]);
    expect(span('7.30-15.30')).toEqual([450, 930]);
    expect(span(' 09:15 – 17:45 ')).toEqual([555, 1065]);
    expect(span('0930-1730')).toEqual([570, 1050]);
    expect(span('930 to 1715')).toEqual([570, 1035]);
  });

  it('reads am and pm', () => {
    expect(span('9am-5:30pm')).toEqual([540, 1050]);
    expect(span('12pm-12am')).toEqual([720, 1440]);
    expect(span('11 a.m. - 3 p.m.')).toEqual([660, 900]);
  });

  it('runs an end at or before the start into the next day', () => {
    expect(span('22-2')).toEqual([1320, 1560]);
    expect(span('18:00-00:00')).toEqual([1080, 1440]);
    expect(span('16-24')).toEqual([960, 1440]);
    expect(span('0-24')).toEqual([0, 1440]);
  });

  it('says what is wrong with anything else', () => {
    expect(span('')).toBe(QUICK_TIME_MESSAGES.shape);
    expect(span('9')).toBe(QUICK_TIME_MESSAGES.shape);
    expect(span('nine to five')).toBe(QUICK_TIME_MESSAGES.shape);
    expect(span('9-17-18')).toBe(QUICK_TIME_MESSAGES.shape);
    expect(span('25-3')).toBe(QUICK_TIME_MESSAGES.badTime);
    expect(span('9:70-17')).toBe(QUICK_TIME_MESSAGES.badTime);
    expect(span('24-3')).toBe(QUICK_TIME_MESSAGES.badTime);
    expect(span('13pm-2pm')).toBe(QUICK_TIME_MESSAGES.badTime);
    expect(span('9:10-17')).toBe(QUICK_TIME_MESSAGES.quarterHour);
    expect(span('9-17:05')).toBe(QUICK_TIME_MESSAGES.quarterHour);
    expect(span('9-9')).toBe(QUICK_TIME_MESSAGES.sameTime);
  });

  it('writes a span back as 24-hour clock times', () => {
    expect(quickTimeText({ startMinute: 540, endMinute: 1020 })).toBe('09:00-17:00');
    expect(quickTimeText({ startMinute: 1320, endMinute: 1560 })).toBe('22:00-02:00');
    expect(quickTimeText({ startMinute: 960, endMinute: 1440 })).toBe('16:00-24:00');
  });
});
