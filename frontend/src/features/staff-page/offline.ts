import dayjs from 'dayjs';
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE_URL } from '../../lib/config';

/** Set by the service worker (public/staff/sw.js) on the copy it answers offline: when it was loaded. */
export const LOADED_AT_HEADER = 'Rotaledger-Loaded-At';

/** The worker's address and scope: it controls the personal pages only. */
// eslint-disable-next-line no-restricted-syntax -- a static file served beside the page (public/staff/sw.js), not an API route
export const STAFF_WORKER = { url: '/staff/sw.js', scope: '/staff/' } as const;

/** "Offline — shifts as loaded at 07:45 on Fri 27 Nov". */
export function offlineBanner(loadedAt: string | number): string {
  return `Offline — shifts as loaded at ${dayjs(loadedAt).format('HH:mm [on] ddd D MMM')}`;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (a "true" can still fail; failed reads say so too). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function addHeadElement<K extends 'link' | 'meta'>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.dataset.staffPage = '';
  document.head.appendChild(element);
  return element;
}

/**
 * While a personal page is shown: its web app manifest (so "Add to Home Screen" opens this
 * person's page full screen, with its own icon), the iPhone's icon, and the service worker
 * that keeps the page readable offline. Other pages get none of these. (The theme colour is
 * index.html's, the manifest's too.)
 */
export function useInstallablePage(token: string) {
  useEffect(() => {
    const added = [
      addHeadElement('link', { rel: 'manifest', href: `${API_BASE_URL}/staff/${encodeURIComponent(token)}/manifest.webmanifest` }),
      addHeadElement('link', { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
      addHeadElement('meta', { name: 'apple-mobile-web-app-capable', content: 'yes' }),
      addHeadElement('meta', { name: 'apple-mobile-web-app-title', content: 'Shifts' }),
    ];
    return () => added.forEach((element) => element.remove());
  }, [token]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(STAFF_WORKER.url, { scope: STAFF_WORKER.scope }).catch((error: unknown) => {
      // The page works without it (no offline copy); say why in the console only.
      console.warn('The offline copy of this page is not available', error);
    });
  }, []);
}
