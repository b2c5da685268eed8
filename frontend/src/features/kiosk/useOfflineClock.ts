import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { useKioskClockMutation } from './api';
import { DONE, STATUS_AFTER, type Action, type Person, type Status } from './kiosk-actions';
import { dequeue, enqueue, newClockKey, readQueue, type QueuedClock } from './queue';

const FAILED = 'That did not go through. Try again, or ask your manager.';

const isNetworkFailure = (error: unknown) => apiErrorStatus(error) === 'FETCH_ERROR';

/** What became of one clock: recorded by the server, kept on the tablet, or refused (in the server's words). */
export type ClockOutcome = { kind: 'done' | 'queued'; text: string } | { kind: 'refused'; message: string };

export function useOnline() {
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
 * The kiosk's clock with its offline queue (issue 41): a clock that cannot reach the server is kept
 * on the tablet with its real time and an Idempotency-Key, and sent in order, once, when the
 * connection is back. Statuses after queued events show at once (`pending`).
 */
export function useOfflineClock(token: string, online: boolean) {
  const [clock] = useKioskClockMutation();
  const [queue, setQueue] = useState<QueuedClock[]>(() => readQueue(token));
  const [notices, setNotices] = useState<string[]>([]);
  /** Statuses after events the server has not answered yet (queued offline). */
  const [pending, setPending] = useState<Record<string, Status>>({});
  const sending = useRef(false);

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

  /** Clocks now, or keeps the event on the tablet when there is no connection. */
  async function clockFor(person: Person, action: Action, pin: string): Promise<ClockOutcome> {
    const at = new Date().toISOString();
    const body = { employeeId: person.employeeId, pin, action, at };
    const key = newClockKey();
    const done = (instant: string) => `${person.displayName}, you ${DONE[action]} at ${dayjs(instant).format('HH:mm')}.`;
    const queueIt = (): ClockOutcome => {
      setQueue(enqueue(token, { key, body, displayName: person.displayName }));
      setPending((statuses) => ({ ...statuses, [person.employeeId]: STATUS_AFTER[action] }));
      return { kind: 'queued', text: done(at) };
    };
    if (!navigator.onLine) return queueIt();
    try {
      const answer = await clock({ token, key, body }).unwrap();
      return { kind: 'done', text: done(answer.at) };
    } catch (caught) {
      if (isNetworkFailure(caught)) return queueIt();
      return { kind: 'refused', message: apiErrorMessage(caught, FAILED) };
    }
  }

  const statusOf = (person: Person): Status => pending[person.employeeId] ?? person.status;
  return { queue, notices, statusOf, clockFor };
}
