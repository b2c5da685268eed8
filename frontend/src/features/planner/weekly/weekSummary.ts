import { knownRatePence, minutesFromHours, payPence, sumOf, toShortDate, type IsoDate } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { paidMinutesOf } from '../breaks';
import { overnightEnd, parseTime } from '../time';
import type { PayForDatesEntry } from '@rotaledger/contracts';
import type { BreakFields, OpenShifts, WeekAssignment, WeekShifts } from '../types';

/** Hours and labour cost of one cell, row or column of the week. */
export interface Tally {
  minutes: number;
  /** Pay in pence; null when some of these hours have no known rate. */
  pence: number | null;
}

export interface EmployeeWeek {
  employeeId: string;
  byDate: Record<IsoDate, Tally>;
  week: Tally;
}

export interface WeekSummary {
  employees: EmployeeWeek[];
  byDate: Record<IsoDate, Tally>;
  week: Tally;
  /** Unallocated hours per day: work nobody is on yet, costed at nothing. */
  openMinutesByDate: Record<IsoDate, number>;
}

const EMPTY: Tally = { minutes: 0, pence: 0 };

/**
 * An assignment's paid minutes: the answer's `paidMinutes` (real elapsed time less the unpaid
 * break); before the server answers, the span on screen (an end at or before the start runs into
 * the next day).
 */
export function assignmentMinutes(a: Pick<WeekAssignment, 'time_start' | 'time_end'> & Partial<BreakFields>): number {
  const start = parseTime(a.time_start);
  return paidMinutesOf(a, overnightEnd(start, parseTime(a.time_end)) - start);
}

function add(a: Tally, b: Tally): Tally {
  return { minutes: a.minutes + b.minutes, pence: a.pence === null || b.pence === null ? null : a.pence + b.pence };
}

/**
 * One employee-day's pay. The pay answer's own figure (at the rate then in force) is used when
 * it covers exactly the hours on screen; otherwise (a change not yet counted there) the hours on
 * screen are priced at that day's rate, else the employee's current one. Each day is rounded
 * on its own (the domain's payPence), and rows and columns add those days up, so every total
 * is the sum of the cells it covers.
 */
function dayPence(minutes: number, date: IsoDate, employee: Employee, entry: PayForDatesEntry | undefined): number | null {
  if (minutes === 0) return 0;
  const key = toShortDate(date);
  const paid = entry?.payPenceInDays?.[key];
  const counted = entry?.minutesInDays?.[key] ?? minutesFromHours(entry?.hoursInDays?.[key]);
  if (typeof paid === 'number' && Number.isFinite(paid) && counted === minutes) return paid;
  const ratePence = knownRatePence(entry?.rateInDays?.[key]) ?? knownRatePence(employee.rate);
  return ratePence === null ? null : payPence(minutes, ratePence);
}

/** The week's hours and labour cost per employee, per day and in all, from the rota on screen. */
export function summariseWeek(
  dates: readonly IsoDate[],
  employees: readonly Employee[],
  weekShifts: WeekShifts,
  openShifts: OpenShifts,
  pay: readonly PayForDatesEntry[] = [],
): WeekSummary {
  const payById = new Map(pay.map((entry) => [entry.employee_id, entry]));
  const rows: EmployeeWeek[] = employees.map((employee) => {
    const byDate: Record<IsoDate, Tally> = {};
    for (const date of dates) {
      const minutes = sumOf((weekShifts[employee.employee_id]?.[date] ?? []).map(assignmentMinutes));
      byDate[date] = { minutes, pence: dayPence(minutes, date, employee, payById.get(employee.employee_id)) };
    }
    return { employeeId: employee.employee_id, byDate, week: dates.map((d) => byDate[d]).reduce(add, EMPTY) };
  });
  const byDate: Record<IsoDate, Tally> = {};
  const openMinutesByDate: Record<IsoDate, number> = {};
  for (const date of dates) {
    byDate[date] = rows.map((r) => r.byDate[date]).reduce(add, EMPTY);
    openMinutesByDate[date] = sumOf((openShifts[date] ?? []).map(assignmentMinutes));
  }
  return { employees: rows, byDate, week: rows.map((r) => r.week).reduce(add, EMPTY), openMinutesByDate };
}

/** Compact hours for a grid cell: 480 → '8h', 495 → '8h 15m'. */
export function compactHours(minutes: number): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

export interface UsualSpan {
  start: number;
  end: number;
  count: number;
}

/**
 * The spans this week uses most (allocated and open), for one-tap chips: most frequent first,
 * then earliest. Only spans inside the workplace's rota hours are offered.
 */
export function usualSpans(weekShifts: WeekShifts, openShifts: OpenShifts, hours: { start: number; end: number }, limit = 4): UsualSpan[] {
  const counts = new Map<string, UsualSpan>();
  const all: WeekAssignment[] = [
    ...Object.values(weekShifts).flatMap((byDate) => Object.values(byDate).flat()),
    ...Object.values(openShifts).flat(),
  ];
  for (const a of all) {
    const start = parseTime(a.time_start);
    const end = overnightEnd(start, parseTime(a.time_end));
    if (start < hours.start * 60 || end > hours.end * 60) continue;
    const key = `${start}-${end}`;
    const found = counts.get(key) ?? { start, end, count: 0 };
    found.count += 1;
    counts.set(key, found);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.start - b.start || a.end - b.end).slice(0, limit);
}
