import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { formatHoursMinutes, isAnyService, serviceById } from '@rotaledger/domain';
import { useAppDispatch } from '../../../app/hooks';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import type { Employee, Workplace } from '../../profile';
import { plannerApi } from '../api';
import { isoDateOf } from '../dates';
import { PLANNER_MESSAGES, refusalMessage } from '../refusal';
import { formatRange, parseTime, toTimeString } from '../time';
import type { WeekAssignment } from '../types';
import { placeWeeklyAssignment } from './placeAssignment';
import {
  MINUTES,
  defaultTimes,
  endHourOptions,
  endMinuteOptions,
  fromMinutes,
  startHourOptions,
  toMinutes,
  withEndHour,
  withStartHour,
  type TimeParts,
} from './timeRules';

export interface ShiftTimeTarget {
  employee: Employee;
  date: Dayjs;
  /** Present for Edit Shift, absent for New Shift. */
  assignment?: WeekAssignment;
}

interface ShiftTimeDialogProps {
  target: ShiftTimeTarget | null;
  workplace: Workplace;
  userId: string;
  twelveHour: boolean;
  onSaved: (target: ShiftTimeTarget) => void;
  onClose: () => void;
}

export function ShiftTimeDialog({ target, onClose, ...rest }: ShiftTimeDialogProps) {
  return (
    <Dialog open={Boolean(target)} onClose={onClose} title={target?.assignment ? 'Edit Shift' : 'New Shift'}>
      {target && <ShiftTimeForm target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

/** The service a new weekly assignment goes under: one the employee offers, else 'Any', else the first. */
export function defaultServiceFor(employee: Employee, services: readonly number[]): number | null {
  return (
    services.find((s) => !isAnyService(s) && employee.services.includes(s)) ?? services.find((s) => isAnyService(s)) ?? services[0] ?? null
  );
}

function hourText(hour: number, twelveHour: boolean): string {
  if (!twelveHour) return String(hour).padStart(2, '0');
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

function ShiftTimeForm({
  target,
  workplace,
  userId,
  twelveHour,
  onSaved,
  onClose,
}: Omit<ShiftTimeDialogProps, 'target'> & { target: ShiftTimeTarget }) {
  const dispatch = useAppDispatch();
  const ids = { startH: useId(), startM: useId(), endH: useId(), endM: useId(), service: useId() };
  const hours = { start: workplace.rota_start_time, end: workplace.rota_end_time };
  const editing = target.assignment;
  const [initial] = useState<TimeParts>(() =>
    editing ? fromMinutes(parseTime(editing.time_start), parseTime(editing.time_end)) : defaultTimes(hours),
  );
  const [parts, setParts] = useState<TimeParts>(initial);
  const [serviceType, setServiceType] = useState<number | null>(() => defaultServiceFor(target.employee, workplace.services));
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const noServices = !editing && workplace.services.length === 0;
  const startOptions = startHourOptions(hours, initial.startHour);
  const endOptions = endHourOptions(parts.startHour, hours, editing ? initial.endHour : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy('save');
    const { start, end } = toMinutes(parts);
    try {
      if (editing) {
        await dispatch(
          plannerApi.endpoints.updateAssignmentTime.initiate({
            assignmentId: editing.assignment_id,
            timeStart: toTimeString(start),
            timeEnd: toTimeString(end),
            userId,
          }),
        ).unwrap();
      } else {
        if (serviceType === null) return;
        await placeWeeklyAssignment(dispatch, {
          workplaceId: workplace.workplace_id,
          rotaDate: isoDateOf(target.date),
          userId,
          employeeId: target.employee.employee_id,
          serviceType,
          start,
          end,
        });
      }
      onSaved(target);
      onClose();
    } catch (err) {
      setError(refusalMessage(err, PLANNER_MESSAGES.unableToSave));
      // The server's truth may differ from what this week shows: reload it.
      dispatch(plannerApi.util.invalidateTags(['WeekShifts']));
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    if (!editing) return;
    setError(null);
    setBusy('remove');
    try {
      await dispatch(plannerApi.endpoints.deleteAssignment.initiate({ assignment_id: editing.assignment_id, userId })).unwrap();
      onSaved(target);
      onClose();
    } catch (err) {
      setError(refusalMessage(err, PLANNER_MESSAGES.unableToRemove));
      dispatch(plannerApi.util.invalidateTags(['WeekShifts']));
    } finally {
      setBusy(null);
    }
  }

  const disabled = busy !== null;
  return (
    <form className="form shift-time-form" onSubmit={onSubmit} noValidate>
      <p className="shift-time-context">
        <strong>{target.employee.display_name}</strong>
        <span className="muted"> · {target.date.format('dddd D MMMM')}</span>
      </p>
      {noServices ? (
        <div className="add-shift-empty">
          <p>{PLANNER_MESSAGES.noServices}</p>
          <div className="dialog-actions">
            <Link to="/profile" className="button button-primary">
              Go to Profile
            </Link>
          </div>
        </div>
      ) : (
        <>
          {!editing && (
            <div className="field">
              <label htmlFor={ids.service}>Service</label>
              <select
                id={ids.service}
                className="select"
                value={serviceType ?? ''}
                onChange={(e) => setServiceType(Number(e.target.value))}
              >
                {workplace.services.map((id) => {
                  const s = serviceById(id);
                  return (
                    <option key={id} value={id}>
                      {s.service_icon} {s.service_name}
                    </option>
                  );
                })}
              </select>
            </div>
          )}
          <TimeSelects
            legend="Start"
            hourId={ids.startH}
            minuteId={ids.startM}
            hour={parts.startHour}
            minute={parts.startMinute}
            hourOptions={startOptions}
            minuteOptions={MINUTES}
            twelveHour={twelveHour}
            onHour={(hour) => setParts(withStartHour(parts, hour, hours))}
            onMinute={(minute) => setParts({ ...parts, startMinute: minute })}
          />
          <TimeSelects
            legend="End"
            hourId={ids.endH}
            minuteId={ids.endM}
            hour={parts.endHour}
            minute={parts.endMinute}
            hourOptions={endOptions}
            minuteOptions={endMinuteOptions(parts.endHour, hours)}
            twelveHour={twelveHour}
            onHour={(hour) => setParts(withEndHour(parts, hour, hours))}
            onMinute={(minute) => setParts({ ...parts, endMinute: minute })}
          />
          <p className="shift-time-summary" aria-live="polite">
            {formatRange(toMinutes(parts).start, toMinutes(parts).end, twelveHour)}
            <span className="muted"> · {formatHoursMinutes(toMinutes(parts).end - toMinutes(parts).start)}</span>
          </p>
          {error && <Message tone="error">{error}</Message>}
          <div className="dialog-actions">
            {editing && (
              <button type="button" className="button button-subtle-danger" onClick={onRemove} disabled={disabled}>
                {busy === 'remove' ? 'Removing...' : 'Remove'}
              </button>
            )}
            <span className="wizard-actions-spacer" />
            <button type="button" className="button button-secondary" onClick={onClose} disabled={disabled}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={disabled || (!editing && serviceType === null)}>
              {busy === 'save' ? 'Saving...' : 'Save'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

interface TimeSelectsProps {
  legend: 'Start' | 'End';
  hourId: string;
  minuteId: string;
  hour: number;
  minute: number;
  hourOptions: readonly number[];
  minuteOptions: readonly number[];
  twelveHour: boolean;
  onHour: (hour: number) => void;
  onMinute: (minute: number) => void;
}

/** One time as an hour select and a minute select, labelled for screen readers. */
function TimeSelects(props: TimeSelectsProps) {
  return (
    <fieldset className="time-fieldset">
      <legend>{props.legend}</legend>
      <div className="time-selects">
        <label className="visually-hidden" htmlFor={props.hourId}>
          {props.legend} hour
        </label>
        <select id={props.hourId} className="select time-select" value={props.hour} onChange={(e) => props.onHour(Number(e.target.value))}>
          {props.hourOptions.map((h) => (
            <option key={h} value={h}>
              {hourText(h, props.twelveHour)}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <label className="visually-hidden" htmlFor={props.minuteId}>
          {props.legend} minutes
        </label>
        <select
          id={props.minuteId}
          className="select time-select"
          value={props.minute}
          onChange={(e) => props.onMinute(Number(e.target.value))}
        >
          {props.minuteOptions.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, '0')}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
