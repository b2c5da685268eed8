import { useId } from 'react';
import { DomainError, checkedBreakMinutes, ruleBreakMinutes, type BreakRule } from '@rotaledger/domain';
import { breakLabel, hoursText } from './breaks';
import type { BreakFields, BreakRequest } from './types';

/** The Break field's choice: the workplace's rules, or minutes set on this shift (as typed). */
export interface BreakChoice {
  own: boolean;
  minutes: string;
}

/** What the field starts with: the assignment's own break, else the rules. */
export function initialBreakChoice(current: Partial<BreakFields> | undefined): BreakChoice {
  if (current?.ownBreak && typeof current.breakMinutes === 'number') return { own: true, minutes: String(current.breakMinutes) };
  return { own: false, minutes: String(current?.breakMinutes ?? 30) };
}

/**
 * The request's `breakMinutes` for the choice, or the domain's message when the minutes are not
 * 0-180. A new assignment sends a number only when set (absent: the rules). An edit sends what
 * changed: a number for a new own break, null to go back to the rules, nothing when unchanged
 * (absent keeps an own break, else the rules re-derive it for the new length).
 */
export function breakRequestOf(choice: BreakChoice, current?: Partial<BreakFields>): { request: BreakRequest } | { error: string } {
  if (!choice.own) return { request: current?.ownBreak ? { breakMinutes: null } : {} };
  let minutes: number;
  try {
    minutes = checkedBreakMinutes(choice.minutes.trim() === '' ? Number.NaN : Number(choice.minutes));
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
  if (current?.ownBreak && current.breakMinutes === minutes) return { request: {} };
  return { request: { breakMinutes: minutes } };
}

/** "As the workplace's rules (30 min for this shift)": what the rules would give the span shown. */
function rulesText(rules: readonly BreakRule[], elapsed: number | null): string {
  if (rules.length === 0) return 'none set';
  if (elapsed === null) return 'by the shift’s length';
  const minutes = ruleBreakMinutes(elapsed, rules);
  return minutes > 0 ? `${minutes} min for ${hoursText(elapsed)}` : `no break for ${hoursText(elapsed)}`;
}

interface BreakFieldProps {
  value: BreakChoice;
  onChange: (choice: BreakChoice) => void;
  /** The workplace's rules, to say what following them gives. */
  rules: readonly BreakRule[];
  /** The span's length on screen (minutes), when known. */
  elapsed: number | null;
  /** The assignment's break now (edits only). */
  current?: Partial<BreakFields>;
}

/** "Break": as the workplace's rules (the default) or a number of minutes set on this shift. */
export function BreakField({ value, onChange, rules, elapsed, current }: BreakFieldProps) {
  const name = useId();
  const minutesId = useId();
  const hintId = useId();
  const now =
    current && typeof current.breakMinutes === 'number'
      ? `Now: ${current.breakMinutes > 0 ? breakLabel(current.breakMinutes) : 'no break'} (${current.ownBreak ? 'set on this shift' : 'the workplace’s rules'}).`
      : null;
  return (
    <fieldset className="break-field" aria-describedby={hintId}>
      <legend>Break</legend>
      <label className="break-field-option">
        <input type="radio" name={name} checked={!value.own} onChange={() => onChange({ ...value, own: false })} />
        <span>
          As the workplace’s rules <span className="muted">({rulesText(rules, elapsed)})</span>
        </span>
      </label>
      <div className="break-field-own">
        <label className="break-field-option">
          <input type="radio" name={name} checked={value.own} onChange={() => onChange({ ...value, own: true })} />
          <span>Set for this shift</span>
        </label>
        <label className="visually-hidden" htmlFor={minutesId}>
          Break minutes
        </label>
        <span className="break-field-amount">
          <input
            id={minutesId}
            className="input break-field-minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={180}
            step={5}
            value={value.minutes}
            disabled={!value.own}
            onChange={(e) => onChange({ own: true, minutes: e.target.value })}
          />
          <span aria-hidden="true">min unpaid</span>
        </span>
      </div>
      <p id={hintId} className="field-hint break-field-hint">
        {now ? `${now} ` : ''}
        {BREAK_HINT}
      </p>
    </fieldset>
  );
}

const BREAK_HINT = 'Paid hours are the shift’s length less this unpaid break.';
