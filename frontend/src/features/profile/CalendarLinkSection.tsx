import { useId, useState } from 'react';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useGetFeedLinkQuery, useIssueFeedLinkMutation, useRevokeFeedLinkMutation } from './api';

export const CALENDAR_LINK_MESSAGES = {
  copied: 'Link copied to clipboard.',
  feedCopied: 'Calendar feed address copied to clipboard.',
  created: 'Calendar link created.',
  rotated: 'New calendar link created. The old one no longer works.',
  revoked: 'Calendar link revoked.',
  failed: 'The calendar link could not be changed. Please try again.',
  loadFailed: 'The calendar link could not be loaded.',
} as const;

type Confirming = 'rotate' | 'revoke' | null;

/**
 * The employee's personal link in the Edit dialog: create it, copy it (or the calendar feed's
 * address), make a new one (the old one stops working) or revoke it. Buttons only: the
 * surrounding form's Save never sends the link.
 */
export function CalendarLinkSection({ employeeId, displayName, userId }: { employeeId: string; displayName: string; userId: string }) {
  const toast = useToast();
  const titleId = useId();
  const request = { employee_id: employeeId, userId };
  const { data, isLoading, isError } = useGetFeedLinkQuery(request);
  const [issue, { isLoading: issuing }] = useIssueFeedLinkMutation();
  const [revoke, { isLoading: revoking }] = useRevokeFeedLinkMutation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = data?.link ?? null;
  const busy = issuing || revoking;

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
      toast.show(done);
    } catch {
      setStatus(`Copy this address: ${text}`);
    }
  }

  async function onIssue(rotating: boolean) {
    setError(null);
    setStatus(null);
    try {
      await issue(request).unwrap();
      setConfirming(null);
      setStatus(rotating ? CALENDAR_LINK_MESSAGES.rotated : CALENDAR_LINK_MESSAGES.created);
    } catch (err) {
      setError(apiErrorMessage(err, CALENDAR_LINK_MESSAGES.failed));
    }
  }

  async function onRevoke() {
    setError(null);
    setStatus(null);
    try {
      await revoke(request).unwrap();
      setConfirming(null);
      setStatus(CALENDAR_LINK_MESSAGES.revoked);
    } catch (err) {
      setError(apiErrorMessage(err, CALENDAR_LINK_MESSAGES.failed));
    }
  }

  return (
    <section className="field calendar-link" aria-labelledby={titleId}>
      <h3 id={titleId} className="calendar-link-title">
        Calendar link
      </h3>
      <p className="muted calendar-link-lead">
        A private page and calendar feed with {displayName}&rsquo;s shifts for the next 12 weeks. Anyone with the link can see them; it
        shows no pay rates and no colleagues.
      </p>
      {isLoading && <p className="muted">Loading…</p>}
      {isError && <p className="muted">{CALENDAR_LINK_MESSAGES.loadFailed}</p>}
      {!isLoading && !isError && !link && (
        <button type="button" className="button button-secondary button-small" disabled={busy} onClick={asyncHandler(() => onIssue(false))}>
          {issuing ? 'Creating…' : 'Create link'}
        </button>
      )}
      {link && (
        <>
          <input className="calendar-link-url" aria-label="Personal link" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          {confirming === null && (
            <div className="calendar-link-actions">
              <button
                type="button"
                className="button button-primary button-small"
                onClick={asyncHandler(() => copy(link.url, CALENDAR_LINK_MESSAGES.copied))}
              >
                Copy link
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={asyncHandler(() => copy(link.icsUrl, CALENDAR_LINK_MESSAGES.feedCopied))}
              >
                Copy feed address
              </button>
              <a className="button button-secondary button-small" href={link.url} target="_blank" rel="noreferrer noopener">
                Open
              </a>
              <button type="button" className="button button-secondary button-small" onClick={() => setConfirming('rotate')}>
                New link
              </button>
              <button type="button" className="button button-danger button-small" onClick={() => setConfirming('revoke')}>
                Revoke
              </button>
            </div>
          )}
          {confirming === 'rotate' && (
            <div className="calendar-link-confirm" role="group" aria-label="Confirm new link">
              <p>Make a new link? The current link and calendar subscription stop working; send {displayName} the new one.</p>
              <div className="calendar-link-actions">
                <button
                  type="button"
                  className="button button-primary button-small"
                  disabled={busy}
                  onClick={asyncHandler(() => onIssue(true))}
                >
                  {issuing ? 'Creating…' : 'Make new link'}
                </button>
                <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {confirming === 'revoke' && (
            <div className="calendar-link-confirm" role="group" aria-label="Confirm revoke">
              <p>Revoke the link? {displayName}&rsquo;s page and calendar subscription stop working.</p>
              <div className="calendar-link-actions">
                <button type="button" className="button button-danger button-small" disabled={busy} onClick={asyncHandler(onRevoke)}>
                  {revoking ? 'Revoking…' : 'Revoke link'}
                </button>
                <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </>
      )}
      <p className="calendar-link-status" role="status" aria-live="polite">
        {status}
      </p>
      {error && <Message tone="error">{error}</Message>}
    </section>
  );
}
