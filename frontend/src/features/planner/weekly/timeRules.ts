import type { TimeSpan } from '@rotaledger/domain';
/**
 * The weekly time popup's rules (spec section 5): start hours run from the workplace start to
 * end-1; end hours are above the chosen start; minutes 00/15/30/45. Raising the start pushes
 * the end to start+1 if needed. Defaults 09:00-17:00.
 */

export const MINUTES = [0, 15, 30, 45] as const;
export const DEFAULT_START_HOUR = 9;
export const DEFAULT_END_HOUR = 17;
/** Rota hours may run to 06:00 the next morning (30), the overnight contract's limit. */
export const LATEST_END_HOUR = 30;
/** The latest start hour: a start is on the rota day (23:45 at the latest). */
export const LAST_START_HOUR = 23;

export interface TimeParts {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

export interface RotaHours {
  start: number;
  end: number;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** 09:00-17:00, pulled inside the workplace's hours when they are shorter. */
export function defaultTimes(hours: RotaHours): TimeParts {
  const startHour = clamp(DEFAULT_START_HOUR, hours.start, hours.end - 1);
  const endHour = clamp(DEFAULT_END_HOUR, startHour + 1, hours.end);
  return { startHour, startMinute: 0, endHour, endMinute: 0 };
}

/** Workplace start to end-1; an existing time outside them stays choosable so it is never changed silently. */
export function startHourOptions(hours: RotaHours, current?: number): number[] {
  // A start is on the rota day itself (the next morning's hours are only ends).
  const options = range(hours.start, Math.min(LAST_START_HOUR, hours.end - 1));
  return current === undefined || options.includes(current) ? options : [...options, current].sort((a, b) => a - b);
}

/** Hours above the chosen start, up to the workplace end (past midnight for overnight hours); an existing later end stays. */
export function endHourOptions(startHour: number, hours: RotaHours, current?: number): number[] {
  const options = range(startHour + 1, Math.min(LATEST_END_HOUR, hours.end));
  return current === undefined || current <= startHour || options.includes(current) ? options : [...options, current].sort((a, b) => a - b);
}

/** At the closing hour only :00 is left: the rota ends there. */
export function endMinuteOptions(endHour: number, hours: RotaHours, current?: number): number[] {
  const options = endHour >= hours.end || endHour >= LATEST_END_HOUR ? [0] : [...MINUTES];
  // A typed end past the hours (refused on Save) still shows as typed.
  return current === undefined || options.includes(current) ? options : [...options, current].sort((a, b) => a - b);
}

function fitEndMinute(parts: TimeParts, hours: RotaHours): TimeParts {
  return endMinuteOptions(parts.endHour, hours).includes(parts.endMinute) ? parts : { ...parts, endMinute: 0 };
}

/** A new start hour; the end moves to start+1 when it would no longer be after it. */
export function withStartHour(parts: TimeParts, startHour: number, hours: RotaHours): TimeParts {
  const next = { ...parts, startHour };
  if (next.endHour <= startHour) next.endHour = startHour + 1;
  return fitEndMinute(next, hours);
}

export function withEndHour(parts: TimeParts, endHour: number, hours: RotaHours): TimeParts {
  return fitEndMinute({ ...parts, endHour }, hours);
}

export function toMinutes(parts: TimeParts): TimeSpan {
  return { startMinute: parts.startHour * 60 + parts.startMinute, endMinute: parts.endHour * 60 + parts.endMinute };
}

export function fromMinutes(start: number, end: number): TimeParts {
  return {
    startHour: Math.floor(start / 60),
    startMinute: start % 60,
    endHour: Math.floor(end / 60),
    endMinute: end % 60,
  };
}
