import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { readableDate } from '@rotaledger/domain';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetSharedRotaQuery } from './api';
import { DayTimeline } from './DayTimeline';
import { isSharedWeek, type SharedRota } from './types';
import { NARROW_QUERY, TOUCH_QUERY, updatedText, useMediaQuery } from './viewerHooks';
import { WeekRota } from './WeekRota';
import './rota-viewer.css';

/** How often an open shared rota asks for changes. */
export const POLL_MS = 30_000;

function headingDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? readableDate(date) : date;
}

/** Nothing to show: no shifts on the day, or on any day of the week. */
const isEmpty = (rota: SharedRota) => (isSharedWeek(rota) ? rota.days.every((day) => day.shifts.length === 0) : rota.shifts.length === 0);

/** `/rota/{rotaId}`: a read-only day or week anyone with the link can open; it follows later changes. */
export function RotaViewerPage() {
  const { rotaId = '' } = useParams();
  const query = useGetSharedRotaQuery(rotaId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  const { refetch } = query;
  const narrow = useMediaQuery(NARROW_QUERY);
  const touch = useMediaQuery(TOUCH_QUERY);
  const rota = query.data;
  usePageTitle(rota ? `${rota.workplace} rota` : 'Shared rota');

  // Coming back to the tab shows the latest plan at once.
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch]);

  if (query.isLoading) {
    return (
      <section className="page rota-viewer">
        <h1 className="visually-hidden">Shared rota</h1>
        <p className="rota-viewer-state" role="status">
          Loading...
        </p>
      </section>
    );
  }

  if (!rota || isEmpty(rota)) {
    return (
      <section className="page rota-viewer">
        <h1 className="visually-hidden">Shared rota</h1>
        <p className="rota-viewer-state rota-viewer-missing">NO ROTA FOUND</p>
      </section>
    );
  }

  if (isSharedWeek(rota)) return <WeekRota week={rota} narrow={narrow} touch={touch} />;

  const updated = updatedText(rota.lastUpdated);
  return (
    <section className="page rota-viewer">
      <header className="rota-viewer-header">
        <p className="rota-viewer-eyebrow">Shared rota</p>
        <h1>{rota.workplace}</h1>
        <h2 className="rota-viewer-date">{headingDate(rota.date)}</h2>
        {updated && <p className="muted rota-viewer-updated">Last updated {updated}</p>}
      </header>
      <DayTimeline shifts={rota.shifts} narrow={narrow} touch={touch} />
    </section>
  );
}
