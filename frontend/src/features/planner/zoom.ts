import { useEffect, useState } from 'react';

/** Five zoom levels, starting at index 1 (spec section 9). */
export const ZOOM_LEVELS = 5;
export const INITIAL_ZOOM = 1;
export const ROW_HEIGHTS = [40, 50, 60, 75, 100] as const;

// Hour widths for a 28-hour day; a real day's hours are scaled by 28 / hours so the default
// zoom fits the page whatever the workplace's opening hours.
const PLANNER_BASE_WIDE = [20, 32, 45, 70, 100] as const;
const PLANNER_BASE_NARROW = [12, 20, 30, 50, 80] as const;

export const NARROW_QUERY = '(max-width: 767px)';

export function plannerHourWidth(zoom: number, hours: number, narrow: boolean): number {
  const base = (narrow ? PLANNER_BASE_NARROW : PLANNER_BASE_WIDE)[clampZoom(zoom)];
  return (base * 28) / Math.max(1, hours);
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
