import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const PRINT_QUERY = 'print';

/**
 * True while the page is being printed (the Print button, Ctrl+P, or print media emulation), so a
 * view can lay itself out for paper: the browser lays out the print right after `beforeprint`,
 * hence the synchronous render.
 */
export function usePrintMedia(): boolean {
  const [printing, setPrinting] = useState(() => (typeof window !== 'undefined' && window.matchMedia?.(PRINT_QUERY)?.matches) || false);
  useEffect(() => {
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const onBefore = () => set(true);
    const onAfter = () => set(false);
    const query = window.matchMedia?.(PRINT_QUERY);
    const onChange = () => set(Boolean(query?.matches));
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    query?.addEventListener?.('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
      query?.removeEventListener?.('change', onChange);
    };
  }, []);
  return printing;
}
