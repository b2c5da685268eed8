import { useOfferToCoverMutation } from './api';
import { ActionError, Badge, AssignmentCard } from './AssignmentCard';
import { dayLabel, shiftInWords } from './assignments';
import type { SwapToCover } from './types';
import { useAction } from './useAction';

interface Props {
  token: string;
  toCover: SwapToCover[];
  today: string;
  writable: boolean;
}

/** "Can you cover?": colleagues' shifts they asked cover for, that this person could take. */
export function CoverSection({ token, toCover, today, writable }: Props) {
  if (toCover.length === 0) return <p className="muted staff-section-empty">Nobody needs cover right now.</p>;
  return (
    <ul className="staff-page-shifts" aria-label="Shifts to cover">
      {toCover.map((swap) => (
        <AssignmentCard key={swap.swapId} shift={swap.shift} day={dayLabel(swap.shift.date, today)}>
          <p className="staff-shift-state">{swap.offeredBy} asked for cover</p>
          <Cover token={token} swap={swap} today={today} writable={writable} />
        </AssignmentCard>
      ))}
    </ul>
  );
}

function Cover({ token, swap, today, writable }: { token: string; swap: SwapToCover; today: string; writable: boolean }) {
  const [offer] = useOfferToCoverMutation();
  const action = useAction(offer);
  if (swap.acceptedByMe) return <Badge tone="pending">You offered — waiting for the manager</Badge>;
  return (
    <>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={!writable || action.busy}
        aria-label={`I can cover: ${shiftInWords(swap.shift, today)} for ${swap.offeredBy}`}
        onClick={() => void action.run({ token, swapId: swap.swapId })}
      >
        I can cover
      </button>
      <ActionError message={action.error} />
    </>
  );
}
