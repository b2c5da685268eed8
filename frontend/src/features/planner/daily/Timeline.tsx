import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { serviceById } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { QUARTER, formatClock, formatRange, hourHeading, overlaps } from '../time';
import type { DayAssignment } from '../types';
import type { ProposedRow, TimelineProposal } from '../autofill/proposal';
import { breakOf, withBreak } from '../breaks';
import { ProposedLane, proposedIn } from './ProposedLane';
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
      onCreate(row, span.start, span.end);
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

interface RowViewProps {
  row: TimelineRow;
  startHour: number;
  quarterCount: number;
  quarterWidth: number;
  twelveHour: boolean;
  employeesById: ReadonlyMap<string, Employee>;
  pendingQuarter: number | null;
  hoverQuarter: number | null;
  onHover: (quarter: number | null) => void;
  onCellClick: (row: TimelineRow, quarter: number) => void;
  onOpenAssignment: (row: TimelineRow, assignment: DayAssignment) => void;
  onRemoveRow: (row: TimelineRow) => void;
  readOnly: boolean;
  proposed: readonly ProposedRow[];
  chosen?: ReadonlySet<string>;
}

function TimelineRowView({
  row,
  startHour,
  quarterCount,
  quarterWidth,
  twelveHour,
  employeesById,
  pendingQuarter,
  hoverQuarter,
  onHover,
  onCellClick,
  onOpenAssignment,
  onRemoveRow,
  readOnly,
  proposed,
  chosen,
}: RowViewProps) {
  const service = serviceById(row.serviceType);
  const dayStart = startHour * 60;
  // Roving focus: one cell of the row is in the tab order; the arrow keys move along it.
  const [focusQuarter, setFocusQuarter] = useState(0);
  const covered = (quarter: number) => {
    const start = dayStart + quarter * QUARTER;
    return row.assignments.some((a) => a.start <= start && start < a.end);
  };
  // The row's one tab stop is never a hidden (covered) quarter: the nearest free one after it, else before it.
  const freeQuarters = Array.from({ length: quarterCount }, (_, q) => q).filter((q) => !covered(q));
  const tabStop = covered(focusQuarter)
    ? (freeQuarters.find((q) => q > focusQuarter) ?? freeQuarters.filter((q) => q < focusQuarter).pop() ?? -1)
    : focusQuarter;
  const trackRef = useRef<HTMLDivElement>(null);

  const preview = useMemo(() => {
    if (pendingQuarter === null) return null;
    const other = hoverQuarter ?? pendingQuarter;
    const span = spanFromClicks(startHour, pendingQuarter, other);
    return { ...span, clash: row.assignments.some((a) => overlaps(a, span)) };
  }, [pendingQuarter, hoverQuarter, startHour, row.assignments]);

  /** Moves the row's tab stop to `quarter`, or on in `direction` to the first quarter no assignment covers (covered ones are hidden). */
  function focusCell(quarter: number, direction: 1 | -1 = 1) {
    let q = Math.max(0, Math.min(quarterCount - 1, quarter));
    while (covered(q) && q + direction >= 0 && q + direction < quarterCount) q += direction;
    if (covered(q)) return;
    setFocusQuarter(q);
    trackRef.current?.querySelector<HTMLButtonElement>(`[data-quarter="${q}"]`)?.focus();
  }

  function onTrackKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const current = Number(target.dataset.quarter);
    if (Number.isNaN(current)) return;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, PageDown: 4, PageUp: -4 };
    if (event.key in moves) {
      event.preventDefault();
      focusCell(current + moves[event.key], moves[event.key] > 0 ? 1 : -1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(quarterCount - 1, -1);
    }
  }

  const empty = !row.draft && Boolean(row.shiftId) && row.assignments.length === 0;

  return (
    <div
      className={`timeline-row${row.draft ? ' is-draft' : ''}${row.pending ? ' is-saving' : ''}${pendingQuarter !== null ? ' is-picking' : ''}`}
      aria-busy={row.pending || undefined}
      role="group"
      aria-label={`${service.service_name} shift`}
      data-testid="timeline-row"
      data-service={row.serviceType}
    >
      <div className="timeline-row-label">
        <span className="timeline-row-icon" aria-hidden="true">
          {service.service_icon}
        </span>
        <span className="timeline-row-text">
          <span className="timeline-row-name">{service.service_name}</span>
          {row.draft && <span className="timeline-row-badge">Not saved yet</span>}
          {empty && <span className="timeline-row-badge is-empty">Empty shift</span>}
        </span>
        {row.draft && !readOnly && (
          <button
            type="button"
            className="icon-button timeline-row-remove no-print"
            aria-label={`Remove ${service.service_name} shift`}
            title="Remove this shift"
            onClick={() => onRemoveRow(row)}
          >
            ×
          </button>
        )}
        {empty && !readOnly && (
          <button
            type="button"
            className="icon-button timeline-row-remove is-delete no-print"
            aria-label={`Delete empty ${service.service_name} shift`}
            title="Delete this empty shift"
            onClick={() => onRemoveRow(row)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <div className="timeline-lanes">
        <div className="timeline-track" ref={trackRef} onKeyDown={onTrackKeyDown} onMouseLeave={() => onHover(null)}>
          {empty && pendingQuarter === null && !readOnly && (
            <span className="timeline-empty-note" aria-hidden="true">
              No one is planned on this shift: pick a start and an end time, or delete it.
            </span>
          )}
          {Array.from({ length: quarterCount }, (_, q) => {
            const start = dayStart + q * QUARTER;
            const inPreview = preview && start >= preview.start && start < preview.end;
            const isHour = q % 4 === 0;
            if (readOnly) return <span key={q} aria-hidden="true" className={`quarter-cell is-read-only${isHour ? ' is-hour' : ''}`} />;
            return (
              <button
                key={q}
                type="button"
                data-quarter={q}
                tabIndex={q === tabStop ? 0 : -1}
                className={`quarter-cell${isHour ? ' is-hour' : ''}${q === pendingQuarter ? ' is-start' : ''}${inPreview ? (preview.clash ? ' is-clash' : ' is-preview') : ''}`}
                aria-label={`${service.service_name} ${formatClock(start, twelveHour)}${q === pendingQuarter ? ', start chosen' : ''}`}
                aria-hidden={covered(q) ? true : undefined}
                onClick={() => {
                  setFocusQuarter(q);
                  onCellClick(row, q);
                }}
                onMouseEnter={() => onHover(q)}
                onFocus={() => onHover(q)}
              />
            );
          })}
          {row.assignments.map((a) => {
            const employee = a.employeeId ? employeesById.get(a.employeeId) : undefined;
            const name = a.employeeId ? (employee?.display_name ?? 'Removed employee') : 'Unassigned';
            // 1px in from each edge so back-to-back assignments read as two.
            const left = ((a.start - dayStart) / QUARTER) * quarterWidth + 1;
            const width = Math.max(4, ((a.end - a.start) / QUARTER) * quarterWidth - 2);
            const times = formatRange(a.start, a.end, twelveHour);
            // '07:00-15:00 · 30 min break' on screen and on paper.
            const brk = breakOf(a);
            const shown = withBreak(times, brk);
            if (readOnly) {
              return (
                <span
                  key={a.assignmentId}
                  className={`assignment-bar is-read-only${a.employeeId ? '' : ' is-unassigned'}`}
                  style={{ left, width }}
                  title={`${name} · ${shown}`}
                  data-testid="assignment-bar"
                >
                  <span className="assignment-label">
                    <span className="visually-hidden">{service.service_name} </span>
                    <span className="assignment-name">{a.employeeId ? name : '?'}</span> <span className="assignment-times">{shown}</span>
                  </span>
                </span>
              );
            }
            return (
              <button
                key={a.assignmentId}
                type="button"
                className={`assignment-bar${a.employeeId ? '' : ' is-unassigned'}${a.pending ? ' is-pending' : ''}`}
                style={{ left, width }}
                aria-disabled={a.pending ? true : undefined}
                aria-label={`${name} ${shown}, ${service.service_name}${a.pending ? ', saving' : ''}`}
                title={`${name} · ${shown}`}
                data-testid="assignment-bar"
                onClick={() => {
                  if (!a.pending) onOpenAssignment(row, a);
                }}
              >
                {/* Sticky, so a bar scrolled half out of view on a phone still says whose it is. */}
                <span className="assignment-label">
                  <span className="assignment-name">{a.employeeId ? name : '?'}</span> <span className="assignment-times">{shown}</span>
                </span>
              </button>
            );
          })}
        </div>
        {proposed.length > 0 && (
          <ProposedLane
            rows={proposed}
            serviceName={service.service_name}
            chosen={chosen ?? new Set()}
            dayStart={dayStart}
            quarterWidth={quarterWidth}
            employeesById={employeesById}
            twelveHour={twelveHour}
          />
        )}
      </div>
    </div>
  );
}
