import { DateTime } from 'luxon';
import { addDays, MONTH_NAMES, parseIsoDate } from '../pay-periods/calendar-date';
import { formatTimeOfDay, MINUTES_PER_DAY } from '../shared/time-span';

/**
 * Real elapsed time on a workplace's clock (issue 28). An assignment is a rota day plus minutes
 * after its midnight (an overnight end past 1440); its length is the time that really passes in
 * the workplace's zone: the night the clocks go back counts the repeated hour, the night they go
 * forward does not count the missing one. A local time that does not exist that night is refused;
 * an ambiguous one is read as its first occurrence.
 *
 * luxon answers a zone's offset at an instant (IANA data through Intl); the reading of a wall
 * time is ours, because luxon reads an ambiguous time as its second occurrence.
 */

const MS_PER_MINUTE = 60_000;

const offsetAt = (instant: number, zone: string) => DateTime.fromMillis(instant, { zone }).offset;

const MS_PER_HOUR = 60 * MS_PER_MINUTE;
/** Every 3 hours: no zone changes its clocks twice within 3 hours, so a change always shows between two samples. */
const SAMPLE_EVERY_MS = 3 * MS_PER_HOUR;
/** Remembered days per zone and date; a plain map emptied when full (a year of days for many zones fits). */
const MAX_REMEMBERED_DAYS = 20_000;
const steadyOffsets = new Map<string, number | null>();
/** The instants of minutes of days the clocks change, per zone, date and minute; emptied when full. */
const MAX_REMEMBERED_MINUTES = 20_000;
const changeDayInstants = new Map<string, readonly number[]>();

/**
 * The zone's one offset (minutes) over every instant a rota day's minutes can mean (its date to
 * two days after, overnight ends included, in any zone: UTC one day before to three after), or
 * null when the clocks change in that window. Looked up once per zone and date: pricing a day's
 * assignments (a projection or a rebuild prices every one of them) then needs no zone data at all.
 */
function steadyOffset(rotaDate: string, zone: string): number | null {
  const key = `${zone}|${rotaDate}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const { year, month, day } = parseIsoDate(rotaDate);
  const from = Date.UTC(year, month - 1, day) - 24 * MS_PER_HOUR;
  const to = from + 4 * 24 * MS_PER_HOUR;
  const first = offsetAt(from, zone);
  let steady: number | null = first;
  for (let instant = from + SAMPLE_EVERY_MS; instant <= to; instant += SAMPLE_EVERY_MS) {
    if (offsetAt(instant, zone) !== first) {
      steady = null;
      break;
    }
  }
  if (steadyOffsets.size >= MAX_REMEMBERED_DAYS) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

/** The wall-clock date and time of a rota-day minute (1500 on 24 Oct → 25 Oct, 01:00). */
export function wallClockOf(rotaDate: string, minute: number): { date: string; hour: number; minute: number } {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const clock = minute - day * MINUTES_PER_DAY;
  return { date: addDays(rotaDate, day), hour: Math.floor(clock / 60), minute: clock % 60 };
}

/**
 * Every instant (epoch ms) at which the zone's clock reads that rota-day minute, earliest first:
 * one as a rule, two in the hour the clocks go back, none in the hour they go forward.
 */
export function instantsOf(rotaDate: string, minute: number, zone: string): readonly number[] {
  const wall = wallClockOf(rotaDate, minute);
  const { year, month, day } = parseIsoDate(wall.date);
  const asUtc = Date.UTC(year, month - 1, day, wall.hour, wall.minute);
  const steady = steadyOffset(rotaDate, zone);
  if (steady !== null) return [asUtc - steady * MS_PER_MINUTE];
  // A day the clocks change: its minutes are read once each (every event of that day reprices all of its assignments).
  const key = `${zone}|${rotaDate}|${minute}`;
  const known = changeDayInstants.get(key);
  if (known) return known;
  // The offsets in force around that wall time: any reading of it uses one of them.
  const offsets = new Set([-1, 0, 1].map((days) => offsetAt(asUtc + days * MINUTES_PER_DAY * MS_PER_MINUTE, zone)));
  const instants = [...offsets]
    .map((offset) => asUtc - offset * MS_PER_MINUTE)
    .filter((instant) => offsetAt(instant, zone) === (asUtc - instant) / MS_PER_MINUTE)
    .sort((a, b) => a - b);
  if (changeDayInstants.size >= MAX_REMEMBERED_MINUTES) changeDayInstants.clear();
  changeDayInstants.set(key, Object.freeze(instants));
  return instants;
}

/** The instant a rota-day minute means: its first occurrence; null when the clock skips it that night. */
export function localInstant(rotaDate: string, minute: number, zone: string): number | null {
  return instantsOf(rotaDate, minute, zone)[0] ?? null;
}

const clockText = (hour: number, minute: number) => formatTimeOfDay(hour * 60 + minute, false);
const dayMonthYear = (isoDate: string) => {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`;
};

/** "01:30 does not exist on 29 Mar 2026 (the clocks go forward).", or null for a time the clock shows. */
export function missingLocalTimeProblem(rotaDate: string, minute: number, zone: string): string | null {
  if (localInstant(rotaDate, minute, zone) !== null) return null;
  const wall = wallClockOf(rotaDate, minute);
  return `${clockText(wall.hour, wall.minute)} does not exist on ${dayMonthYear(wall.date)} (the clocks go forward).`;
}

/**
 * Minutes that really pass from start to end (rota-day minutes, end after start) on the zone's
 * clock; a time the clock skips counts as the first minute after the gap, so nothing is ever
 * negative (the API refuses such times before they are stored; older events may hold them).
 */
export function elapsedMinutes(rotaDate: string, startMinute: number, endMinute: number, zone: string): number {
  // One offset over every minute the day can mean: the time that passes is the clock's difference.
  if (steadyOffset(rotaDate, zone) !== null) return Math.max(0, endMinute - startMinute);
  const start = localInstant(rotaDate, startMinute, zone) ?? firstInstantAfterGap(rotaDate, startMinute, zone);
  const end = localInstant(rotaDate, endMinute, zone) ?? firstInstantAfterGap(rotaDate, endMinute, zone);
  return Math.max(0, Math.round((end - start) / MS_PER_MINUTE));
}

/** Where a skipped wall time lands: the instant the clock jumps past it (e.g. 01:30 → 02:00 BST, 01:00 UTC). */
function firstInstantAfterGap(rotaDate: string, minute: number, zone: string): number {
  for (let later = minute + 1; later <= minute + 180; later++) {
    const instants = instantsOf(rotaDate, later, zone);
    if (instants.length > 0) return instants[0];
  }
  throw new Error(`No clock time within three hours after minute ${minute} of ${rotaDate} in ${zone}`);
}
