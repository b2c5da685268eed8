import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorStatus } from '../../lib/api-errors';
import { useGetKioskPageQuery } from './api';
import { ClockConfirmation, ClockPanel } from './ClockPanel';
import type { Action, Person } from './kiosk-actions';
import { OfflineBanner } from './OfflineBanner';
import { PeopleList } from './PeopleList';
import { useOfflineClock, useOnline } from './useOfflineClock';
import './kiosk.css';

interface Confirmation {
  text: string;
  queued: boolean;
}

/**
 * The kiosk (issue 41): a shared tablet by the door. Today's people, large and touch-first; a
 * person taps their name, enters their PIN and clocks. Offline, events are kept with their real
 * time and an Idempotency-Key and sent, once, when the connection is back (useOfflineClock).
 */
export function KioskPage() {
  const { token = '' } = useParams();
  const online = useOnline();
  const page = useGetKioskPageQuery(token, { pollingInterval: online ? 60_000 : 0 });
  const { queue, notices, statusOf, clockFor } = useOfflineClock(token, online);
  const [chosen, setChosen] = useState<Person | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  usePageTitle(page.data ? `Kiosk · ${page.data.workplaceName}` : 'Kiosk');

  const reset = () => {
    setChosen(null);
    setPin('');
    setError(null);
  };

  async function act(person: Person, action: Action) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await clockFor(person, action, pin);
      if (outcome.kind === 'refused') {
        setError(outcome.message);
        setPin('');
        return;
      }
      setConfirmation({ text: outcome.text, queued: outcome.kind === 'queued' });
      reset();
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

  return (
    <main className="kiosk">
      <header className="kiosk-header">
        <h1>{page.data.workplaceName}</h1>
        <p className="kiosk-today">{dayjs().format('dddd D MMMM')}</p>
      </header>
      <OfflineBanner online={online} waiting={queue.length} />
      {notices.map((notice) => (
        <Message key={notice} tone="error">
          {notice}
        </Message>
      ))}
      {confirmation ? (
        <ClockConfirmation text={confirmation.text} queued={confirmation.queued} onDone={() => setConfirmation(null)} />
      ) : chosen ? (
        <ClockPanel
          person={chosen}
          status={statusOf(chosen)}
          pin={pin}
          onPin={setPin}
          busy={busy}
          error={error}
          onAct={(action) => act(chosen, action)}
          onCancel={reset}
        />
      ) : (
        <PeopleList people={page.data.people} statusOf={statusOf} onChoose={setChosen} />
      )}
    </main>
  );
}
