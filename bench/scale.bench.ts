/**
 * Cost against years of history: `npm run bench:scale` (issue 31).
 *
 * Builds two embedded stores the same way and times the same operations for one account on each:
 * - **big**: SCALE_ACCOUNTS accounts (default 200), each with a workplace, SCALE_STAFF staff
 *   (40) and SCALE_WEEKS weeks (52, ending last week) of SCALE_SHIFTS shifts a person a week (5,
 *   Monday to Friday): 200 × 52 × 40 × 5 ≈ 2.1 million assignments;
 * - **alone**: the measured account only, with the same year (so both answers are the same; only
 *   the other accounts' history differs).
 *
 * How the store is built, and why: the accounts, workplaces and staff go through the API (sign-up,
 * createworkplace, createemployee: their events carry hashed passwords and validated fields). The
 * rota history is appended straight to the event store (`ShiftCreated` and `AssignmentAdded` on
 * each rota day stream, the events a placement writes, with the metadata the app writes), 2 million
 * placements through HTTP would take hours here. Then the read models are rebuilt from the log with
 * the app's own `rebuild-read-models` (its throughput is printed), and the built app is started on
 * each store (time to healthy printed).
 *
 * Measured, alternating big and alone, SCALE_RUNS times each (default 25), one client: the
 * weekly grid (last week), placeassignment (a new day next week), a month's pay, the dashboard's
 * year (populated dates, then the year's pay), a history page (`/audit/events`) and the rota at
 * an instant (`/audit/rota`). Goal: every p50 on big ≤ 1.25 × alone. Also printed: rebuild
 * throughput (goal ≥ 100,000 events/s), start-up to healthy on big (goal < 10 s) and bytes on
 * disk per account-year.
 *
 * History that stays flat (issue 42 §4): a third store, **ages**, holds two accounts of the same
 * shape, one whose workplace is SCALE_OLD_WEEKS (156: three years) old and one a week old. The
 * history page (`/audit/events`, oldest first and newest first, as the history page asks) is
 * timed on both, alternating; goal: the old workplace's p50 ≤ 1.25 × the week-old one's.
 *
 * Needs the built API (`npm run build:api`). SCALE_ACCOUNTS=20 gives a quick run; the default
 * takes a while (see docs/benchmarks.md). The data directories are removed afterwards unless
 * SCALE_KEEP=1.
 */
import 'reflect-metadata';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, type UntypedEvent } from '@rotaledger/event-store';
import { addDays, appendRotaHistory, BuiltApp, createHistoryAccount, HistoryAccount, percentile, startBuiltApp } from './bench-kit';

const ACCOUNTS = Number(process.env.SCALE_ACCOUNTS ?? 200);
const WEEKS = Number(process.env.SCALE_WEEKS ?? 52);
const STAFF = Number(process.env.SCALE_STAFF ?? 40);
const SHIFTS = Math.min(7, Number(process.env.SCALE_SHIFTS ?? 5));
const RUNS = Number(process.env.SCALE_RUNS ?? 25);
/** The age of the old workplace of the ages store, in weeks (three years). */
const OLD_WEEKS = Number(process.env.SCALE_OLD_WEEKS ?? 156);
const GOAL_RATIO = 1.25;
const PASSWORD = 'Scale#12345';
const ROOT = join(__dirname, '..');
/** A built checkout to compare the rebuild with ("before"), e.g. a worktree of main after `npm run build:api`. */
const BASE = process.env.SCALE_BASE;
/** With SCALE_BASE: how many before/after pairs of rebuilds (default 2), alternating (rebuildPairs). */
const PAIRS = Math.max(1, Number(process.env.SCALE_PAIRS ?? 2));

type Account = HistoryAccount;

/** The Monday of this week (UTC) and the Monday WEEKS weeks before it: the history ends last week. */
function thisMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((day + 6) % 7));
}
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

/** The built app (one process with its projectors) on `dataDir`, healthy, with its start-up time. */
const startServer = (dataDir: string) => startBuiltApp(dataDir, { WORKERS: '' });
type Server = BuiltApp;

/** Runs `node scripts/start.mjs --rebuild` of the checkout at `root` (this one by default) on `dataDir` and returns what it printed. */
async function rebuild(dataDir: string, root = ROOT): Promise<{ events: number; ms: number }> {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--rebuild'], {
    env: { ...process.env, DATA_DIR: dataDir, SERVE_FRONTEND: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const match = /from (\d+) events in (\d+) ms/.exec(output);
  if (code !== 0 || !match) throw new Error(`rebuild failed (${code}): ${output}`);
  // The processor time of the replay, printed since 3 Dec 2026 (an older SCALE_BASE prints none).
  const cpu = /\((\d+) ms of CPU\)/.exec(output);
  return { events: Number(match[1]), ms: Number(match[2]), ...(cpu ? { cpuMs: Number(cpu[1]) } : {}) };
}

interface RebuildRun {
  events: number;
  ms: number;
  cpuMs?: number;
}

/**
 * Before (SCALE_BASE's build) and after (this one), SCALE_PAIRS times in the order before, after,
 * after, before, ...: on a shared machine the second of two runs was often the faster, and a
 * drift over the minutes of the runs favours whichever runs later; the order cancels both.
 */
async function rebuildPairs(dataDir: string, base: string): Promise<{ before: RebuildRun[]; after: RebuildRun[] }> {
  const before: RebuildRun[] = [];
  const after: RebuildRun[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const which of order) (which === 'before' ? before : after).push(await rebuild(dataDir, which === 'before' ? base : ROOT));
  }
  return { before, after };
}

/** The run of median time (the lower middle one of an even count). */
function medianRun(runs: readonly RebuildRun[]): RebuildRun {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)];
}

/** Each run's seconds (and processor seconds where printed), for the table. */
function runsText(runs: readonly RebuildRun[]): string {
  return runs
    .map((run) => `${(run.ms / 1000).toFixed(1)} s${run.cpuMs === undefined ? '' : ` (${(run.cpuMs / 1000).toFixed(1)} s CPU)`}`)
    .join(', ');
}

/** One account through the API: sign-up, a workplace, STAFF staff. */
const createAccount = (port: number, index: number) =>
  createHistoryAccount(port, index, { email: `scale${index}@example.com`, password: PASSWORD, staff: STAFF, surname: 'Scale' });

interface Built {
  dataDir: string;
  accounts: Account[];
  appended: number;
  appendMs: number;
  rebuild: { events: number; ms: number };
}

/**
 * A store of `accounts` accounts with their history; the measured account is the first one made.
 * `weeksOf(index)`: how many weeks of history the account has, ending last week (WEEKS unless given).
 */
async function buildStore(
  accounts: number,
  firstMonday: string,
  label: string,
  weeksOf: (index: number) => number = () => WEEKS,
): Promise<Built> {
  const dataDir = mkdtempSync(join(tmpdir(), `rotaledger-scale-${label}-`));
  const server = await startServer(dataDir);
  const made: Account[] = [];
  try {
    console.log(`[${label}] ${accounts} accounts through the API ...`);
    const queue = Array.from({ length: accounts }, (_, index) => index);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) made[index] = await createAccount(server.port, index);
      }),
    );
  } finally {
    await server.stop();
  }
  const weeks = made.map((_, index) => weeksOf(index));
  console.log(`[${label}] appending ${weeks.join(' + ')} weeks × ${SHIFTS} days of rota history to the event store ...`);
  const store = await createEventStore<UntypedEvent>({ dataDir });
  const started = performance.now();
  let appended = 0;
  try {
    for (const [index, account] of made.entries()) {
      appended += await appendRotaHistory(store, account, addDays(firstMonday, 7 * (WEEKS - weeks[index])), weeks[index], SHIFTS);
    }
  } finally {
    await store.close();
  }
  const appendMs = performance.now() - started;
  console.log(`[${label}] rebuilding the read models from ${appended.toLocaleString('en-GB')} rota events and the accounts' ...`);
  return { dataDir, accounts: made, appended, appendMs, rebuild: await rebuild(dataDir) };
}

/** `--rebuild --profile`: each projection rebuilt alone into a scratch store, its time and documents. */
async function rebuildProfile(dataDir: string): Promise<{ name: string; ms: number; documents: number }[]> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs'), '--rebuild', '--profile'], {
    env: { ...process.env, DATA_DIR: dataDir, SERVE_FRONTEND: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`rebuild --profile failed (${code}): ${output}`);
  return [...output.matchAll(/^PROFILE (\S+) (\d+) ms (\d+) documents$/gm)]
    .map(([, name, ms, documents]) => ({ name, ms: Number(ms), documents: Number(documents) }))
    .sort((a, b) => b.ms - a.ms);
}

/** Pages of the whole log as the rebuild reads them (2,000 events each), with nothing done with them: events/s. */
async function rawReadRate(dataDir: string): Promise<{ events: number; ms: number }> {
  const store = await createEventStore<UntypedEvent>({ dataDir });
  try {
    const started = performance.now();
    let events = 0;
    for (let after = 0; ;) {
      const page = await store.readAll({ after, limit: 2_000 });
      if (page.length === 0) break;
      events += page.length;
      after = page[page.length - 1].position;
    }
    return { events, ms: performance.now() - started };
  } finally {
    await store.close();
  }
}

/** The read models' documents per collection (the embedded store's `docs_<collection>` tables), most first. */
function documentsPerCollection(dataDir: string): { collection: string; documents: number }[] {
  const db = new Database(join(dataDir, 'read-models.db'), { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'docs\\_%' ESCAPE '\\'`)
      .all();
    return tables
      .map(({ name }) => ({
        collection: name.slice('docs_'.length),
        documents: db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${name}"`).get()!.n,
      }))
      .sort((a, b) => b.documents - a.documents);
  } finally {
    db.close();
  }
}

function bytesIn(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const stats = statSync(join(dir, name));
    return sum + (stats.isDirectory() ? bytesIn(join(dir, name)) : stats.size);
  }, 0);
}

type Operation = { name: string; run: (port: number, account: Account, run: number) => Promise<void> };

async function timed(port: number, path: string, token: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
}

function operations(monday: string): Operation[] {
  const lastWeek = addDays(monday, -7);
  const month = Array.from({ length: 30 }, (_, n) => short(addDays(monday, -30 + n)));
  const year = Array.from({ length: 364 }, (_, n) => short(addDays(monday, -364 + n)));
  return [
    {
      name: `weekly grid (last week, ${STAFF} staff)`,
      run: (port, a) =>
        timed(port, `/shifts/getweeklyshifts?workplaceId=${a.workplaceId}&startDate=${lastWeek}&endDate=${addDays(lastWeek, 6)}`, a.token),
    },
    {
      name: 'placeassignment (a new day next week)',
      run: (port, a, run) =>
        timed(port, '/assignments/placeassignment', a.token, {
          method: 'POST',
          body: JSON.stringify({
            workplaceId: a.workplaceId,
            date: addDays(monday, 7 + (run % 7)),
            serviceType: 701,
            employeeId: a.employeeIds[Math.floor(run / 7) % a.employeeIds.length],
            timeStart: '09:00',
            timeEnd: '10:00',
          }),
        }),
    },
    {
      name: "a month's pay (30 days)",
      run: (port, a) =>
        timed(port, `/pay/getpayfordates?workplaceId=${a.workplaceId}&dates=${encodeURIComponent(JSON.stringify(month))}`, a.token),
    },
    {
      name: "the dashboard's year (dates with shifts, then 364 days' pay)",
      run: async (port, a) => {
        await timed(port, `/shifts/getpopulateddates?workplaceId=${a.workplaceId}`, a.token);
        await timed(port, `/pay/getpayfordates?workplaceId=${a.workplaceId}&dates=${encodeURIComponent(JSON.stringify(year))}`, a.token);
      },
    },
    { name: 'a history page (/audit/events)', run: (port, a) => timed(port, `/audit/events?workplaceId=${a.workplaceId}`, a.token) },
    {
      name: 'the rota at an instant (/audit/rota)',
      run: (port, a) =>
        timed(
          port,
          `/audit/rota?workplaceId=${a.workplaceId}&date=${lastWeek}&at=${encodeURIComponent(new Date().toISOString())}`,
          a.token,
        ),
    },
  ];
}

/** p50 and p99 of each operation on both stores, alternating big and alone run by run. */
async function measure(
  big: { port: number; account: Account },
  alone: { port: number; account: Account },
  monday: string,
): Promise<{ name: string; big: number[]; alone: number[] }[]> {
  const results = [];
  for (const operation of operations(monday)) {
    const times = { big: [] as number[], alone: [] as number[] };
    // One untimed run each first: caches and prepared statements warm on both sides alike.
    await operation.run(big.port, big.account, RUNS);
    await operation.run(alone.port, alone.account, RUNS);
    for (let run = 0; run < RUNS; run++) {
      for (const side of run % 2 === 0 ? (['big', 'alone'] as const) : (['alone', 'big'] as const)) {
        const target = side === 'big' ? big : alone;
        const started = performance.now();
        await operation.run(target.port, target.account, run);
        times[side].push(performance.now() - started);
      }
    }
    results.push({ name: operation.name, big: times.big.sort((a, b) => a - b), alone: times.alone.sort((a, b) => a - b) });
  }
  return results;
}

/** The history page on a three-year-old workplace and on a week-old one, alternating run by run. */
async function measureAges(port: number, old: Account, young: Account): Promise<{ name: string; old: number[]; young: number[] }[]> {
  const pages = [
    { name: 'a history page, oldest first (/audit/events)', query: '' },
    { name: 'a history page, newest first (/audit/events?order=newest)', query: '&order=newest' },
  ];
  const results = [];
  for (const page of pages) {
    const run = (a: Account) => timed(port, `/audit/events?workplaceId=${a.workplaceId}${page.query}`, a.token);
    await run(old);
    await run(young);
    const times = { old: [] as number[], young: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      for (const side of i % 2 === 0 ? (['old', 'young'] as const) : (['young', 'old'] as const)) {
        const started = performance.now();
        await run(side === 'old' ? old : young);
        times[side].push(performance.now() - started);
      }
    }
    results.push({ name: page.name, old: times.old.sort((a, b) => a - b), young: times.young.sort((a, b) => a - b) });
  }
  return results;
}

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const n = (value: number) => Math.round(value).toLocaleString('en-GB');

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  const monday = thisMonday();
  const firstMonday = addDays(monday, -7 * WEEKS);
  const big = await buildStore(ACCOUNTS, firstMonday, 'big');
  // The rebuild against the raw read of the same log; before (SCALE_BASE's build) and after (this one), alternating.
  console.log('[big] reading the whole log raw, then rebuilding again ...');
  const raw = await rawReadRate(big.dataDir);
  const pairs = BASE ? await rebuildPairs(big.dataDir, BASE) : undefined;
  const before = pairs && medianRun(pairs.before);
  const after = pairs ? medianRun(pairs.after) : big.rebuild;
  const documents = documentsPerCollection(big.dataDir);
  console.log('[big] rebuilding each projection alone (--profile) ...');
  const profile = await rebuildProfile(big.dataDir);
  const alone = await buildStore(1, firstMonday, 'alone');
  const ages = await buildStore(2, addDays(monday, -7 * Math.max(WEEKS, OLD_WEEKS)), 'ages', (index) => (index === 0 ? OLD_WEEKS : 1));
  let bigServer: Server | undefined;
  let aloneServer: Server | undefined;
  let agesServer: Server | undefined;
  try {
    bigServer = await startServer(big.dataDir);
    aloneServer = await startServer(alone.dataDir);
    console.log(`Timing ${RUNS} runs of each operation on both stores ...`);
    const results = await measure(
      { port: bigServer.port, account: big.accounts[0] },
      { port: aloneServer.port, account: alone.accounts[0] },
      monday,
    );
    await bigServer.stop();
    await aloneServer.stop();
    agesServer = await startServer(ages.dataDir);
    console.log(`Timing ${RUNS} runs of the history page on a ${OLD_WEEKS}-week-old workplace and a week-old one ...`);
    const ageResults = await measureAges(agesServer.port, ages.accounts[0], ages.accounts[1]);
    const ageRows = ageResults.map(({ name, old, young }) => {
      const ratio = percentile(old, 0.5) / percentile(young, 0.5);
      return `| ${name} | ${ms(percentile(young, 0.5))} / ${ms(percentile(young, 0.99))} | ${ms(percentile(old, 0.5))} / ${ms(percentile(old, 0.99))} | ${ratio.toFixed(2)} | ≤ ${GOAL_RATIO}${ratio <= GOAL_RATIO ? ', met' : ', **not met**'} |`;
    });
    const bigBytes = bytesIn(big.dataDir);
    const assignments = ACCOUNTS * WEEKS * SHIFTS * STAFF;
    const rate = (run: { events: number; ms: number }) => run.events / (run.ms / 1000);
    const rebuildRate = rate(after);
    const rawRate = rate(raw);
    // The goal: 100,000 events/s, or 0.3 of the raw read rate of the same run if that is lower.
    const rebuildGoal = Math.min(100_000, 0.3 * rawRate);
    const perEvent = (count: number) => (count / after.events).toFixed(3);
    const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    const rows = results.map(({ name, big: b, alone: a }) => {
      const ratio = percentile(b, 0.5) / percentile(a, 0.5);
      return `| ${name} | ${ms(percentile(a, 0.5))} / ${ms(percentile(a, 0.99))} | ${ms(percentile(b, 0.5))} / ${ms(percentile(b, 0.99))} | ${ratio.toFixed(2)} | ≤ ${GOAL_RATIO}${ratio <= GOAL_RATIO ? ', met' : ', **not met**'} |`;
    });
    console.log(
      [
        '',
        `Run ${startedAt.toISOString()}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${process.platform}; ` +
          `load average before ${load(loadBefore)}, after ${load(loadavg())}.`,
        `Big store: ${n(ACCOUNTS)} accounts × ${WEEKS} weeks × ${STAFF} staff × ${SHIFTS} shifts = ${n(assignments)} assignments ` +
          `(${n(big.appended)} rota events appended straight to the event store in ${(big.appendMs / 1000).toFixed(0)} s, ` +
          `accounts, workplaces and staff through the API), read models rebuilt from the whole log.`,
        '',
        `| operation, one account, ${RUNS} runs | alone p50 / p99 ms | big p50 / p99 ms | big ÷ alone (p50) | goal |`,
        '|---|---:|---:|---:|---|',
        ...rows,
        '',
        '| figure | value | goal |',
        '|---|---:|---|',
        `| raw log read (${n(raw.events)} events in pages of 2,000, in ${(raw.ms / 1000).toFixed(1)} s) | ${n(rawRate)} events/s | – |`,
        ...(before
          ? [
              `| rebuild throughput before (${BASE}: ${n(before.events)} events; runs ${runsText(pairs.before)}; the median) | ${n(rate(before))} events/s, ${(rate(before) / rawRate).toFixed(3)} of the raw read | – |`,
            ]
          : []),
        `| rebuild throughput (${n(after.events)} events; ${pairs ? `runs ${runsText(pairs.after)}; the median` : `in ${(after.ms / 1000).toFixed(1)} s`}) | ${n(rebuildRate)} events/s, ${(rebuildRate / rawRate).toFixed(3)} of the raw read | ≥ ${n(rebuildGoal)} (100,000 or 0.3 × raw, the lower)${rebuildRate >= rebuildGoal ? ', met' : ', **not met**'} |`,
        `| start-up to healthy on the big store | ${(bigServer.startMs / 1000).toFixed(1)} s | < 10 s${bigServer.startMs < 10_000 ? ', met' : ', **not met**'} |`,
        `| bytes on disk per account-year (${(bigBytes / 1e9).toFixed(2)} GB ÷ ${n(ACCOUNTS)} accounts × ${(WEEKS / 52).toFixed(2)} years) | ${n(bigBytes / ACCOUNTS / (WEEKS / 52))} B | – |`,
        '',
        `Documents the rebuild wrote per event of the log (${n(after.events)} events), by collection: ` +
          documents
            .slice(0, 12)
            .map((d) => `${d.collection} ${perEvent(d.documents)}`)
            .join(', ') +
          `; all ${documents.length} collections: ${perEvent(documents.reduce((sum, d) => sum + d.documents, 0))}.`,
        '',
        `Each projection rebuilt alone (${n(after.events)} events; share of the sum of their times ${n(profile.reduce((sum, p) => sum + p.ms, 0))} ms; documents it leaves per event):`,
        '',
        '| projection | alone ms | share | documents per event |',
        '|---|---:|---:|---:|',
        ...profile.map((p, _, all) => {
          const sum = all.reduce((total, q) => total + q.ms, 0);
          return `| ${p.name} | ${n(p.ms)} | ${((100 * p.ms) / sum).toFixed(1)} % | ${perEvent(p.documents)} |`;
        }),
        '',
        `Ages store: one workplace ${OLD_WEEKS} weeks old (${n(ages.appended - SHIFTS * (STAFF + 1))} rota events), one a week old (${n(SHIFTS * (STAFF + 1))}), ${STAFF} staff each.`,
        '',
        `| operation, ${RUNS} runs | week-old p50 / p99 ms | ${OLD_WEEKS}-week-old p50 / p99 ms | old ÷ week-old (p50) | goal |`,
        '|---|---:|---:|---:|---|',
        ...ageRows,
        '',
      ].join('\n'),
    );
  } finally {
    await bigServer?.stop();
    await aloneServer?.stop();
    await agesServer?.stop();
    if (!process.env.SCALE_KEEP) {
      for (const { dataDir } of [big, alone, ages]) rmSync(dataDir, { recursive: true, force: true });
    } else {
      console.log(`Kept ${big.dataDir}, ${alone.dataDir} and ${ages.dataDir}.`);
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
