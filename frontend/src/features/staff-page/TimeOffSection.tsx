import dayjs from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import { Message } from '../../components/Message';
import { useAskForTimeOffMutation, useCancelTimeOffMutation } from './api';
import { ActionError, Badge } from './AssignmentCard';
import type { StaffPageData, TimeOffRequest, TimeOffStatus } from './types';
import { useAction } from './useAction';

const NOTE_MAX = 500;

const STATUS_WORDS: Record<TimeOffStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** 'Wed 2 Dec', or 'Wed 2 Dec – Fri 4 Dec'. */
export function dateRange(from: string, to: string): string {
  const day = (date: string) => dayjs(date).format('ddd D MMM');
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

/** What the browser can tell before asking; the server checks everything again. */
function formProblem(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'Choose the first and the last day off.';
  if (to < from) return 'The last day cannot be before the first.';
  if (from < today) return 'Time off cannot start in the past.';
  return null;
}

type TimeOffKind = TimeOffRequest['kind'];
const KIND_WORDS: Record<TimeOffKind, string> = { 'paid-holiday': 'Paid holiday', unpaid: 'Unpaid' };

/** '12.5 hours', '1 hour', '-3.25 hours'. */
const hoursText = (hours: number) => `${hours} ${Math.abs(hours) === 1 ? 'hour' : 'hours'}`;

interface Props {
  token: string;
  requests: TimeOffRequest[];
  today: string;
  writable: boolean;
  /** Absent in a page stored offline before holiday existed. */
  holidayBalance?: StaffPageData['holidayBalance'];
}

/** "Time off": ask for days off, see what the manager said, take back what is not needed. */
export function TimeOffSection({ token, requests, today, writable, holidayBalance }: Props) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [kind, setKind] = useState<TimeOffKind>('unpaid');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [askForTimeOff] = useAskForTimeOffMutation();
  const action = useAction(askForTimeOff);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const found = formProblem(from, to, today);
    setProblem(found);
    if (found) return;
    const trimmed = note.trim();
    // Absent is unpaid, as before holiday existed.
    const paid = kind === 'paid-holiday' ? { kind } : {};
    if (await action.run({ token, from, to, ...paid, ...(trimmed ? { note: trimmed } : {}) })) {
      setSent(`Asked for ${dateRange(from, to)}${kind === 'paid-holiday' ? ' as paid holiday' : ''}. Your manager will answer here.`);
      setFrom('');
      setTo('');
      setNote('');
      setKind('unpaid');
    }
  }

  const error = problem ?? action.error;
  return (
    <>
      {holidayBalance && (
        <p className="muted" data-testid="holiday-balance">
          Holiday left: <strong>{hoursText(holidayBalance.balanceHours)}</strong> (
          {holidayBalance.carriedOverHours !== undefined && `${hoursText(holidayBalance.carriedOverHours)} carried over, `}
          {hoursText(holidayBalance.accruedHours)} earned, {hoursText(holidayBalance.takenHours)} booked
          {holidayBalance.carriedOverHours !== undefined && ' this leave year'})
        </p>
      )}
      <form className="card staff-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Ask for time off">
        <div className="staff-form-row">
          <div className="field">
            <label htmlFor={`${id}-from`}>First day off</label>
            <input
              id={`${id}-from`}
              type="date"
              min={today}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Last day off</label>
            <input
              id={`${id}-to`}
              type="date"
              min={from || today}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
        </div>
        <fieldset className="field">
          <legend>Paid or unpaid</legend>
          {(['unpaid', 'paid-holiday'] as const).map((option) => (
            <label key={option} className="staff-radio">
              <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} />{' '}
              {KIND_WORDS[option]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-note`}>Note for your manager (optional)</label>
          <textarea
            id={`${id}-note`}
            className="staff-note"
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error && <Message tone="error">{error}</Message>}
        {sent && <Message tone="success">{sent}</Message>}
        <button type="submit" className="button button-primary staff-form-submit" disabled={!writable || action.busy}>
          Ask for time off
        </button>
      </form>

      {requests.length > 0 && (
        <ul className="staff-requests" aria-label="Your time off requests">
          {requests.map((request) => (
            <TimeOffItem key={request.requestId} token={token} request={request} today={today} writable={writable} />
          ))}
        </ul>
      )}
    </>
  );
}

function TimeOffItem({ token, request, today, writable }: { token: string; request: TimeOffRequest; today: string; writable: boolean }) {
  const [cancelTimeOff] = useCancelTimeOffMutation();
  const action = useAction(cancelTimeOff);
  const cancellable = request.status === 'pending' || (request.status === 'approved' && request.from > today);
  const dates = dateRange(request.from, request.to);
  return (
    <li className="card staff-request" data-testid="time-off-request">
      <div className="staff-request-head">
        <span className="staff-request-dates">{dates}</span>
        <Badge tone={request.status}>{STATUS_WORDS[request.status]}</Badge>
      </div>
      <p className="muted staff-request-note">{KIND_WORDS[request.kind ?? 'unpaid']}</p>
      {request.note && <p className="muted staff-request-note">{request.note}</p>}
      {cancellable && (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!writable || action.busy}
          aria-label={`Cancel time off ${dates}`}
          onClick={() => void action.run({ token, requestId: request.requestId })}
        >
          Cancel
        </button>
      )}
      <ActionError message={action.error} />
    </li>
  );
}
