import { ActionError, ShiftCard } from './ShiftCard';
import { groupByDay, shiftInWords } from './shifts';
import type { OfferedSwap, StaffPageView, StaffShift } from './types';
import { useAskForCoverMutation } from './api';
import { useAction } from './useAction';

interface Props {
  token: string;
  page: StaffPageView;
  today: string;
  now: number;
  writable: boolean;
}

/** "Your shifts": the person's upcoming shifts by day; each future one can be offered for cover. */
export function ShiftsSection({ token, page, today, now, writable }: Props) {
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
              <ShiftCard key={shift.id} shift={shift} showZone={showZone}>
                {Date.parse(shift.starts_at) > now && (
                  <CoverState token={token} shift={shift} offer={offers.get(shift.id)} writable={writable} today={today} />
                )}
              </ShiftCard>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

interface CoverStateProps {
  token: string;
  shift: StaffShift;
  offer?: OfferedSwap;
  writable: boolean;
  today: string;
}

function CoverState({ token, shift, offer, writable, today }: CoverStateProps) {
  const [askForCover] = useAskForCoverMutation();
  const action = useAction(askForCover);
  if (offer) {
    return (
      <p className="staff-shift-state">
        {offer.status === 'accepted' && offer.coveredBy ? `${offer.coveredBy} will cover — waiting for your manager` : 'Cover asked'}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!writable || action.busy}
        aria-label={`Ask for cover: ${shiftInWords(shift, today)}`}
        onClick={() => void action.run({ token, shift })}
      >
        Ask for cover
      </button>
      <ActionError message={action.error} />
    </>
  );
}
