import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { serviceById } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { QUARTER, formatClock, hourHeading } from '../time';
import type { DayAssignment } from '../types';
import type { TimelineProposal } from '../autofill/proposal';
import { proposedIn } from './ProposedLane';
import { TimelineRowView } from './TimelineRow';
import { spanFromClicks, type PendingStart } from './twoClick';
import type { TimelineRow } from './useDayRota';

interface TimelineProps {
  rows: readonly TimelineRow[];
  startHour: number;
  endHour: number;
  hourWidth: number;
  rowHeight: number;
  twelveHour: boolean;
  /** Short hour labels ('07', '7a') for narrow hour columns. */
  compact?: boolean;
  employeesById: ReadonlyMap<string, Employee>;
  onCreate: (row: TimelineRow, start: number, end: number) => void;
  onOpenAssignment: (row: TimelineRow, assignment: DayAssignment) => void;
  onRemoveRow: (row: TimelineRow) => void;
  /** An auditor's view: bars and hours to read, nothing to click. */
  readOnly?: boolean;
  /** The auto-fill's proposal, drawn in a lane under each shift it fills. */
  proposal?: TimelineProposal;
}

/**
 * The daily timeline: one row per shift, quarter-hour cells. Click a start cell, then an end
 * cell, to make an assignment; click an assignment to choose who works it.
 */
export function Timeline({
  rows,
  startHour,
  endHour,
  hourWidth,
  rowHeight,
  twelveHour,
  compact = false,
  employeesById,
  onCreate,
  onOpenAssignment,
  onRemoveRow,
  readOnly = false,
  proposal,
}: TimelineProps) {
  const hours = useMemo(() => Array.from({ length: endHour - startHour }, (_, i) => startHour + i), [startHour, endHour]);
  const quarterCount = hours.length * 4;
  const quarterWidth = hourWidth / 4;
  const [pending, setPending] = useState<PendingStart | null>(null);
  const [hover, setHover] = useState<PendingStart | null>(null);

  // A pending start belongs to the rows it was made on: a new day or zoom clears it.
  useEffect(() => setPending(null), [startHour, endHour, rows.length]);

  useEffect(() => {
    if (!pending) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setPending(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pending]);

  const onCellClick = useCallback(
    (row: TimelineRow, quarter: number) => {
      if (!pending || pending.rowKey !== row.key) {
        setPending({ rowKey: row.key, quarter });
        return;
      }
      const span = spanFromClicks(startHour, pending.quarter, quarter);
      setPending(null);
      onCreate(row, span.startMinute, span.endMinute);
    },
    [pending, startHour, onCreate],
  );

  const pendingRow = pending ? rows.find((r) => r.key === pending.rowKey) : undefined;
  const style = {
    '--hour-w': `${hourWidth}px`,
    '--quarter-w': `${quarterWidth}px`,
    '--row-h': `${rowHeight}px`,
    '--quarters': quarterCount,
  } as CSSProperties;

  return (
    <div className="timeline" style={style}>
      <div className="timeline-hint" aria-live="polite">
        {pending && pendingRow ? (
          <>
            <span>
              Now click where the <strong>{serviceById(pendingRow.serviceType).service_name}</strong> assignment ends (it starts at{' '}
              {formatClock(startHour * 60 + pending.quarter * QUARTER, twelveHour)}).
            </span>
            <button type="button" className="button button-subtle button-small" onClick={() => setPending(null)}>
              Cancel
            </button>
          </>
        ) : (
          <span className="muted">Click a start time and then an end time on a shift row to add an assignment.</span>
        )}
      </div>
      <div className="timeline-scroll" data-testid="timeline-scroll">
        <div className="timeline-grid">
          <div className="timeline-head" aria-hidden="true">
            <div className="timeline-corner">Shift</div>
            <div className="timeline-hours">
              {hours.map((h) => (
                <div key={h} className={`timeline-hour${h >= 24 ? ' is-next-day' : ''}`}>
                  <span>{hourHeading(h, twelveHour, compact)}</span>
                  {h === 24 && <span className="timeline-next-day">+1</span>}
                </div>
              ))}
            </div>
          </div>
          {rows.map((row) => (
            <TimelineRowView
              key={row.key}
              row={row}
              startHour={startHour}
              quarterCount={quarterCount}
              quarterWidth={quarterWidth}
              twelveHour={twelveHour}
              employeesById={employeesById}
              pendingQuarter={pending?.rowKey === row.key ? pending.quarter : null}
              hoverQuarter={pending?.rowKey === row.key && hover?.rowKey === row.key ? hover.quarter : null}
              onHover={(quarter) => setHover(quarter === null ? null : { rowKey: row.key, quarter })}
              onCellClick={onCellClick}
              onOpenAssignment={(r, a) => {
                setPending(null);
                onOpenAssignment(r, a);
              }}
              onRemoveRow={onRemoveRow}
              readOnly={readOnly}
              proposed={proposedIn(row, proposal)}
              chosen={proposal?.chosen}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
