import { useEffect, useId, useRef, useState } from 'react';
import { pendingCount, useGetRequestsQuery } from './api';
import { RequestsPanel } from './RequestsPanel';
import './requests.css';

const POLL_MS = 60_000;

interface RequestsTabProps {
  workplaceId: string;
  userId: string;
  /** An auditor's view: the list without Approve and Decline. */
  readOnly: boolean;
}

/** The planner header's "Requests" button with the pending count, and the panel it opens. */
export function RequestsTab({ workplaceId, userId, readOnly }: RequestsTabProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Staff ask from their own pages: the count follows while the planner is open and looked at.
  const query = useGetRequestsQuery(
    { workplaceId, userId },
    { refetchOnMountOrArgChange: true, pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const count = pendingCount(query.data);

  // Another workplace: its own requests, panel closed.
  useEffect(() => setOpen(false), [workplaceId]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button button-secondary button-small requests-tab${count > 0 ? ' has-pending' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Named "Requests (2 pending)" with what is seen in it ("Requests 2"), so speech input finds it by its visible words (WCAG 2.5.3). */}
        Requests <span className="visually-hidden">({count} pending)</span>
        {count > 0 && (
          <span className="requests-count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <RequestsPanel
          id={panelId}
          workplaceId={workplaceId}
          userId={userId}
          readOnly={readOnly}
          answer={query.data}
          loading={query.isLoading}
          failed={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          onClose={close}
        />
      )}
    </>
  );
}
