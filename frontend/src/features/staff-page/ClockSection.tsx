import { useEffect, useState } from 'react';
import { useClockMutation } from './api';
import { ActionError } from './AssignmentCard';
import type { StaffClock, StaffClocked } from './types';
import { useAction } from './useAction';
import { formatInstant } from '../../components/clock';

/** How often the button checks whether its window has opened (the page itself refetches on focus). */
const TICK_MS = 30_000;

/** A clock instant on the workplace's wall clock, 24-hour ('07:58'). */
const clockTime = (iso: string, timeZone: string) => formatInstant(iso, timeZone, false);

/** Re-renders every half minute, so a window opening or closing shows without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  token: string;
  clock: StaffClock;
  clockedToday: StaffClocked;
  writable: boolean;
}

/**
 * "Clock in" / "Clock out" for the shift whose window is open (issue 28). Not optimistic: the
 * server's instant is the record and its window the rule, so the page shows what it answered
 * (its 409 in words when it refuses).
 */
export function ClockSection({ token, clock, clockedToday, writable }: Props) {
  const [send] = useClockMutation();
  // The confirmation names the instant the server recorded, from its answer.
  const [confirmed, setConfirmed] = useState<{ action: 'in' | 'out'; at: string; zone: string } | null>(null);
  const action = useAction((args: { token: string; action: 'in' | 'out'; zone: string }) => {
    const sent = send({ token: args.token, action: args.action });
    return {
      unwrap: async () => {
        const answer = await sent.unwrap();
        setConfirmed({ action: args.action, at: answer.at, zone: args.zone });
        return answer;
      },
    };
  });
  const now = useNow();
  if (!clock && clockedToday.length === 0) return null;
  return (
    <div className="card staff-clock" data-testid="staff-clock">
      {confirmed && (
        <p className="staff-clock-confirmed" role="status">
          You clocked {confirmed.action} at {clockTime(confirmed.at, confirmed.zone)}.
        </p>
      )}
      {clockedToday.length > 0 && (
        <ul className="staff-clock-today" aria-label="Clocked today">
          {clockedToday.map((shift) => (
            <li key={shift.assignmentId}>
              {shift.start} – {shift.end}: in {clockTime(shift.clockedInAt, shift.time_zone)},{' '}
              {shift.clockedOutAt ? `out ${clockTime(shift.clockedOutAt, shift.time_zone)}` : 'not clocked out yet'}
            </li>
          ))}
        </ul>
      )}
      {clock && (
        <ClockButton
          clock={clock}
          now={now}
          busy={action.busy}
          writable={writable}
          onClock={() => void action.run({ token, action: clock.action, zone: clock.time_zone })}
        />
      )}
      <ActionError message={action.error} />
    </div>
  );
}

interface ClockButtonProps {
  clock: NonNullable<StaffClock>;
  now: number;
  busy: boolean;
  writable: boolean;
  onClock: () => void;
}

/** The shift whose window is open (or opens next) and its one button. */
function ClockButton({ clock, now, busy, writable, onClock }: ClockButtonProps) {
  const { time_zone: zone } = clock;
  // Clocking out is offered only once clocked in, so its window has opened: the page's last reading
  // of the time may predate the clock-in (it ticks every half minute) or the phone's clock lag the server's.
  const open = (clock.action === 'out' || now >= Date.parse(clock.opensAt)) && now <= Date.parse(clock.closesAt);
  const verb = clock.action === 'in' ? 'Clock in' : 'Clock out';
  const shiftText = `${clock.start} – ${clock.end}`;
  return (
    <>
      {clock.withoutShift ? (
        <p className="staff-clock-shift">
          No shift today: clocking in puts you on the rota from <strong>{clock.start}</strong>.
        </p>
      ) : (
        <p className="staff-clock-shift">
          Your shift <strong>{shiftText}</strong>
        </p>
      )}
      {clock.clockedInAt && <p className="staff-clock-state">Clocked in at {clockTime(clock.clockedInAt, zone)}</p>}
      {!open && clock.action === 'in' && now < Date.parse(clock.opensAt) && (
        <p className="muted staff-clock-state">Clocking in opens at {clockTime(clock.opensAt, zone)}.</p>
      )}
      <button
        type="button"
        className="button button-primary button-block staff-clock-button"
        disabled={!writable || !open || busy}
        aria-label={clock.withoutShift ? `${verb} without a shift` : `${verb}: ${shiftText}`}
        onClick={onClock}
      >
        {busy ? `${verb}…` : verb}
      </button>
    </>
  );
}
