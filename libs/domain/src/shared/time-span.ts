import { dayNumber } from '../pay-periods/calendar-date';

/**
 * Times on a rota are minutes after the rota day's midnight: 0 (00:00) to 1440 (24:00), and
 * beyond for an overnight end (1560 = 02:00 the next morning; rota hours reach 30, 06:00).
 */
export const MINUTES_PER_DAY = 24 * 60;
export const QUARTER_HOUR = 15;

/**
 * Reads 'HH:MM' or 'HH:MM:SS' (00:00 to 24:00). Returns minutes after midnight — a
 * fraction when seconds are given, so the quarter-hour rule can reject it — or null
 * when the text is not a time of day.
 */
export function parseTimeOfDay(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 24 || minutes > 59 || seconds > 59) return null;
  const total = hours * 60 + minutes + seconds / 60;
  return total > MINUTES_PER_DAY ? null : total;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 540 → '09:00:00' (or '09:00' with `seconds` false); 1440 → '24:00:00' (the wire format of
 * assignment times). An overnight end is written as the clock shows it: 1560 → '02:00:00' (an end
 * at or before the start is the next day). Outside the domain, call the contracts' `toWireTime`.
 */
export function formatTimeOfDay(minutes: number, seconds = true): string {
  const clock = minutes > MINUTES_PER_DAY ? minutes - MINUTES_PER_DAY : minutes;
  return `${twoDigits(Math.floor(clock / 60))}:${twoDigits(clock % 60)}${seconds ? ':00' : ''}`;
}

/**
 * The end of a span given as clock times: an end at or before the start is the next day's
 * (22:00 → 02:00 ends at 1560), so the wire never needs times past 24:00.
 */
export function endMinuteAfter(startMinute: number, clockEndMinute: number): number {
  return clockEndMinute <= startMinute ? clockEndMinute + MINUTES_PER_DAY : clockEndMinute;
}

/** Whether a span ends on the next day (the browser shows such an end as '02:00 +1'). */
export const endsNextDay = (span: TimeSpan) => span.endMinute > MINUTES_PER_DAY;

export const isQuarterHour = (minutes: number) => Number.isInteger(minutes) && minutes % QUARTER_HOUR === 0;

/**
 * The one time-span type: minutes after the rota day's midnight, half-open (an overnight end is
 * past 1440). Assignments, pay spans, availability gaps and the feeds' assignments all extend it.
 */
export interface TimeSpan {
  startMinute: number;
  endMinute: number;
}

/** Half-open spans: 09:00-12:00 and 12:00-15:00 touch but do not overlap. */
export const spansOverlap = (a: TimeSpan, b: TimeSpan) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** A span with the rota day (yyyy-mm-dd) its minutes count from. */
export interface DaySpan extends TimeSpan {
  rotaDate: string;
}

/** The span on the clock of another rota day (`onDay`): the day before's 22:00 → 02:00 is -120 to 120. */
export function spanOnDayOf(span: DaySpan, onDay: string): TimeSpan {
  const offset = (dayNumber(span.rotaDate) - dayNumber(onDay)) * MINUTES_PER_DAY;
  return { startMinute: span.startMinute + offset, endMinute: span.endMinute + offset };
}

/** Spans of any two days share time (an overnight one clashes with the next morning's). */
export const daySpansOverlap = (a: DaySpan, b: DaySpan) => spansOverlap(a, spanOnDayOf(b, a.rotaDate));
