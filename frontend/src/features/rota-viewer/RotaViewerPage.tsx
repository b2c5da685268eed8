import { useEffect, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { readableDate, serviceById } from '@rotaledger/domain';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetSharedRotaQuery } from './api';
import { VIEWER_INITIAL_ZOOM, VIEWER_ZOOM_LEVELS, amPmLabel, barPlacement, columnWidth, detailTimes, hourRange } from './layout';
import type { SharedAssignment } from './types';
import './rota-viewer.css';

/** How often an open shared rota asks for changes. */
export const POLL_MS = 30_000;
const NARROW_QUERY = '(max-width: 767px)';
const HOVER_HINT = 'Hover over an assignment to see details.';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(NARROW_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW_QUERY);
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return narrow;
}

function headingDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? readableDate(date) : date;
}

function updatedText(lastUpdated: string): string | null {
  const d = new Date(lastUpdated);
  if (!lastUpdated || Number.isNaN(d.getTime())) return null;
  return d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** `/rota/{rotaId}`: a read-only day anyone with the link can open; it follows later changes. */
export function RotaViewerPage() {
  const { rotaId = '' } = useParams();
  const query = useGetSharedRotaQuery(rotaId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  const { refetch } = query;
  const narrow = useNarrow();
  const [zoom, setZoom] = useState(VIEWER_INITIAL_ZOOM);
  const [detail, setDetail] = useState<SharedAssignment | null>(null);
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

  if (!rota || rota.shifts.length === 0) {
    return (
      <section className="page rota-viewer">
        <h1 className="visually-hidden">Shared rota</h1>
        <p className="rota-viewer-state rota-viewer-missing">NO ROTA FOUND</p>
      </section>
    );
  }

  const hours = hourRange(rota.shifts);
  const hourList = Array.from({ length: hours.end - hours.start }, (_, i) => hours.start + i);
  const hourWidth = columnWidth(zoom, hourList.length, narrow);
  const style = { '--hour-w': `${hourWidth}px`, '--hours': hourList.length } as CSSProperties;
  const updated = updatedText(rota.lastUpdated);

  return (
    <section className="page rota-viewer">
      <header className="rota-viewer-header">
        <p className="rota-viewer-eyebrow">Shared rota</p>
        <h1>{rota.workplace}</h1>
        <h2 className="rota-viewer-date">{headingDate(rota.date)}</h2>
        {updated && <p className="muted rota-viewer-updated">Last updated {updated}</p>}
      </header>

      <div className="card rota-viewer-card">
        <div className="rota-viewer-toolbar">
          <p className="rota-viewer-detail" aria-live="polite" data-testid="rota-detail">
            {detail ? (
              <>
                <strong>{detail.employee_name}</strong> {detailTimes(detail)}
              </>
            ) : (
              <span className="muted">{HOVER_HINT}</span>
            )}
          </p>
          <div className="rota-viewer-zoom" role="group" aria-label="Zoom">
            <button
              type="button"
              className="zoom-button"
              aria-label="Zoom out"
              disabled={zoom <= 0}
              onClick={() => setZoom((z) => Math.max(0, z - 1))}
            >
              −
            </button>
            <button
              type="button"
              className="zoom-button"
              aria-label="Zoom in"
              disabled={zoom >= VIEWER_ZOOM_LEVELS - 1}
              onClick={() => setZoom((z) => Math.min(VIEWER_ZOOM_LEVELS - 1, z + 1))}
            >
              +
            </button>
          </div>
        </div>

        <div className="rota-viewer-scroll" style={style} data-testid="rota-scroll">
          <div className="rota-viewer-grid">
            <div className="rota-viewer-head" aria-hidden="true">
              <div className="rota-viewer-corner" />
              {hourList.map((h, i) => (
                <div key={h} className="rota-viewer-hour">
                  {/* Narrow columns label every other hour so '8 AM' is never cut short. */}
                  {hourWidth >= 44 || i % 2 === 0 ? amPmLabel(h) : ''}
                </div>
              ))}
            </div>
            {rota.shifts.map((shift, index) => {
              const service = serviceById(shift.serviceType);
              return (
                <div key={index} className="rota-viewer-row" role="group" aria-label={service.service_name} data-testid="rota-row">
                  <div className="rota-viewer-service" title={service.service_name}>
                    <span className="rota-viewer-service-icon" aria-hidden="true">
                      {service.service_icon}
                    </span>
                    <span className="rota-viewer-service-name">{service.service_name}</span>
                  </div>
                  <div className="rota-viewer-track">
                    {shift.assignments.map((a, i) => {
                      const { left, width } = barPlacement(a, hours.start, hourWidth);
                      const name = a.employee_name || '?';
                      return (
                        <button
                          key={i}
                          type="button"
                          className={`rota-viewer-bar${name === '?' ? ' is-unassigned' : ''}`}
                          style={{ left, width }}
                          aria-label={`${name}, ${detailTimes(a)}`}
                          data-testid="rota-bar"
                          onMouseEnter={() => setDetail(a)}
                          onMouseLeave={() => setDetail(null)}
                          onFocus={() => setDetail(a)}
                          onBlur={() => setDetail(null)}
                          onClick={() => setDetail(a)}
                        >
                          <span className="rota-viewer-bubble">{name}</span>
                          <span className="rota-viewer-times" aria-hidden="true">
                            {detailTimes(a)}
                          </span>
                        </button>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
