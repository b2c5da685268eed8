import type { ReactNode } from 'react';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { usePageTitle } from '../../components/usePageTitle';
import { CURRENCIES } from '@rotaledger/domain';
import { WEEK_DAYS } from './week-days';
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
          <PreferenceSection title="Planner" description="How pay and times appear in the rota planner.">
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
            {preferences.tf_2 && (
              <div className="pref-row">
                <label className="switch-label" htmlFor="week-start-day">
                  Weekly start day
                </label>
                <select
                  id="week-start-day"
                  className="select"
                  value={preferences.num_1}
                  onChange={(e) => setPreference('num_1', Number.parseInt(e.target.value, 10))}
                >
                  {WEEK_DAYS.map((day, index) => (
                    <option key={day} value={index}>
                      {day}
                    </option>
                  ))}
                </select>
              </div>
            )}
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
