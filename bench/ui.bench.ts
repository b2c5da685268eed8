/// <reference lib="dom" />
/**
 * What users feel, measured in Chromium: `npm run build && npm run bench:ui`.
 *
 * The goal: a 12-person week's first load under 1 s and a save under 100 ms to the
 * painted frame, p50 over 15 runs, alternated with the previous main in the same run.
 *
 * Each build under test runs as its own child process, `node <checkout>/scripts/start.mjs`
 * (embedded stores in a fresh temporary DATA_DIR, rate limits off, serving that checkout's
 * frontend/dist) on a free loopback port, so neither shares the bench's process. Each is seeded
 * through its API with the same week: one workplace with 12 staff (BENCH_UI_STAFF, 1 to 40) at
 * £12.75 an hour, each working 5 shifts of 6 hours in next week (07:00, 09:00, 11:00 or 13:00
 * by person; two days off each, spread over the week): 60 assignments for 12 staff. The
 * account signs in once through each build's login page; then /usr/bin/chromium (headless,
 * through playwright-core) drives:
 *
 * - first load of the signed-in planner on that week with a cold cache: each run a fresh
 *   browser context (empty HTTP cache, the session cookie only), from navigation start to the
 *   weekly grid painted with all seeded assignments, with TTFB, DOMContentLoaded and load from
 *   the Navigation Timing entry; limit 1 s;
 * - a full weekly save into that week: the weekly "+" of someone's day off, times typed
 *   (9-17), Enter, until the cell is painted with the saved shift; timed in the page from the
 *   Enter keydown's timestamp, plus the Resource Timing duration of the one request it makes
 *   (POST /api/assignments/placeassignment); limit 100 ms. The saves fill the days off in
 *   turn, so there can be at most two per person (24 with 12 staff). Each build keeps one
 *   page open for its saves, and a save starts only once that page has had no request in
 *   flight for 300 ms (after the previous save, the page reloads the week, its pay and dates),
 *   so neither build's follow-up work lands in the other's measurement.
 *
 * "Painted" is the first task after the animation frame that finds the DOM showing it, so it
 * includes that frame's style, layout and paint (the main thread's part, as Interaction to
 * Next Paint counts it); the frame itself ("in the DOM") is shown too. Stopping the clock in
 * the frame's callback would leave out the very rendering work the UI changes are about.
 *
 * BENCH_UI_BASE=<dir>: a checkout of another commit, built there with `npm run build` (e.g. a
 * worktree of the previous main). Its build is started and seeded the same way, and every
 * measurement alternates base, current, base, current, ... in the same Chromium; the table
 * shows each figure's base and current medians, current ÷ base, the fastest run of each and
 * the limit. Without it, only the current build: median, p95 (the largest run when there are
 * fewer than 20) and fastest. The fastest run is the one least disturbed by other work on a
 * shared machine.
 *
 * BENCH_UI_RUNS (default 15) sets how many of each, per build; BENCH_UI_TRACE=1 prints every
 * request the page made, with timings. Exits 1 when a median of the current build is over its
 * limit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chromiumLaunch from '../e2e/support/chromium.json';
import {
  addDays,
  api,
  BENCH_EMAIL,
  BENCH_PASSWORD,
  BuiltApp,
  CHECKOUT,
  clock,
  nextMonday,
  percentile,
  seedTeam,
  staffName,
  startBuiltApp,
} from './bench-kit';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 15);
const TEAM = Number(process.env.BENCH_UI_STAFF ?? 12);
const BASE = process.env.BENCH_UI_BASE ? resolve(process.env.BENCH_UI_BASE) : undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;
/** Above the UK minimum wage in force (£12.71 from April 2026), so the grid carries no pay warnings. */
const RATE = '12.75';
/** The planner shows two months either side of today: next week is seeded, and the saves go into its days off. */
const SEEDED_WEEK = nextMonday();
const DAYS_OFF = 2;
const SHIFT_MINUTES = 6 * 60;
const ASSIGNMENTS = TEAM * (7 - DAYS_OFF);
/** How long a page's network must be idle before and after each save. */
const QUIET_MS = 300;
const LOAD_LIMIT_MS = 1000;
const SAVE_LIMIT_MS = 100;

/** Person `i`'s days off (0 is Monday): two apart by three days, so each day has three or four people off. */
function daysOff(i: number): number[] {
  return [i % 7, (i + 3) % 7];
}

/** Person `i`'s shift: 6 hours (no break needed) from 07:00, 09:00, 11:00 or 13:00, over 11 hours' rest from the saved 09:00-17:00. */
function shiftStart(i: number): number {
  return 7 * 60 + (i % 4) * 120;
}

/** One build under test: its checkout, its running server and its signed-in session. */
interface Target {
  label: 'base' | 'current';
  checkout: string;
  commit: string;
  dataDir: string;
  app: BuiltApp;
  origin: string;
  planner: string;
  state: Awaited<ReturnType<typeof signIn>>;
}

const FIGURES = ['loadPainted', 'loadInDom', 'ttfb', 'domContentLoaded', 'load', 'savePainted', 'saveInDom', 'saveRequest'] as const;
type Figure = (typeof FIGURES)[number];
type Measured = Record<Figure, number[]>;

const ROWS: { figure: Figure; name: string; limit?: number }[] = [
  {
    figure: 'loadPainted',
    name: `first load, signed-in planner, cold cache: navigation start → weekly grid painted (${TEAM} staff, ${ASSIGNMENTS} assignments)`,
    limit: LOAD_LIMIT_MS,
  },
  { figure: 'loadInDom', name: 'first load: navigation start → grid in the DOM (the frame before its style, layout and paint)' },
  { figure: 'ttfb', name: 'first load: TTFB (responseStart)' },
  { figure: 'domContentLoaded', name: 'first load: DOMContentLoaded (end)' },
  { figure: 'load', name: 'first load: load event (end)' },
  {
    figure: 'savePainted',
    name: `weekly save into that week ("+", times, Enter): keydown → cell painted with the shift`,
    limit: SAVE_LIMIT_MS,
  },
  { figure: 'saveInDom', name: 'weekly save: keydown → shift in the DOM (the frame before its style, layout and paint)' },
  { figure: 'saveRequest', name: 'weekly save: its one request, POST /api/assignments/placeassignment (Resource Timing duration)' },
];

/** "Monday 8 March", as the weekly "+" buttons name their day. */
function longDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${weekday} ${date.getUTCDate()} ${month}`;
}

async function signIn(browser: Browser, origin: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(BENCH_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Shown {
  /** performance.now() in the animation frame that first finds the DOM showing it. */
  dom: number;
  /** performance.now() in the first task after that frame: its style, layout and paint are done. */
  painted: number;
}

/** What a measurement waits for: the grid with every seeded assignment, or one cell with the saved shift. */
type Expected = { grid: number } | { cell: { employee: string; day: string } };

/**
 * Polls in animation frames until the page shows `what`, then waits for that frame's rendering
 * to finish: a task posted from the frame's callback runs after its style, layout and paint,
 * so `painted` includes the browser's work to put it on screen (as Interaction to Next Paint does).
 */
function whenShown(page: Page, what: Expected): Promise<Shown> {
  return page
    .waitForFunction(
      (what) => {
        const timing = window as unknown as { benchShown?: Partial<Shown> };
        const state = (timing.benchShown ??= {});
        if (state.painted !== undefined) return state;
        let shows: boolean;
        if ('grid' in what) {
          shows = document.querySelectorAll('[data-testid="weekly-cell"] button[aria-label^="Edit "]').length >= what.grid;
        } else {
          const { employee, day } = what.cell;
          const cell = document.querySelector(`[data-testid="weekly-cell"][data-employee="${employee}"][data-date="${day}"]`);
          shows = Boolean(cell?.textContent?.includes('09:00-17:00') && cell.querySelector('button[aria-label^="Edit "]:not([disabled])'));
        }
        if (state.dom === undefined && shows) {
          state.dom = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (state.painted = performance.now());
          channel.port2.postMessage(null);
        }
        return false;
      },
      what,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<Shown>);
}

/** One cold first load: a fresh context, an empty HTTP cache, only the session cookie carried over. */
async function firstLoad(browser: Browser, target: Target, figures: Measured): Promise<void> {
  const context = await browser.newContext({ baseURL: target.origin, storageState: target.state });
  const page = await context.newPage();
  await page.goto(target.planner, { waitUntil: 'commit' });
  const shown = await whenShown(page, { grid: ASSIGNMENTS });
  figures.loadInDom.push(shown.dom);
  figures.loadPainted.push(shown.painted);
  await page.waitForLoadState('load');
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { ttfb: entry.responseStart, domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd };
  });
  if (process.env.BENCH_UI_TRACE) console.log(target.label, await resourceTrace(page));
  figures.ttfb.push(navigation.ttfb);
  figures.domContentLoaded.push(navigation.domContentLoaded);
  figures.load.push(navigation.load);
  await context.close();
}

/** The planner on the seeded week, open for the saves, and a wait for its network to be quiet. */
interface SavePage {
  page: Page;
  quiet: () => Promise<void>;
}

/** Opens the planner on the seeded week for the saves, once every seeded assignment is shown. */
async function plannerForSaves(browser: Browser, target: Target): Promise<SavePage> {
  const context = await browser.newContext({ baseURL: target.origin, storageState: target.state });
  const page = await context.newPage();
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => ((inFlight += 1), (lastActivity = performance.now()));
  const ended = () => ((inFlight -= 1), (lastActivity = performance.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(target.planner);
  await whenShown(page, { grid: ASSIGNMENTS });
  /**
   * No request in flight for QUIET_MS (10 s at most): after a save the page reloads the week, its
   * pay and dates once the saved shift is painted, and that work must not land in the other
   * build's next measurement.
   */
  const quiet = async () => {
    const giveUp = performance.now() + 10_000;
    while ((inFlight > 0 || performance.now() - lastActivity < QUIET_MS) && performance.now() < giveUp)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { page, quiet };
}

/** Save number `run`: 09:00-17:00 on a day off, person by person, then everyone's second day off. */
async function weeklySave({ page, quiet }: SavePage, target: Target, run: number, figures: Measured): Promise<void> {
  await quiet();
  const person = run % TEAM;
  const name = staffName(person);
  const date = addDays(SEEDED_WEEK, daysOff(person)[Math.floor(run / TEAM)]);
  await page.getByRole('button', { name: `Add a shift for ${name} on ${longDay(date)}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Times').waitFor();
  await page.keyboard.type('9-17');
  await dialog.locator('.shift-time-summary').filter({ hasText: '09:00-17:00' }).waitFor();
  await page.evaluate(() => {
    const timing = window as unknown as { benchKeydown?: number };
    timing.benchKeydown = undefined;
    (window as unknown as { benchShown?: unknown }).benchShown = undefined;
    performance.clearResourceTimings();
    document.addEventListener('keydown', (event) => (timing.benchKeydown = event.timeStamp), { capture: true, once: true });
  });
  await page.keyboard.press('Enter');
  const shown = await whenShown(page, { cell: { employee: name, day: date } });
  const timed = await page.evaluate(() => {
    const request = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/assignments/placeassignment'))
      .at(-1);
    return { keydown: (window as unknown as { benchKeydown?: number }).benchKeydown, request: request?.duration };
  });
  if (process.env.BENCH_UI_TRACE) console.log(target.label, { keydown: timed.keydown, shown, entries: await resourceTrace(page) });
  if (timed.keydown === undefined || timed.request === undefined)
    throw new Error(`the ${target.label} save was not timed: no keydown or no request`);
  figures.saveInDom.push(shown.dom - timed.keydown);
  figures.savePainted.push(shown.painted - timed.keydown);
  figures.saveRequest.push(timed.request);
  await quiet();
}

/** BENCH_UI_TRACE=1: what the page fetched, when (ms since navigation start) and for how long. */
function resourceTrace(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => `${e.name.replace(location.origin, '').slice(0, 60)} start ${e.startTime.toFixed(0)} took ${e.duration.toFixed(0)}`),
  );
}

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const fastest = (values: number[]) => Math.min(...values);
const verdict = (value: number, limit: number | undefined) =>
  limit === undefined ? ['', '', ''] : [`${limit} ms`, (value / limit).toFixed(2), value <= limit ? 'pass' : 'FAIL'];

/** Current build only: median, p95 and fastest per figure, the median against its limit. */
function currentTable(current: Measured): string {
  const lines = ROWS.map(({ figure, name, limit }) => {
    const sorted = [...current[figure]].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    return `| ${name} | ${ms(p50)} | ${ms(percentile(sorted, 0.95))} | ${ms(sorted[0])} | ${verdict(p50, limit).join(' | ')} |`;
  });
  return [
    `| figure (ms, ${RUNS} runs) | median | p95 | fastest | limit | median / limit | result |`,
    '|---|---:|---:|---:|---:|---:|---|',
    ...lines,
  ].join('\n');
}

/** Base against current: both medians, current ÷ base, the fastest run of each, the current median against its limit. */
function comparedTable(base: Target, current: Target, measured: Map<Target, Measured>): string {
  const lines = ROWS.map(({ figure, name, limit }) => {
    const [b, c] = [measured.get(base)![figure], measured.get(current)![figure]];
    const [bMedian, cMedian] = [median(b), median(c)];
    return (
      `| ${name} | ${ms(bMedian)} | **${ms(cMedian)}** | ${(cMedian / bMedian).toFixed(2)} | ${ms(fastest(b))} | ${ms(fastest(c))} | ` +
      `${verdict(cMedian, limit).join(' | ')} |`
    );
  });
  return [
    `| figure (ms, p50 of ${RUNS} runs each, alternated) | base \`${base.commit}\` median | current \`${current.commit}\` median | ` +
      'current ÷ base | base fastest | current fastest | limit | current median / limit | result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...lines,
  ].join('\n');
}

/** The short commit of `checkout`'s HEAD, marked when its built sources have uncommitted changes. */
function commitOf(checkout: string): string {
  try {
    const commit = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['-C', checkout, 'status', '--porcelain', '--', 'apps', 'libs', 'frontend'], {
      encoding: 'utf8',
    }).trim();
    return changed ? `${commit}+changes` : commit;
  } catch {
    return 'unknown commit';
  }
}

/** Signs up, then seeds the 12-person week through the API of the app on `port`; answers the workplace's id. */
async function seedWeek(port: number): Promise<string> {
  const { token, workplaceId, employeeIds } = await seedTeam(port, TEAM, RATE);
  for (const [i, employeeId] of employeeIds.entries()) {
    for (let day = 0; day < 7; day++) {
      if (daysOff(i).includes(day)) continue;
      const start = shiftStart(i);
      const body = {
        workplaceId,
        date: addDays(SEEDED_WEEK, day),
        serviceType: 701,
        employeeId,
        timeStart: clock(start),
        timeEnd: clock(start + SHIFT_MINUTES),
      };
      await api(port, 'POST', '/assignments/placeassignment', body, token);
    }
  }
  return workplaceId;
}

/** Starts `checkout`'s build as a child process on its own DATA_DIR and port, seeds it and signs in. */
async function startTarget(label: Target['label'], checkout: string, browser: Browser, targets: Target[]): Promise<void> {
  for (const built of ['scripts/start.mjs', 'apps/api/dist/main.js', 'frontend/dist/index.html'])
    if (!existsSync(join(checkout, built)))
      throw new Error(
        `No ${built} in ${checkout} (the ${label} build): give a checkout of this repository and run npm run build there first.`,
      );
  const dataDir = mkdtempSync(join(tmpdir(), `rotaledger-bench-ui-${label}-`));
  let app: BuiltApp;
  try {
    app = await startBuiltApp(dataDir, { SERVE_FRONTEND: 'true', FRONTEND_DIST: join(checkout, 'frontend/dist') }, 300_000, checkout);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${app.port}`;
  const target: Target = {
    label,
    checkout,
    commit: commitOf(checkout),
    dataDir,
    app,
    origin,
    planner: '',
    state: { cookies: [], origins: [] },
  };
  targets.push(target);
  console.log(`Seeding the ${label} build (${target.commit}, ${checkout}) on ${origin}, data in ${dataDir} ...`);
  const workplaceId = await seedWeek(app.port);
  target.planner = `/?view=weekly&w=${workplaceId}&date=${SEEDED_WEEK}`;
  target.state = await signIn(browser, origin);
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_UI_RUNS must be a whole number from 1, not ${process.env.BENCH_UI_RUNS}.`);
  if (!Number.isInteger(TEAM) || TEAM < 1 || TEAM > 40)
    throw new Error(`BENCH_UI_STAFF must be a whole number from 1 to 40, not ${process.env.BENCH_UI_STAFF}.`);
  if (RUNS > TEAM * DAYS_OFF)
    throw new Error(`BENCH_UI_RUNS is at most ${TEAM * DAYS_OFF} with ${TEAM} staff: the saves go into their ${DAYS_OFF} days off each.`);
  const loadBefore = loadavg();
  const startedAt = new Date();
  const targets: Target[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumLaunch.args });
    // Base first in every pair: base, current, base, current, ...
    if (BASE) await startTarget('base', BASE, browser, targets);
    await startTarget('current', CHECKOUT, browser, targets);
    const measured = new Map(targets.map((t) => [t, Object.fromEntries(FIGURES.map((f) => [f, [] as number[]])) as Measured]));
    console.log(
      `${RUNS} cold first loads and ${RUNS} weekly saves (BENCH_UI_RUNS) of ${targets.map((t) => t.label).join(' and ')}, alternated ...`,
    );
    for (let run = 0; run < RUNS; run++) for (const target of targets) await firstLoad(browser, target, measured.get(target)!);
    const pages = new Map<Target, SavePage>();
    for (const target of targets) pages.set(target, await plannerForSaves(browser, target));
    for (let run = 0; run < RUNS; run++)
      for (const target of targets) await weeklySave(pages.get(target)!, target, run, measured.get(target)!);
    for (const { page } of pages.values()) await page.context().close();

    const current = targets.find((t) => t.label === 'current')!;
    const base = targets.find((t) => t.label === 'base');
    const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
    const builds = base
      ? `base ${base.commit} (${base.checkout}) and current ${current.commit}, alternated base, current, ...`
      : `current ${current.commit}`;
    console.log(
      [
        '',
        `Run ${startedAt.toISOString()} to ${new Date().toISOString()}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ` +
          `Node ${process.version}, ${process.platform}, ${browser.version()} headless; load average before ${load(loadBefore)}, ` +
          `after ${load(loadavg())}; ${builds}; each build's server a child process (node scripts/start.mjs, embedded stores) over loopback.`,
        '',
        base ? comparedTable(base, current, measured) : currentTable(measured.get(current)!),
        '',
      ].join('\n'),
    );
    if (ROWS.some(({ figure, limit }) => limit !== undefined && median(measured.get(current)![figure]) > limit)) process.exitCode = 1;
  } finally {
    await browser?.close();
    for (const target of targets) {
      await target.app.stop();
      rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
