import { useId, useState, type FormEvent } from 'react';
import { Message } from '../../components/Message';
import { useSetEmailMutation } from './api';
import { useAction } from './useAction';

interface Props {
  token: string;
  email: string | null;
  writable: boolean;
}

/** "E-mail for updates": where the rota's changes and the manager's answers are sent; optional. */
export function EmailSection({ token, email, writable }: Props) {
  const id = useId();
  const [value, setValue] = useState(email ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [setEmail] = useSetEmailMutation();
  const action = useAction(setEmail);

  async function save(next: string | null) {
    setDone(null);
    if (await action.run({ token, email: next })) {
      setValue(next ?? '');
      setDone(next ? `We will e-mail ${next} when your shifts change.` : 'No more e-mails: your address is removed.');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    void save(trimmed ? trimmed : null);
  }

  return (
    <form className="card staff-form" onSubmit={submit} noValidate aria-label="E-mail for updates">
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={action.error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field-hint">
          Only for your shifts and your requests. Your manager sees it; nobody else does.
        </p>
      </div>
      {action.error && <Message tone="error">{action.error}</Message>}
      {done && <Message tone="success">{done}</Message>}
      <div className="staff-form-buttons">
        <button type="submit" className="button button-primary" disabled={!writable || action.busy}>
          Save e-mail
        </button>
        {email && (
          <button type="button" className="button button-secondary" disabled={!writable || action.busy} onClick={() => void save(null)}>
            Stop e-mails
          </button>
        )}
      </div>
    </form>
  );
}
