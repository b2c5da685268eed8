import { ActionError, AssignmentCard } from './AssignmentCard';
import { groupByDay, shiftInWords } from './assignments';
import type { OfferedSwap, StaffPageView, StaffAssignment } from './types';
import { useState } from 'react';
import { useAskForCoverMutation, useWithdrawCoverMutation } from './api';
import { useAction } from './useAction';

interface Props {
  token: string;
  page: StaffPageView;
  today: string;
  now: number;
  writable: boolean;
}

/** "Your shifts": the person's upcoming shifts by day; each future one can be offered for cover. */
export function AssignmentsSection({ token, page, today, now, writable }: Props) {
  const days = groupByDay(page.shifts, today);
  const showZone = new Set(page.shifts.map((s) => s.time_zone)).size > 1;
  const offers = new Map(page.swaps.offered.map((offer) => [offer.shift.id, offer]));

  if (days.length === 0) {
    return (
      <div className="card staff-page-empty">
        <h3>No upcoming shifts</h3>
        <p className="muted">New shifts appear here as soon as they are planned.</p>
      </div>
    );
  }
  return (
    <ol className="staff-page-days" aria-label="Upcoming shifts">
      {days.map((day) => (
        <li key={day.date} className="staff-page-day">
          <h3 className="staff-page-date">
            <time dateTime={day.date}>{day.label}</time>
          </h3>
          <ul className="staff-page-shifts">
            {day.shifts.map((shift) => (
              <AssignmentCard key={shift.id} shift={shift} showZone={showZone}>
                {Date.parse(shift.starts_at) > now && (
                  <CoverState token={token} shift={shift} offer={offers.get(shift.id)} writable={writable} today={today} />
                )}
              </AssignmentCard>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

interface CoverStateProps {
  token: string;
  shift: StaffAssignment;
  offer?: OfferedSwap;
  writable: boolean;
  today: string;
}

/** Asking for cover is confirmed first; a request nobody has accepted can be withdrawn. */
function CoverState({ token, shift, offer, writable, today }: CoverStateProps) {
  const [askForCover] = useAskForCoverMutation();
  const [withdrawCover] = useWithdrawCoverMutation();
  const ask = useAction(askForCover);
  const withdraw = useAction(withdrawCover);
  const [confirming, setConfirming] = useState(false);
  const inWords = shiftInWords(shift, today);
  if (offer) {
    if (offer.status === 'accepted' && offer.coveredBy) {
      return <p className="staff-shift-state">{offer.coveredBy} will cover — waiting for your manager</p>;
    }
    return (
      <>
        <p className="staff-shift-state">Cover asked</p>
        {/* The optimistic offer has no id until the server answers: nothing to withdraw yet. */}
        {offer.swapId && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={!writable || withdraw.busy}
            aria-label={`Withdraw the request for cover: ${inWords}`}
            onClick={() => void withdraw.run({ token, swapId: offer.swapId })}
          >
            Withdraw
          </button>
        )}
        <ActionError message={withdraw.error} />
      </>
    );
  }
  if (confirming) {
    return (
      <div className="staff-confirm" role="group" aria-label="Confirm asking for cover">
        <p className="staff-shift-state">Ask your colleagues to cover {inWords}?</p>
        <button
          type="button"
          className="button button-primary button-small"
          disabled={!writable || ask.busy}
          onClick={() => {
            setConfirming(false);
            void ask.run({ token, shift });
          }}
        >
          Yes, ask for cover
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(false)}>
          Keep my shift
        </button>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!writable || ask.busy}
        aria-label={`Ask for cover: ${inWords}`}
        onClick={() => setConfirming(true)}
      >
        Ask for cover
      </button>
      <ActionError message={ask.error} />
    </>
  );
}
