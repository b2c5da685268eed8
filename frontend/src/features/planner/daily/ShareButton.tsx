import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { useShareRotaMutation } from '../api';
import { PLANNER_MESSAGES } from '../refusal';

interface ShareButtonProps {
  workplaceId: string;
  workplaceName: string;
  rotaDate: string;
  readableDate: string;
  userId: string;
}

export function shareLink(rotaId: string): string {
  return `${window.location.origin}/rota/${rotaId}`;
}

/**
 * The first press shares the day (the server answers the same id for the same day); every
 * press then hands the link on: the native share sheet where there is one, else the clipboard.
 */
export function ShareButton({ workplaceId, workplaceName, rotaDate, readableDate, userId }: ShareButtonProps) {
  const toast = useToast();
  const [share, { isLoading }] = useShareRotaMutation();
  const [links, setLinks] = useState<Record<string, string>>({});
  const dayKey = `${workplaceId}|${rotaDate}`;
  const link = links[dayKey];

  async function handOn(url: string) {
    const title = `${workplaceName} rota – ${readableDate}`;
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

  async function onClick() {
    let url = link;
    if (!url) {
      try {
        const { rotaId } = await share({ workplaceId, date: rotaDate, userId }).unwrap();
        url = shareLink(rotaId);
        setLinks((all) => ({ ...all, [dayKey]: url! }));
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
        {isLoading ? 'Sharing…' : link ? 'Share link' : 'Share rota'}
      </button>
      {link && (
        <a className="share-link" href={link} target="_blank" rel="noreferrer" data-testid="share-link">
          {link.replace(/^https?:\/\//, '')}
        </a>
      )}
    </div>
  );
}
