import { useId } from 'react';
import type { ShortNoticePay, ShortNoticeRule } from '@rotaledger/domain';
import { NumberField } from '../../components/NumberField';

/** The short-notice rule as typed (off by default). */
export interface ShortNoticeDraft {
  on: boolean;
  hours: string;
  pay: ShortNoticePay;
  fixedHours: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function shortNoticeDraft(rule: ShortNoticeRule | null | undefined): ShortNoticeDraft {
  return { on: Boolean(rule), hours: text(rule?.hours), pay: rule?.pay ?? 'lost-hours', fixedHours: text(rule?.fixedHours) };
}

/** The rule to check with the domain's checkedShortNotice and send (null: off); fixedHours only with 'fixed'. */
export function shortNoticeRuleOf(draft: ShortNoticeDraft): ShortNoticeRule | null {
  if (!draft.on) return null;
  const hours = numberOf(draft.hours);
  if (draft.pay === 'lost-hours') return { hours, pay: 'lost-hours' };
  // Left empty, fixedHours is absent, so the domain names what is missing.
  return { hours, pay: 'fixed', ...(draft.fixedHours.trim() ? { fixedHours: numberOf(draft.fixedHours) } : {}) };
}

/**
 * Short-notice pay (issue 39, the Employment Rights Act 2025): a shift cancelled or cut less than
 * so many hours before it starts (from when the employee was told) pays the hours lost, or a fixed
 * number of hours, at the employee's rate.
 */
export function ShortNoticeFields({ value, onChange }: { value: ShortNoticeDraft; onChange: (draft: ShortNoticeDraft) => void }) {
  const id = useId();
  const set = (patch: Partial<ShortNoticeDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="pay-settings-group">
      <label className="pay-settings-toggle">
        <input type="checkbox" checked={value.on} onChange={(e) => set({ on: e.target.checked })} />
        <span>Short-notice pay</span>
      </label>
      {value.on && (
        <div className="pay-settings-row">
          <NumberField
            label="Notice under (hours)"
            min={1}
            max={168}
            step={0.25}
            value={value.hours}
            onChange={(e) => set({ hours: e.target.value })}
          />
          <div className="field">
            <label htmlFor={`${id}-pay`}>Short-notice pays</label>
            <select id={`${id}-pay`} className="select" value={value.pay} onChange={(e) => set({ pay: e.target.value as ShortNoticePay })}>
              <option value="lost-hours">Hours lost</option>
              <option value="fixed">Fixed hours</option>
            </select>
          </div>
          {value.pay === 'fixed' && (
            <NumberField
              label="Hours paid"
              min={0.25}
              max={24}
              step={0.25}
              value={value.fixedHours}
              onChange={(e) => set({ fixedHours: e.target.value })}
            />
          )}
        </div>
      )}
    </div>
  );
}
