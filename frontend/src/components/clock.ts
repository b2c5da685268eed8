import { MINUTES_PER_DAY } from '@rotaledger/domain';

/*
 * Clock times shown to people, shared by the planner and the shared rota viewer. Times are
 * minutes after the rota day's midnight: above 1440 is the next morning (an overnight end,
 * 22:00 → 02:00, is 1320 → 1560), shown on the clock with '+1'.
 */

/** An end as the API sends it (a clock time) made comparable with its start: at or before it means the next day. */
export function overnightEnd(start: number, end: number): number {
  return end <= start ? end + MINUTES_PER_DAY : end;
}

/** '09:30' on the 24-hour clock, '9:30am' on the 12-hour one; the next morning as '02:00 +1'. */
export function formatClock(minutes: number, twelveHour: boolean): string {
  const nextDay = minutes > MINUTES_PER_DAY;
  const clock = nextDay ? minutes - MINUTES_PER_DAY : minutes;
  const h = Math.floor(clock / 60);
  const m = String(clock % 60).padStart(2, '0');
  let shown: string;
  if (!twelveHour) shown = `${String(h).padStart(2, '0')}:${m}`;
  else {
    const h24 = h % 24;
    shown = `${h24 % 12 === 0 ? 12 : h24 % 12}:${m}${h24 < 12 ? 'am' : 'pm'}`;
  }
  return nextDay ? `${shown} +1` : shown;
}

/**
 * An assignment's end: '17:00', or '02:00 +1' when it ends the next day. Takes the end either in
 * minutes past the day (1560) or as the API's clock time at or before the start (120 for 02:00).
 */
export function formatEnd(start: number, end: number, twelveHour: boolean): string {
  return formatClock(overnightEnd(start, end), twelveHour);
}

/** An instant (ISO) as the clock on the wall of `timeZone` shows it: '07:58', or '7:58am' on the 12-hour clock. */
export function formatInstant(iso: string, timeZone: string, twelveHour: boolean): string {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(
    new Date(iso),
  );
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatClock(part('hour') * 60 + part('minute'), twelveHour);
}
