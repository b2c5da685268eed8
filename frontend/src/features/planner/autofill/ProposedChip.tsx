import { formatClock, formatEnd } from '../time';
import { reasonsText, type ProposedRow } from './proposal';
import { useReasonsTip } from './useReasonsTip';
import './autofill.css';

interface ProposedChipProps {
  row: ProposedRow;
  /** "Sam on Wednesday 10 March", for its name. */
  where: string;
  twelveHour: boolean;
}

/**
 * A proposed assignment in the grid: dashed, marked "Proposed" in text and with an icon (not only
 * by colour), its reasons in a tooltip shown on hover and on keyboard focus (and read as its
 * description). It is not an assignment yet: pressing it only toggles the tooltip.
 */
export function ProposedChip({ row, where, twelveHour }: ProposedChipProps) {
  const { shown, tipId, hoverProps, triggerProps } = useReasonsTip();
  const start = formatClock(row.startMinute, twelveHour);
  const end = formatEnd(row.startMinute, row.endMinute, twelveHour);
  return (
    <span className="weekly-proposed-wrap" {...hoverProps}>
      <button
        type="button"
        className="weekly-assignment weekly-proposed"
        tabIndex={-1}
        data-testid="proposed-chip"
        // Starts with the words it shows, in their order (label-content-name-mismatch).
        aria-label={`Proposed ${start}-${end} for ${where}`}
        {...triggerProps}
      >
        <span className="weekly-proposed-icon" aria-hidden="true">
          ✦
        </span>
        <span className="weekly-proposed-label">Proposed</span> <span>{start}-</span>
        <span>{end}</span>
      </button>
      <span role="tooltip" id={tipId} className="weekly-proposed-tip" hidden={!shown}>
        {reasonsText(row)}
      </span>
    </span>
  );
}
