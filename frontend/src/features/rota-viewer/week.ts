import dayjs from 'dayjs';
import { compareNames } from '@rotaledger/domain';
import { fromClockFields } from '@rotaledger/contracts/wire-time';
import { formatClock } from '../../components/clock';
import type { SharedAssignment, SharedWeekDay } from './types';

/** The name a shared rota shows for nobody. */
export const NOBODY = '?';

/** One assignment in a week grid cell: its service and its times ('22:00–02:00 +1'). */
export interface WeekEntry {
  serviceType: number;
  start: number;
  times: string;
}

/** A row of the week grid: a person (or the open shifts), with one list of entries per day. */
export interface WeekRow {
  name: string;
  days: WeekEntry[][];
}

const startOf = (a: SharedAssignment) => fromClockFields(a).startMinute;

/** HH:MM–HH:MM; an end at or before the start is the next morning, shown with '+1'. */
export function entryTimes(a: SharedAssignment): string {
  const start = startOf(a);
  return `${formatClock(start, false)}–${formatClock(fromClockFields(a).endMinute, false)}`;
}

/**
 * The week as people × days: one row per person named on it (sorted as the app sorts names),
 * each day's entries in start order, and the open shifts (nobody on them) apart, or null when
 * there are none.
 */
export function weekRows(days: readonly SharedWeekDay[]): { people: WeekRow[]; open: WeekRow | null } {
  const rows = new Map<string, WeekRow>();
  days.forEach((day, dayIndex) => {
    for (const shift of day.shifts) {
      for (const a of shift.assignments) {
        const name = a.employee_name || NOBODY;
        const row = rows.get(name) ?? { name, days: days.map(() => []) };
        row.days[dayIndex].push({ serviceType: shift.serviceType, start: startOf(a), times: entryTimes(a) });
        rows.set(name, row);
      }
    }
  });
  for (const row of rows.values()) for (const entries of row.days) entries.sort((a, b) => a.start - b.start);
  const open = rows.get(NOBODY) ?? null;
  rows.delete(NOBODY);
  return { people: [...rows.values()].sort((a, b) => compareNames(a.name, b.name)), open };
}

/** Today on this device's calendar, yyyy-mm-dd. */
export const todayIso = (): string => dayjs().format('YYYY-MM-DD');

/** The day a phone opens on: today when it is in the week, else the Monday. */
export function initialDayIndex(days: readonly SharedWeekDay[], today: string = todayIso()): number {
  return Math.max(
    0,
    days.findIndex((day) => day.date === today),
  );
}

/** '7 – 13 December 2026', '28 December 2026 – 3 January 2027'. */
export function weekRangeText(first: string, last: string): string {
  const [from, to] = [dayjs(first), dayjs(last)];
  if (from.year() !== to.year()) return `${from.format('D MMMM YYYY')} – ${to.format('D MMMM YYYY')}`;
  if (from.month() !== to.month()) return `${from.format('D MMMM')} – ${to.format('D MMMM YYYY')}`;
  return `${from.format('D')} – ${to.format('D MMMM YYYY')}`;
}
