import { useId, useState, type FormEvent } from 'react';
import { Message } from '../../components/Message';
import { useSetAvailabilityMutation } from './api';
import {
  availabilityForm,
  availabilityOf,
  DAY_NAMES,
  DEFAULT_WINDOW,
  exceptionKey,
  windowProblem,
  type AvailabilityForm,
  type DayChoice,
  type DayForm,
} from './availability';
import { WEEKDAYS, type Availability } from './types';
import { useAction } from './useAction';

const CHOICES: { value: DayChoice; label: string }[] = [
  { value: 'any', label: 'Any time' },
  { value: 'none', label: 'Not available' },
  { value: 'windows', label: 'Only between…' },
];

interface Props {
  token: string;
  availability: Availability;
  today: string;
  writable: boolean;
}

/** "When you can work": a usual week, and single dates that differ from it. */
export function AvailabilitySection({ token, availability, today, writable }: Props) {
  const [form, setForm] = useState<AvailabilityForm>(() => availabilityForm(availability));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save] = useSetAvailabilityMutation();
  const action = useAction(save);

  const edit = (change: (draft: AvailabilityForm) => AvailabilityForm) => {
    setSaved(false);
    setForm(change);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found = formProblem(form, today);
    setProblem(found);
    if (found) return;
    setSaved(await action.run({ token, availability: availabilityOf(form) }));
  }

  const error = problem ?? action.error;
  return (
    <form className="staff-availability" onSubmit={(event) => void submit(event)} noValidate aria-label="When you can work">
      <p className="muted staff-section-help">Your manager sees this when planning. Times are on your workplace&rsquo;s clock.</p>
      {WEEKDAYS.map((day) => (
        <DayFields
          key={day}
          legend={DAY_NAMES[day]}
          day={form.weekly[day]}
          onChange={(next) => edit((f) => ({ ...f, weekly: { ...f.weekly, [day]: next } }))}
        />
      ))}

      <h3 className="staff-subheading">Single dates</h3>
      <p className="muted staff-section-help">A date that differs from your usual week: a class, a holiday, a day you can do more.</p>
      {form.exceptions.map((exception, index) => (
        <DayFields
          key={exception.key}
          legend={`Date ${index + 1}`}
          date={exception.date}
          minDate={today}
          onDate={(date) => edit((f) => ({ ...f, exceptions: f.exceptions.map((e) => (e.key === exception.key ? { ...e, date } : e)) }))}
          onRemove={() => edit((f) => ({ ...f, exceptions: f.exceptions.filter((e) => e.key !== exception.key) }))}
          day={exception}
          onChange={(next) =>
            edit((f) => ({ ...f, exceptions: f.exceptions.map((e) => (e.key === exception.key ? { ...e, ...next } : e)) }))
          }
        />
      ))}
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() =>
          edit((f) => ({
            ...f,
            exceptions: [...f.exceptions, { key: exceptionKey(), date: '', choice: 'none', windows: [{ ...DEFAULT_WINDOW }] }],
          }))
        }
      >
        Add a date
      </button>

      <div className="staff-form-footer">
        {error && <Message tone="error">{error}</Message>}
        {saved && <Message tone="success">Saved. Your manager sees it from now on.</Message>}
        <button type="submit" className="button button-primary staff-form-submit" disabled={!writable || action.busy}>
          Save when I can work
        </button>
      </div>
    </form>
  );
}

/** What the browser can see is wrong before the server is asked. */
function formProblem(form: AvailabilityForm, today: string): string | null {
  for (const day of [...WEEKDAYS.map((d) => form.weekly[d]), ...form.exceptions]) {
    const problem = windowProblem(day);
    if (problem) return problem;
  }
  const dates = form.exceptions.map((e) => e.date);
  if (dates.some((date) => !date)) return 'Choose a date for each single date, or remove it.';
  if (dates.some((date) => date < today)) return 'A single date cannot be in the past.';
  if (new Set(dates).size !== dates.length) return 'Each date can only be listed once.';
  return null;
}

interface DayFieldsProps {
  legend: string;
  day: DayForm;
  onChange: (day: DayForm) => void;
  /** For a single date: its date input and a way to remove it. */
  date?: string;
  minDate?: string;
  onDate?: (date: string) => void;
  onRemove?: () => void;
}

function DayFields({ legend, day, onChange, date, minDate, onDate, onRemove }: DayFieldsProps) {
  const id = useId();
  const problem = windowProblem(day);
  const setWindow = (index: number, change: Partial<DayForm['windows'][number]>) =>
    onChange({ ...day, windows: day.windows.map((w, i) => (i === index ? { ...w, ...change } : w)) });
  return (
    <fieldset className="card staff-day" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="staff-day-name">{legend}</legend>
      {onDate && (
        <div className="staff-day-date">
          <div className="field">
            <label htmlFor={`${id}-date`}>Date</label>
            <input id={`${id}-date`} type="date" min={minDate} value={date} onChange={(e) => onDate(e.target.value)} />
          </div>
          <button type="button" className="button button-secondary button-small" aria-label={`Remove ${legend}`} onClick={onRemove}>
            Remove
          </button>
        </div>
      )}
      <div className="staff-choices">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="staff-choice">
            <input
              type="radio"
              name={`${id}-choice`}
              value={choice.value}
              checked={day.choice === choice.value}
              onChange={() => onChange({ ...day, choice: choice.value })}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {day.choice === 'windows' && (
        <ul className="staff-windows">
          {day.windows.map((window, index) => (
            <li key={index} className="staff-window">
              <div className="field">
                <label htmlFor={`${id}-from-${index}`}>From</label>
                <input
                  id={`${id}-from-${index}`}
                  type="time"
                  value={window.from}
                  onChange={(e) => setWindow(index, { from: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-to-${index}`}>To</label>
                <input id={`${id}-to-${index}`} type="time" value={window.to} onChange={(e) => setWindow(index, { to: e.target.value })} />
              </div>
              {day.windows.length > 1 && (
                <button
                  type="button"
                  className="button button-secondary staff-window-remove"
                  aria-label={`Remove ${window.from} – ${window.to}`}
                  title="Remove these times"
                  onClick={() => onChange({ ...day, windows: day.windows.filter((_, i) => i !== index) })}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          ))}
          <li>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => onChange({ ...day, windows: [...day.windows, { from: '', to: '' }] })}
            >
              Add another time
            </button>
          </li>
        </ul>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error">
          {problem}
        </p>
      )}
      {day.choice === 'windows' && <p className="field-hint">A time ending at 00:00 runs to midnight.</p>}
    </fieldset>
  );
}
