import { useId } from 'react';
import { checkedBreakRules, DomainError, MAX_BREAK_RULES, type BreakRule } from '@rotaledger/domain';

/** One rule as typed: the inputs' text, so a half-typed number is kept as it is. */
export interface BreakRuleDraft {
  afterHours: string;
  unpaidMinutes: string;
}

export const breakRuleDrafts = (rules: readonly BreakRule[]): BreakRuleDraft[] =>
  rules.map((r) => ({ afterHours: String(r.afterHours), unpaidMinutes: String(r.unpaidMinutes) }));

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The rules as typed, checked by the domain's own rule (the server's messages), sorted by hours. */
export function breakRulesFrom(drafts: readonly BreakRuleDraft[]): { rules: BreakRule[] } | { error: string } {
  try {
    return {
      rules: checkedBreakRules(drafts.map((d) => ({ afterHours: numberOf(d.afterHours), unpaidMinutes: numberOf(d.unpaidMinutes) }))),
    };
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
}

const sorted = (rules: readonly BreakRule[]) =>
  [...rules].sort((x, y) => x.afterHours - y.afterHours).map((r) => `${r.afterHours}:${r.unpaidMinutes}`);

/** Same rules, in any order. */
export const sameBreakRules = (a: readonly BreakRule[], b: readonly BreakRule[]) => sorted(a).join() === sorted(b).join();

/** A new row: the usual "after 6 hours, 30 minutes" first, then two hours past the last rule. */
function nextDraft(drafts: readonly BreakRuleDraft[]): BreakRuleDraft {
  const last = drafts.length > 0 ? numberOf(drafts[drafts.length - 1].afterHours) : Number.NaN;
  const afterHours = Number.isFinite(last) ? Math.min(24, last + 2) : 6;
  return { afterHours: String(afterHours), unpaidMinutes: '30' };
}

/** "Unpaid breaks": up to five "After [6] hours, [30] minutes unpaid" rows. */
export function BreakRulesField({ value, onChange }: { value: readonly BreakRuleDraft[]; onChange: (drafts: BreakRuleDraft[]) => void }) {
  const legendId = useId();
  const hintId = useId();
  const full = value.length >= MAX_BREAK_RULES;
  const set = (index: number, patch: Partial<BreakRuleDraft>) => onChange(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <fieldset className="break-rules" aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId}>Unpaid breaks</legend>
      <p id={hintId} className="field-hint">
        Taken off the paid hours of a shift longer than the hours given (the longest rule it passes). A break set on a shift wins; changing
        these applies to shifts planned or retimed afterwards.
      </p>
      {value.length === 0 ? (
        <p className="muted break-rules-empty">No unpaid breaks: every planned minute is paid.</p>
      ) : (
        <ul className="break-rules-list">
          {value.map((draft, i) => {
            const n = i + 1;
            return (
              <li key={i} className="break-rule">
                {/* Two unbreakable halves: on a phone the second goes under the first, the remove button stays beside both. */}
                <span className="break-rule-fields">
                  <span className="break-rule-part">
                    <span aria-hidden="true">After</span>
                    <input
                      className="input break-rule-input"
                      type="number"
                      inputMode="decimal"
                      min={0.25}
                      max={24}
                      step={0.25}
                      aria-label={`Break rule ${n}: after hours`}
                      value={draft.afterHours}
                      onChange={(e) => set(i, { afterHours: e.target.value })}
                    />
                    <span aria-hidden="true">hours,</span>
                  </span>
                  <span className="break-rule-part">
                    <input
                      className="input break-rule-input"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={180}
                      step={1}
                      aria-label={`Break rule ${n}: unpaid minutes`}
                      value={draft.unpaidMinutes}
                      onChange={(e) => set(i, { unpaidMinutes: e.target.value })}
                    />
                    <span aria-hidden="true">minutes unpaid</span>
                  </span>
                </span>
                <button
                  type="button"
                  className="icon-button break-rule-remove"
                  aria-label={`Remove break rule ${n}`}
                  title="Remove this rule"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="break-rules-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={full}
          onClick={() => onChange([...value, nextDraft(value)])}
        >
          Add a break rule
        </button>
        {full && <span className="field-hint">At most {MAX_BREAK_RULES} rules.</span>}
      </div>
    </fieldset>
  );
}
