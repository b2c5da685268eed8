import { useId } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text shown beside the track, e.g. 'Weekly' / 'Monthly'. Defaults to On/Off. */
  stateText?: string;
  description?: string;
  disabled?: boolean;
}

export function Switch({ label, checked, onChange, stateText, description, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-text">
        <span id={`${id}-label`} className="switch-label">
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className="switch-description">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-state">{stateText ?? (checked ? 'On' : 'Off')}</span>
      </button>
    </div>
  );
}
