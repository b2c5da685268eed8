import type { RefObject } from 'react';
import dayjs from 'dayjs';
import { serviceById, type CurrencyCode } from '@rotaledger/domain';
import { Spinner } from '../../../components/Spinner';
import { isWeekend, isoDateOf } from '../dates';
import type { OpenAssignment } from '../types';
import type { ProposedRow } from '../autofill/proposal';
import type { AssignmentTarget } from './AssignmentDialog';
import { AssignmentChip } from './AssignmentChip';
import { EmployeeRow } from './EmployeeRow';
import type { useGridKeyboard } from './gridKeyboard';
import type { OpenAssignmentTarget } from './OpenAssignmentDialog';
import type { WeekView } from './useWeek';
import {
  FIRST_EMPLOYEE_ROW_INDEX,
  HEADER_ROW_INDEX,
  OPEN_ROW,
  OPEN_ROW_INDEX,
  WEEK_COLUMN,
  byStart,
  cellKey,
  moneyWords,
} from './weekGrid';
import { compactHours } from './weekSummary';

type GridKeyboard = ReturnType<typeof useGridKeyboard>;

interface WeekGridProps {
  view: WeekView;
  tableRef: RefObject<HTMLTableElement | null>;
  /** The grid's keyboard model: its one tab stop and its keys (gridKeyboard). */
  grid: GridKeyboard;
  /** The totals row's index in the grid's keyboard model. */
  totalsRowIndex: number;
  /** The glowing cell's key (cellKey), if any. */
  glowing: string | null;
  /** The auto-fill's proposal by employee and date. */
  proposedCells: Record<string, Record<string, ProposedRow[]>>;
  twelveHour: boolean;
  currency: CurrencyCode;
  readOnly: boolean;
  onOpen: (target: AssignmentTarget) => void;
  onOpenShift: (target: OpenAssignmentTarget) => void;
}

/** The week as a grid: the days' header, the open shifts, a row per employee and the totals. */
export function WeekGrid({
  view,
  tableRef,
  grid,
  totalsRowIndex,
  glowing,
  proposedCells,
  twelveHour,
  currency,
  readOnly,
  onOpen,
  onOpenShift,
}: WeekGridProps) {
  const { days, dates, dayNames, weekArrived, weekShifts, unavailable, warningCells, rowEmployees, summary } = view;
  return (
    <table className="weekly-table" ref={tableRef} role="grid" onKeyDown={grid.onKeyDown} onFocus={grid.onFocus}>
      <caption className="visually-hidden">
        Assignments per employee from {days[0].format('D MMMM')} to {days[6].format('D MMMM YYYY')}, with hours and labour cost
      </caption>
      <WeekGridHead view={view} grid={grid} />
      {weekArrived && (
        <tbody>
          <OpenShiftsRow
            view={view}
            grid={grid}
            glowing={glowing}
            twelveHour={twelveHour}
            readOnly={readOnly}
            onOpen={onOpen}
            onOpenShift={onOpenShift}
          />
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
              onOpen={onOpen}
              readOnly={readOnly}
            />
          ))}
        </tbody>
      )}
      {weekArrived && <WeekTotalsRow view={view} grid={grid} rowIndex={totalsRowIndex} currency={currency} />}
    </table>
  );
}

function WeekGridHead({ view, grid }: { view: WeekView; grid: GridKeyboard }) {
  const today = isoDateOf(dayjs());
  return (
    <thead>
      <tr>
        <th scope="col" className="weekly-corner" tabIndex={grid.tabIndexOf(HEADER_ROW_INDEX, 0)}>
          Employee
          {view.query.isFetching && (
            <span className="weekly-refreshing">
              <Spinner size="small" label="Refreshing the week…" />
            </span>
          )}
        </th>
        {view.days.map((d, i) => (
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
        <th scope="col" className="weekly-total-head" tabIndex={grid.tabIndexOf(HEADER_ROW_INDEX, WEEK_COLUMN)}>
          Week
        </th>
      </tr>
    </thead>
  );
}

interface OpenShiftsRowProps {
  view: WeekView;
  grid: GridKeyboard;
  glowing: string | null;
  twelveHour: boolean;
  readOnly: boolean;
  onOpen: (target: AssignmentTarget) => void;
  onOpenShift: (target: OpenAssignmentTarget) => void;
}

/** The open shifts: work nobody is on yet, a day a cell, each one a button to give it to someone. */
function OpenShiftsRow({ view, grid, glowing, twelveHour, readOnly, onOpen, onOpenShift }: OpenShiftsRowProps) {
  const { days, dates, openShifts, openCount, summary } = view;
  return (
    <tr className="weekly-open-row" data-testid="open-shifts-row">
      <th scope="row" className="weekly-employee weekly-open-label" tabIndex={grid.tabIndexOf(OPEN_ROW_INDEX, 0)}>
        <span className="weekly-employee-display">Open shifts</span>
        <span className="weekly-employee-full">Nobody on them yet</span>
      </th>
      {days.map((d, i) => {
        const iso = dates[i];
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
              {byStart<OpenAssignment>(openShifts[iso]).map((shift) => {
                const service = serviceById(Number(shift.service_type));
                return (
                  <AssignmentChip
                    key={shift.assignment_id}
                    assignment={shift}
                    service={service}
                    twelveHour={twelveHour}
                    readOnly={readOnly}
                    label={(start, end, breakWords) =>
                      `Open ${service.service_name} shift on ${d.format('dddd D MMMM')}, ${start}-${end}${breakWords}: assign someone`
                    }
                    onOpen={() => onOpenShift({ shift, date: d })}
                  />
                );
              })}
              {!readOnly && (
                <button
                  type="button"
                  className="weekly-add"
                  data-add={cellKey(OPEN_ROW, iso)}
                  tabIndex={-1}
                  aria-label={`Add an open shift on ${d.format('dddd D MMMM')}`}
                  onClick={() => onOpen({ employee: null, date: d })}
                >
                  +
                </button>
              )}
            </div>
          </td>
        );
      })}
      <td role="gridcell" className="weekly-total weekly-open-total" tabIndex={grid.tabIndexOf(OPEN_ROW_INDEX, WEEK_COLUMN)}>
        {openCount > 0 && (
          <>
            <span className="weekly-total-hours">{compactHours(dates.reduce((n, d) => n + summary.openMinutesByDate[d], 0))}</span>
            <span className="weekly-total-money muted">unstaffed</span>
          </>
        )}
      </td>
    </tr>
  );
}

/** The week's totals: hours and labour cost a day and for the week. */
function WeekTotalsRow({
  view,
  grid,
  rowIndex,
  currency,
}: {
  view: WeekView;
  grid: GridKeyboard;
  rowIndex: number;
  currency: CurrencyCode;
}) {
  const { dates, summary } = view;
  const { money, tallyText } = moneyWords(currency);
  return (
    <tfoot>
      <tr className="weekly-totals-row">
        <th scope="row" className="weekly-employee weekly-totals-label" tabIndex={grid.tabIndexOf(rowIndex, 0)}>
          <span className="weekly-employee-display">Total</span>
          <span className="weekly-employee-full">Hours and labour cost</span>
        </th>
        {dates.map((iso, i) => (
          <td
            role="gridcell"
            key={iso}
            className="weekly-total"
            tabIndex={grid.tabIndexOf(rowIndex, i + 1)}
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
          tabIndex={grid.tabIndexOf(rowIndex, WEEK_COLUMN)}
        >
          <span className="weekly-total-hours">{compactHours(summary.week.minutes)}</span>
          <span className="weekly-total-money">{money(summary.week.pence)}</span>
        </td>
      </tr>
    </tfoot>
  );
}
