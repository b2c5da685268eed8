/**
 * Where the API lives. `/api` (same origin) by default; a build can point elsewhere with
 * VITE_API_BASE. Resolved against the page origin because `new Request()` needs an
 * absolute URL outside the browser (tests).
 */
const configuredBase: string = import.meta.env.VITE_API_BASE || '/api';

export const API_BASE_URL: string = new URL(
  configuredBase.replace(/\/+$/, ''),
  typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
).href;
