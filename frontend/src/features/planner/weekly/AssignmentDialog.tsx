import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { formatHoursMinutes, isAnyService, type RotaHours } from '@rotaledger/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { useUpdateWorkplaceMutation, type Employee, type Workplace } from '../../profile';
import { isoDateOf } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { useRefusableAction } from '../useRefusableAction';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import type { WeekAssignment, WeekKey } from '../types';
import type { QuickSpan } from './quickTime';
import { fromMinutes } from './timeRules';
import { placeAssignment, reassignAssignment, removeAssignment, retimeAssignment, type Placement } from './weekActions';
import type { UsualSpan } from './weekSummary';
import { availabilityWarning, unavailableLabel, type UnavailableWindow } from './availability';
import { asyncHandler } from '../../../lib/async-handler';
import { BreakField, breakRequestOf, initialBreakChoice, type BreakChoice } from '../BreakField';
import { AvailabilityWarning } from './AvailabilityWarning';
import { EmployeeSelect, NOBODY, QuickTimeField, RotaHoursOffer, ServiceSelect, UsualSpanChips, spanText } from './AssignmentFields';
import { SpanSelects } from './TimeSelects';
import { useAssignmentTimes } from './useAssignmentTimes';
export interface AssignmentTarget {
  /** null for an open shift (nobody on it yet). */
  employee: Employee | null;
  date: Dayjs;
  /** Present for Edit Shift, absent for New Shift. */
  assignment?: WeekAssignment;
}

interface AssignmentDialogProps {
  target: AssignmentTarget | null;
  workplace: Workplace;
  /** The team owner's name when the user is a member: they are asked to widen the rota hours (the server's message). */
  ownerName?: string;
  week: WeekKey;
  twelveHour: boolean;
  /** The week's most used spans, offered as one-tap chips. */
  usualSpans: readonly UsualSpan[];
  /** The workplace's employees, by name: Edit Shift can give the shift to one of them. */
  employees?: readonly Employee[];
  /** When the target's employee cannot work that day: a placement there is warned about first. */
  unavailable?: readonly UnavailableWindow[];
  onSaved: (target: AssignmentTarget) => void;
  /** A removal went through; the times it removed, for the message that says so. */
  onRemoved: (target: AssignmentTarget, removed: Pick<Placement, 'startMinute' | 'endMinute'>) => void;
  onClose: () => void;
}

export function AssignmentDialog({ target, onClose, ...rest }: AssignmentDialogProps) {
  const title = target?.assignment ? 'Edit Shift' : target?.employee === null ? 'New Open Shift' : 'New Shift';
  return (
    <Dialog open={Boolean(target)} onClose={onClose} title={title}>
      {target && <AssignmentForm target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

/** The service a new weekly assignment goes under: one the employee offers, else 'Any', else the first. */
export function defaultServiceFor(employee: Employee | null, services: readonly number[]): number | null {
  return (
    services.find((s) => !isAnyService(s) && employee !== null && employee.services.includes(s)) ??
    services.find((s) => isAnyService(s)) ??
    services[0] ??
    null
  );
}

const NO_EMPLOYEES: readonly Employee[] = [];

type FormProps = Omit<AssignmentDialogProps, 'target'> & { target: AssignmentTarget };

/**
 * The form's writes: Save (a new placement, or new times and/or another employee), the rota hours
 * widened then Save, and Remove. Availability never refuses: outside it, the manager is told first
 * and confirms ("Place anyway").
 */
function useAssignmentWrites(
  { target, workplace, week, employees = NO_EMPLOYEES, unavailable, onSaved, onRemoved, onClose }: FormProps,
  form: { breakChoice: BreakChoice; employeeId: string; serviceType: number | null; initialSpan: QuickSpan },
) {
  const dispatch = useAppDispatch();
  const [updateWorkplace] = useUpdateWorkplaceMutation();
  const action = useRefusableAction<'save' | 'remove' | 'widen'>();
  const { setError, run } = action;
  // The span saved outside the employee's availability, waiting for "Place anyway".
  const [warned, setWarned] = useState<{ span: QuickSpan; text: string } | null>(null);
  const editing = target.assignment;
  const { breakChoice, employeeId, serviceType, initialSpan } = form;

  async function save(chosen: QuickSpan, anyway = false) {
    setError(null);
    const brk = breakRequestOf(breakChoice, editing);
    if ('error' in brk) {
      setError(brk.error);
      return;
    }
    const reassigned = editing !== undefined && employeeId !== (target.employee?.employee_id ?? NOBODY);
    // Availability is known for the row's own employee; a new one's time off is the server's refusal.
    const warning =
      !reassigned &&
      target.employee &&
      availabilityWarning(target.employee.display_name, isoDateOf(target.date), unavailable, chosen.startMinute, chosen.endMinute);
    if (warning && !anyway) {
      setWarned({ span: chosen, text: warning });
      return;
    }
    setWarned(null);
    await run('save', PLANNER_MESSAGES.unableToSave, async () => {
      if (editing) {
        const retimed =
          chosen.startMinute !== initialSpan.startMinute ||
          chosen.endMinute !== initialSpan.endMinute ||
          brk.request.breakMinutes !== undefined;
        if (retimed || !reassigned)
          await retimeAssignment(dispatch, week, editing.assignment_id, chosen.startMinute, chosen.endMinute, brk.request);
        if (reassigned) {
          const to = employeeId === NOBODY ? null : employeeId;
          await reassignAssignment(dispatch, week, editing.assignment_id, isoDateOf(target.date), to);
        }
      } else {
        if (serviceType === null) return;
        await placeAssignment(dispatch, week, {
          employeeId: target.employee?.employee_id ?? null,
          date: isoDateOf(target.date),
          serviceType,
          ...chosen,
          ...(typeof brk.request.breakMinutes === 'number' ? { breakMinutes: brk.request.breakMinutes } : {}),
        });
      }
      onSaved(reassigned ? { ...target, employee: employees.find((e) => e.employee_id === employeeId) ?? null } : target);
      onClose();
    });
  }

  /** One step: the workplace's hours widened through the workplace update, then the shift saved. */
  async function widenAndSave(pastHours: QuickSpan, widened: RotaHours) {
    setError(null);
    const widenedHours = await run('widen', PLANNER_MESSAGES.unableToSave, async () => {
      await updateWorkplace({ workplace_id: workplace.workplace_id, user_id: week.userId, ...widened }).unwrap();
    });
    if (widenedHours) await save(pastHours);
  }

  async function remove() {
    if (!editing) return;
    setError(null);
    await run('remove', PLANNER_MESSAGES.unableToRemove, async () => {
      await removeAssignment(dispatch, week, editing.assignment_id);
      onRemoved(target, fromWireSpan(editing.time_start, editing.time_end));
      onClose();
    });
  }

  return { ...action, warned, clearWarning: () => setWarned(null), save, widenAndSave, remove };
}

/** With no services a new shift has nothing to go under: the way to add them. */
function NoServices() {
  return (
    <div className="add-shift-empty">
      <p>{PLANNER_MESSAGES.noServices}</p>
      <div className="dialog-actions">
        <Link to="/profile" className="button button-primary">
          Go to Profile
        </Link>
      </div>
    </div>
  );
}

function AssignmentForm(props: FormProps) {
  const { target, workplace, ownerName, twelveHour, usualSpans, employees = NO_EMPLOYEES, unavailable, onClose } = props;
  const editing = target.assignment;
  const [serviceType, setServiceType] = useState<number | null>(() => defaultServiceFor(target.employee, workplace.services));
  const [breakChoice, setBreakChoice] = useState<BreakChoice>(() => initialBreakChoice(editing));
  // Edit Shift: who the shift goes to ('' = nobody, an open shift).
  const [employeeId, setEmployeeId] = useState<string>(target.employee?.employee_id ?? NOBODY);
  const choices =
    target.employee && !employees.some((e) => e.employee_id === target.employee?.employee_id) ? [target.employee, ...employees] : employees;
  // Every edit drops a pending availability warning (it spoke of what was there before).
  const clear = () => writes.clearWarning();
  const times = useAssignmentTimes({ date: target.date, editing }, workplace, ownerName, clear);
  const writes = useAssignmentWrites(props, { breakChoice, employeeId, serviceType, initialSpan: times.initialSpan });
  const { busy, error, setError, warned } = writes;
  const { quick, pastHours, widened } = times;

  const noServices = !editing && workplace.services.length === 0;
  const away = target.employee ? unavailableLabel(unavailable) : null;
  const disabled = busy !== null;
  // A new shift waits for its service.
  const cannotSave = disabled || (!editing && serviceType === null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!quick.ok) {
      setError(quick.reason);
      return;
    }
    // Past the hours the server would refuse: the offer to widen them is on screen instead.
    if (pastHours) return;
    void writes.save(quick.span);
  }

  function onChip(chip: UsualSpan) {
    times.setParts(fromMinutes(chip.startMinute, chip.endMinute));
    void writes.save({ startMinute: chip.startMinute, endMinute: chip.endMinute });
  }

  return (
    <form className="form shift-time-form" onSubmit={onSubmit} noValidate>
      <p className="shift-time-context">
        <strong>{target.employee?.display_name ?? 'Open shift'}</strong>
        <span className="muted"> · {target.date.format('dddd D MMMM')}</span>
        {away && <span className="shift-time-away"> · {away}</span>}
      </p>
      {noServices ? (
        <NoServices />
      ) : (
        <>
          <QuickTimeField text={times.quickText} quick={quick} onText={times.onQuickText} />
          {pastHours && (
            <RotaHoursOffer
              pastHours={pastHours}
              rotaHours={times.rotaHours}
              widened={widened}
              widening={busy === 'widen'}
              disabled={cannotSave}
              twelveHour={twelveHour}
              onWiden={() => (widened ? writes.widenAndSave(pastHours, widened) : Promise.resolve())}
            />
          )}
          <UsualSpanChips spans={usualSpans} disabled={cannotSave} twelveHour={twelveHour} onChip={onChip} />
          {editing && (
            <EmployeeSelect
              value={employeeId}
              choices={choices}
              disabled={disabled}
              onChange={(id) => {
                setEmployeeId(id);
                clear();
              }}
            />
          )}
          {!editing && <ServiceSelect value={serviceType} services={workplace.services} onChange={setServiceType} />}
          <SpanSelects parts={times.parts} hours={times.hours} twelveHour={twelveHour} onChange={times.setParts} />
          <p className="shift-time-summary" aria-live="polite">
            {spanText(times.shown, twelveHour)}
            <span className="muted"> · {formatHoursMinutes(times.elapsed)}</span>
          </p>
          <BreakField
            value={breakChoice}
            onChange={(next) => {
              setBreakChoice(next);
              clear();
            }}
            rules={workplace.breakRules ?? []}
            elapsed={times.elapsed}
            current={editing}
          />
          {warned && <AvailabilityWarning text={warned.text} disabled={disabled} onPlace={() => void writes.save(warned.span, true)} />}
          {error && <Message tone="error">{error}</Message>}
          <div className="dialog-actions">
            {editing && (
              <button type="button" className="button button-subtle-danger" onClick={asyncHandler(writes.remove)} disabled={disabled}>
                {busy === 'remove' ? 'Removing...' : 'Remove'}
              </button>
            )}
            <span className="wizard-actions-spacer" />
            <button type="button" className="button button-secondary" onClick={onClose} disabled={disabled}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={cannotSave}>
              {busy === 'save' ? 'Saving...' : 'Save'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
