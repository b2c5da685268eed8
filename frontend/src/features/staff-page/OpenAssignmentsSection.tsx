import { usePickUpAssignmentMutation } from './api';
import { ActionError, Badge, AssignmentCard } from './AssignmentCard';
import { dayLabel, shiftInWords } from './assignments';
import type { OpenAssignment } from './types';
import { useAction } from './useAction';

interface Props {
  token: string;
  openShifts: OpenAssignment[];
  today: string;
  writable: boolean;
}

/** "Open shifts": shifts nobody has yet, at the person's workplaces, that they could pick up. */
export function OpenAssignmentsSection({ token, openShifts, today, writable }: Props) {
  if (openShifts.length === 0) return <p className="muted staff-section-empty">No open shifts you could pick up right now.</p>;
  return (
    <ul className="staff-page-shifts" aria-label="Open shifts">
      {openShifts.map((shift) => (
        <AssignmentCard key={shift.id} shift={shift} day={dayLabel(shift.date, today)}>
          <PickUp token={token} shift={shift} today={today} writable={writable} />
        </AssignmentCard>
      ))}
    </ul>
  );
}

function PickUp({ token, shift, today, writable }: { token: string; shift: OpenAssignment; today: string; writable: boolean }) {
  const [pickUp] = usePickUpAssignmentMutation();
  const action = useAction(pickUp);
  if (shift.claim?.status === 'pending') return <Badge tone="pending">Requested</Badge>;
  if (shift.claim?.status === 'declined') return <Badge tone="declined">Not approved</Badge>;
  return (
    <>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={!writable || action.busy}
        aria-label={`Pick up: ${shiftInWords(shift, today)}`}
        onClick={() => void action.run({ token, assignmentId: shift.id })}
      >
        Pick up
      </button>
      <ActionError message={action.error} />
    </>
  );
}
