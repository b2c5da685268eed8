import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TimesheetAnswer } from '@rotaledger/contracts';
import { formatHoursMinutes } from '@rotaledger/domain';
import { wireTimeAsHhMm } from '@rotaledger/contracts/wire-time';
import { apiErrorMessage } from '../../../lib/api-errors';
import { Message } from '../../../components/Message';
import type { Employee } from '../../profile';
import { useApproveTimesheetDayMutation, useCorrectTimesheetMutation, useGetTimesheetsQuery } from './timesheetApi';
import { formatInstant } from '../../../components/clock';

interface Props {
  workplaceId: string;
  date: string;
  userId: string;
  employees: readonly Employee[];
  /** Auditors read the timesheet; they never correct or approve it. */
  readOnly: boolean;
  /** The workplace's IANA zone: clock instants are shown on its clock, as the planned times are. */
  timeZone: string;
}

const hhmm = (time: string | null) => (time ? wireTimeAsHhMm(time) : '—');
/** A clock instant on the workplace's wall clock, 24-hour ('07:58'). */
const clockTime = (iso: string, timeZone: string) => formatInstant(iso, timeZone, false);
const FAILED = 'That did not go through. Try again.';

/** Beside the plan: planned vs actual per assignment, the clocks, a correction form and "Approve day". */
export function TimesheetPanel({ workplaceId, date, userId, employees, readOnly, timeZone }: Props) {
  const { data, isLoading, isError } = useGetTimesheetsQuery({ workplaceId, date, userId });
  const [approve, approving] = useApproveTimesheetDayMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = new Map(employees.map((e) => [e.employee_id, e.display_name]));
  const rows = data?.timesheets ?? [];
  const approved = rows.length > 0 && rows.every((r) => r.approved);
  const editingRow = rows.find((r) => r.assignmentId === editing);
  const nameOf = (row: TimesheetAnswer) => names.get(row.employeeId) ?? 'Unknown employee';

  async function approveDay() {
    setError(null);
    try {
      await approve({ workplaceId, date, userId }).unwrap();
    } catch (caught) {
      setError(apiErrorMessage(caught, FAILED));
    }
  }

  return (
    <section className="card timesheet-panel" aria-labelledby="timesheet-title">
      <div className="timesheet-head">
        <h2 className="card-title" id="timesheet-title">
          Timesheet
        </h2>
        {approved ? (
          <span className="timesheet-approved">Approved</span>
        ) : (
          !readOnly &&
          rows.length > 0 && (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={approving.isLoading}
              onClick={() => void approveDay()}
            >
              Approve day
            </button>
          )
        )}
      </div>
      {error && <Message tone="error">{error}</Message>}
      {isLoading ? (
        <p className="muted">Loading the timesheet…</p>
      ) : isError ? (
        <Message tone="error">The timesheet could not be loaded.</Message>
      ) : rows.length === 0 ? (
        <p className="muted">Nobody is on the rota this day.</p>
      ) : (
        <>
          <div className="pay-table-scroll">
            <table className="pay-table timesheet-table" aria-label="Planned and actual hours">
              <thead>
                <tr>
                  <th scope="col">Employee</th>
                  <th scope="col">Planned</th>
                  <th scope="col">Clocked</th>
                  <th scope="col">Actual</th>
                  <th scope="col">Paid</th>
                  {!readOnly && <th scope="col">Correct</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <TimesheetRow
                    key={row.assignmentId}
                    row={row}
                    name={nameOf(row)}
                    readOnly={readOnly}
                    editing={editing === row.assignmentId}
                    onEdit={() => setEditing(row.assignmentId)}
                    timeZone={timeZone}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {/* Below the table, not in a row of it: on a phone the table scrolls sideways and a form in it would too. */}
          {editingRow && !readOnly && (
            <CorrectionForm
              key={editingRow.assignmentId}
              row={editingRow}
              name={nameOf(editingRow)}
              workplaceId={workplaceId}
              userId={userId}
              onDone={() => setEditing(null)}
            />
          )}
        </>
      )}
    </section>
  );
}

interface RowProps {
  row: TimesheetAnswer;
  name: string;
  readOnly: boolean;
  editing: boolean;
  onEdit: () => void;
  timeZone: string;
}

function TimesheetRow({ row, name, readOnly, editing, onEdit, timeZone }: RowProps) {
  const paid = row.actualPaidMinutes ?? row.plannedPaidMinutes;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {hhmm(row.plannedStart)}–{hhmm(row.plannedEnd)}
        {row.plannedBreakMinutes > 0 && ` · ${row.plannedBreakMinutes} min break`}
      </td>
      <td>
        {row.clockedInAt ? (
          `${clockTime(row.clockedInAt, timeZone)}–${row.clockedOutAt ? clockTime(row.clockedOutAt, timeZone) : '…'}`
        ) : (
          <span className="muted">Not clocked</span>
        )}
      </td>
      <td>{row.actualStart ? `${hhmm(row.actualStart)}–${hhmm(row.actualEnd)} · ${row.actualBreakMinutes} min break` : 'As planned'}</td>
      <td>
        {formatHoursMinutes(paid)}
        {row.actualPaidMinutes === null && <span className="muted"> (planned)</span>}
      </td>
      {!readOnly && (
        <td>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onEdit}
            aria-label={`Correct ${name}'s timesheet`}
            aria-expanded={editing}
          >
            Correct
          </button>
        </td>
      )}
    </tr>
  );
}

function CorrectionForm({
  row,
  name,
  workplaceId,
  userId,
  onDone,
}: {
  row: TimesheetAnswer;
  name: string;
  workplaceId: string;
  userId: string;
  onDone: () => void;
}) {
  const [correct, state] = useCorrectTimesheetMutation();
  const [start, setStart] = useState(hhmm(row.actualStart ?? row.plannedStart));
  const [end, setEnd] = useState(hhmm(row.actualEnd ?? row.plannedEnd));
  const [breakMinutes, setBreakMinutes] = useState(String(row.actualBreakMinutes ?? row.plannedBreakMinutes));
  const [error, setError] = useState<string | null>(null);
  const startInput = useRef<HTMLInputElement>(null);
  // The form opens below the table: focus goes to it, so a keyboard or screen reader user lands there.
  useEffect(() => startInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await correct({
        workplaceId,
        date: row.date,
        userId,
        assignmentId: row.assignmentId,
        actualStart: `${start}:00`,
        actualEnd: `${end}:00`,
        breakMinutes: breakMinutes.trim() === '' ? null : Number(breakMinutes),
      }).unwrap();
      onDone();
    } catch (caught) {
      setError(apiErrorMessage(caught, FAILED));
    }
  }

  return (
    <form className="timesheet-form" aria-label={`Correct ${name}'s timesheet`} onSubmit={(event) => void submit(event)}>
      <p className="timesheet-form-title">
        <strong>{name}</strong> · planned {hhmm(row.plannedStart)}–{hhmm(row.plannedEnd)}
      </p>
      <label>
        Start <input ref={startInput} className="input" type="time" value={start} onChange={(e) => setStart(e.target.value)} required />
      </label>
      <label>
        End <input className="input" type="time" value={end} onChange={(e) => setEnd(e.target.value)} required />
      </label>
      <label>
        Break (min){' '}
        <input
          className="input timesheet-minutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={180}
          value={breakMinutes}
          onChange={(e) => setBreakMinutes(e.target.value)}
        />
      </label>
      <button type="submit" className="button button-primary button-small" disabled={state.isLoading}>
        Save
      </button>
      <button type="button" className="button button-secondary button-small" onClick={onDone}>
        Cancel
      </button>
      {error && (
        <p className="timesheet-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
