import { useId, useState, type FormEvent } from 'react';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSetStaffPinMutation } from './api';
import { PIN_RULE } from './EmployeePinField';

/** "Kiosk PIN" on the personal page (issue 41): the person sets the PIN they clock in with at the workplace's tablet. */
export function StaffPinSection({ token, writable }: { token: string; writable: boolean }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setStaffPin, { isLoading }] = useSetStaffPinMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!/^[0-9]{4,6}$/.test(pin)) return setError(PIN_RULE);
    setError(null);
    try {
      await setStaffPin({ token, pin }).unwrap();
      setPin('');
      setDone('Your kiosk PIN is set. Use it on the tablet at work.');
    } catch (caught) {
      setError(apiErrorMessage(caught, 'That did not go through. Check your connection and try again.'));
    }
  }

  return (
    <form className="card staff-form" onSubmit={asyncHandler(submit)} noValidate aria-label="Kiosk PIN">
      <div className="field">
        <label htmlFor={`${id}-pin`}>Kiosk PIN</label>
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field-hint">
          4 to 6 digits, to clock in on the tablet at work. Keep it to yourself.
        </p>
      </div>
      {error && <Message tone="error">{error}</Message>}
      {done && <Message tone="success">{done}</Message>}
      <div className="staff-form-buttons">
        <button type="submit" className="button button-primary" disabled={!writable || isLoading}>
          Save PIN
        </button>
      </div>
    </form>
  );
}
