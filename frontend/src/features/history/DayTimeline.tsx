import type { CSSProperties } from 'react';
import { wireTimeAsHhMm as hhmm } from '@rotaledger/contracts/wire-time';
import { barPlacement, hourRange } from './dayLayout';
import type { RotaShift } from './types';

interface DayTimelineProps {
  shifts: readonly RotaShift[];
  /** Read as the caption of the figure, e.g. 'Rota as it stood at …'. */
  caption: string;
}

/** Who an assignment shows: its employee, '?' when nobody, marked when they had been removed. */
function holder(a: RotaShift['assignments'][number]): string {
  if (!a.employeeId) return '?';
  return a.employeeName ?? 'Unknown employee';
}

/**
 * A compact, read-only day: one row per shift, its assignments as bars placed by start and
 * end time. (The planner's timeline is an editor; this one only shows.)
 */
export function DayTimeline({ shifts, caption }: DayTimelineProps) {
  const range = hourRange(shifts);
  const hours = Array.from({ length: range.end - range.start }, (_, i) => range.start + i);
  const style = { '--history-hours': hours.length } as CSSProperties;

  return (
    <figure className="history-day" style={style} aria-label={caption}>
      <figcaption className="visually-hidden">{caption}</figcaption>
      {shifts.length === 0 ? (
        <p className="history-day-empty">No shifts on this day at that moment.</p>
      ) : (
        <>
          <div className="history-day-head" aria-hidden="true">
            <span className="history-day-corner" />
            <span className="history-day-hours">
              {hours.map((h) => (
                <span key={h} className="history-day-hour">
                  {String(h).padStart(2, '0')}
                </span>
              ))}
            </span>
          </div>
          <ul className="history-day-rows">
            {shifts.map((shift) => (
              <li key={shift.shiftId} className="history-day-row" data-testid="history-shift">
                <span className="history-day-service" title={shift.serviceName}>
                  <span aria-hidden="true">{shift.serviceIcon}</span>
                  <span className="history-day-service-name">{shift.serviceName}</span>
                </span>
                <ul className="history-day-track" aria-label={`${shift.serviceName} assignments`}>
                  {shift.assignments.map((a) => {
                    const name = holder(a);
                    const times = `${hhmm(a.timeStart)}-${hhmm(a.timeEnd)}`;
                    const removed = a.employeeRemoved ? ' (removed: counted as unallocated)' : '';
                    return (
                      <li
                        key={a.assignmentId}
                        className={`history-bar${a.employeeId ? '' : ' is-unassigned'}${a.employeeRemoved ? ' is-removed' : ''}`}
                        style={barPlacement(a.timeStart, a.timeEnd, range)}
                        title={`${name}${removed} · ${times}`}
                        aria-label={`${a.employeeId ? name : 'Unassigned'}${removed}, ${times}`}
                        data-testid="history-bar"
                      >
                        <span className="history-bar-name">{name}</span>
                        <span className="history-bar-times">{times}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
