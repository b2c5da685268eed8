import { useId, useState } from 'react';
import {
  checkedHoliday,
  checkedOvertime,
  checkedPayrollCodes,
  checkedPaySchedule,
  checkedPremiums,
  checkedShortNotice,
  DomainError,
  isIsoDate,
  MAX_PAYROLL_CODE,
  PAY_FREQUENCIES,
  PAYROLL_CODE_FIELDS,
  PREMIUM_REGIONS,
  toLongDate,
  type PayFrequency,
  type PremiumRegion,
} from '@rotaledger/domain';
import { FormField } from '../../components/FormField';
import { NumberField } from '../../components/NumberField';
import type { UpdateWorkplaceBody, Workplace } from './types';
import { HolidayFields, holidayDraft, holidayRuleOf, type HolidayDraft } from './HolidayFields';
import { ShortNoticeFields, shortNoticeDraft, shortNoticeRuleOf, type ShortNoticeDraft } from './ShortNoticeFields';

type PayrollCodeField = (typeof PAYROLL_CODE_FIELDS)[number];
type PaySettingsOf = Pick<
  Workplace,
  'paySchedule' | 'overtime' | 'premiums' | 'payrollCodes' | 'shortNotice' | 'holiday' | 'allowNegativeHolidayBalance'
>;

/** The pay settings as typed: the inputs' text, so a half-typed number stays as it is. */
export interface PaySettingsDraft {
  frequency: PayFrequency;
  anchorDate: string;
  overtimeOn: boolean;
  afterWeeklyHours: string;
  afterDailyHours: string;
  overtimeMultiplier: string;
  premiumRegion: PremiumRegion;
  premiumDates: string[];
  premiumMultiplier: string;
  shortNotice: ShortNoticeDraft;
  holiday: HolidayDraft;
  allowNegativeHolidayBalance: boolean;
  /** yyyy-mm-dd the changed rules apply from; '' = today. */
  effectiveFrom: string;
  payrollCodes: Record<PayrollCodeField, string>;
}

export const FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  'four-weekly': 'Four-weekly',
  monthly: 'Monthly',
};

export const REGION_LABELS: Record<PremiumRegion, string> = {
  'england-and-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
  none: 'None',
};

const CODE_LABELS: Record<PayrollCodeField, string> = {
  normal: 'Normal',
  overtime: 'Overtime',
  premium: 'Premium',
  holiday: 'Holiday',
  shortNotice: 'Short-notice',
  adjustment: 'Adjustment',
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form's start: the workplace's latest decisions (the defaults when never set, or for a workplace not yet created). */
export function paySettingsDraft(workplace: Partial<PaySettingsOf>): PaySettingsDraft {
  const { paySchedule, overtime, premiums, payrollCodes, shortNotice, holiday } = workplace;
  return {
    frequency: paySchedule?.frequency ?? 'weekly',
    anchorDate: paySchedule?.anchorDate ?? '',
    overtimeOn: Boolean(overtime),
    afterWeeklyHours: text(overtime?.afterWeeklyHours),
    afterDailyHours: text(overtime?.afterDailyHours),
    overtimeMultiplier: text(overtime?.multiplier ?? 1.5),
    premiumRegion: premiums?.region ?? 'none',
    premiumDates: premiums?.dates ?? [],
    premiumMultiplier: text(premiums?.multiplier ?? 1.5),
    shortNotice: shortNoticeDraft(shortNotice),
    // Answers from before holiday existed have none.
    holiday: holidayDraft(holiday ?? { method: 'none' }),
    allowNegativeHolidayBalance: workplace.allowNegativeHolidayBalance ?? false,
    effectiveFrom: '',
    payrollCodes: Object.fromEntries(PAYROLL_CODE_FIELDS.map((f) => [f, text(payrollCodes?.[f])])) as Record<PayrollCodeField, string>,
  };
}

export const OVERTIME_HOURS_NEEDED = 'Give the paid hours a week or a day after which overtime starts.';

type PayChanges = Pick<
  UpdateWorkplaceBody,
  'paySchedule' | 'overtime' | 'premiums' | 'payrollCodes' | 'shortNotice' | 'holiday' | 'allowNegativeHolidayBalance'
>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What to send: only the settings changed from the form's start (absent keeps them on the
 * server), each checked by the domain's own rule, so the form says what the server would.
 */
export function payChangesFrom(
  draft: PaySettingsDraft,
  initial: PaySettingsDraft,
  today: string,
): { changes: PayChanges } | { error: string } {
  const from = draft.effectiveFrom ? { effectiveFrom: draft.effectiveFrom } : {};
  const changed = (...fields: (keyof PaySettingsDraft)[]) => fields.some((f) => !same(draft[f], initial[f]));
  const changes: PayChanges = {};
  try {
    if (changed('frequency', 'anchorDate')) {
      const schedule = { frequency: draft.frequency, anchorDate: draft.anchorDate, ...from };
      checkedPaySchedule(schedule, today);
      changes.paySchedule = schedule;
    }
    if (changed('overtimeOn', 'afterWeeklyHours', 'afterDailyHours', 'overtimeMultiplier')) {
      if (draft.overtimeOn && !draft.afterWeeklyHours.trim() && !draft.afterDailyHours.trim()) return { error: OVERTIME_HOURS_NEEDED };
      const weekly = numberOf(draft.afterWeeklyHours);
      const daily = numberOf(draft.afterDailyHours);
      const overtime = draft.overtimeOn
        ? {
            ...(weekly !== undefined ? { afterWeeklyHours: weekly } : {}),
            ...(daily !== undefined ? { afterDailyHours: daily } : {}),
            multiplier: numberOf(draft.overtimeMultiplier) ?? Number.NaN,
            ...from,
          }
        : null;
      checkedOvertime(overtime, today);
      changes.overtime = overtime;
    }
    if (changed('premiumRegion', 'premiumDates', 'premiumMultiplier')) {
      const dates = [...draft.premiumDates].sort();
      const premiums =
        draft.premiumRegion === 'none' && dates.length === 0
          ? null
          : {
              region: draft.premiumRegion,
              ...(dates.length ? { dates } : {}),
              multiplier: numberOf(draft.premiumMultiplier) ?? Number.NaN,
              ...from,
            };
      checkedPremiums(premiums, today);
      changes.premiums = premiums;
    }
    if (changed('shortNotice')) {
      const rule = shortNoticeRuleOf(draft.shortNotice);
      const shortNotice = rule && { ...rule, ...from };
      checkedShortNotice(shortNotice, today);
      changes.shortNotice = shortNotice;
    }
    if (changed('holiday')) {
      const holiday = { ...(holidayRuleOf(draft.holiday) ?? { method: 'none' as const }), ...from };
      checkedHoliday(holiday, today);
      changes.holiday = holiday;
    }
    if (changed('allowNegativeHolidayBalance')) changes.allowNegativeHolidayBalance = draft.allowNegativeHolidayBalance;
    if (changed('payrollCodes')) {
      changes.payrollCodes = checkedPayrollCodes(
        Object.fromEntries(PAYROLL_CODE_FIELDS.map((f) => [f, numberOf(draft.payrollCodes[f]) ?? Number.NaN])),
      );
    }
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
  return { changes };
}

type DraftProps = { value: PaySettingsDraft; onChange: (draft: PaySettingsDraft) => void };

/** Overtime after paid hours a week and/or a day, at a multiplier. */
function OvertimeFields({ value, onChange }: DraftProps) {
  const set = (patch: Partial<PaySettingsDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="pay-settings-group">
      <label className="pay-settings-toggle">
        <input type="checkbox" checked={value.overtimeOn} onChange={(e) => set({ overtimeOn: e.target.checked })} />
        <span>Pay overtime</span>
      </label>
      {value.overtimeOn && (
        <div className="pay-settings-row">
          <NumberField
            label="After hours a week"
            min={1}
            max={168}
            step={0.25}
            value={value.afterWeeklyHours}
            onChange={(e) => set({ afterWeeklyHours: e.target.value })}
          />
          <NumberField
            label="After hours a day"
            min={1}
            max={24}
            step={0.25}
            value={value.afterDailyHours}
            onChange={(e) => set({ afterDailyHours: e.target.value })}
          />
          <NumberField
            label="Overtime multiplier"
            min={1}
            max={5}
            step={0.01}
            value={value.overtimeMultiplier}
            onChange={(e) => set({ overtimeMultiplier: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}

/** Premium days: a region's bank holidays and chosen dates, at a multiplier. */
function PremiumDaysFields({ value, onChange }: DraftProps) {
  const id = useId();
  const [newDate, setNewDate] = useState('');
  const set = (patch: Partial<PaySettingsDraft>) => onChange({ ...value, ...patch });

  function addDate() {
    if (!isIsoDate(newDate) || value.premiumDates.includes(newDate)) return;
    set({ premiumDates: [...value.premiumDates, newDate].sort() });
    setNewDate('');
  }

  return (
    <>
      <div className="pay-settings-row">
        <div className="field">
          <label htmlFor={`${id}-region`}>Bank holidays paid as premium days</label>
          <select
            id={`${id}-region`}
            className="select"
            value={value.premiumRegion}
            onChange={(e) => set({ premiumRegion: e.target.value as PremiumRegion })}
          >
            {PREMIUM_REGIONS.map((r) => (
              <option key={r} value={r}>
                {REGION_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label="Premium multiplier"
          min={1}
          max={5}
          step={0.01}
          value={value.premiumMultiplier}
          onChange={(e) => set({ premiumMultiplier: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Other premium dates</label>
        <div className="pay-settings-add">
          <input id={`${id}-date`} className="input" type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
          <button type="button" className="button button-secondary button-small" onClick={addDate} disabled={!isIsoDate(newDate)}>
            Add date
          </button>
        </div>
        {value.premiumDates.length > 0 && (
          <ul className="pay-settings-dates" aria-label="Other premium dates">
            {value.premiumDates.map((date) => (
              <li key={date}>
                {toLongDate(date)}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${toLongDate(date)}`}
                  onClick={() => set({ premiumDates: value.premiumDates.filter((d) => d !== date) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/**
 * "Pay and payroll" in the workplace form (issue 39): the pay schedule, overtime, premium days
 * (a region's bank holidays and chosen dates), short-notice pay, holiday accrual, the day the
 * changes apply from, and the payroll payment numbers. Rules are dated: a change never reprices
 * a finalised period.
 */
export function PaySettingsFields({
  value,
  onChange,
  workplace,
}: DraftProps & { workplace: Partial<Pick<Workplace, 'paySchedule' | 'overtime' | 'premiums' | 'shortNotice' | 'holiday'>> }) {
  const id = useId();
  const set = (patch: Partial<PaySettingsDraft>) => onChange({ ...value, ...patch });
  const since = [
    workplace.paySchedule?.effectiveFrom,
    workplace.overtime?.effectiveFrom,
    workplace.premiums?.effectiveFrom,
    workplace.shortNotice?.effectiveFrom,
    workplace.holiday?.effectiveFrom,
  ]
    .filter((day): day is string => Boolean(day))
    .sort()
    .pop();

  return (
    <fieldset className="pay-settings" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>Pay and payroll</legend>
      <p className="field-hint">
        Changes apply from the day below (today when empty) and never reprice a finalised period.
        {since ? ` Latest change applied from ${toLongDate(since)}.` : ''}
      </p>

      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${id}-frequency`}>Pay schedule</label>
          <select
            id={`${id}-frequency`}
            className="select"
            value={value.frequency}
            onChange={(e) => set({ frequency: e.target.value as PayFrequency })}
          >
            {PAY_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="First day of a pay period"
          inputClassName="input"
          type="date"
          value={value.anchorDate}
          onChange={(e) => set({ anchorDate: e.target.value })}
        />
      </div>

      <OvertimeFields value={value} onChange={onChange} />
      <PremiumDaysFields value={value} onChange={onChange} />
      <ShortNoticeFields value={value.shortNotice} onChange={(shortNotice) => set({ shortNotice })} />
      <div className="pay-settings-group">
        <HolidayFields label="Holiday accrual" value={value.holiday} onChange={(holiday) => set({ holiday })} />
        <label className="pay-settings-toggle">
          <input
            type="checkbox"
            checked={value.allowNegativeHolidayBalance}
            onChange={(e) => set({ allowNegativeHolidayBalance: e.target.checked })}
          />
          <span>Allow negative holiday balances</span>
        </label>
      </div>

      <FormField
        label="Changes apply from"
        inputClassName="input"
        type="date"
        value={value.effectiveFrom}
        onChange={(e) => set({ effectiveFrom: e.target.value })}
      />

      <fieldset className="pay-settings-codes" aria-describedby={`${id}-codes-hint`}>
        <legend>Payroll payment numbers</legend>
        <p id={`${id}-codes-hint`} className="field-hint">
          The number of each payment in your payroll software (Sage 50: Company › Pay Elements › Payments), used by the Sage 50 export.
        </p>
        <div className="pay-settings-code-grid">
          {PAYROLL_CODE_FIELDS.map((field) => (
            <NumberField
              key={field}
              label={CODE_LABELS[field]}
              whole
              min={1}
              max={MAX_PAYROLL_CODE}
              step={1}
              value={value.payrollCodes[field]}
              onChange={(e) => set({ payrollCodes: { ...value.payrollCodes, [field]: e.target.value } })}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
