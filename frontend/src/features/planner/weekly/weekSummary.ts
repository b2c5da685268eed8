import { sumOf, type IsoDate, type TimeSpan } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { paidMinutesOf } from '../breaks';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import type { BreakFields, OpenAssignments, WeekAssignment, WeekShifts, WeekTotals } from '../types';

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

const NOTHING: Tally = { minutes: 0, pence: 0 };

/**
 * An assignment's paid minutes: the answer's `paidMinutes` (real elapsed time less the unpaid
 * break); before the server answers, the span on screen (an end at or before the start runs into
 * the next day).
 */
export function assignmentMinutes(a: Pick<WeekAssignment, 'time_start' | 'time_end'> & Partial<BreakFields>): number {
  const span = fromWireSpan(a.time_start, a.time_end);
  return paidMinutesOf(a, span.endMinute - span.startMinute);
}

const tallyOf = (figure: { minutes: number; costPence: number | null } | undefined): Tally =>
  figure ? { minutes: figure.minutes, pence: figure.costPence } : NOTHING;

/**
 * The week's hours and labour cost per employee, per day and in all, as the server's answer
 * totals them (getweeklyshifts' `totals`: each employee-day at the rate in force that day,
 * rounded by the domain's rotaTotals). Nothing is priced here: a change shows its new figures
 * when the week is read again after it. Open shifts cost nothing; their hours are the answer's
 * paid minutes added per day.
 */
export function summariseWeek(
  dates: readonly IsoDate[],
  employees: readonly Employee[],
  totals: WeekTotals | undefined,
  openShifts: OpenAssignments,
): WeekSummary {
  const rows: EmployeeWeek[] = employees.map((employee) => {
    const own = totals?.byEmployee[employee.employee_id];
    return {
      employeeId: employee.employee_id,
      byDate: Object.fromEntries(dates.map((date) => [date, tallyOf(own?.byDate[date])])),
      week: tallyOf(own),
    };
  });
  return {
    employees: rows,
    byDate: Object.fromEntries(dates.map((date) => [date, tallyOf(totals?.byDate[date])])),
    week: tallyOf(totals?.week),
    openMinutesByDate: Object.fromEntries(dates.map((date) => [date, sumOf((openShifts[date] ?? []).map(assignmentMinutes))])),
  };
}

/** Compact hours for a grid cell: 480 → '8h', 495 → '8h 15m'. */
export function compactHours(minutes: number): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

export interface UsualSpan extends TimeSpan {
  count: number;
}

/**
 * The spans this week uses most (allocated and open), for one-tap chips: most frequent first,
 * then earliest. Only spans inside the workplace's rota hours are offered.
 */
export function usualSpans(
  weekShifts: WeekShifts,
  openShifts: OpenAssignments,
  hours: { start: number; end: number },
  limit = 4,
): UsualSpan[] {
  const counts = new Map<string, UsualSpan>();
  const all: WeekAssignment[] = [
    ...Object.values(weekShifts).flatMap((byDate) => Object.values(byDate).flat()),
    ...Object.values(openShifts).flat(),
  ];
  for (const a of all) {
    const { startMinute: start, endMinute: end } = fromWireSpan(a.time_start, a.time_end);
    if (start < hours.start * 60 || end > hours.end * 60) continue;
    const key = `${start}-${end}`;
    const found = counts.get(key) ?? { startMinute: start, endMinute: end, count: 0 };
    found.count += 1;
    counts.set(key, found);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.startMinute - b.startMinute || a.endMinute - b.endMinute)
    .slice(0, limit);
}
