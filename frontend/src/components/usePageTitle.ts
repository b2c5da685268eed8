import { useEffect } from 'react';

/** Sets the browser tab title for a page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} – Rotaledger` : 'Rotaledger – Efficient Staff Scheduling';
  }, [title]);
}
