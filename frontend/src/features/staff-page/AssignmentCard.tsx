import type { ReactNode } from 'react';
import { paidTime } from './assignments';
import type { StaffAssignment } from './types';

interface AssignmentCardProps {
  shift: StaffAssignment;
  /** The day, for lists not already grouped by day ("Tomorrow", "Tuesday 20 October"). */
  day?: string;
  /** Shown after the workplace when the person works in more than one time zone. */
  showZone?: boolean;
  /** The shift's action and its state, under the times. */
  children?: ReactNode;
}

/** One shift as its person sees it: when, how long, what and where; then what they can do about it. */
export function AssignmentCard({ shift, day, showZone, children }: AssignmentCardProps) {
  return (
    <li className="card staff-shift" data-testid="staff-shift">
      <div className="staff-shift-main">
        <div className="staff-shift-times">
          {day && (
            <time className="staff-shift-day" dateTime={shift.date}>
              {day}
            </time>
          )}
          <span className="staff-shift-time">
            {shift.start} – {shift.end}
            {shift.ends_next_day && (
              <sup className="staff-shift-next-day" title="Ends the next day" aria-label="ends the next day">
                +1
              </sup>
            )}
          </span>
          <span className="muted staff-shift-duration">{paidTime(shift)}</span>
        </div>
        <div className="staff-shift-what">
          <span className="staff-shift-service">
            <span className="staff-shift-icon" aria-hidden="true">
              {shift.service.icon}
            </span>
            {shift.service.name}
          </span>
          <span className="staff-shift-workplace">
            {shift.workplace}
            {showZone && <span className="muted"> · {shift.time_zone.replace(/_/g, ' ')}</span>}
          </span>
        </div>
      </div>
      {children && <div className="staff-shift-action">{children}</div>}
    </li>
  );
}

/** A server refusal next to the action that caused it. */
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="staff-action-error" role="alert">
      {message}
    </p>
  );
}

/** A request's state in words, on a calm coloured pill. */
export function Badge({ tone, children }: { tone: 'pending' | 'approved' | 'declined' | 'cancelled' | 'info'; children: ReactNode }) {
  return <span className={`staff-badge staff-badge-${tone}`}>{children}</span>;
}
