import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { isIsoDate } from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetAuditWorkplacesQuery } from './api';
import { ChangeTimeline } from './ChangeTimeline';
import { ExportButtons } from './ExportButtons';
import { localToday, validInstant } from './instants';
import { RotaAtMoment } from './RotaAtMoment';
import { RotaDiffView } from './RotaDiffView';
import './history.css';

type View = 'timeline' | 'rota' | 'diff';
const VIEWS: { value: View; label: string }[] = [
  { value: 'timeline', label: 'Timeline' },
  { value: 'rota', label: 'Rota at a moment' },
  { value: 'diff', label: 'Compare' },
];

export const NO_WORKPLACE_TEXT = 'Create a workplace to start its history.';

/** `/history`: every change to a workplace, any day's rota as it stood at any moment, and what changed between two. */
export function HistoryPage() {
  usePageTitle('History');
  const [params, setParams] = useSearchParams();
  // "Now" is fixed when the page opens, so the queries keep one key while it stays open.
  const [openedAt] = useState(() => new Date().toISOString());
  const workplacesQuery = useGetAuditWorkplacesQuery(undefined, { refetchOnMountOrArgChange: true });
  const workplaces = workplacesQuery.data ?? [];
  const workplace = workplaces.find((w) => w.id === params.get('workplace')) ?? workplaces[0] ?? null;

  const view = VIEWS.find((v) => v.value === params.get('view'))?.value ?? 'timeline';
  const dayParam = params.get('day');
  const day = isIsoDate(dayParam) ? dayParam : localToday();
  const at = validInstant(params.get('at')) ?? openedAt;
  const to = validInstant(params.get('to')) ?? openedAt;
  const from = validInstant(params.get('from')) ?? dayjs(to).subtract(7, 'day').toISOString();

  const update = (changes: Record<string, string | undefined>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return (
    <section className="page history-page">
      <div className="page-header history-header">
        <div>
          <h1>History</h1>
          <p className="muted">Every change to your rota, who made it and when, and any day as it stood at any moment.</p>
        </div>
        {workplace && <ExportButtons workplaceId={workplace.id} />}
      </div>

      {workplacesQuery.isError ? (
        <div className="card">
          <Message tone="error">Your workplaces could not be loaded.</Message>
        </div>
      ) : workplacesQuery.isLoading ? (
        <div className="page-spinner">
          <Spinner size="large" label="Loading your workplaces…" />
        </div>
      ) : !workplace ? (
        <div className="card history-placeholder">
          <p>{NO_WORKPLACE_TEXT}</p>
          <Link to="/profile" className="button button-primary">
            Go to Profile
          </Link>
        </div>
      ) : (
        <>
          <div className="history-toolbar">
            <div className="field history-workplace">
              <label htmlFor="history-workplace">Workplace</label>
              <select
                id="history-workplace"
                className="select"
                value={workplace.id}
                onChange={(e) => update({ workplace: e.target.value })}
              >
                {workplaces.map((w) => (
                  <option key={w.id} value={w.id}>
                    {(w.name ?? 'Unnamed workplace') + (w.deleted ? ' (deleted)' : '')}
                  </option>
                ))}
              </select>
            </div>
            <div className="segmented history-views" role="group" aria-label="View">
              {VIEWS.map((v) => (
                <button
                  key={v.value}
                  type="button"
                  className="segmented-option"
                  aria-pressed={view === v.value}
                  onClick={() => update({ view: v.value }, false)}
                >
                  {v.label}
                </button>
              ))}
            </div>
          </div>

          {view === 'timeline' && (
            <ChangeTimeline
              key={workplace.id}
              workplaceId={workplace.id}
              onShowRota={(date, instant) => update({ view: 'rota', day: date, at: instant }, false)}
            />
          )}
          {view === 'rota' && (
            <RotaAtMoment
              workplaceId={workplace.id}
              day={day}
              at={at}
              onChange={(next) => update(next)}
              onCompareWithNow={() => update({ view: 'diff', from: at, to: new Date().toISOString() }, false)}
            />
          )}
          {view === 'diff' && <RotaDiffView workplaceId={workplace.id} day={day} from={from} to={to} onChange={(next) => update(next)} />}
        </>
      )}
    </section>
  );
}
