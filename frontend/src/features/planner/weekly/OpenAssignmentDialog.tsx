import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { serviceById } from '@rotaledger/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import type { CurrencyCode } from '@rotaledger/domain';
import type { Employee, Workplace } from '../../profile';
import { isoDateOf } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { useRefusableAction } from '../useRefusableAction';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import { formatRange } from '../time';
import type { OpenAssignment, WeekKey, WeekShifts } from '../types';
import { assignOpenAssignment, removeAssignment, type Placement } from './weekActions';
import { availabilityWarning, type UnavailableByEmployee } from './availability';
import { openAssignmentChoices } from './openAssignmentChoices';
import { AvailabilityWarning } from './AvailabilityWarning';
import { asyncHandler } from '../../../lib/async-handler';

export interface OpenAssignmentTarget {
  shift: OpenAssignment;
  date: Dayjs;
}

interface OpenAssignmentDialogProps {
  target: OpenAssignmentTarget | null;
  week: WeekKey;
  workplace: Pick<Workplace, 'workplace_id' | 'name' | 'time_zone'>;
  /** The workplace's currency, for the minimum-wage reason. */
  currency: CurrencyCode;
  weekShifts: WeekShifts;
  /** When each employee cannot work: giving them the shift then is warned about first. */
  unavailable: UnavailableByEmployee;
  /** This workplace's employees, by name. */
  employees: readonly Employee[];
  twelveHour: boolean;
  onAssigned: (employee: Employee, date: Dayjs) => void;
  onRemoved: (removed: Placement) => void;
  /** Opens the time popup for this open shift. */
  onEditTimes: (target: OpenAssignmentTarget) => void;
  onClose: () => void;
}

/** An open shift: give it to an employee in one tap, or remove it. */
export function OpenAssignmentDialog({ target, onClose, ...rest }: OpenAssignmentDialogProps) {
  return (
    <Dialog open={Boolean(target)} onClose={onClose} title="Open Shift">
      {target && <OpenAssignmentPanel target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function OpenAssignmentPanel({
  target,
  week,
  workplace,
  currency,
  weekShifts,
  unavailable,
  employees,
  twelveHour,
  onAssigned,
  onRemoved,
  onEditTimes,
  onClose,
}: Omit<OpenAssignmentDialogProps, 'target'> & { target: OpenAssignmentTarget }) {
  const dispatch = useAppDispatch();
  const { busy, error, setError, run } = useRefusableAction<string>();
  // Someone chosen outside their availability, waiting for "Place anyway".
  const [warned, setWarned] = useState<{ employee: Employee; text: string } | null>(null);
  const { shift, date } = target;
  const iso = isoDateOf(date);
  const span = fromWireSpan(shift.time_start, shift.time_end);
  const service = serviceById(Number(shift.service_type));
  const times = formatRange(span.startMinute, span.endMinute, twelveHour);

  // Who can take it, by the auto-fill's rules: the suitable first, the others with why.
  const choices = openAssignmentChoices(employees, { shift, date: iso, workplace, currency, weekShifts, unavailable });

  async function assign(employee: Employee, anyway = false) {
    setError(null);
    const warning = availabilityWarning(
      employee.display_name,
      iso,
      unavailable[employee.employee_id]?.[iso],
      span.startMinute,
      span.endMinute,
    );
    if (warning && !anyway) {
      setWarned({ employee, text: warning });
      return;
    }
    setWarned(null);
    await run(employee.employee_id, PLANNER_MESSAGES.assignFailed, async () => {
      await assignOpenAssignment(dispatch, week, shift, iso, employee.employee_id);
      onAssigned(employee, date);
      onClose();
    });
  }

  async function remove() {
    setError(null);
    await run('remove', PLANNER_MESSAGES.unableToRemove, async () => {
      await removeAssignment(dispatch, week, shift.assignment_id);
      onRemoved({ employeeId: null, date: iso, serviceType: Number(shift.service_type), ...span });
      onClose();
    });
  }

  return (
    <div className="open-shift-panel">
      <p className="shift-time-context">
        <strong>
          {service.service_icon} {service.service_name}
        </strong>
        <span className="muted">
          {' '}
          · {date.format('dddd D MMMM')} · {times}
        </span>
      </p>
      <h3 className="open-shift-heading">Give it to</h3>
      <ul className="open-shift-choices">
        {choices.map(({ employee, reason }) => (
          <li key={employee.employee_id} className={reason ? 'is-unsuitable' : 'is-suitable'}>
            <button
              type="button"
              className="open-shift-choice"
              disabled={busy !== null}
              aria-label={`Assign ${employee.display_name}${reason ? ` (${reason.text})` : ''}`}
              onClick={() => void assign(employee)}
            >
              <span className="open-shift-name">{employee.display_name}</span>
              <span className={`open-shift-note${reason ? ' open-shift-reason' : ' muted'}`}>
                {busy === employee.employee_id ? 'Assigning…' : (reason?.text ?? 'Suitable')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {warned && <AvailabilityWarning text={warned.text} disabled={busy !== null} onPlace={() => void assign(warned.employee, true)} />}
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-subtle-danger" onClick={asyncHandler(remove)} disabled={busy !== null}>
          {busy === 'remove' ? 'Removing...' : 'Remove'}
        </button>
        <span className="wizard-actions-spacer" />
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => {
            onClose();
            onEditTimes(target);
          }}
        >
          Change times
        </button>
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy !== null}>
          Cancel
        </button>
      </div>
    </div>
  );
}
