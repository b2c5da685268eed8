import { useId, useState } from 'react';
import { formatClock, formatEnd } from '../time';
import type { ProposedRow } from './proposal';
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
  const [shown, setShown] = useState(false);
  const tipId = useId();
  const start = formatClock(row.start, twelveHour);
  const end = formatEnd(row.start, row.end, twelveHour);
  return (
    <span className="weekly-proposed-wrap" onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <button
        type="button"
        className="weekly-assignment weekly-proposed"
        tabIndex={-1}
        data-testid="proposed-chip"
        // Starts with the words it shows, in their order (label-content-name-mismatch).
        aria-label={`Proposed ${start}-${end} for ${where}`}
        aria-describedby={tipId}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(e) => e.key === 'Escape' && shown && (e.stopPropagation(), setShown(false))}
        onClick={() => setShown((s) => !s)}
      >
        <span className="weekly-proposed-icon" aria-hidden="true">
          ✦
        </span>
        <span className="weekly-proposed-label">Proposed</span> <span>{start}-</span>
        <span>{end}</span>
      </button>
      <span role="tooltip" id={tipId} className="weekly-proposed-tip" hidden={!shown}>
        {row.reasons.map((r) => r.text).join(' · ')}
      </span>
    </span>
  );
}
