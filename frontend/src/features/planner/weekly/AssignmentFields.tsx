import { useId } from 'react';
import { outsideRotaHoursMessage, serviceById, type RotaHours } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { asyncHandler } from '../../../lib/async-handler';
import { formatClock, formatRange } from '../time';
import type { QuickSpan, QuickTimeResult } from './quickTime';
import type { DialogRotaHours } from './useAssignmentTimes';
import type { UsualSpan } from './weekSummary';

/** The parts of the New/Edit Shift form (AssignmentDialog), one per field. */

export const NOBODY = '';

export const spanText = (span: QuickSpan, twelveHour: boolean) => formatRange(span.startMinute, span.endMinute, twelveHour);

const QUICK_HINT = 'Type 9-17, 16:00-23:30 or 7.30-15.30; an end before the start is the next day.';

/** "Times": a span typed in one go, with the hint (or why it does not read as a span) below. */
export function QuickTimeField({ text, quick, onText }: { text: string; quick: QuickTimeResult; onText: (text: string) => void }) {
  const id = useId();
  const hintId = useId();
  // An empty field is not wrong yet: it only needs a span before Save.
  const invalid = !quick.ok && text.trim() !== '';
  return (
    <div className="field quick-time-field">
      <label htmlFor={id}>Times</label>
      <input
        id={id}
        className={`input quick-time-input${invalid ? ' is-invalid' : ''}`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => onText(e.target.value)}
      />
      <p id={hintId} className={`field-hint quick-time-hint${invalid ? ' is-error' : ''}`} aria-live="polite">
        {!quick.ok && invalid ? quick.reason : QUICK_HINT}
      </p>
    </div>
  );
}

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

interface RotaHoursOfferProps {
  pastHours: QuickSpan;
  rotaHours: DialogRotaHours;
  /** The hours that would hold the span, offered to the owner only. */
  widened: RotaHours | null;
  widening: boolean;
  disabled: boolean;
  twelveHour: boolean;
  onWiden: () => Promise<void>;
}

/** A span past the rota hours: the server's message, and (to the owner) the offer to widen them and save. */
export function RotaHoursOffer({ pastHours, rotaHours, widened, widening, disabled, twelveHour, onWiden }: RotaHoursOfferProps) {
  return (
    <div className="availability-warning rota-hours-offer" role="alert">
      <p>{outsideRotaHoursMessage(rotaHours, pastHours)}</p>
      {widened && (
        <div className="availability-warning-actions">
          <button type="button" className="button button-primary button-small" disabled={disabled} onClick={asyncHandler(onWiden)}>
            {widening ? 'Extending…' : widenLabel(rotaHours, widened, twelveHour)}
          </button>
        </div>
      )}
    </div>
  );
}

/** The week's most used spans as chips: one tap saves. */
export function UsualSpanChips({
  spans,
  disabled,
  twelveHour,
  onChip,
}: {
  spans: readonly UsualSpan[];
  disabled: boolean;
  twelveHour: boolean;
  onChip: (chip: UsualSpan) => void;
}) {
  if (spans.length === 0) return null;
  return (
    <div className="usual-spans" role="group" aria-label="Usual shifts: one tap saves">
      <span className="usual-spans-label">Usual shifts</span>
      <div className="usual-spans-chips">
        {spans.map((chip) => (
          <button
            key={`${chip.startMinute}-${chip.endMinute}`}
            type="button"
            className="chip usual-span"
            aria-label={`Save ${spanText(chip, twelveHour)}`}
            disabled={disabled}
            onClick={() => onChip(chip)}
          >
            {spanText(chip, twelveHour)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Edit Shift: who the shift goes to (NOBODY makes it an open shift). */
export function EmployeeSelect({
  value,
  choices,
  disabled,
  onChange,
}: {
  value: string;
  choices: readonly Employee[];
  disabled: boolean;
  onChange: (employeeId: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Employee</label>
      <select id={id} className="select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {choices.map((e) => (
          <option key={e.employee_id} value={e.employee_id}>
            {e.display_name}
          </option>
        ))}
        <option value={NOBODY}>Nobody (open shift)</option>
      </select>
    </div>
  );
}

/** New Shift: the workplace service it goes under. */
export function ServiceSelect({
  value,
  services,
  onChange,
}: {
  value: number | null;
  services: readonly number[];
  onChange: (serviceType: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Service</label>
      <select id={id} className="select" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {services.map((serviceId) => {
          const s = serviceById(serviceId);
          return (
            <option key={serviceId} value={serviceId}>
              {s.service_icon} {s.service_name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
