import type { Browser, BrowserContext } from '@playwright/test';

/**
 * The journeys' controlled clock. playwright.config.ts starts the e2e server with
 * CLOCK_START=E2E_CLOCK_START and CLOCK_STARTED_AT=E2E_CLOCK_STARTED_AT (an offset clock: it
 * read this instant when the run began and moves on with real time), and every browser
 * context a journey opens gets the same clock through page.clock (the `test` of
 * ./test.ts, or `newContext` below), so the browser, the server and the journey's own date
 * arithmetic agree on today whatever day and hour the suite runs.
 *
 * A Wednesday in mid-June, 09:30 in London (BST), as the component tests' FIXED_NOW: far
 * from a day's, a month's and a year's edges and from the clock changes, in UTC and London
 * alike, however long the suite runs.
 */
export const E2E_CLOCK_START = '2026-06-10T08:30:00.000Z';

/** Today for every journey ('2026-06-10', in UTC and in Europe/London). */
export const E2E_TODAY = E2E_CLOCK_START.slice(0, 10);

/** A new Date at the instant the journeys' clock started (date arithmetic starts here, never at `new Date()`). */
export function e2eStart(): Date {
  return new Date(E2E_CLOCK_START);
}

/** The real instant at which the server's clock read E2E_CLOCK_START: set once by playwright.config.ts. */
function startedAt(): number {
  const raw = process.env.E2E_CLOCK_STARTED_AT;
  const at = raw ? Date.parse(raw) : NaN;
  if (Number.isNaN(at)) throw new Error(`E2E_CLOCK_STARTED_AT is ${raw ?? 'unset'}: run the journeys with playwright.config.ts`);
  return at;
}

/** Now on the e2e server's clock (to the millisecond: the same offset). */
export function e2eNow(): Date {
  return new Date(Date.parse(E2E_CLOCK_START) + Date.now() - startedAt());
}

/** Gives a browser context the server's clock: its pages' Date, timers and performance start at e2eNow() and run on with it. */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/** browser.newContext with the journeys' clock installed: every context a journey opens itself goes through here. */
export async function newContext(browser: Browser, options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await installClock(context);
  return context;
}
