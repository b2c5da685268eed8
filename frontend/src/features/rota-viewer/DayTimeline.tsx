import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { serviceById } from '@rotaledger/domain';
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
import type { SharedAssignment, SharedShift } from './types';
import { useInnerWidth } from './viewerHooks';

const HOVER_HINT = 'Hover over an assignment to see details.';
const TAP_HINT = 'Tap an assignment to see details';

interface DayTimelineProps {
  shifts: readonly SharedShift[];
  /** A phone-sized screen: service names above the bars, the day fitted across it. */
  narrow: boolean;
  /** A touch screen: the hint says tap, not hover. */
  touch: boolean;
}

/** One day's shifts as the spec's viewer shows them: a row per shift, bars by time, details on hover, tap or focus. */
export function DayTimeline({ shifts, narrow, touch }: DayTimelineProps) {
  const [scrollRef, scrollWidth] = useInnerWidth<HTMLDivElement>();
  const [zoom, setZoom] = useState(VIEWER_INITIAL_ZOOM);
  // Bars by 'row:index': the one under the mouse, and the one tapped, clicked or focused.
  const [hovered, setHovered] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const hours = hourRange(shifts);
  const hourList = Array.from({ length: hours.end - hours.start }, (_, i) => hours.start + i);
  // On a phone the service names sit above the bars, so the hours have the timeline's whole width.
  const hourWidth = columnWidth(zoom, hourList.length, narrow, scrollWidth);
  const labelled = labelledColumns(hourList.length, hourWidth);
  const style = { '--hour-w': `${hourWidth}px`, '--hours': hourList.length } as CSSProperties;
  const shownKey = hovered ?? chosen;
  const { scrollBoxRef, edges, pan, readEdges } = useDayScroll(scrollRef);
  useLayoutEffect(readEdges, [readEdges, hourWidth, hours.start, hours.end, scrollWidth]);
  const detail: SharedAssignment | undefined = shownKey ? assignmentAt(shifts, shownKey) : undefined;

  return (
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

      {/* A phone fits up to 12 hours across: a longer day scrolls within itself, and says so. */}
      {narrow && (edges.earlier || edges.later) && (
        <div className="rota-viewer-pan" role="group" aria-label="Scroll the day">
          <button type="button" className="button button-secondary button-small" disabled={!edges.earlier} onClick={() => pan(-1)}>
            <span aria-hidden="true">←</span> Earlier
          </button>
          <button type="button" className="button button-secondary button-small" disabled={!edges.later} onClick={() => pan(1)}>
            Later <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
      <div
        className={`rota-viewer-scroll${edges.earlier ? ' has-earlier' : ''}${edges.later ? ' has-later' : ''}`}
        style={style}
        data-testid="rota-scroll"
        ref={scrollBoxRef}
        onScroll={readEdges}
      >
        <div className="rota-viewer-grid">
          <div className="rota-viewer-head" aria-hidden="true">
            <div className="rota-viewer-corner" />
            {hourList.map((h, i) => (
              <div key={h} className="rota-viewer-hour">
                {labelled[i] && <span className="rota-viewer-hour-label">{hourLabel(h)}</span>}
              </div>
            ))}
          </div>
          {shifts.map((shift, index) => {
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
                        <span className="rota-viewer-bubble">{name}</span>{' '}
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
  );
}

/**
 * Whether the day's timeline has more to either side of what it shows (a phone's evening shifts past
 * the right edge), and a pan by most of a screen. `measureRef` is the caller's own ref for the box.
 */
function useDayScroll(measureRef: (element: HTMLDivElement | null) => void) {
  const box = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ earlier: false, later: false });
  const scrollBoxRef = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      measureRef(element);
    },
    [measureRef],
  );
  const readEdges = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const earlier = el.scrollLeft > 1;
    const later = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((now) => (now.earlier === earlier && now.later === later ? now : { earlier, later }));
  }, []);
  const pan = (direction: 1 | -1) => {
    const el = box.current;
    if (el) el.scrollBy({ left: direction * Math.round(el.clientWidth * 0.75), behavior: 'smooth' });
  };
  return { scrollBoxRef, edges, pan, readEdges };
}

/** The assignment a 'row:index' key names, if the latest rota still has it. */
function assignmentAt(shifts: readonly { assignments: readonly SharedAssignment[] }[], key: string): SharedAssignment | undefined {
  const [row, index] = key.split(':').map(Number);
  return shifts[row]?.assignments[index];
}
