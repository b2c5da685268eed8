import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { readableDate, serviceById } from '@rotaledger/domain';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetSharedRotaQuery } from './api';
import {
  VIEWER_INITIAL_ZOOM,
  VIEWER_ZOOM_LEVELS,
  barPlacement,
  columnWidth,
  detailTimes,
  hourLabel,
  hourRange,
  labelledColumns,
} from './layout';
import type { SharedAssignment } from './types';
import './rota-viewer.css';

/** How often an open shared rota asks for changes. */
export const POLL_MS = 30_000;
const NARROW_QUERY = '(max-width: 767px)';
/** A screen you touch rather than point at: there is no hovering there. */
const TOUCH_QUERY = '(hover: none), (pointer: coarse)';
const HOVER_HINT = 'Hover over an assignment to see details.';
const TAP_HINT = 'Tap an assignment to see details';

function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(media).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(media);
    if (!query) return;
    const onChange = () => setMatches(query.matches);
    // Read again once mounted: the answer may have changed since the first render.
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [media]);
  return matches;
}

/** A ref for an element and its inner width in px, kept up to date as it resizes (0 until measured). */
function useInnerWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
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
  const narrow = useMediaQuery(NARROW_QUERY);
  const touch = useMediaQuery(TOUCH_QUERY);
  const [scrollRef, scrollWidth] = useInnerWidth<HTMLDivElement>();
  const [zoom, setZoom] = useState(VIEWER_INITIAL_ZOOM);
  // Bars by 'row:index': the one under the mouse, and the one tapped, clicked or focused.
  const [hovered, setHovered] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
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
  // On a phone the service names sit above the bars, so the hours have the timeline's whole width.
  const hourWidth = columnWidth(zoom, hourList.length, narrow, scrollWidth);
  const labelled = labelledColumns(hourList.length, hourWidth);
  const style = { '--hour-w': `${hourWidth}px`, '--hours': hourList.length } as CSSProperties;
  const updated = updatedText(rota.lastUpdated);
  const shownKey = hovered ?? chosen;
  const detail: SharedAssignment | undefined = shownKey ? assignmentAt(rota.shifts, shownKey) : undefined;

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
                <strong>{detail.employee_name || '?'}</strong> {detailTimes(detail)}
              </>
            ) : (
              <span className="muted">{touch ? TAP_HINT : HOVER_HINT}</span>
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

        <div className="rota-viewer-scroll" style={style} data-testid="rota-scroll" ref={scrollRef}>
          <div className="rota-viewer-grid">
            <div className="rota-viewer-head" aria-hidden="true">
              <div className="rota-viewer-corner" />
              {hourList.map((h, i) => (
                <div key={h} className="rota-viewer-hour">
                  {labelled[i] && <span className="rota-viewer-hour-label">{hourLabel(h)}</span>}
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
                      const key = `${index}:${i}`;
                      const { left, width } = barPlacement(a, hours.start, hourWidth);
                      const name = a.employee_name || '?';
                      const times = detailTimes(a);
                      return (
                        <button
                          key={i}
                          type="button"
                          className={`rota-viewer-bar${name === '?' ? ' is-unassigned' : ''}${key === shownKey ? ' is-shown' : ''}`}
                          style={{ left, width }}
                          aria-label={`${name}, ${times}`}
                          data-testid="rota-bar"
                          onMouseEnter={() => setHovered(key)}
                          onMouseLeave={() => setHovered(null)}
                          onFocus={() => setChosen(key)}
                          onBlur={() => setChosen(null)}
                          onClick={() => setChosen(key)}
                        >
                          <span className="rota-viewer-bubble">{name}</span>
                          <span className="rota-viewer-times" aria-hidden="true">
                            {times}
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

/** The assignment a 'row:index' key names, if the latest rota still has it. */
function assignmentAt(shifts: readonly { assignments: readonly SharedAssignment[] }[], key: string): SharedAssignment | undefined {
  const [row, index] = key.split(':').map(Number);
  return shifts[row]?.assignments[index];
}
