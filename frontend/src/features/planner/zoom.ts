import { useEffect, useState } from 'react';

/** Five zoom levels, starting at index 1 (spec section 9). */
export const ZOOM_LEVELS = 5;
export const INITIAL_ZOOM = 1;
export const ROW_HEIGHTS = [40, 50, 60, 75, 100] as const;

// Hour widths for a 28-hour day; a real day's hours are scaled by 28 / hours so the default
// zoom fits the page whatever the workplace's opening hours.
const PLANNER_BASE_WIDE = [20, 32, 45, 70, 100] as const;
const PLANNER_BASE_NARROW = [12, 20, 30, 50, 80] as const;
// On a phone the timeline scrolls rather than shrinks: from the default zoom up, a quarter hour
// is at least 24 px wide, a comfortable finger target; the smallest zoom gives an overview.
const NARROW_MIN_HOUR_WIDTH = [64, 96, 128, 176, 240] as const;
/** The track's width on an A4 landscape page (the label column beside it), so a printed day fits. */
export const PRINT_TRACK_WIDTH = 860;

export const NARROW_QUERY = '(max-width: 767px)';

export function plannerHourWidth(zoom: number, hours: number, narrow: boolean): number {
  const level = clampZoom(zoom);
  const fitted = ((narrow ? PLANNER_BASE_NARROW : PLANNER_BASE_WIDE)[level] * 28) / Math.max(1, hours);
  return narrow ? Math.max(NARROW_MIN_HOUR_WIDTH[level], fitted) : fitted;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_LEVELS - 1, Math.max(0, zoom));
}

/** True under 768 px wide, following the window as it resizes. */
export function useIsNarrow(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null;
  const [narrow, setNarrow] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return narrow;
}
