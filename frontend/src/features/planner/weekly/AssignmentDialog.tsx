import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import {
  elapsedMinutes,
  formatHoursMinutes,
  isAnyService,
  isInsideRotaHours,
  outsideRotaHoursMessage,
  rotaHoursToHold,
  serviceById,
  type RotaHours,
} from '@rotaledger/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { useUpdateWorkplaceMutation, type Employee, type Workplace } from '../../profile';
import { isoDateOf } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { useRefusableAction } from '../useRefusableAction';
import { formatClock, formatRange, overnightEnd, parseTime } from '../time';
import type { WeekAssignment, WeekKey } from '../types';
import { parseQuickTime, quickTimeText, type QuickSpan } from './quickTime';
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
import { placeAssignment, reassignAssignment, removeAssignment, retimeAssignment, type Placement } from './weekActions';
import type { UsualSpan } from './weekSummary';
import { availabilityWarning, unavailableLabel, type UnavailableWindow } from './availability';
import { asyncHandler } from '../../../lib/async-handler';
import { BreakField, breakRequestOf, initialBreakChoice, type BreakChoice } from '../BreakField';

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
  onRemoved: (target: AssignmentTarget, removed: Pick<Placement, 'start' | 'end'>) => void;
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

/** An hour of the list: midnight and later are the next morning ('00 +1', '02 +1'), never '24'. */
export function hourText(hour: number, twelveHour: boolean): string {
  const nextDay = hour >= 24 ? ' +1' : '';
  if (!twelveHour) return `${String(hour >= 24 ? hour - 24 : hour).padStart(2, '0')}${nextDay}`;
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}${nextDay}`;
}

const spanText = (span: QuickSpan, twelveHour: boolean) => formatRange(span.start, span.end, twelveHour);

const NOBODY = '';
const NO_EMPLOYEES: readonly Employee[] = [];

/** A rota hour (0-30) on the clock: 26 is 02:00. */
const rotaHourClock = (hour: number, twelveHour: boolean) => formatClock((hour * 60) % (24 * 60), twelveHour);

/** "Extend this workplace's hours to 02:00 and save", naming only the hour that moves. */
function widenLabel(from: RotaHours, to: RotaHours, twelveHour: boolean): string {
  const start = to.rotaStartTime !== from.rotaStartTime;
  const end = to.rotaEndTime !== from.rotaEndTime;
  const hours =
    start && end
      ? `${rotaHourClock(to.rotaStartTime, twelveHour)}-${rotaHourClock(to.rotaEndTime, twelveHour)}`
      : start
        ? `start at ${rotaHourClock(to.rotaStartTime, twelveHour)}`
        : rotaHourClock(to.rotaEndTime, twelveHour);
  return `Extend this workplace's hours to ${hours} and save`;
}

function AssignmentForm({
  target,
  workplace,
  ownerName,
  week,
  twelveHour,
  usualSpans,
  employees = NO_EMPLOYEES,
  unavailable,
  onSaved,
  onRemoved,
  onClose,
}: Omit<AssignmentDialogProps, 'target'> & { target: AssignmentTarget }) {
  const dispatch = useAppDispatch();
  const [updateWorkplace] = useUpdateWorkplaceMutation();
  const ids = {
    quick: useId(),
    quickHint: useId(),
    startH: useId(),
    startM: useId(),
    endH: useId(),
    endM: useId(),
    service: useId(),
    employee: useId(),
  };
  const hours = { start: workplace.rota_start_time, end: workplace.rota_end_time };
  const editing = target.assignment;
  const [initial] = useState<TimeParts>(() => {
    if (!editing) return defaultTimes(hours);
    const start = parseTime(editing.time_start);
    return fromMinutes(start, overnightEnd(start, parseTime(editing.time_end)));
  });
  const [parts, setPartsState] = useState<TimeParts>(initial);
  const [quickText, setQuickText] = useState(() => quickTimeText(toMinutes(initial)));
  const [serviceType, setServiceType] = useState<number | null>(() => defaultServiceFor(target.employee, workplace.services));
  const [breakChoice, setBreakChoice] = useState<BreakChoice>(() => initialBreakChoice(editing));
  const { busy, error, setError, run } = useRefusableAction<'save' | 'remove' | 'widen'>();
  // Edit Shift: who the shift goes to ('' = nobody, an open shift).
  const currentEmployeeId = target.employee?.employee_id ?? NOBODY;
  const [employeeId, setEmployeeId] = useState<string>(currentEmployeeId);
  const choices =
    target.employee && !employees.some((e) => e.employee_id === target.employee?.employee_id) ? [target.employee, ...employees] : employees;
  // The span saved outside the employee's availability, waiting for "Place anyway".
  const [warned, setWarned] = useState<{ span: QuickSpan; text: string } | null>(null);

  const noServices = !editing && workplace.services.length === 0;
  const startOptions = startHourOptions(hours, parts.startHour);
  const endOptions = endHourOptions(parts.startHour, hours, parts.endHour);
  const span = toMinutes(parts);
  const quick = parseQuickTime(quickText);
  const who = target.employee?.display_name ?? 'Open shift';
  // The rota hours are the server's rule (the domain's): a typed span past them is not taken into
  // the selects nor sent, and the dialog offers to widen the hours instead. An existing assignment
  // already outside them (the hours changed since) may keep its times.
  // A member may not change the workplace: the message sends them to its owner, as the server's does.
  const rotaHours: RotaHours & { rotaHoursOwner?: string } = {
    rotaStartTime: workplace.rota_start_time,
    rotaEndTime: workplace.rota_end_time,
    ...(workplace.role !== 'owner' ? { rotaHoursOwner: ownerName ?? 'the owner' } : {}),
  };
  const initialSpan = toMinutes(initial);
  const typed = quick.ok ? quick.span : null;
  const keptAsItWas = editing !== undefined && typed !== null && typed.start === initialSpan.start && typed.end === initialSpan.end;
  const pastHours =
    typed !== null && !keptAsItWas && !isInsideRotaHours(rotaHours, { startMinute: typed.start, endMinute: typed.end }) ? typed : null;
  // The summary says what Save (or the offer) would send: the typed span, even past the hours.
  const shown = pastHours ?? span;
  // Its length is the time that really passes on the workplace's clock, by the server's rule (the night the clocks change too).
  const elapsed = elapsedMinutes(isoDateOf(target.date), shown.start, shown.end, workplace.time_zone);
  // Only the owner may change a workplace (a team manager would be refused), so only the owner is offered the widening.
  const widened =
    pastHours && workplace.role === 'owner' ? rotaHoursToHold(rotaHours, { startMinute: pastHours.start, endMinute: pastHours.end }) : null;
  const away = target.employee ? unavailableLabel(unavailable) : null;

  /** The selects changed: the typed text follows them. */
  function setParts(next: TimeParts) {
    setPartsState(next);
    setQuickText(quickTimeText(toMinutes(next)));
    setWarned(null);
  }

  /** Typing fills the selects as soon as the text reads as a span. */
  function onQuickText(text: string) {
    setQuickText(text);
    setWarned(null);
    // Even past the rota hours: the selects, the break line and the preview show what was typed (Save still refuses it).
    const parsed = parseQuickTime(text);
    if (parsed.ok) setPartsState(fromMinutes(parsed.span.start, parsed.span.end));
  }

  /** Availability never refuses: outside it, the manager is told first and confirms. */
  async function save(chosen: QuickSpan, anyway = false) {
    setError(null);
    const brk = breakRequestOf(breakChoice, editing);
    if ('error' in brk) {
      setError(brk.error);
      return;
    }
    const reassigned = editing !== undefined && employeeId !== currentEmployeeId;
    // Availability is known for the row's own employee; a new one's time off is the server's refusal.
    const warning =
      !reassigned &&
      target.employee &&
      availabilityWarning(target.employee.display_name, isoDateOf(target.date), unavailable, chosen.start, chosen.end);
    if (warning && !anyway) {
      setWarned({ span: chosen, text: warning });
      return;
    }
    setWarned(null);
    await run('save', PLANNER_MESSAGES.unableToSave, async () => {
      if (editing) {
        const retimed = chosen.start !== initialSpan.start || chosen.end !== initialSpan.end || brk.request.breakMinutes !== undefined;
        if (retimed || !reassigned) await retimeAssignment(dispatch, week, editing.assignment_id, chosen.start, chosen.end, brk.request);
        if (reassigned) {
          await reassignAssignment(
            dispatch,
            week,
            editing.assignment_id,
            isoDateOf(target.date),
            employeeId === NOBODY ? null : employeeId,
          );
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
  async function widenAndSave() {
    if (!pastHours || !widened) return;
    setError(null);
    const widenedHours = await run('widen', PLANNER_MESSAGES.unableToSave, async () => {
      await updateWorkplace({ workplace_id: workplace.workplace_id, user_id: week.userId, ...widened }).unwrap();
    });
    if (widenedHours) await save(pastHours);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!quick.ok) {
      setError(quick.reason);
      return;
    }
    // Past the hours the server would refuse: the offer to widen them is on screen instead.
    if (pastHours) return;
    void save(quick.span);
  }

  function onChip(chip: UsualSpan) {
    setParts(fromMinutes(chip.start, chip.end));
    void save({ start: chip.start, end: chip.end });
  }

  async function onRemove() {
    if (!editing) return;
    setError(null);
    await run('remove', PLANNER_MESSAGES.unableToRemove, async () => {
      await removeAssignment(dispatch, week, editing.assignment_id);
      const start = parseTime(editing.time_start);
      onRemoved(target, { start, end: overnightEnd(start, parseTime(editing.time_end)) });
      onClose();
    });
  }

  const disabled = busy !== null;
  // An empty field is not wrong yet: it only needs a span before Save.
  const quickInvalid = !quick.ok && quickText.trim() !== '';
  const hint = quickInvalid ? quick.reason : 'Type 9-17, 16:00-23:30 or 7.30-15.30; an end before the start is the next day.';
  return (
    <form className="form shift-time-form" onSubmit={onSubmit} noValidate>
      <p className="shift-time-context">
        <strong>{who}</strong>
        <span className="muted"> · {target.date.format('dddd D MMMM')}</span>
        {away && <span className="shift-time-away"> · {away}</span>}
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
          <div className="field quick-time-field">
            <label htmlFor={ids.quick}>Times</label>
            <input
              id={ids.quick}
              className={`input quick-time-input${quickInvalid ? ' is-invalid' : ''}`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={quickText}
              aria-invalid={quickInvalid}
              aria-describedby={ids.quickHint}
              onFocus={(e) => e.currentTarget.select()}
              onChange={(e) => onQuickText(e.target.value)}
            />
            <p id={ids.quickHint} className={`field-hint quick-time-hint${quickInvalid ? ' is-error' : ''}`} aria-live="polite">
              {hint}
            </p>
          </div>
          {pastHours && (
            <div className="availability-warning rota-hours-offer" role="alert">
              <p>{outsideRotaHoursMessage(rotaHours, { startMinute: pastHours.start, endMinute: pastHours.end })}</p>
              {widened && (
                <div className="availability-warning-actions">
                  <button
                    type="button"
                    className="button button-primary button-small"
                    disabled={disabled || (!editing && serviceType === null)}
                    onClick={asyncHandler(widenAndSave)}
                  >
                    {busy === 'widen' ? 'Extending…' : widenLabel(rotaHours, widened, twelveHour)}
                  </button>
                </div>
              )}
            </div>
          )}
          {usualSpans.length > 0 && (
            <div className="usual-spans" role="group" aria-label="Usual shifts: one tap saves">
              <span className="usual-spans-label">Usual shifts</span>
              <div className="usual-spans-chips">
                {usualSpans.map((chip) => (
                  <button
                    key={`${chip.start}-${chip.end}`}
                    type="button"
                    className="chip usual-span"
                    aria-label={`Save ${spanText(chip, twelveHour)}`}
                    disabled={disabled || (!editing && serviceType === null)}
                    onClick={() => onChip(chip)}
                  >
                    {spanText(chip, twelveHour)}
                  </button>
                ))}
              </div>
            </div>
          )}
          {editing && (
            <div className="field">
              <label htmlFor={ids.employee}>Employee</label>
              <select
                id={ids.employee}
                className="select"
                value={employeeId}
                disabled={disabled}
                onChange={(e) => {
                  setEmployeeId(e.target.value);
                  setWarned(null);
                }}
              >
                {choices.map((e) => (
                  <option key={e.employee_id} value={e.employee_id}>
                    {e.display_name}
                  </option>
                ))}
                <option value={NOBODY}>Nobody (open shift)</option>
              </select>
            </div>
          )}
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
          <div className="shift-time-selects">
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
              minuteOptions={endMinuteOptions(parts.endHour, hours, parts.endMinute)}
              twelveHour={twelveHour}
              onHour={(hour) => setParts(withEndHour(parts, hour, hours))}
              onMinute={(minute) => setParts({ ...parts, endMinute: minute })}
            />
          </div>
          <p className="shift-time-summary" aria-live="polite">
            {spanText(shown, twelveHour)}
            <span className="muted"> · {formatHoursMinutes(elapsed)}</span>
          </p>
          <BreakField
            value={breakChoice}
            onChange={(next) => {
              setBreakChoice(next);
              setWarned(null);
            }}
            rules={workplace.breakRules ?? []}
            elapsed={elapsed}
            current={editing}
          />
          {warned && (
            <div className="availability-warning" role="alert">
              <p>{warned.text}</p>
              <div className="availability-warning-actions">
                <button
                  type="button"
                  className="button button-primary button-small"
                  disabled={disabled}
                  onClick={() => void save(warned.span, true)}
                >
                  Place anyway
                </button>
              </div>
            </div>
          )}
          {error && <Message tone="error">{error}</Message>}
          <div className="dialog-actions">
            {editing && (
              <button type="button" className="button button-subtle-danger" onClick={asyncHandler(onRemove)} disabled={disabled}>
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
