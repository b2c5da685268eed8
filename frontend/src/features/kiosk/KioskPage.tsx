import type { KioskClockRequest, KioskPageAnswer } from '@rotaledger/contracts';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useGetKioskPageQuery, useKioskClockMutation } from './api';
import { PinPad } from './PinPad';
import { dequeue, enqueue, newClockKey, readQueue, type QueuedClock } from './queue';
import './kiosk.css';

type Person = KioskPageAnswer['people'][number];
type Status = Person['status'];
type Action = KioskClockRequest['action'];

const ACTIONS: Record<Status, { action: Action; label: string }[]> = {
  off: [{ action: 'in', label: 'Clock in' }],
  in: [
    { action: 'break-start', label: 'Start break' },
    { action: 'out', label: 'Clock out' },
  ],
  break: [
    { action: 'break-end', label: 'End break' },
    { action: 'out', label: 'Clock out' },
  ],
};
const DONE: Record<Action, string> = {
  in: 'clocked in',
  'break-start': 'started a break',
  'break-end': 'ended the break',
  out: 'clocked out',
};
const STATUS_AFTER: Record<Action, Status> = { in: 'in', 'break-start': 'break', 'break-end': 'in', out: 'off' };
const STATUS_TEXT: Record<Status, string> = { off: 'Not clocked in', in: 'Clocked in', break: 'On a break' };

const FAILED = 'That did not go through. Try again, or ask your manager.';

interface Confirmation {
  text: string;
  queued: boolean;
}

const isNetworkFailure = (error: unknown) => apiErrorStatus(error) === 'FETCH_ERROR';
const waitingText = (count: number) => (count === 1 ? '1 clock event waits' : `${count} clock events wait`);

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The kiosk (issue 41): a shared tablet by the door. Today's people, large and touch-first; a
 * person taps their name, enters their PIN and clocks. Offline, events are kept with their real
 * time and an Idempotency-Key and sent, once, when the connection is back.
 */
export function KioskPage() {
  const { token = '' } = useParams();
  const online = useOnline();
  const page = useGetKioskPageQuery(token, { pollingInterval: online ? 60_000 : 0 });
  const [clock] = useKioskClockMutation();
  const [queue, setQueue] = useState<QueuedClock[]>(() => readQueue(token));
  const [chosen, setChosen] = useState<Person | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  /** Statuses after events the server has not answered yet (queued offline). */
  const [pending, setPending] = useState<Record<string, Status>>({});
  const sending = useRef(false);
  usePageTitle(page.data ? `Kiosk · ${page.data.workplaceName}` : 'Kiosk');

  /** Sends the queue in order; stops at the first network failure, drops events the server answered. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const event of readQueue(token)) {
        try {
          await clock({ token, key: event.key, body: event.body }).unwrap();
        } catch (caught) {
          if (isNetworkFailure(caught)) return;
          const refusal = apiErrorMessage(caught, FAILED);
          setNotices((list) => [...list, `${event.displayName}, ${dayjs(event.body.at).format('HH:mm')}: not recorded. ${refusal}`]);
        }
        setQueue(dequeue(token, event.key));
      }
      setPending({});
    } finally {
      sending.current = false;
    }
  }, [clock, token]);

  useEffect(() => {
    if (online && readQueue(token).length > 0) void flush();
  }, [online, flush, token]);

  const reset = () => {
    setChosen(null);
    setPin('');
    setError(null);
  };

  async function act(person: Person, action: Action) {
    const at = new Date().toISOString();
    const body = { employeeId: person.employeeId, pin, action, at };
    const key = newClockKey();
    const queueIt = () => {
      setQueue(enqueue(token, { key, body, displayName: person.displayName }));
      setPending((statuses) => ({ ...statuses, [person.employeeId]: STATUS_AFTER[action] }));
      setConfirmation({ text: `${person.displayName}, you ${DONE[action]} at ${dayjs(at).format('HH:mm')}.`, queued: true });
      reset();
    };
    if (!navigator.onLine) return queueIt();
    setBusy(true);
    setError(null);
    try {
      const answer = await clock({ token, key, body }).unwrap();
      setConfirmation({ text: `${person.displayName}, you ${DONE[action]} at ${dayjs(answer.at).format('HH:mm')}.`, queued: false });
      reset();
    } catch (caught) {
      if (isNetworkFailure(caught)) return queueIt();
      setError(apiErrorMessage(caught, FAILED));
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  if (page.isLoading)
    return (
      <main className="kiosk">
        <p className="kiosk-loading">Loading…</p>
      </main>
    );
  if (!page.data) {
    const dead = apiErrorStatus(page.error) === 404;
    return (
      <main className="kiosk">
        <h1>{dead ? 'This kiosk link is not valid any more' : 'The kiosk could not be loaded'}</h1>
        <p>{dead ? 'Ask your manager for a new kiosk link.' : 'Check the connection; the page will try again.'}</p>
      </main>
    );
  }

  const statusOf = (person: Person): Status => pending[person.employeeId] ?? person.status;
  return (
    <main className="kiosk">
      <header className="kiosk-header">
        <h1>{page.data.workplaceName}</h1>
        <p className="kiosk-today">{dayjs().format('dddd D MMMM')}</p>
      </header>
      {(!online || queue.length > 0) && (
        <div className={`kiosk-banner${online ? '' : ' kiosk-banner-offline'}`} role="status">
          {online
            ? `Back online: sending… ${waitingText(queue.length)}.`
            : `Offline: clock events are kept on this tablet and sent when the connection is back.`}
          {!online && queue.length > 0 && ` ${waitingText(queue.length)}.`}
        </div>
      )}
      {notices.map((notice) => (
        <Message key={notice} tone="error">
          {notice}
        </Message>
      ))}
      {confirmation ? (
        <section className="kiosk-panel kiosk-confirmation" aria-label="Done">
          <p className="kiosk-confirmation-text" role="status">
            {confirmation.text}
          </p>
          {confirmation.queued && <p>Saved on this tablet: it is sent when the connection is back.</p>}
          <button type="button" className="kiosk-big-button" onClick={() => setConfirmation(null)}>
            Done
          </button>
        </section>
      ) : chosen ? (
        <section className="kiosk-panel" aria-label={`Clock for ${chosen.displayName}`}>
          <h2>
            {chosen.displayName} <span className="kiosk-status">{STATUS_TEXT[statusOf(chosen)]}</span>
          </h2>
          <PinPad pin={pin} onChange={setPin} disabled={busy} />
          {error && <Message tone="error">{error}</Message>}
          <div className="kiosk-actions">
            {ACTIONS[statusOf(chosen)].map(({ action, label }) => (
              <button
                key={action}
                type="button"
                className="kiosk-big-button kiosk-action"
                disabled={busy || pin.length < 4}
                onClick={asyncHandler(() => act(chosen, action))}
              >
                {label}
              </button>
            ))}
            <button type="button" className="kiosk-big-button kiosk-cancel" onClick={reset} disabled={busy}>
              Cancel
            </button>
          </div>
        </section>
      ) : (
        <section aria-label="Today's people">
          <h2 className="kiosk-prompt">Tap your name</h2>
          {page.data.people.length === 0 ? (
            <p>Nobody is on the rota here today.</p>
          ) : (
            <ul className="kiosk-people">
              {page.data.people.map((person) => (
                <li key={person.employeeId}>
                  <button type="button" className={`kiosk-person kiosk-person-${statusOf(person)}`} onClick={() => setChosen(person)}>
                    <span className="kiosk-person-name">{person.displayName}</span>{' '}
                    <span className="kiosk-person-detail">
                      {STATUS_TEXT[statusOf(person)]}
                      {person.shift && ` · ${person.shift.timeStart}–${person.shift.timeEnd}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
