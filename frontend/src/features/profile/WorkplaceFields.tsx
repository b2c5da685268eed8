import { useId } from 'react';
import { INDUSTRY_CATEGORIES, servicesFor, supportedTimeZones } from '@rotaledger/domain';
import { FormField } from '../../components/FormField';
import { endForStart, endHoursAfter, hourLabel, START_HOURS } from './hours';
import { PROFILE_MESSAGES, WORKPLACE_NAME_MAX } from './messages';
import type { PublishMode } from './types';

export function WorkplaceNameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <FormField
      label="Workplace name"
      name="workplaceName"
      value={value}
      maxLength={WORKPLACE_NAME_MAX}
      autoComplete="off"
      error={error}
      hint={`${value.length}/${WORKPLACE_NAME_MAX} characters`}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function IndustrySelect({ value, onChange, error }: { value: string; onChange: (industry: string) => void; error?: string | null }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Industry</label>
      <select
        id={id}
        name="industry"
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select a category…</option>
        {INDUSTRY_CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {error && <div className="field-error">{error}</div>}
    </div>
  );
}

/** Toggle chips for the services of one industry's catalogue. */
export function ServicePicker({
  industry,
  selected,
  onChange,
  legend = 'Services',
}: {
  industry: string;
  selected: readonly number[];
  onChange: (services: number[]) => void;
  legend?: string;
}) {
  if (!industry) return null;
  const catalogue = servicesFor(industry);
  function toggle(id: number) {
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  }
  return (
    <fieldset className="service-picker">
      <legend>{legend}</legend>
      {catalogue.length === 0 ? (
        <p className="muted">{PROFILE_MESSAGES.noCatalogue}</p>
      ) : (
        <div className="service-chips">
          {catalogue.map((service) => {
            const on = selected.includes(service.service_id);
            return (
              <button
                key={service.service_id}
                type="button"
                className="service-chip"
                aria-pressed={on}
                onClick={() => toggle(service.service_id)}
              >
                <span className="service-chip-icon" aria-hidden="true">
                  {service.service_icon}
                </span>
                <span className="service-chip-name">{service.service_name}</span>
                <span className="service-chip-check" aria-hidden="true">
                  {on ? '✓' : ''}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** Start and end of the rota day; the end list shows the hours after the start, up to 06:00 the next day ('+1'). */
export function RotaHoursFields({
  start,
  end,
  onChange,
  twelveHour,
}: {
  start: number;
  end: number;
  onChange: (start: number, end: number) => void;
  twelveHour: boolean;
}) {
  const startId = useId();
  const endId = useId();
  return (
    <div className="field-pair">
      <div className="field">
        <label htmlFor={startId}>Rota starts</label>
        <select
          id={startId}
          name="rotaStartTime"
          className="select"
          value={start}
          onChange={(e) => {
            const next = Number(e.target.value);
            onChange(next, endForStart(next, end));
          }}
        >
          {START_HOURS.map((h) => (
            <option key={h} value={h}>
              {hourLabel(h, twelveHour)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={endId}>Rota ends</label>
        <select id={endId} name="rotaEndTime" className="select" value={end} onChange={(e) => onChange(start, Number(e.target.value))}>
          {endHoursAfter(start).map((h) => (
            <option key={h} value={h}>
              {hourLabel(h, twelveHour)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The zones by region ('Europe', 'America', …; 'UTC' alone), for a grouped list. */
function timeZoneGroups(current: string): [string, string[]][] {
  const zones = supportedTimeZones();
  // A zone this browser does not list (an older alias) stays choosable as it is.
  const all = zones.includes(current) ? zones : [current, ...zones];
  const groups = new Map<string, string[]>();
  for (const zone of all) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups.entries()];
}

const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/** The workplace's clock: personal calendar feeds show its shifts at these local times. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Time zone</label>
      <select id={id} name="timeZone" className="select" value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)}>
        {timeZoneGroups(value).map(([region, zones]) => (
          <optgroup key={region} label={region}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div className="field-hint" id={hintId}>
        Staff calendars show shifts on this clock.
      </div>
    </div>
  );
}

const PUBLISH_MODES: { value: PublishMode; label: string; hint: string }[] = [
  { value: 'live', label: 'Live', hint: 'Staff see every change as you make it.' },
  {
    value: 'on-publish',
    label: 'When I publish',
    hint: 'Staff see each week as you last published it; the planner counts the changes waiting.',
  },
];

/** "When staff see changes": the workplace's publish mode. */
export function PublishModeField({ value, onChange }: { value: PublishMode; onChange: (mode: PublishMode) => void }) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="field publish-mode-field">
      <span id={labelId} className="field-label">
        When staff see changes
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="publish-mode-options">
        {PUBLISH_MODES.map((mode) => (
          <label key={mode.value} className="publish-mode-option">
            <input type="radio" name={name} value={mode.value} checked={value === mode.value} onChange={() => onChange(mode.value)} />
            <span>
              <strong>{mode.label}</strong>
              <span className="field-hint">{mode.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
