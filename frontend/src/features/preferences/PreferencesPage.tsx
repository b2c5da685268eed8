import type { ReactNode } from 'react';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { usePageTitle } from '../../components/usePageTitle';
import { CURRENCIES, WEEK_STARTS, weekStartOrDefault } from '@rotaledger/domain';

const WEEK_START_NAMES = { monday: 'Monday', sunday: 'Sunday' } as const;
import { usePreferences } from './usePreferences';

export function PreferencesPage() {
  usePageTitle('Preferences');
  const { preferences, isError, refetch, setPreference } = usePreferences();

  return (
    <section className="page narrow-page">
      <div className="page-header">
        <h1>Preferences</h1>
        <p className="muted">Changes are saved as you make them.</p>
      </div>
      {!preferences ? (
        isError ? (
          <div className="card">
            <Message tone="error">Your preferences could not be loaded.</Message>
            <button type="button" className="button button-secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="page-spinner">
            <Spinner size="large" label="Loading preferences…" />
          </div>
        )
      ) : (
        <>
          <PreferenceSection title="Planner" description="How pay, times and weeks appear in the rota planner.">
            <div className="pref-row">
              <span className="switch-label" id="currency-label">
                Pay currency
              </span>
              <div className="segmented" role="group" aria-labelledby="currency-label">
                {CURRENCIES.map((c) => (
                  <button
                    key={c.code}
                    type="button"
                    className="segmented-option"
                    aria-pressed={preferences.currency === c.code}
                    aria-label={`${c.symbol} ${c.code.toUpperCase()}, ${c.name}`}
                    onClick={() => setPreference('currency', c.code)}
                  >
                    <span className="currency-symbol">{c.symbol}</span> <span>{c.code.toUpperCase()}</span>
                  </button>
                ))}
              </div>
            </div>
            <Switch
              label="Show planner times as AM/PM"
              description="Off shows a 24-hour clock."
              checked={preferences.tf_1}
              stateText={preferences.tf_1 ? 'AM/PM' : '24hr'}
              onChange={(v) => setPreference('tf_1', v)}
            />
            <div className="pref-row">
              <div className="switch-text">
                <label className="switch-label" htmlFor="week-start">
                  Weeks start on
                </label>
                <span id="week-start-desc" className="switch-description">
                  The planner&apos;s weeks and the dashboard&apos;s weekly pay periods.
                </span>
              </div>
              <select
                id="week-start"
                aria-describedby="week-start-desc"
                className="select"
                value={weekStartOrDefault(preferences.week_start)}
                onChange={(e) => setPreference('week_start', weekStartOrDefault(e.target.value))}
              >
                {WEEK_STARTS.map((day) => (
                  <option key={day} value={day}>
                    {WEEK_START_NAMES[day]}
                  </option>
                ))}
              </select>
            </div>
          </PreferenceSection>

          <PreferenceSection title="Profile" description="Lock editing to avoid accidental changes.">
            <Switch
              label="Allow workplace editing"
              checked={preferences.allow_workplace_edit}
              onChange={(v) => setPreference('allow_workplace_edit', v)}
            />
            <Switch
              label="Allow employee editing"
              checked={preferences.allow_employee_edit}
              onChange={(v) => setPreference('allow_employee_edit', v)}
            />
          </PreferenceSection>

          <PreferenceSection title="Dashboard" description="How pay periods are grouped for payslips.">
            <Switch
              label="Payslips"
              checked={preferences.tf_2}
              stateText={preferences.tf_2 ? 'Weekly' : 'Monthly'}
              onChange={(v) => setPreference('tf_2', v)}
            />
          </PreferenceSection>
        </>
      )}
    </section>
  );
}

function PreferenceSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="card pref-section" aria-labelledby={`pref-${title}`}>
      <h2 className="card-title" id={`pref-${title}`}>
        {title}
      </h2>
      <p className="muted card-description">{description}</p>
      <div className="pref-controls">{children}</div>
    </section>
  );
}
