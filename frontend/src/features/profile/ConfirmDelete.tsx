import { Message } from '../../components/Message';

interface ConfirmDeleteProps {
  what: string;
  consequence: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second step of every Delete: say what goes, then ask once more. */
export function ConfirmDelete({ what, consequence, busy, error, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <div className="confirm-delete" role="group" aria-label={`Delete ${what}`}>
      <p className="confirm-delete-question">
        Delete <strong>{what}</strong>?
      </p>
      <p className="muted">{consequence}</p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy} autoFocus>
          Keep it
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Yes, delete'}
        </button>
      </div>
    </div>
  );
}
