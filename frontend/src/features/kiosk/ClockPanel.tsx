import { Message } from '../../components/Message';
import { asyncHandler } from '../../lib/async-handler';
import { ACTIONS, STATUS_TEXT, type Action, type Person, type Status } from './kiosk-actions';
import { PinPad } from './PinPad';

interface Props {
  person: Person;
  status: Status;
  pin: string;
  onPin: (pin: string) => void;
  busy: boolean;
  error: string | null;
  onAct: (action: Action) => Promise<void>;
  onCancel: () => void;
}

/** The chosen person's PIN pad and what they may do next (clock in, a break, clock out). */
export function ClockPanel({ person, status, pin, onPin, busy, error, onAct, onCancel }: Props) {
  return (
    <section className="kiosk-panel" aria-label={`Clock for ${person.displayName}`}>
      <h2>
        {person.displayName} <span className="kiosk-status">{STATUS_TEXT[status]}</span>
      </h2>
      <PinPad pin={pin} onChange={onPin} disabled={busy} />
      {error && <Message tone="error">{error}</Message>}
      <div className="kiosk-actions">
        {ACTIONS[status].map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className="kiosk-big-button kiosk-action"
            disabled={busy || pin.length < 4}
            onClick={asyncHandler(() => onAct(action))}
          >
            {label}
          </button>
        ))}
        <button type="button" className="kiosk-big-button kiosk-cancel" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/** What was recorded, with the time, until the person taps Done. */
export function ClockConfirmation({ text, queued, onDone }: { text: string; queued: boolean; onDone: () => void }) {
  return (
    <section className="kiosk-panel kiosk-confirmation" aria-label="Done">
      <p className="kiosk-confirmation-text" role="status">
        {text}
      </p>
      {queued && <p>Saved on this tablet: it is sent when the connection is back.</p>}
      <button type="button" className="kiosk-big-button" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
