import { useId } from 'react';
import {
  MINUTES,
  endHourOptions,
  endMinuteOptions,
  startHourOptions,
  withEndHour,
  withStartHour,
  type RotaHours,
  type TimeParts,
} from './timeRules';

/** An hour of the list: midnight and later are the next morning ('00 +1', '02 +1'), never '24'. */
export function hourText(hour: number, twelveHour: boolean): string {
  const nextDay = hour >= 24 ? ' +1' : '';
  if (!twelveHour) return `${String(hour >= 24 ? hour - 24 : hour).padStart(2, '0')}${nextDay}`;
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}${nextDay}`;
}

interface TimeSelectsProps {
  legend: 'Start' | 'End';
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
  const hourId = useId();
  const minuteId = useId();
  return (
    <fieldset className="time-fieldset">
      <legend>{props.legend}</legend>
      <div className="time-selects">
        <label className="visually-hidden" htmlFor={hourId}>
          {props.legend} hour
        </label>
        <select id={hourId} className="select time-select" value={props.hour} onChange={(e) => props.onHour(Number(e.target.value))}>
          {props.hourOptions.map((h) => (
            <option key={h} value={h}>
              {hourText(h, props.twelveHour)}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <label className="visually-hidden" htmlFor={minuteId}>
          {props.legend} minutes
        </label>
        <select id={minuteId} className="select time-select" value={props.minute} onChange={(e) => props.onMinute(Number(e.target.value))}>
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

interface SpanSelectsProps {
  parts: TimeParts;
  /** The workplace's rota hours: what the lists offer (timeRules). */
  hours: RotaHours;
  twelveHour: boolean;
  onChange: (next: TimeParts) => void;
}

/** The start and the end as selects, offering only what the time rules allow. */
export function SpanSelects({ parts, hours, twelveHour, onChange }: SpanSelectsProps) {
  return (
    <div className="shift-time-selects">
      <TimeSelects
        legend="Start"
        hour={parts.startHour}
        minute={parts.startMinute}
        hourOptions={startHourOptions(hours, parts.startHour)}
        minuteOptions={MINUTES}
        twelveHour={twelveHour}
        onHour={(hour) => onChange(withStartHour(parts, hour, hours))}
        onMinute={(minute) => onChange({ ...parts, startMinute: minute })}
      />
      <TimeSelects
        legend="End"
        hour={parts.endHour}
        minute={parts.endMinute}
        hourOptions={endHourOptions(parts.startHour, hours, parts.endHour)}
        minuteOptions={endMinuteOptions(parts.endHour, hours, parts.endMinute)}
        twelveHour={twelveHour}
        onHour={(hour) => onChange(withEndHour(parts, hour, hours))}
        onMinute={(minute) => onChange({ ...parts, endMinute: minute })}
      />
    </div>
  );
}
