import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { can, compareNames, formatHoursMinutes, formatMoney, serviceById, type CurrencyCode, type WeekStart } from '@rotaledger/domain';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import type { Employee, Workplace } from '../../profile';
import { useGetWeekShiftsQuery } from '../api';
import { ShareButton } from '../daily/ShareButton';
import { formatWeekHeading, isWeekend, isoDateOf, startOfWeek, weekDays, weekWords } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { formatClock, formatEnd, parseTime } from '../time';
import type { OpenAssignment, OpenAssignments, WeekAssignment, WeekShifts, WeekWarning } from '../types';
import { breakLabel, breakOf } from '../breaks';
import { CellWarnings, WeekWarnings, sameWarnings, warningsByCell } from './Warnings';
import { unavailableLabel, type UnavailableByEmployee, type UnavailableWindow } from './availability';
import { CopyDayDialog, CopyWeekDialog } from './CopyDialogs';
import { OpenAssignmentDialog, type OpenAssignmentTarget } from './OpenAssignmentDialog';
import { PublishControls } from './PublishControls';
import { AssignmentDialog, type AssignmentTarget } from './AssignmentDialog';
import { useGridKeyboard } from './gridKeyboard';
import { useStickyHead } from './stickyHead';
import type { Placement } from './weekActions';
import { weekReadsOf } from '../startReads';
import { compactHours, summariseWeek, usualSpans, type EmployeeWeek, type Tally } from './weekSummary';
import { AutofillPanel } from '../autofill/AutofillPanel';
import { contractLabel, contractOf } from '../autofill/contract';
import { rowsByCell, type ProposedRow } from '../autofill/proposal';
import { ProposedChip } from '../autofill/ProposedChip';
import { useAutofill } from '../autofill/useAutofill';
import { TemplatesMenu } from '../templates/TemplatesMenu';
import './weekly.css';

/** How long a saved cell glows (spec section 9). */
export const GLOW_MS = 5000;

export const WEEKLY_MESSAGES = {
  removed: 'Shift removed:',
} as const;

interface WeeklyViewProps {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  /** This workplace's employees. */
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
  /** Moves the planner to another week (after a copy). */
  onShowDate?: (date: Dayjs) => void;
  /** An auditor's view: the week as it is, with no way to change it (no "+", no edit dialogs, no copy or share). */
  readOnly?: boolean;
  /** The user's week_start: the week shown begins there (Monday unless it says Sunday). */
  weekStartsOn?: WeekStart;
  /** Everyone the account employs: someone moved elsewhere keeps a row in a week where shifts here are still theirs (those before the move). */
  everyone?: readonly Employee[];
  /** The team owner's name when the user is a member (not the owner): who to ask to widen the rota hours. */
  ownerName?: string;
}

const OPEN_ROW = 'open';
/** The grid's rows by index (table.rows): the days' header, open shifts, then employees, then the totals. */
const HEADER_ROW_INDEX = 0;
const OPEN_ROW_INDEX = 1;
const FIRST_EMPLOYEE_ROW_INDEX = 2;
const cellKey = (row: string, isoDate: string) => `${row}|${isoDate}`;
const NO_WEEK: WeekShifts = {};
const NO_OPEN: OpenAssignments = {};
const NO_UNAVAILABLE: UnavailableByEmployee = {};
const NO_WARNINGS: WeekWarning[] = [];

function byStart<T extends WeekAssignment>(list: readonly T[] | undefined): T[] {
  return [...(list ?? [])].sort((a, b) => parseTime(a.time_start) - parseTime(b.time_start));
}

/** 'Last week' → 'last week', for the figure beside this week's. */
const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/** "Monday 8 March", as the cells' buttons name their day. */
const longDayName = (d: Dayjs) => d.format('dddd D MMMM');

function timesOf(a: WeekAssignment, twelveHour: boolean) {
  const start = parseTime(a.time_start);
  return { start: formatClock(start, twelveHour), end: formatEnd(start, parseTime(a.time_end), twelveHour) };
}

/** ', 30 min break' for a screen reader's name of the chip; '' without a break. */
const breakSuffix = (a: WeekAssignment) => (breakOf(a) > 0 ? `, ${breakLabel(breakOf(a))}` : '');

/** The chip's small second line: '30 min break', the words its accessible name says too. */
function BreakLine({ assignment }: { assignment: WeekAssignment }) {
  const minutes = breakOf(assignment);
  if (minutes === 0) return null;
  return (
    <span className="weekly-break" aria-hidden="true">
      {breakLabel(minutes)}
    </span>
  );
}

export function WeeklyView({
  workplace,
  date,
  userId,
  employees,
  twelveHour,
  currency,
  onShowDate,
  readOnly = false,
  weekStartsOn = 'monday',
  everyone,
  ownerName,
}: WeeklyViewProps) {
  const toast = useToast();
  // Kept while the week is the same, so unchanged rows skip re-rendering.
  const weekStart = isoDateOf(startOfWeek(date, weekStartsOn));
  const days = useMemo(() => weekDays(dayjs(weekStart), weekStartsOn), [weekStart, weekStartsOn]);
  const dates = useMemo(() => days.map(isoDateOf), [days]);
  const dayNames = useMemo(() => days.map(longDayName), [days]);
  const { week } = weekReadsOf(workplace.workplace_id, dates, userId);
  const query = useGetWeekShiftsQuery(week, { refetchOnMountOrArgChange: true, skip: employees.length === 0 });
  const [target, setTarget] = useState<AssignmentTarget | null>(null);
  const [openTarget, setOpenTarget] = useState<OpenAssignmentTarget | null>(null);
  const [copying, setCopying] = useState<'week' | 'day' | null>(null);
  const [glowing, setGlowing] = useState<string | null>(null);
  const glowTimer = useRef<number | undefined>(undefined);
  const tableRef = useRef<HTMLTableElement>(null);
  const today = isoDateOf(dayjs());
  // Templates and the auto-fill are planning: the role's permission from the domain's table.
  const plans = !readOnly && can(workplace.role, 'rota.write');
  const autofill = useAutofill({ workplaceId: workplace.workplace_id, userId, from: dates[0], to: dates[6], week });
  const proposedCells = useMemo(() => rowsByCell(autofill.proposal), [autofill.proposal]);

  useEffect(() => () => window.clearTimeout(glowTimer.current), []);

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
  const previousWeek = query.data?.previousWeek;
  const spans = useMemo(
    () => usualSpans(weekShifts, openShifts, { start: workplace.rota_start_time, end: workplace.rota_end_time }),
    [weekShifts, openShifts, workplace.rota_start_time, workplace.rota_end_time],
  );
  const daysWithShifts = new Set(
    dates.filter((d) => (openShifts[d]?.length ?? 0) > 0 || Object.values(weekShifts).some((byDate) => (byDate[d]?.length ?? 0) > 0)),
  );
  const openCount = dates.reduce((n, d) => n + (openShifts[d]?.length ?? 0), 0);
  // One tab stop for the grid, first on the open shifts' Monday (issue 29: arrows, not 155 Tabs).
  const totalsRowIndex = FIRST_EMPLOYEE_ROW_INDEX + sortedEmployees.length;
  useStickyHead(tableRef, employees.length > 0);
  const grid = useGridKeyboard(tableRef, { row: OPEN_ROW_INDEX, col: 1 }, weekArrived ? totalsRowIndex + 1 : 1, '.weekly-assignment');

  function glow(row: string, isoDate: string) {
    window.clearTimeout(glowTimer.current);
    setGlowing(cellKey(row, isoDate));
    glowTimer.current = window.setTimeout(() => setGlowing(null), GLOW_MS);
  }

  /** After a removal the opener is gone: focus the cell's "+" so the keyboard keeps its place. */
  function focusAdd(row: string, isoDate: string) {
    window.requestAnimationFrame(() => {
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-add="${cellKey(row, isoDate)}"]`)?.focus();
    });
  }

  function announceRemoval(removed: Pick<Placement, 'start' | 'end'>, who: string, date: string) {
    const when = dayjs(date).format('ddd D MMM');
    const times = `, ${formatClock(removed.start, twelveHour)}-${formatClock(removed.end, twelveHour)}`;
    // Said, not offered: the planner's Undo list (and Ctrl+Z) puts it back.
    toast.show(`${WEEKLY_MESSAGES.removed} ${who}, ${when}${times}.`, 'info');
  }

  if (employees.length === 0) {
    return (
      <section className="card planner-empty-card">
        <p className="planner-empty-title">{PLANNER_MESSAGES.noEmployees}</p>
        <Link to="/profile" className="button button-primary">
          Go to Profile
        </Link>
      </section>
    );
  }

  const money = (pence: number | null) => (pence === null ? '—' : formatMoney(pence, currency));
  const tallyText = (tally: Tally) => `${formatHoursMinutes(tally.minutes)}, ${money(tally.pence)}`;
  const nameOf = (employeeId: string) => rowEmployees.find((e) => e.employee_id === employeeId)?.display_name ?? 'Someone no longer here';

  return (
    <section className="card weekly-card" aria-label="Weekly rota">
      <div className="weekly-toolbar">
        <p className="weekly-week-total" aria-live="polite">
          <span className="weekly-week-total-label">{weekWords(date, dayjs(today), weekStartsOn)}</span>
          <strong>{compactHours(summary.week.minutes)}</strong>
          <span className="weekly-week-total-sep" aria-hidden="true">
            ·
          </span>
          <strong>{money(summary.week.pence)}</strong>
          {previousWeek && (
            <span className="weekly-last-week">
              <span className="weekly-last-week-sep">{' · '}</span>
              {`${lowerFirst(weekWords(days[0].subtract(7, 'day'), dayjs(today), weekStartsOn))} ${money(previousWeek.costPence)}`}
            </span>
          )}
          {openCount > 0 && (
            <span className="weekly-open-count">
              {openCount} open {openCount === 1 ? 'shift' : 'shifts'}
            </span>
          )}
        </p>
        <WeekWarnings warnings={warnings} />
        <div className="weekly-actions" hidden={readOnly}>
          {!readOnly && <PublishControls workplace={workplace} weekStart={weekStart} userId={userId} />}
          {plans && (
            <TemplatesMenu
              workplaceId={workplace.workplace_id}
              userId={userId}
              weekStart={weekStart}
              weekLabel={formatWeekHeading(date, weekStartsOn)}
            />
          )}
          <button type="button" className="button button-secondary button-small" onClick={() => setCopying('day')}>
            Copy day…
          </button>
          <button type="button" className="button button-secondary button-small" onClick={() => setCopying('week')}>
            Copy week…
          </button>
          {daysWithShifts.size > 0 && (
            <ShareButton
              workplaceId={workplace.workplace_id}
              workplaceName={workplace.name}
              week={{ weekStart: dates[0], readable: formatWeekHeading(date, weekStartsOn) }}
              userId={userId}
            />
          )}
        </div>
      </div>
      {plans && (
        <AutofillPanel
          autofill={autofill}
          workplaceId={workplace.workplace_id}
          userId={userId}
          fillLabel="Fill the week"
          nameOf={nameOf}
          twelveHour={twelveHour}
          currency={currency}
        />
      )}
      {query.isError && !query.data && (
        <div className="planner-error">
          <Message tone="error">{PLANNER_MESSAGES.weekLoadFailed}</Message>
          <button type="button" className="button button-secondary button-small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="weekly-scroll" data-testid="weekly-scroll">
        <table className="weekly-table" ref={tableRef} role="grid" onKeyDown={grid.onKeyDown} onFocus={grid.onFocus}>
          <caption className="visually-hidden">
            Assignments per employee from {days[0].format('D MMMM')} to {days[6].format('D MMMM YYYY')}, with hours and labour cost
          </caption>
          <thead>
            <tr>
              <th scope="col" className="weekly-corner" tabIndex={grid.tabIndexOf(HEADER_ROW_INDEX, 0)}>
                Employee
                {query.isFetching && (
                  <span className="weekly-refreshing">
                    <Spinner size="small" label="Refreshing the week…" />
                  </span>
                )}
              </th>
              {days.map((d, i) => (
                <th
                  key={d.valueOf()}
                  scope="col"
                  tabIndex={grid.tabIndexOf(HEADER_ROW_INDEX, i + 1)}
                  className={`weekly-day${isWeekend(d) ? ' is-weekend' : ''}${isoDateOf(d) === today ? ' is-today' : ''}`}
                >
                  <span className="weekly-day-name">{d.format('ddd')}</span>
                  <span className="weekly-day-number">{d.format('D')}</span>
                </th>
              ))}
              <th scope="col" className="weekly-total-head" tabIndex={grid.tabIndexOf(HEADER_ROW_INDEX, 8)}>
                Week
              </th>
            </tr>
          </thead>
          {weekArrived && (
            <tbody>
              <tr className="weekly-open-row" data-testid="open-shifts-row">
                <th scope="row" className="weekly-employee weekly-open-label" tabIndex={grid.tabIndexOf(OPEN_ROW_INDEX, 0)}>
                  <span className="weekly-employee-display">Open shifts</span>
                  <span className="weekly-employee-full">Nobody on them yet</span>
                </th>
                {days.map((d, i) => {
                  const iso = dates[i];
                  const open = byStart<OpenAssignment>(openShifts[iso]);
                  return (
                    <td
                      role="gridcell"
                      key={iso}
                      className={`weekly-cell weekly-open-cell${isWeekend(d) ? ' is-weekend' : ''}${glowing === cellKey(OPEN_ROW, iso) ? ' is-glowing' : ''}`}
                      data-testid="weekly-open-cell"
                      data-date={iso}
                      tabIndex={grid.tabIndexOf(OPEN_ROW_INDEX, i + 1)}
                    >
                      <div className="weekly-cell-inner">
                        {open.map((shift) => {
                          const { start, end } = timesOf(shift, twelveHour);
                          const service = serviceById(Number(shift.service_type));
                          if (readOnly) {
                            return (
                              <span key={shift.assignment_id} className="weekly-assignment weekly-open-shift is-read-only">
                                <span className="weekly-open-service" aria-hidden="true">
                                  {service.service_icon}
                                </span>
                                <span className="visually-hidden">{service.service_name} </span>
                                <span>{start}-</span>
                                <span>{end}</span>
                                <span className="visually-hidden">{breakSuffix(shift)}</span> <BreakLine assignment={shift} />
                              </span>
                            );
                          }
                          return (
                            <button
                              key={shift.assignment_id}
                              type="button"
                              className={`weekly-assignment weekly-open-shift${shift.pending ? ' is-pending' : ''}`}
                              disabled={shift.pending}
                              tabIndex={-1}
                              aria-label={`Open ${service.service_name} shift on ${d.format('dddd D MMMM')}, ${start}-${end}${breakSuffix(shift)}: assign someone`}
                              onClick={() => setOpenTarget({ shift, date: d })}
                            >
                              <span className="weekly-open-service" aria-hidden="true">
                                {service.service_icon}
                              </span>
                              <span>{start}-</span>
                              <span>{end}</span> <BreakLine assignment={shift} />
                            </button>
                          );
                        })}
                        {!readOnly && (
                          <button
                            type="button"
                            className="weekly-add"
                            data-add={cellKey(OPEN_ROW, iso)}
                            tabIndex={-1}
                            aria-label={`Add an open shift on ${d.format('dddd D MMMM')}`}
                            onClick={() => setTarget({ employee: null, date: d })}
                          >
                            +
                          </button>
                        )}
                      </div>
                    </td>
                  );
                })}
                <td role="gridcell" className="weekly-total weekly-open-total" tabIndex={grid.tabIndexOf(OPEN_ROW_INDEX, 8)}>
                  {openCount > 0 && (
                    <>
                      <span className="weekly-total-hours">
                        {compactHours(dates.reduce((n, d) => n + summary.openMinutesByDate[d], 0))}
                      </span>
                      <span className="weekly-total-money muted">unstaffed</span>
                    </>
                  )}
                </td>
              </tr>
              {rowEmployees.map((employee, row) => (
                <EmployeeRow
                  key={employee.employee_id}
                  employee={employee}
                  days={days}
                  dates={dates}
                  dayNames={dayNames}
                  byDate={weekShifts[employee.employee_id]}
                  unavailableByDate={unavailable[employee.employee_id]}
                  warningsByDate={warningCells[employee.employee_id]}
                  proposedByDate={proposedCells[employee.employee_id]}
                  totals={summary.employees[row]}
                  activeColumn={grid.activeColumnIn(FIRST_EMPLOYEE_ROW_INDEX + row)}
                  glowingDate={glowing?.startsWith(`${employee.employee_id}|`) ? glowing.slice(employee.employee_id.length + 1) : null}
                  twelveHour={twelveHour}
                  currency={currency}
                  onOpen={setTarget}
                  readOnly={readOnly}
                />
              ))}
            </tbody>
          )}
          {weekArrived && (
            <tfoot>
              <tr className="weekly-totals-row">
                <th scope="row" className="weekly-employee weekly-totals-label" tabIndex={grid.tabIndexOf(totalsRowIndex, 0)}>
                  <span className="weekly-employee-display">Total</span>
                  <span className="weekly-employee-full">Hours and labour cost</span>
                </th>
                {dates.map((iso, i) => (
                  <td
                    role="gridcell"
                    key={iso}
                    className="weekly-total"
                    tabIndex={grid.tabIndexOf(totalsRowIndex, i + 1)}
                    data-testid="weekly-day-total"
                    data-date={iso}
                    title={tallyText(summary.byDate[iso])}
                  >
                    <span className="weekly-total-hours">{compactHours(summary.byDate[iso].minutes)}</span>
                    <span className="weekly-total-money">{money(summary.byDate[iso].pence)}</span>
                  </td>
                ))}
                <td
                  role="gridcell"
                  className="weekly-total weekly-grand-total"
                  data-testid="weekly-grand-total"
                  title={tallyText(summary.week)}
                  tabIndex={grid.tabIndexOf(totalsRowIndex, 8)}
                >
                  <span className="weekly-total-hours">{compactHours(summary.week.minutes)}</span>
                  <span className="weekly-total-money">{money(summary.week.pence)}</span>
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {query.isLoading && (
        <div className="weekly-loading">
          <Spinner label="Loading the week…" />
        </div>
      )}
      <AssignmentDialog
        target={target}
        workplace={workplace}
        ownerName={ownerName}
        week={week}
        twelveHour={twelveHour}
        usualSpans={spans}
        employees={sortedEmployees}
        unavailable={target?.employee ? unavailable[target.employee.employee_id]?.[isoDateOf(target.date)] : undefined}
        onSaved={(t) => glow(t.employee?.employee_id ?? OPEN_ROW, isoDateOf(t.date))}
        onRemoved={(t, removed) => {
          const row = t.employee?.employee_id ?? OPEN_ROW;
          focusAdd(row, isoDateOf(t.date));
          announceRemoval(removed, t.employee?.display_name ?? 'Open shift', isoDateOf(t.date));
        }}
        onClose={() => setTarget(null)}
      />
      <OpenAssignmentDialog
        target={openTarget}
        week={week}
        workplace={workplace}
        currency={currency}
        weekShifts={weekShifts}
        unavailable={unavailable}
        employees={sortedEmployees}
        twelveHour={twelveHour}
        onAssigned={(employee, d) => glow(employee.employee_id, isoDateOf(d))}
        onRemoved={(removed) => {
          focusAdd(OPEN_ROW, removed.date);
          announceRemoval(removed, 'Open shift', removed.date);
        }}
        onEditTimes={({ shift, date: d }) => setTarget({ employee: null, date: d, assignment: shift })}
        onClose={() => setOpenTarget(null)}
      />
      <CopyWeekDialog
        open={copying === 'week'}
        date={date}
        hasShifts={daysWithShifts.size > 0}
        workplaceId={workplace.workplace_id}
        userId={userId}
        employees={employees}
        twelveHour={twelveHour}
        onShowWeek={(d) => onShowDate?.(d)}
        onClose={() => setCopying(null)}
        weekStartsOn={weekStartsOn}
      />
      <CopyDayDialog
        open={copying === 'day'}
        date={date}
        daysWithShifts={daysWithShifts}
        workplaceId={workplace.workplace_id}
        userId={userId}
        employees={employees}
        twelveHour={twelveHour}
        onShowWeek={(d) => onShowDate?.(d)}
        onClose={() => setCopying(null)}
        weekStartsOn={weekStartsOn}
      />
    </section>
  );
}

interface EmployeeRowProps {
  employee: Employee;
  days: readonly Dayjs[];
  dates: readonly string[];
  /** The days' long names ("Monday 8 March"), formatted once for every row. */
  dayNames: readonly string[];
  /** This employee's assignments by date (the cache shares unchanged rows between answers). */
  byDate: Record<string, WeekAssignment[]> | undefined;
  /** When this employee cannot work, by date (the answer's own object, shared while unchanged). */
  unavailableByDate: Record<string, UnavailableWindow[]> | undefined;
  /** This employee's working-time and minimum-wage warnings, by date. */
  warningsByDate: Record<string, WeekWarning[]> | undefined;
  /** The auto-fill's proposed assignments for this employee, by date (not assignments until accepted). */
  proposedByDate: Record<string, ProposedRow[]> | undefined;
  totals: EmployeeWeek;
  /** The column of the grid's tab stop when it is in this row (0 the name, 1-7 the days, 8 the week), else null. */
  activeColumn: number | null;
  /** The date of this row's glowing cell, if any. */
  glowingDate: string | null;
  twelveHour: boolean;
  currency: CurrencyCode;
  onOpen: (target: AssignmentTarget) => void;
  readOnly: boolean;
}

const sameTally = (a: Tally, b: Tally) => a.minutes === b.minutes && a.pence === b.pence;

/** Same assignments, same figures: the row need not re-render (a save touches one row of 40). */
function sameRow(before: EmployeeRowProps, after: EmployeeRowProps): boolean {
  return (
    before.employee === after.employee &&
    before.days === after.days &&
    before.dayNames === after.dayNames &&
    before.byDate === after.byDate &&
    before.unavailableByDate === after.unavailableByDate &&
    sameWarnings(before.warningsByDate, after.warningsByDate) &&
    before.proposedByDate === after.proposedByDate &&
    before.glowingDate === after.glowingDate &&
    before.activeColumn === after.activeColumn &&
    before.twelveHour === after.twelveHour &&
    before.currency === after.currency &&
    before.onOpen === after.onOpen &&
    before.readOnly === after.readOnly &&
    sameTally(before.totals.week, after.totals.week) &&
    after.dates.every((d) => sameTally(before.totals.byDate[d], after.totals.byDate[d]))
  );
}

const EmployeeRow = memo(function EmployeeRow({
  employee,
  days,
  dates,
  dayNames,
  byDate,
  unavailableByDate,
  warningsByDate,
  proposedByDate,
  totals,
  activeColumn,
  glowingDate,
  twelveHour,
  currency,
  onOpen,
  readOnly,
}: EmployeeRowProps) {
  const tabIndexOf = (col: number) => (col === activeColumn ? 0 : -1);
  const money = (pence: number | null) => (pence === null ? '—' : formatMoney(pence, currency));
  const tallyText = (tally: Tally) => `${formatHoursMinutes(tally.minutes)}, ${money(tally.pence)}`;
  const contract = contractLabel(totals.week.minutes, contractOf(employee));
  return (
    <tr>
      <th scope="row" className="weekly-employee" tabIndex={tabIndexOf(0)}>
        <span className="weekly-employee-display">{employee.display_name}</span>
        <span className="weekly-employee-full">
          {employee.first_name} {employee.surname}
        </span>
        {contract && (
          <span className="weekly-employee-contract" data-testid="employee-contract">
            {contract}
          </span>
        )}
      </th>
      {days.map((d, i) => {
        const iso = dates[i];
        const key = cellKey(employee.employee_id, iso);
        const assignments = byStart(byDate?.[iso]);
        const dayTally = totals.byDate[iso];
        // Greyed with the reason, still open to planning: availability only warns.
        const away = unavailableLabel(unavailableByDate?.[iso]);
        const cellWarnings = warningsByDate?.[iso];
        return (
          <td
            role="gridcell"
            key={iso}
            className={`weekly-cell${isWeekend(d) ? ' is-weekend' : ''}${glowingDate === iso ? ' is-glowing' : ''}${away ? ' is-unavailable' : ''}${cellWarnings ? ' has-warning' : ''}`}
            data-testid="weekly-cell"
            data-date={iso}
            data-employee={employee.display_name}
            tabIndex={tabIndexOf(i + 1)}
          >
            <div className="weekly-cell-inner">
              {/* An empty cell says whose day it is, not just its "+" (a cell with shifts is named by them). In the
                  content, not an aria-label, so the name keeps the words it shows too (label-content-name-mismatch). */}
              {assignments.length === 0 && (
                <span className="visually-hidden">{`${employee.display_name}, ${dayNames[i]}: no shift. `}</span>
              )}
              {cellWarnings && <CellWarnings warnings={cellWarnings} where={`${employee.display_name} on ${dayNames[i]}`} />}
              {away && <span className="weekly-unavailable">{away}</span>}
              {assignments.map((a) => {
                const { start, end } = timesOf(a, twelveHour);
                if (readOnly) {
                  return (
                    <span key={a.assignment_id} className="weekly-assignment is-read-only">
                      <span>{start}-</span>
                      <span>{end}</span>
                      <span className="visually-hidden">{breakSuffix(a)}</span> <BreakLine assignment={a} />
                    </span>
                  );
                }
                return (
                  <button
                    key={a.assignment_id}
                    type="button"
                    className={`weekly-assignment${a.pending ? ' is-pending' : ''}`}
                    disabled={a.pending}
                    tabIndex={-1}
                    aria-label={`Edit ${employee.display_name}'s shift on ${dayNames[i]}, ${start}-${end}${breakSuffix(a)}`}
                    onClick={() => onOpen({ employee, date: d, assignment: a })}
                  >
                    <span>{start}-</span>
                    <span>{end}</span> <BreakLine assignment={a} />
                  </button>
                );
              })}
              {proposedByDate?.[iso]?.map((row) => (
                <ProposedChip
                  key={row.assignmentId}
                  row={row}
                  where={`${employee.display_name} on ${dayNames[i]}`}
                  twelveHour={twelveHour}
                />
              ))}
              {!readOnly && (
                <button
                  type="button"
                  className="weekly-add"
                  data-add={key}
                  tabIndex={-1}
                  aria-label={`Add a shift for ${employee.display_name} on ${dayNames[i]}${away ? ` (${away})` : ''}`}
                  onClick={() => onOpen({ employee, date: d })}
                >
                  +
                </button>
              )}
              {dayTally.minutes > 0 && (
                <span className="weekly-cell-cost" data-testid="weekly-cell-cost">
                  {money(dayTally.pence)}
                </span>
              )}
            </div>
          </td>
        );
      })}
      <td
        role="gridcell"
        className="weekly-total"
        data-testid="weekly-employee-total"
        data-employee={employee.display_name}
        title={tallyText(totals.week)}
        tabIndex={tabIndexOf(8)}
      >
        <span className="weekly-total-hours">{compactHours(totals.week.minutes)}</span>
        <span className="weekly-total-money">{money(totals.week.pence)}</span>
      </td>
    </tr>
  );
}, sameRow);
