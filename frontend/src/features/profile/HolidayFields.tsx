import { useId } from 'react';
import { FormField } from '../../components/FormField';
import { NumberField } from '../../components/NumberField';
import {
  checkedEmployeeHoliday,
  DEFAULT_HOLIDAY_PERCENT,
  DomainError,
  HOLIDAY_METHODS,
  MAX_HOLIDAY_HOURS_PER_YEAR,
  type HolidayMethod,
  type HolidayRule,
} from '@rotaledger/domain';

/** A holiday rule as typed: '' as the method is the employee's "follow the workplace". */
export interface HolidayDraft {
  method: HolidayMethod | '';
  percent: string;
  hoursPerYear: string;
  /** yyyy-mm-dd whose day and month start each leave year; '' = 1 January. */
  leaveYearStart: string;
  /** The most unused hours carried into the next leave year; '' = 0. */
  carryOverHours: string;
}

const METHOD_LABELS: Record<HolidayMethod, string> = {
  none: 'None',
  percent: 'Percent of hours worked',
  entitlement: 'Yearly entitlement',
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The form's start from a saved rule (null: the employee follows the workplace). */
export function holidayDraft(rule: Omit<HolidayRule, 'method'> & { method: HolidayMethod | '' }): HolidayDraft {
  return {
    method: rule.method,
    percent: text(rule.percent ?? DEFAULT_HOLIDAY_PERCENT),
    hoursPerYear: text(rule.hoursPerYear),
    leaveYearStart: rule.leaveYearStart ?? '',
    carryOverHours: text(rule.carryOverHours),
  };
}

/**
 * The rule to check (with the domain's checkedHoliday or checkedEmployeeHoliday) and send: only
 * the chosen method's fields; null for '' (follow the workplace).
 */
export function holidayRuleOf(draft: HolidayDraft): HolidayRule | null {
  if (draft.method === '') return null;
  if (draft.method === 'none') return { method: 'none' };
  if (draft.method === 'percent') return { method: 'percent', percent: numberOf(draft.percent) };
  return {
    method: 'entitlement',
    hoursPerYear: numberOf(draft.hoursPerYear),
    ...(draft.leaveYearStart ? { leaveYearStart: draft.leaveYearStart } : {}),
    ...(draft.carryOverHours.trim() ? { carryOverHours: numberOf(draft.carryOverHours) } : {}),
  };
}

/**
 * An employee's own rule to send, checked by the domain's checkedEmployeeHoliday: `holiday` only
 * when it differs from the saved one (null: follow the workplace again).
 */
export function employeeHolidayChange(
  draft: HolidayDraft,
  saved: HolidayRule | null | undefined,
): { change: { holiday?: HolidayRule | null } } | { error: string } {
  const rule = holidayRuleOf(draft);
  try {
    // Compared as the domain keeps them (defaults filled in, other methods' fields dropped).
    const same = JSON.stringify(checkedEmployeeHoliday(rule)) === JSON.stringify(checkedEmployeeHoliday(saved ?? null));
    return { change: same ? {} : { holiday: rule } };
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
}

/**
 * How holiday accrues (issue 39): none, a percent of the paid hours worked (12.07 by default,
 * the UK rule for irregular hours) or a yearly entitlement from a leave year's start. With
 * `followLabel`, an empty choice (named so) follows the workplace's rule.
 */
export function HolidayFields({
  label,
  value,
  onChange,
  followLabel,
}: {
  label: string;
  value: HolidayDraft;
  onChange: (draft: HolidayDraft) => void;
  followLabel?: string;
}) {
  const id = useId();
  const set = (patch: Partial<HolidayDraft>) => onChange({ ...value, ...patch });
  return (
    // The method on a line of its own, so its longer names are never cut off.
    <div className="pay-settings-group holiday-fields">
      <div className="field">
        <label htmlFor={`${id}-method`}>{label}</label>
        <select
          id={`${id}-method`}
          className="select"
          value={value.method}
          onChange={(e) => set({ method: e.target.value as HolidayDraft['method'] })}
        >
          {followLabel !== undefined && <option value="">{followLabel}</option>}
          {HOLIDAY_METHODS.map((m) => (
            <option key={m} value={m}>
              {METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      {(value.method === 'percent' || value.method === 'entitlement') && (
        <div className="pay-settings-row">
          {value.method === 'percent' && (
            <NumberField
              label="Holiday percent"
              min={0.01}
              max={50}
              step={0.01}
              value={value.percent}
              onChange={(e) => set({ percent: e.target.value })}
            />
          )}
          {value.method === 'entitlement' && (
            <>
              <NumberField
                label="Hours a year"
                min={1}
                max={MAX_HOLIDAY_HOURS_PER_YEAR}
                step={0.25}
                value={value.hoursPerYear}
                onChange={(e) => set({ hoursPerYear: e.target.value })}
              />
              <FormField
                label="Leave year starts"
                inputClassName="input"
                type="date"
                hint="Its day and month start every leave year (1 January when empty)."
                value={value.leaveYearStart}
                onChange={(e) => set({ leaveYearStart: e.target.value })}
              />
              <NumberField
                label="Hours carried over"
                min={0}
                max={MAX_HOLIDAY_HOURS_PER_YEAR}
                step={0.25}
                hint="Unused hours up to this carry into the next leave year; the rest lapse (0 when empty)."
                value={value.carryOverHours}
                onChange={(e) => set({ carryOverHours: e.target.value })}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
