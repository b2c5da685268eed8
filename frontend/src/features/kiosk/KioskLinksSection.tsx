import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useCreateKioskMutation, useDeleteKioskMutation, useGetKiosksQuery } from './api';

const FAILED = 'The kiosk link could not be changed. Please try again.';

/** The kiosk page's address for a token, on this site. */
export const kioskUrl = (token: string) => `${window.location.origin}/kiosk/${token}`;

const lastUsed = (at: string | null) => (at ? `last used ${dayjs(at).format('D MMM HH:mm')}` : 'not used yet');

/**
 * A workplace's kiosk links in its Edit dialog (issue 41): make one for a shared tablet, see each
 * with when it was last used, copy or revoke it. Buttons only: the surrounding form's Save never
 * sends them.
 */
export function KioskLinksSection({ workplaceId }: { workplaceId: string }) {
  const titleId = useId();
  const nameId = useId();
  const { data, isLoading, isError } = useGetKiosksQuery(workplaceId);
  const [create, { isLoading: creating }] = useCreateKioskMutation();
  const [revoke, { isLoading: revoking }] = useDeleteKioskMutation();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onCreate() {
    setError(null);
    setStatus(null);
    try {
      await create({ workplaceId, name: name.trim() || null }).unwrap();
      setName('');
      setStatus('Kiosk link created. Open it on the tablet by the door.');
    } catch (caught) {
      setError(apiErrorMessage(caught, FAILED));
    }
  }

  async function onRevoke(kioskId: string, kioskName: string) {
    setError(null);
    setStatus(null);
    try {
      await revoke({ workplaceId, kioskId }).unwrap();
      setStatus(`Kiosk link ${kioskName} revoked: it stops working at once.`);
    } catch (caught) {
      setError(apiErrorMessage(caught, FAILED));
    }
  }

  async function copy(token: string) {
    const url = kioskUrl(token);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Kiosk link copied to clipboard.');
    } catch {
      setStatus(`Copy this address: ${url}`);
    }
  }

  return (
    <section className="field calendar-link" aria-labelledby={titleId}>
      <h3 id={titleId} className="calendar-link-title">
        Kiosk links
      </h3>
      <p className="muted calendar-link-lead">
        A page for a shared tablet where staff clock in and out with their PIN. It shows today&rsquo;s people by first name only: no pay,
        rates or personal links.
      </p>
      {isLoading && <p className="muted">Loading…</p>}
      {isError && <p className="muted">The kiosk links could not be loaded.</p>}
      {data && data.kiosks.length > 0 && (
        <ul className="kiosk-links">
          {data.kiosks.map((kiosk) => (
            <li key={kiosk.kioskId}>
              <span>
                <strong>{kiosk.name}</strong> — {lastUsed(kiosk.lastUsedAt)}
              </span>
              {kiosk.token && (
                <span className="calendar-link-actions">
                  <button type="button" className="button button-secondary button-small" onClick={asyncHandler(() => copy(kiosk.token!))}>
                    Copy {kiosk.name} link
                  </button>
                  <button
                    type="button"
                    className="button button-danger button-small"
                    disabled={revoking}
                    onClick={asyncHandler(() => onRevoke(kiosk.kioskId, kiosk.name))}
                  >
                    Revoke {kiosk.name}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="calendar-link-actions">
        <label htmlFor={nameId} className="visually-hidden">
          Kiosk name
        </label>
        <input id={nameId} placeholder="Kiosk name (optional)" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <button type="button" className="button button-secondary button-small" disabled={creating} onClick={asyncHandler(onCreate)}>
          {creating ? 'Creating…' : 'Create kiosk link'}
        </button>
      </div>
      <p className="calendar-link-status" role="status" aria-live="polite">
        {status}
      </p>
      {error && <Message tone="error">{error}</Message>}
    </section>
  );
}
