import { useEffect, type RefObject } from 'react';

/**
 * Keeps a table's header row in view under the site's sticky header while the page scrolls past
 * the table, by setting `--head-shift` (px) on the table for its header cells' translateY
 * (weekly.css). CSS `position: sticky` cannot do it here: the grid's box scrolls sideways
 * (overflow-x), which makes the box the header's scroll container, and the box does not scroll
 * down: the page does. (A box of its own height that scrolls down would trap the page's scrolling
 * on a phone.) The names column stays sticky to the box's left edge in plain CSS.
 */
export function useStickyHead(tableRef: RefObject<HTMLTableElement | null>, enabled: boolean) {
  useEffect(() => {
    const table = tableRef.current;
    if (!enabled || !table) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const head = table.tHead;
      if (!head) return;
      // The site header is sticky at the top of the page and --header-h tall.
      const siteHeader = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
      const bounds = table.getBoundingClientRect();
      // Never past the last row of people: the header stops above the totals.
      const room = bounds.height - head.offsetHeight - (table.tFoot?.offsetHeight ?? 0);
      const shift = Math.max(0, Math.min(siteHeader - bounds.top, room));
      table.style.setProperty('--head-shift', `${Math.round(shift)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(table);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [tableRef, enabled]);
}
