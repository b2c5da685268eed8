import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SESSION_PATH } from '../features/auth/session-path';

/**
 * The tag that starts the session read (GET <API base>/auth/me?optional=true) while the browser is
 * still reading index.html. The app's own request for it (features/auth/api.ts, with the
 * cookie: credentials 'include') is then answered from this preload instead of going out once the
 * app's code has loaded and run. `apiBase` is VITE_API_BASE, as src/lib/config.ts reads it.
 */
export function sessionPreloadTag(apiBase: string | undefined): HtmlTagDescriptor {
  const base = (apiBase || '/api').replace(/\/+$/, '');
  return {
    tag: 'link',
    attrs: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: base + SESSION_PATH },
    injectTo: 'head',
  };
}

/** Adds sessionPreloadTag to index.html, in the dev server and the build alike. */
export function preloadSession(): Plugin {
  let apiBase: string | undefined;
  return {
    name: 'rotaledger:preload-session',
    configResolved(config) {
      apiBase = config.env.VITE_API_BASE as string | undefined;
    },
    transformIndexHtml: () => [sessionPreloadTag(apiBase)],
  };
}
