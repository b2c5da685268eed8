import { useId, type KeyboardEvent } from 'react';
import { RATE_STEP, cleanRateInput, formatRate, stepRate } from './rate';

interface RateInputProps {
  value: string;
  onChange: (value: string) => void;
  currencySymbol: string;
  label?: string;
  error?: string | null;
}

/**
 * The hourly rate: a comma is taken as the decimal point, two decimals are shown on blur and
 * the arrow keys step by 0.01. A text box (not type=number) so the comma survives typing.
 */
export function RateInput({ value, onChange, currencySymbol, label = 'Rate per hour', error }: RateInputProps) {
  const id = useId();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onChange(stepRate(value, event.key === 'ArrowUp' ? 1 : -1));
    }
  }
  return (
    <div className="field rate-field">
      <label htmlFor={id}>{label}</label>
      <div className="rate-input">
        <span className="rate-currency" aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          id={id}
          name="rate"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          data-step={RATE_STEP}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(cleanRateInput(e.target.value))}
          onBlur={() => onChange(formatRate(value))}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
