import type { serviceById } from '@rotaledger/domain';
import { breakLabel, breakOf } from '../breaks';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import { formatClock } from '../time';
import type { WeekAssignment } from '../types';

function timesOf(a: WeekAssignment, twelveHour: boolean) {
  const span = fromWireSpan(a.time_start, a.time_end);
  return { start: formatClock(span.startMinute, twelveHour), end: formatClock(span.endMinute, twelveHour) };
}

/** ', 30 min break' for a screen reader's name of the chip; '' without a break. */
const breakSuffix = (a: WeekAssignment) => (breakOf(a) > 0 ? `, ${breakLabel(breakOf(a))}` : '');

/** The chip's small second line: '30 min break', the words its accessible name says too. */
function BreakLine({ assignment }: { assignment: WeekAssignment }) {
  const minutes = breakOf(assignment);
  if (minutes === 0) return null;
  return (
    <span className="weekly-break" aria-hidden="true">
      {breakLabel(minutes)}
    </span>
  );
}

interface AssignmentChipProps {
  assignment: WeekAssignment;
  twelveHour: boolean;
  /** An auditor's week: the times as text, no button. */
  readOnly: boolean;
  /** The button's name, from the chip's times and break words ('09:00', '17:00', ', 30 min break'). */
  label: (start: string, end: string, breakWords: string) => string;
  onOpen: () => void;
  /** An open shift's chip: its service first, and its own class. */
  service?: ReturnType<typeof serviceById>;
}

/** One assignment in a cell of the week: its times and break, a button that opens it unless read only. */
export function AssignmentChip({ assignment: a, twelveHour, readOnly, label, onOpen, service }: AssignmentChipProps) {
  const { start, end } = timesOf(a, twelveHour);
  const icon = service && (
    <span className="weekly-open-service" aria-hidden="true">
      {service.service_icon}
    </span>
  );
  const kind = `weekly-assignment${service ? ' weekly-open-shift' : ''}`;
  if (readOnly) {
    return (
      <span className={`${kind} is-read-only`}>
        {icon}
        {service && <span className="visually-hidden">{service.service_name} </span>}
        <span>{start}-</span>
        <span>{end}</span>
        <span className="visually-hidden">{breakSuffix(a)}</span> <BreakLine assignment={a} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${kind}${a.pending ? ' is-pending' : ''}`}
      disabled={a.pending}
      tabIndex={-1}
      aria-label={label(start, end, breakSuffix(a))}
      onClick={onOpen}
    >
      {icon}
      <span>{start}-</span>
      <span>{end}</span> <BreakLine assignment={a} />
    </button>
  );
}
