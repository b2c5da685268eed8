import { useEffect, useLayoutEffect, useState } from 'react';

/** A phone-sized screen: the week shows as day tabs, a day's service names sit above its bars. */
export const NARROW_QUERY = '(max-width: 767px)';
/** A screen you touch rather than point at: there is no hovering there. */
export const TOUCH_QUERY = '(hover: none), (pointer: coarse)';

export function useMediaQuery(media: string): boolean {
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
export function useInnerWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
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

/** "Last updated" text for an ISO instant, or null when it cannot be read. */
export function updatedText(lastUpdated: string): string | null {
  const d = new Date(lastUpdated);
  if (!lastUpdated || Number.isNaN(d.getTime())) return null;
  return d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
