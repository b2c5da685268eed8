import { useId, useState } from 'react';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSetEmployeePinMutation } from './api';

export const PIN_RULE = 'A PIN is 4 to 6 digits.';
const isPin = (pin: string) => /^[0-9]{4,6}$/.test(pin);

/**
 * The employee's kiosk PIN in their Edit dialog (issue 41): the manager sets a new one (which also
 * lifts a lock). The PIN itself is never shown or read back. A button, not part of the dialog's Save.
 */
export function EmployeePinField({ employeeId, displayName }: { employeeId: string; displayName: string }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setEmployeePin, { isLoading }] = useSetEmployeePinMutation();

  async function save() {
    setStatus(null);
    if (!isPin(pin)) return setError(PIN_RULE);
    setError(null);
    try {
      await setEmployeePin({ employeeId, pin }).unwrap();
      setPin('');
      setStatus(`Kiosk PIN set. Tell ${displayName} their new PIN.`);
    } catch (caught) {
      setError(apiErrorMessage(caught, 'The PIN could not be set. Please try again.'));
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>Kiosk PIN</label>
      <div className="calendar-link-actions">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="button button-secondary button-small" disabled={isLoading} onClick={asyncHandler(save)}>
          Set PIN
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        4 to 6 digits, for clocking in at the kiosk. A new PIN also unlocks one locked after wrong tries.
      </p>
      {status && (
        <p className="calendar-link-status" role="status">
          {status}
        </p>
      )}
      {error && <Message tone="error">{error}</Message>}
    </div>
  );
}
