import { describe, expect, it, vi } from 'vitest';
// The very files the browser runs (frontend/public/staff/), evaluated here as the worker would.
import rulesSource from '../../../public/staff/sw-rules.js?raw';
import workerSource from '../../../public/staff/sw.js?raw';

const ORIGIN = 'https://rota.example';
const TOKEN = 'Ab_-'.repeat(11);

/** Runs one of the worker's script files with the given globals, as the browser's worker scope would. */
function runScript(source: string, globals: Record<string, unknown>) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is the shipped file, not code built from input
  new Function(...Object.keys(globals), source)(...Object.values(globals));
}

interface Rules {
  cacheKind(request: { method: string; url: string; mode?: string }, origin: string): 'page' | 'answer' | 'asset' | null;
}

function loadRules(): Rules {
  const self = {} as { rotaledgerStaffCache: Rules };
  runScript(rulesSource, { self });
  return self.rotaledgerStaffCache;
}

describe('the staff service worker: what it keeps (sw-rules.js)', () => {
  const { cacheKind } = loadRules();
  const kind = (path: string, init: { method?: string; mode?: string; origin?: string } = {}) =>
    cacheKind({ method: init.method ?? 'GET', url: `${init.origin ?? ORIGIN}${path}`, mode: init.mode ?? 'cors' }, ORIGIN);

  it("keeps a personal page's shell, its answer, and the files the shell loads", () => {
    expect(kind(`/staff/${TOKEN}`, { mode: 'navigate' })).toBe('page');
    expect(kind(`/staff/${TOKEN}/`, { mode: 'navigate' })).toBe('page');
    expect(kind(`/api/staff/${TOKEN}`)).toBe('answer');
    expect(kind('/assets/index-3f9a1c.js')).toBe('asset');
    expect(kind('/assets/staff-page-77aa.css')).toBe('asset');
    expect(kind('/theme.js')).toBe('asset');
    expect(kind('/favicon.svg')).toBe('asset');
    expect(kind('/icons/icon-192.png')).toBe('asset');
  });

  it('never keeps any other route: other API calls, writes, other pages, other origins', () => {
    for (const path of [
      `/api/staff/${TOKEN}/manifest.webmanifest`,
      `/api/feeds/${TOKEN}.ics`,
      '/api/auth/me',
      '/api/shifts/getweeklyshifts',
      `/api/staff/${TOKEN}?week=2`,
      '/api/staff/short',
      '/staff/sw.js',
      '/help/planner.mp4',
    ]) {
      expect([path, kind(path)]).toEqual([path, null]);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(kind(`/api/staff/${TOKEN}/claims`, { method })).toBeNull();
      expect(kind(`/api/staff/${TOKEN}`, { method })).toBeNull();
    }
    for (const path of ['/', '/dashboard', '/rota/abc', '/staff/short', `/staff/${TOKEN}/x`, `/api/staff/${TOKEN}`]) {
      expect([path, kind(path, { mode: 'navigate' })]).toEqual([path, null]);
    }
    expect(kind(`/api/staff/${TOKEN}`, { origin: 'https://evil.example' })).toBeNull();
    expect(kind('/assets/x.js', { origin: 'https://cdn.example' })).toBeNull();
  });
});

/** sw.js in a pretend worker: its own Cache Storage and network, both in memory. */
function loadWorker(network: (request: Request) => Promise<Response>) {
  const store = new Map<string, Response>();
  const keyOf = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const cache = {
    put: async (key: Request | string, response: Response) => void store.set(keyOf(key), response),
    match: async (key: Request | string) => store.get(keyOf(key))?.clone(),
    delete: async (key: Request | string) => store.delete(keyOf(key)),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self: Record<string, unknown> = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    importScripts: () => runScript(rulesSource, { self }),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn() },
  };
  const caches = { open: async () => cache, keys: async () => [], delete: async () => true };
  runScript(workerSource, { self, caches, fetch: network, importScripts: self.importScripts });

  /** Dispatches a fetch event; answers what the worker responded with, or null when it left the request alone. */
  async function request(path: string, init: { method?: string; mode?: string } = {}): Promise<Response | null> {
    const request = Object.assign(new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET' }), {});
    if (init.mode) Object.defineProperty(request, 'mode', { value: init.mode });
    let answer: Promise<Response> | null = null;
    listeners.fetch({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  }
  return { request, store, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('the staff service worker: network first, the last answer offline (sw.js)', () => {
  const answer = () =>
    new Response(JSON.stringify({ display_name: 'Mary', shifts: [] }), { headers: { 'content-type': 'application/json' } });

  it('answers from the network while online and keeps a copy stamped with when it was loaded', async () => {
    const worker = loadWorker(async () => answer());
    const response = await worker.request(`/api/staff/${TOKEN}`);
    expect(response!.headers.get('Rotaledger-Loaded-At')).toBeNull();
    await worker.settle();
    const kept = worker.store.get(`${ORIGIN}/api/staff/${TOKEN}`)!;
    expect(Date.parse(kept.headers.get('Rotaledger-Loaded-At')!)).not.toBeNaN();
    expect(await kept.clone().json()).toEqual({ display_name: 'Mary', shifts: [] });
  });

  it('offline, answers the kept copy with its Rotaledger-Loaded-At; with no copy the failure stands', async () => {
    let online = true;
    const worker = loadWorker(async () => (online ? answer() : Promise.reject(new TypeError('Failed to fetch'))));
    await worker.request(`/api/staff/${TOKEN}`);
    await worker.settle();
    online = false;
    const offline = await worker.request(`/api/staff/${TOKEN}`);
    expect(offline!.headers.get('Rotaledger-Loaded-At')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await offline!.json()).toEqual({ display_name: 'Mary', shifts: [] });
    await expect(worker.request(`/api/staff/${'Z'.repeat(43)}`)).rejects.toThrow('Failed to fetch');
  });

  it("forgets a link's copy once the server says the link is gone (404)", async () => {
    let status = 200;
    const worker = loadWorker(async () => (status === 200 ? answer() : new Response('{}', { status })));
    await worker.request(`/api/staff/${TOKEN}`);
    await worker.settle();
    expect(worker.store.size).toBe(1);
    status = 404;
    expect((await worker.request(`/api/staff/${TOKEN}`))!.status).toBe(404);
    await worker.settle();
    expect(worker.store.size).toBe(0);
  });

  it('keeps the shell once for every personal page, and leaves every other request to the browser', async () => {
    const network = vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    const worker = loadWorker(network);
    await worker.request(`/staff/${TOKEN}`, { mode: 'navigate' });
    await worker.settle();
    expect([...worker.store.keys()]).toEqual([`${ORIGIN}/staff/`]);
    expect(await worker.request('/api/auth/me')).toBeNull();
    expect(await worker.request(`/api/staff/${TOKEN}/claims`, { method: 'POST' })).toBeNull();
    expect(await worker.request('/dashboard', { mode: 'navigate' })).toBeNull();
    expect(network).toHaveBeenCalledTimes(1);
  });
});
