import { spansOverlap } from '@rotaledger/domain';
import { useMemo } from 'react';
import { serviceById } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import type { ProposedRow } from '../autofill/proposal';
import { QUARTER, formatClock } from '../time';
import type { DayAssignment } from '../types';
import { AssignmentBar } from './AssignmentBar';
import { ProposedLane } from './ProposedLane';
import { TimelineRowLabel } from './TimelineRowLabel';
import { spanFromClicks } from './twoClick';
import type { TimelineRow } from './useDayRota';
import { useRowFocus } from './useRowFocus';

export interface RowViewProps {
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

/** One shift of the timeline: its label, its quarter cells (two clicks make an assignment), its bars and the proposed lane. */
export function TimelineRowView({
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
  const { trackRef, tabStop, covered, setFocusQuarter, onTrackKeyDown } = useRowFocus(row.assignments, dayStart, quarterCount);

  const preview = useMemo(() => {
    if (pendingQuarter === null) return null;
    const other = hoverQuarter ?? pendingQuarter;
    const span = spanFromClicks(startHour, pendingQuarter, other);
    return { ...span, clash: row.assignments.some((a) => spansOverlap(a, span)) };
  }, [pendingQuarter, hoverQuarter, startHour, row.assignments]);

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
      <TimelineRowLabel row={row} service={service} empty={empty} readOnly={readOnly} onRemoveRow={onRemoveRow} />
      <div className="timeline-lanes">
        <div className="timeline-track" ref={trackRef} onKeyDown={onTrackKeyDown} onMouseLeave={() => onHover(null)}>
          {empty && pendingQuarter === null && !readOnly && (
            <span className="timeline-empty-note" aria-hidden="true">
              No one is planned on this shift: pick a start and an end time, or delete it.
            </span>
          )}
          {Array.from({ length: quarterCount }, (_, q) => {
            const start = dayStart + q * QUARTER;
            const inPreview = preview && start >= preview.startMinute && start < preview.endMinute;
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
          {row.assignments.map((a) => (
            <AssignmentBar
              key={a.assignmentId}
              assignment={a}
              serviceName={service.service_name}
              dayStart={dayStart}
              quarterWidth={quarterWidth}
              twelveHour={twelveHour}
              employeesById={employeesById}
              readOnly={readOnly}
              onOpen={(assignment) => onOpenAssignment(row, assignment)}
            />
          ))}
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
