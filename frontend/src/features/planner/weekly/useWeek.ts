import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { compareNames, type WeekStart } from '@rotaledger/domain';
import type { Employee, Workplace } from '../../profile';
import { useGetWeekShiftsQuery } from '../api';
import { isoDateOf, startOfWeek, weekDays } from '../dates';
import { weekReadsOf } from '../startReads';
import type { OpenAssignments, WeekShifts, WeekWarning } from '../types';
import type { UnavailableByEmployee } from './availability';
import { warningsByCell } from './Warnings';
import { longDayName } from './weekGrid';
import { summariseWeek, usualSpans } from './weekSummary';

const NO_WEEK: WeekShifts = {};
const NO_OPEN: OpenAssignments = {};
const NO_UNAVAILABLE: UnavailableByEmployee = {};
const NO_WARNINGS: WeekWarning[] = [];

interface WeekOf {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  employees: readonly Employee[];
  weekStartsOn: WeekStart;
  everyone?: readonly Employee[];
}

/** The week the planner shows: its days, the week's answer and what the grid and the toolbar make of it. */
export function useWeek({ workplace, date, userId, employees, weekStartsOn, everyone }: WeekOf) {
  // Kept while the week is the same, so unchanged rows skip re-rendering.
  const weekStart = isoDateOf(startOfWeek(date, weekStartsOn));
  const days = useMemo(() => weekDays(dayjs(weekStart), weekStartsOn), [weekStart, weekStartsOn]);
  const dates = useMemo(() => days.map(isoDateOf), [days]);
  const dayNames = useMemo(() => days.map(longDayName), [days]);
  const { week } = weekReadsOf(workplace.workplace_id, dates, userId);
  const query = useGetWeekShiftsQuery(week, { refetchOnMountOrArgChange: true, skip: employees.length === 0 });

  // Until the week first arrives the grid shows its days and the spinner, not 40 rows of empty
  // cells that would be laid out and painted only to be replaced (and would look like an empty week).
  const weekArrived = query.data !== undefined || query.isError;
  const weekShifts = query.data?.weekShifts ?? NO_WEEK;
  const openShifts = query.data?.openShifts ?? NO_OPEN;
  const unavailable = query.data?.unavailable ?? NO_UNAVAILABLE;
  const warnings = query.data?.warnings ?? NO_WARNINGS;
  const warningCells = useMemo(() => warningsByCell(warnings), [warnings]);
  const sortedEmployees = useMemo(() => [...employees].sort((a, b) => compareNames(a.display_name, b.display_name)), [employees]);
  const rowEmployees = useMemo(() => {
    const here = new Set(employees.map((e) => e.employee_id));
    const movedAway = (everyone ?? []).filter(
      (e) => !here.has(e.employee_id) && Object.values(weekShifts[e.employee_id] ?? {}).some((list) => list.length > 0),
    );
    return movedAway.length === 0
      ? sortedEmployees
      : [...sortedEmployees, ...movedAway].sort((a, b) => compareNames(a.display_name, b.display_name));
  }, [employees, everyone, weekShifts, sortedEmployees]);
  const summary = summariseWeek(dates, rowEmployees, query.data?.totals, openShifts);
  const spans = useMemo(
    () => usualSpans(weekShifts, openShifts, { start: workplace.rota_start_time, end: workplace.rota_end_time }),
    [weekShifts, openShifts, workplace.rota_start_time, workplace.rota_end_time],
  );
  const daysWithShifts = new Set(
    dates.filter((d) => (openShifts[d]?.length ?? 0) > 0 || Object.values(weekShifts).some((byDate) => (byDate[d]?.length ?? 0) > 0)),
  );
  const openCount = dates.reduce((n, d) => n + (openShifts[d]?.length ?? 0), 0);

  return {
    weekStart,
    days,
    dates,
    dayNames,
    week,
    query,
    weekArrived,
    weekShifts,
    openShifts,
    unavailable,
    warnings,
    warningCells,
    sortedEmployees,
    rowEmployees,
    summary,
    previousWeek: query.data?.previousWeek,
    spans,
    daysWithShifts,
    openCount,
  };
}

export type WeekView = ReturnType<typeof useWeek>;
