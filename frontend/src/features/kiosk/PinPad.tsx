const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
export const PIN_MAX_LENGTH = 6;

interface Props {
  pin: string;
  onChange: (pin: string) => void;
  disabled?: boolean;
}

/** A big touch keypad for a 4 to 6 digit PIN; the PIN shows as dots only. */
export function PinPad({ pin, onChange, disabled }: Props) {
  const press = (digit: string) => {
    if (pin.length < PIN_MAX_LENGTH) onChange(pin + digit);
  };
  return (
    <div className="kiosk-pinpad">
      <p className="kiosk-pin-dots" aria-live="polite" aria-label={`PIN: ${pin.length} of 4 to 6 digits entered`}>
        {pin.length === 0 ? <span className="kiosk-pin-hint">Enter your PIN</span> : '●'.repeat(pin.length)}
      </p>
      <div className="kiosk-keys" role="group" aria-label="PIN keypad">
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="kiosk-key" onClick={() => press(digit)} disabled={disabled}>
            {digit}
          </button>
        ))}
        <button type="button" className="kiosk-key kiosk-key-secondary" onClick={() => onChange('')} disabled={disabled || pin === ''}>
          Clear
        </button>
        <button type="button" className="kiosk-key" onClick={() => press('0')} disabled={disabled}>
          0
        </button>
        <button
          type="button"
          className="kiosk-key kiosk-key-secondary"
          onClick={() => onChange(pin.slice(0, -1))}
          disabled={disabled || pin === ''}
          aria-label="Delete last digit"
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
