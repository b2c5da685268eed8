import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { formatRange } from '../time';
import { reasonsText, type ProposedRow } from './proposal';
import { useReasonsTip } from './useReasonsTip';
import './autofill.css';

interface ProposedBarProps {
  row: ProposedRow;
  /** Who is proposed: "Ben". */
  name: string;
  /** The shift's service: "Server". */
  serviceName: string;
  /** Where the bar sits in its lane, in px from the lane's start. */
  left: number;
  width: number;
  /** Ticked for "Accept chosen". */
  chosen: boolean;
  twelveHour: boolean;
}

/** Keeps a tip of `width` px on the screen: below its bar, never past either edge. */
function placeTip(bar: DOMRect, width: number): CSSProperties {
  const left = Math.max(8, Math.min(bar.left, window.innerWidth - width - 8));
  return { top: bar.bottom + 4, left };
}

/**
 * A proposed assignment on the daily timeline, in its shift's proposal lane: dashed, marked ✦
 * "Proposed" in text (never by colour alone), its reasons in a tooltip on hover and on keyboard
 * focus. The tip is placed on the screen, not in the timeline, so the scrolling timeline never
 * clips it. It is a tab stop of its own: the track's roving quarter cells are untouched.
 */
export function ProposedBar({ row, name, serviceName, left, width, chosen, twelveHour }: ProposedBarProps) {
  const { shown, tipId, hoverProps, triggerProps } = useReasonsTip();
  const barRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  // Placed when shown, and again as the page or the timeline scrolls (focusing a bar scrolls it into view).
  useLayoutEffect(() => {
    if (!shown) return;
    const update = () => {
      if (barRef.current && tipRef.current)
        setPlace(placeTip(barRef.current.getBoundingClientRect(), tipRef.current.getBoundingClientRect().width));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [shown]);
  const times = formatRange(row.startMinute, row.endMinute, twelveHour);
  const status = chosen ? '' : ' (not chosen)';
  return (
    <span className="proposed-bar-wrap" style={{ left, width }} {...hoverProps}>
      <button
        ref={barRef}
        type="button"
        className={`proposed-bar${chosen ? '' : ' is-unchosen'}`}
        data-testid="proposed-bar"
        // Starts with the words it shows, in their order (label-content-name-mismatch).
        aria-label={`Proposed${status} ${name} ${times}, ${serviceName}`}
        {...triggerProps}
      >
        <span className="weekly-proposed-icon" aria-hidden="true">
          ✦
        </span>
        <span className="assignment-label proposed-bar-label">
          <span className="weekly-proposed-label">Proposed</span>
          {status} <span className="assignment-name">{name}</span> <span className="assignment-times">{times}</span>
        </span>
      </button>
      <span ref={tipRef} role="tooltip" id={tipId} className="proposed-bar-tip" style={place} hidden={!shown}>
        {reasonsText(row)}
      </span>
    </span>
  );
}
