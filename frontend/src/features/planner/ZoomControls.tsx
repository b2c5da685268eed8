import { ZOOM_LEVELS } from './zoom';

interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** Zoom out / in, each disabled at its limit. */
export function ZoomControls({ zoom, onZoom }: ZoomControlsProps) {
  return (
    <div className="zoom-controls" role="group" aria-label="Zoom">
      <button type="button" className="zoom-button" aria-label="Zoom out" disabled={zoom <= 0} onClick={() => onZoom(zoom - 1)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M7.5 10.5h6M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="zoom-level" aria-live="polite">
        <span className="visually-hidden">Zoom level </span>
        {zoom + 1}/{ZOOM_LEVELS}
      </span>
      <button
        type="button"
        className="zoom-button"
        aria-label="Zoom in"
        disabled={zoom >= ZOOM_LEVELS - 1}
        onClick={() => onZoom(zoom + 1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M7.5 10.5h6M10.5 7.5v6M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
