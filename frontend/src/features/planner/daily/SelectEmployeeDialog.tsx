import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serviceById, type BreakRule } from '@rotaledger/domain';
import { Dialog } from '../../../components/Dialog';
import { Switch } from '../../../components/Switch';
import type { Employee } from '../../profile';
import { Message } from '../../../components/Message';
import { breakOf, withBreak } from '../breaks';
import { BreakField, breakRequestOf, initialBreakChoice, type BreakChoice } from '../BreakField';
import { PLANNER_MESSAGES, refusalMessage } from '../refusal';
import { formatRange } from '../time';
import type { BreakRequest, DayAssignment } from '../types';
import { busyEmployees, pickerEmployees } from './employeePicker';
import type { TimelineRow } from './useDayRota';

export interface PickerTarget {
  row: TimelineRow;
  assignment: DayAssignment;
}

interface SelectEmployeeDialogProps {
  target: PickerTarget | null;
  rows: readonly TimelineRow[];
  employees: readonly Employee[];
  workplaceId: string;
  twelveHour: boolean;
  onChoose: (assignmentId: string, employeeId: string | null) => void;
  onRemove: (assignmentId: string) => void;
  /** The workplace's unpaid-break rules, to say what following them gives. */
  breakRules: readonly BreakRule[];
  /** Saves the assignment's break (own minutes, or null back to the rules); throws the server's refusal. */
  onSaveBreak: (assignment: DayAssignment, request: BreakRequest) => Promise<void>;
  onClose: () => void;
}

export function SelectEmployeeDialog({ target, onClose, ...rest }: SelectEmployeeDialogProps) {
  return (
    <Dialog open={Boolean(target)} onClose={onClose} title="Select Employee">
      {target && <EmployeePicker target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function EmployeePicker({
  target,
  rows,
  employees,
  workplaceId,
  twelveHour,
  onChoose,
  onRemove,
  breakRules,
  onSaveBreak,
  onClose,
}: Omit<SelectEmployeeDialogProps, 'target'> & { target: PickerTarget }) {
  const [onlyMatching, setOnlyMatching] = useState(true);
  const { row, assignment } = target;
  const service = serviceById(row.serviceType);
  const list = pickerEmployees(employees, workplaceId, row.serviceType, onlyMatching);
  const busy = busyEmployees(rows, assignment);
  const hasStaff = employees.some((e) => e.workplace_id === workplaceId);

  function choose(employeeId: string | null) {
    onChoose(assignment.assignmentId, employeeId);
    onClose();
  }

  return (
    <div className="picker">
      <p className="picker-context">
        <span aria-hidden="true">{service.service_icon}</span> <strong>{service.service_name}</strong>
        <span className="picker-times">
          {withBreak(formatRange(assignment.startMinute, assignment.endMinute, twelveHour), breakOf(assignment))}
        </span>
      </p>
      <Switch label={PLANNER_MESSAGES.onlyMatching} checked={onlyMatching} onChange={setOnlyMatching} />
      {list.length === 0 ? (
        <div className="picker-empty">
          {hasStaff ? (
            <p className="muted">No employees offer {service.service_name}. Turn the filter off to see everyone.</p>
          ) : (
            <p className="muted">
              {PLANNER_MESSAGES.noEmployees} <Link to="/profile">Go to Profile</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className="picker-list" aria-label="Employees">
          {list.map((e) => {
            const clash = busy.get(e.employee_id);
            const current = e.employee_id === assignment.employeeId;
            return (
              <li key={e.employee_id}>
                <button
                  type="button"
                  className={`picker-option${current ? ' is-current' : ''}`}
                  disabled={Boolean(clash)}
                  aria-pressed={current}
                  onClick={() => (current ? onClose() : choose(e.employee_id))}
                >
                  <span className="picker-avatar" aria-hidden="true">
                    {e.display_name.charAt(0).toUpperCase()}
                  </span>
                  <span className="picker-names">
                    <span className="picker-display">{e.display_name}</span>
                    <span className="picker-full">
                      {e.first_name} {e.surname}
                    </span>
                  </span>
                  {clash ? (
                    <span className="picker-note">Busy {formatRange(clash.startMinute, clash.endMinute, twelveHour)}</span>
                  ) : current ? (
                    <span className="picker-note picker-note-current">Assigned</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <BreakSection assignment={assignment} rules={breakRules} onSave={onSaveBreak} onSaved={onClose} />
      <div className="dialog-actions picker-actions">
        <button
          type="button"
          className="button button-subtle-danger"
          onClick={() => {
            onRemove(assignment.assignmentId);
            onClose();
          }}
        >
          Remove assignment
        </button>
        <span className="wizard-actions-spacer" />
        {assignment.employeeId && (
          <button type="button" className="button button-secondary" onClick={() => choose(null)}>
            Unassign
          </button>
        )}
      </div>
    </div>
  );
}

/** The assignment's unpaid break: the workplace's rules or minutes set on it, saved on its own. */
function BreakSection({
  assignment,
  rules,
  onSave,
  onSaved,
}: {
  assignment: DayAssignment;
  rules: readonly BreakRule[];
  onSave: (assignment: DayAssignment, request: BreakRequest) => Promise<void>;
  onSaved: () => void;
}) {
  const [choice, setChoice] = useState<BreakChoice>(() => initialBreakChoice(assignment));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = breakRequestOf(choice, assignment);
  const unchanged = 'request' in request && !('breakMinutes' in request.request);

  async function save() {
    setError(null);
    if ('error' in request) return setError(request.error);
    setBusy(true);
    try {
      await onSave(assignment, request.request);
      onSaved();
    } catch (err) {
      setError(refusalMessage(err, PLANNER_MESSAGES.unableToSave));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="picker-break">
      <BreakField
        value={choice}
        onChange={setChoice}
        rules={rules}
        elapsed={assignment.endMinute - assignment.startMinute}
        current={assignment}
      />
      {error && <Message tone="error">{error}</Message>}
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={busy || unchanged || assignment.pending}
        onClick={() => void save()}
      >
        {busy ? 'Saving...' : 'Save break'}
      </button>
    </div>
  );
}
