import { breakOf, withBreak } from '../breaks';
import { QUARTER, formatRange } from '../time';
import type { DayAssignment } from '../types';
import type { Employee } from '../../profile';

interface AssignmentBarProps {
  assignment: DayAssignment;
  serviceName: string;
  dayStart: number;
  quarterWidth: number;
  twelveHour: boolean;
  employeesById: ReadonlyMap<string, Employee>;
  readOnly: boolean;
  onOpen: (assignment: DayAssignment) => void;
}

/** One assignment on a row's track: a button that opens it, or (read only) a label. */
export function AssignmentBar({
  assignment: a,
  serviceName,
  dayStart,
  quarterWidth,
  twelveHour,
  employeesById,
  readOnly,
  onOpen,
}: AssignmentBarProps) {
  const employee = a.employeeId ? employeesById.get(a.employeeId) : undefined;
  const name = a.employeeId ? (employee?.display_name ?? 'Removed employee') : 'Unassigned';
  // 1px in from each edge so back-to-back assignments read as two.
  const left = ((a.startMinute - dayStart) / QUARTER) * quarterWidth + 1;
  const width = Math.max(4, ((a.endMinute - a.startMinute) / QUARTER) * quarterWidth - 2);
  const times = formatRange(a.startMinute, a.endMinute, twelveHour);
  // '07:00-15:00 · 30 min break' on screen and on paper.
  const shown = withBreak(times, breakOf(a));
  if (readOnly) {
    return (
      <span
        className={`assignment-bar is-read-only${a.employeeId ? '' : ' is-unassigned'}`}
        style={{ left, width }}
        title={`${name} · ${shown}`}
        data-testid="assignment-bar"
      >
        <span className="assignment-label">
          <span className="visually-hidden">{serviceName} </span>
          <span className="assignment-name">{a.employeeId ? name : '?'}</span> <span className="assignment-times">{shown}</span>
        </span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`assignment-bar${a.employeeId ? '' : ' is-unassigned'}${a.pending ? ' is-pending' : ''}`}
      style={{ left, width }}
      aria-disabled={a.pending ? true : undefined}
      aria-label={`${name} ${shown}, ${serviceName}${a.pending ? ', saving' : ''}`}
      title={`${name} · ${shown}`}
      data-testid="assignment-bar"
      onClick={() => {
        if (!a.pending) onOpen(a);
      }}
    >
      {/* Sticky, so a bar scrolled half out of view on a phone still says whose it is. */}
      <span className="assignment-label">
        <span className="assignment-name">{a.employeeId ? name : '?'}</span> <span className="assignment-times">{shown}</span>
      </span>
    </button>
  );
}
