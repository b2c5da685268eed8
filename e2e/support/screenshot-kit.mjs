// What the screenshot scripts (e2e/*/screenshots.mjs, for a person to look at, not tests)
// share: Debian's Chromium with the flags this machine needs, the output folder, and a JSON
// caller for the API that fails loudly on any non-2xx answer.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
/** Debian's Chromium and the flags this machine needs, shared with Playwright's config, the benchmarks and the scripts. */
const chromiumLaunch = require('./chromium.json');

/** `[baseUrl] [outDir]` from the command line, with the script's defaults; the folder is created. */
export function screenshotTarget(defaultBase, defaultOut) {
  const base = process.argv[2] ?? defaultBase;
  const out = process.argv[3] ?? defaultOut;
  mkdirSync(out, { recursive: true });
  return { base, out };
}

export const launchChromium = () => chromium.launch(chromiumLaunch);

/** `call(request, method, path, data)`: `/api` + path on `base`, the parsed answer or a thrown error. */
export function apiCaller(base) {
  return async function call(request, method, path, data) {
    const response = await request.fetch(`${base}/api${path}`, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
}

/**
 * A new owner signed up through `request` (its context keeps the session) and their café, "The
 * Harbour Café" unless `workplace` says otherwise: `{ userId, workplaceId, email, password }`.
 */
export async function signUpWithCafe(call, request, emailPrefix, workplace = {}) {
  const email = `${emailPrefix}-${Date.now().toString(36)}@example.com`;
  const password = 'Harbour#2025';
  const { user } = await call(request, 'POST', '/auth/signup', { email, password });
  const userId = user.user_id;
  const { workplace_id: workplaceId } = await call(request, 'POST', '/workplaces/createworkplace', {
    workplaceName: 'The Harbour Café',
    industryType: 'cafe',
    workplaceServices: [701, 702],
    rotaStartTime: 0,
    rotaEndTime: 24,
    ...workplace,
    userId,
  });
  return { userId, workplaceId, email, password };
}

/** An employee on service 701 with `details` (surname, rate, phone…) and their personal link: `{ id, page }` (the link's path). */
export async function addStaffWithLink(call, request, { userId, workplaceId }, name, details) {
  const { employee_id: id } = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    services: [701],
    ...details,
    created_by: userId,
  });
  const { url } = await call(request, 'POST', '/employees/feedlink', { employee_id: id, userId });
  return { id, page: new URL(url).pathname };
}
