import { useEffect } from 'react';

/**
 * Sets the browser tab title for a page: 'Profile · Rotaledger', or with the business the page
 * is about, 'Week of 7 Dec · Harbour Café · Rotaledger' (a tab among several says which team).
 */
export function usePageTitle(title: string, business?: string | null) {
  useEffect(() => {
    document.title = title ? pageTitle(title, business) : 'Rotaledger – Efficient Staff Scheduling';
  }, [title, business]);
}

export const pageTitle = (title: string, business?: string | null) => [title, business, 'Rotaledger'].filter(Boolean).join(' · ');
