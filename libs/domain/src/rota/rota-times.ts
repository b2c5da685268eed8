/** Times of day on a rota are minutes after midnight: 0 (00:00) to 1440 (24:00). */
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

/** 540 → '09:00:00'; 1440 → '24:00:00' (the wire format of assignment times). */
export function formatTimeOfDay(minutes: number): string {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}:00`;
}

export const isQuarterHour = (minutes: number) => Number.isInteger(minutes) && minutes % QUARTER_HOUR === 0;

export interface TimeSpan {
  startMinute: number;
  endMinute: number;
}

/** Half-open spans: 09:00-12:00 and 12:00-15:00 touch but do not overlap. */
export const spansOverlap = (a: TimeSpan, b: TimeSpan) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;
