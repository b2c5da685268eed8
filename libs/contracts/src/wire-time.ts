import { endMinuteAfter, formatTimeOfDay, parseTimeOfDay, type TimeSpan } from '@rotaledger/domain';

/**
 * The wire's clock times. Inside, a time is minutes after the rota day's midnight (the domain's
 * `TimeSpan`); `HH:MM:SS` (the spec's `time_start`/`time_end`) and `HH:MM` are the wire's only,
 * and a contract converts them here. The frontend imports this file as plain functions
 * (`@rotaledger/contracts/wire-time`, no zod); a lint rule (`time/wire-time-only`) refuses
 * `HH:MM` parsed or written by hand anywhere else.
 */
export type WireTimeFormat = 'HH:MM' | 'HH:MM:SS';

/** 'HH:MM' or 'HH:MM:SS' (00:00 to 24:00) → minutes after midnight; null when it is not a time. */
export const fromWireTime = (text: unknown): number | null => parseTimeOfDay(text);

/** Minutes after midnight → the wire's clock time; an overnight end as the clock shows it (1560 → 02:00). */
export function toWireTime(minutes: number, format: WireTimeFormat = 'HH:MM:SS'): string {
  return formatTimeOfDay(minutes, format === 'HH:MM:SS');
}

/** A clock time the server wrote, as whole minutes (0 when it is not one: the answer's own checks failed). */
const servedMinutes = (text: string): number => Math.round(fromWireTime(text) ?? 0);

/** A time the server wrote ('09:30:00') as minutes after midnight (570). */
export const fromServedTime = servedMinutes;

/**
 * A span the server wrote as clock times (`time_start`, `time_end`) as a `TimeSpan`: an end at or
 * before its start is the next day's ('22:00:00'–'02:00:00' is 1320 to 1560).
 */
export function fromWireSpan(timeStart: string, timeEnd: string): TimeSpan {
  const startMinute = servedMinutes(timeStart);
  return { startMinute, endMinute: endMinuteAfter(startMinute, servedMinutes(timeEnd)) };
}

/** The shared rota's clock fields (an hour and a minute each) as a `TimeSpan`; an end at or before the start is the next day's. */
export function fromClockFields(a: { startHour: number; startMinute: number; endHour: number; endMinute: number }): TimeSpan {
  const startMinute = a.startHour * 60 + a.startMinute;
  return { startMinute, endMinute: endMinuteAfter(startMinute, a.endHour * 60 + a.endMinute) };
}

/** 'HH:MM:SS' (or 'HH:MM') written as 'HH:MM', for a text that shows the clock time as sent. */
export const wireTimeAsHhMm = (text: string): string => text.slice(0, 5);
