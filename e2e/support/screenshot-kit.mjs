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
