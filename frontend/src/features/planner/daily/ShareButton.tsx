import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { useToast } from '../../../components/toast';
import { useRevokeSharedRotaMutation, useShareRotaMutation } from '../api';
import { PLANNER_MESSAGES, refusalMessage } from '../refusal';
import { asyncHandler } from '../../../lib/async-handler';

/** What a link shows: the day on screen, or its week (Monday to Sunday). */
export type ShareSpan = 'day' | 'week';

interface ShareButtonProps {
  workplaceId: string;
  workplaceName: string;
  /** The day shown (daily view); absent on the weekly view, which shares its week only. */
  day?: { rotaDate: string; readable: string };
  /** The Monday of the week shown, and the week as people read it ('7 – 13 December 2026'). */
  week: { weekStart: string; readable: string };
  userId: string;
}

export function shareLink(rotaId: string): string {
  return `${window.location.origin}/rota/${rotaId}`;
}

/** The question before a link goes live (issue 29): "Anyone with the link can see this week's rota. Share?" */
export const shareQuestion = (span: ShareSpan) => `Anyone with the link can see this ${span}'s rota. Share?`;

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * Shares "this day" or "this week" (the daily view offers both, the weekly view its week). The
 * first press shares it (the server answers the same id for the same day or week); every press
 * then hands the link on: the native share sheet where there is one, else the clipboard. Once a
 * link is shown it can be revoked; the next press then makes a new link.
 */
export function ShareButton({ workplaceId, workplaceName, day, week, userId }: ShareButtonProps) {
  const toast = useToast();
  const [share, { isLoading }] = useShareRotaMutation();
  const [rotaIds, setRotaIds] = useState<Record<string, string>>({});
  const [chosenSpan, setChosenSpan] = useState<ShareSpan>('day');
  const span: ShareSpan = day ? chosenSpan : 'week';
  const linkKey = span === 'day' && day ? `${workplaceId}|day|${day.rotaDate}` : `${workplaceId}|week|${week.weekStart}`;
  const rotaId = rotaIds[linkKey];
  const link = rotaId ? shareLink(rotaId) : undefined;
  const [revokeOpen, setRevokeOpen] = useState(false);
  // Nothing is public before the manager says so: the first press of a span asks first.
  const [confirming, setConfirming] = useState(false);

  async function handOn(url: string) {
    const title = `${workplaceName} rota – ${span === 'day' && day ? day.readable : `week of ${week.readable}`}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show(PLANNER_MESSAGES.linkCopied);
    } catch {
      toast.show(`Copy this link: ${url}`, 'info');
    }
  }

  function onClick() {
    if (link) void handOn(link);
    else setConfirming(true);
  }

  async function shareAndHandOn() {
    setConfirming(false);
    let url = link;
    if (!url) {
      try {
        const target = span === 'day' && day ? { date: day.rotaDate } : { weekStart: week.weekStart };
        const shared = await share({ workplaceId, ...target, userId }).unwrap();
        url = shareLink(shared.rotaId);
        setRotaIds((all) => ({ ...all, [linkKey]: shared.rotaId }));
      } catch (error) {
        console.error('Share failed', error);
        toast.show(PLANNER_MESSAGES.shareFailed, 'error');
        return;
      }
    }
    await handOn(url);
  }

  return (
    <div className="share">
      {day && (
        <div className="share-span" role="radiogroup" aria-label="Share">
          {(['day', 'week'] as const).map((option) => (
            <label key={option} className={`share-span-option${span === option ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name={`share-span-${workplaceId}`}
                value={option}
                checked={span === option}
                onChange={() => setChosenSpan(option)}
              />
              {option === 'day' ? 'This day' : 'This week'}
            </label>
          ))}
        </div>
      )}
      <button type="button" className="button button-secondary share-button" onClick={onClick} disabled={isLoading}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {isLoading ? 'Sharing…' : link ? 'Share link' : day ? 'Share rota' : 'Share week'}
      </button>
      {link && (
        <>
          <a className="share-link" href={link} target="_blank" rel="noreferrer" data-testid="share-link">
            {withoutScheme(link)}
          </a>
          <button type="button" className="button button-secondary button-small share-revoke" onClick={() => setRevokeOpen(true)}>
            Revoke link
          </button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={span === 'day' && day ? 'Share this day' : 'Share this week'}
        description={shareQuestion(span === 'day' && day ? 'day' : 'week')}
      >
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={asyncHandler(shareAndHandOn)}>
            Share
          </button>
        </div>
      </Dialog>
      <Dialog
        open={revokeOpen && Boolean(rotaId)}
        onClose={() => setRevokeOpen(false)}
        title="Revoke link"
        tone="danger"
        description={PLANNER_MESSAGES.revokeLinkHint}
      >
        {rotaId && (
          <RevokeLinkForm
            rotaId={rotaId}
            userId={userId}
            onCancel={() => setRevokeOpen(false)}
            onRevoked={() => {
              setRevokeOpen(false);
              setRotaIds(({ [linkKey]: _revoked, ...others }) => others);
              toast.show(PLANNER_MESSAGES.linkRevoked, 'info');
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

interface RevokeLinkFormProps {
  rotaId: string;
  userId: string;
  onCancel: () => void;
  onRevoked: () => void;
}

/** The confirm step: the server kills the link for good, so this asks first. */
function RevokeLinkForm({ rotaId, userId, onCancel, onRevoked }: RevokeLinkFormProps) {
  const [revoke, { isLoading }] = useRevokeSharedRotaMutation();
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setError(null);
    try {
      await revoke({ rotaId, userId }).unwrap();
      onRevoked();
    } catch (err) {
      setError(refusalMessage(err, PLANNER_MESSAGES.revokeFailed));
    }
  }

  return (
    <div className="form">
      <p className="share-revoke-link">{withoutScheme(shareLink(rotaId))}</p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={asyncHandler(onConfirm)} disabled={isLoading}>
          {isLoading ? 'Revoking…' : 'Revoke link'}
        </button>
      </div>
    </div>
  );
}
