import { memo } from 'react';
import type { Dayjs } from 'dayjs';
import type { CurrencyCode } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { isWeekend } from '../dates';
import type { WeekAssignment, WeekWarning } from '../types';
import { contractLabel, contractOf } from '../autofill/contract';
import type { ProposedRow } from '../autofill/proposal';
import { ProposedChip } from '../autofill/ProposedChip';
import type { AssignmentTarget } from './AssignmentDialog';
import { AssignmentChip } from './AssignmentChip';
import { unavailableLabel, type UnavailableWindow } from './availability';
import { CellWarnings, sameWarnings } from './Warnings';
import { WEEK_COLUMN, byStart, cellKey, moneyWords } from './weekGrid';
import { compactHours, type EmployeeWeek, type Tally } from './weekSummary';

/** One employee's row of the week: their name and contract, a cell a day, their week's figures. */
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

export const EmployeeRow = memo(function EmployeeRow({
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
  const { money, tallyText } = moneyWords(currency);
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
              {assignments.map((a) => (
                <AssignmentChip
                  key={a.assignment_id}
                  assignment={a}
                  twelveHour={twelveHour}
                  readOnly={readOnly}
                  label={(start, end, breakWords) =>
                    `Edit ${employee.display_name}'s shift on ${dayNames[i]}, ${start}-${end}${breakWords}`
                  }
                  onOpen={() => onOpen({ employee, date: d, assignment: a })}
                />
              ))}
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
        tabIndex={tabIndexOf(WEEK_COLUMN)}
      >
        <span className="weekly-total-hours">{compactHours(totals.week.minutes)}</span>
        <span className="weekly-total-money">{money(totals.week.pence)}</span>
      </td>
    </tr>
  );
}, sameRow);
