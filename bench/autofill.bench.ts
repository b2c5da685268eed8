/**
 * The auto-fill's solver (issue 38): `npm run bench:autofill`.
 *
 * Generated café weeks (apps/api/src/rota/autofill/solver/testing/cafe-week.ts) of 8, 20 and 40
 * staff with 24, 60 and 120 open slots: services, availability and single dates, time off,
 * contracts, dated rates, breaks, a Saturday night shift and a second workplace's assignments.
 * AUTOFILL_RUNS weeks (seeds) per size (default 5). For each week:
 * - the proposal as the API asks for it, through HighsFillSolver (worker thread) with the API's
 *   own time limit (fillTimeLimitMs: 0.9 s up to 20 staff, 1.8 s for 40; AUTOFILL_LIMIT_MS
 *   overrides it): wall time from the call to the answer on the main thread, p50 and p90;
 * - the same week solved exactly (`exact: true`, no time limit unless AUTOFILL_EXACT_LIMIT_MS):
 *   the proven optimum of the same objective, to compare the timed proposal's cost with;
 * - the hard-rule violations of both, by the domain's own checks (checkProposal);
 * - the process's CPU time over each (the worker thread's: the main thread only waits), so a run
 *   on a loaded machine still shows what the solver got, besides how long the caller waited.
 * Then the main thread's event-loop delay (perf_hooks.monitorEventLoopDelay), idle and while a
 * 40-staff fill runs in the worker; and other requests through HTTP: the real app (embedded
 * stores, rate limits off) seeded with 40 staff and a week of 280 assignments, its weekly grid
 * loaded by autocannon from a child process (AUTOFILL_HTTP_SECONDS, default 8 s, 10
 * connections) once alone and once while the app's own solver runs 40-staff fills back to
 * back: the p99 of each and their ratio (the issue's goal: within 1.5×).
 */
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkProposal, compareObjectives, fillObjective, fillProblem, FillInput, FillResult } from '@rotaledger/domain';
import { FillSolver } from '../apps/api/src/rota/autofill/fill-solver.port';
import { fillTimeLimitMs } from '../apps/api/src/rota/autofill/fill-time-limit';
import { HighsFillSolver } from '../apps/api/src/rota/autofill/solver';
import { cafeWeek } from '../apps/api/src/rota/autofill/solver/testing/cafe-week';
import { choiceOfResult } from '../apps/api/src/rota/autofill/solver/testing/fill-choice';
import { percentile, seed, startBenchApp } from './bench-kit';

const RUNS = Number(process.env.AUTOFILL_RUNS ?? 5);
const SIZES = (process.env.AUTOFILL_SIZES ?? '8,20,40').split(',').map(Number);
const limitFor = (staff: number) => (process.env.AUTOFILL_LIMIT_MS ? Number(process.env.AUTOFILL_LIMIT_MS) : fillTimeLimitMs(staff));
const HTTP_SECONDS = Number(process.env.AUTOFILL_HTTP_SECONDS ?? 8);
const EXACT_LIMIT_MS = process.env.AUTOFILL_EXACT_LIMIT_MS ? Number(process.env.AUTOFILL_EXACT_LIMIT_MS) : undefined;

const objectiveOf = (input: FillInput, result: FillResult) => {
  const problem = fillProblem(input);
  return fillObjective(problem, choiceOfResult(problem, result));
};

interface Row {
  staff: number;
  open: number;
  times: number[];
  proven: number;
  exactProven: number;
  gaps: number[];
  worse: number;
  filled: string;
  violations: number;
  exactMs: number[];
  /** The process's CPU time over each timed proposal and each exact solve (the worker thread's, the main thread idles). */
  cpuMs: number[];
  exactCpuMs: number[];
}

/** CPU milliseconds the whole process spent while `run` ran: on a loaded machine, what the solver really got. */
async function withCpu<T>(run: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

async function measureSize(solver: HighsFillSolver, staff: number): Promise<Row> {
  const row: Row = {
    staff,
    open: 0,
    times: [],
    proven: 0,
    exactProven: 0,
    gaps: [],
    worse: 0,
    filled: '',
    violations: 0,
    exactMs: [],
    cpuMs: [],
    exactCpuMs: [],
  };
  const filled: string[] = [];
  for (let seed = 1; seed <= RUNS; seed++) {
    const input = cafeWeek(staff, seed);
    row.open = input.slots.length;
    const started = performance.now();
    const { value: timed, cpuMs } = await withCpu(() => solver.propose(input, { timeLimitMs: limitFor(staff) }));
    row.times.push(performance.now() - started);
    row.cpuMs.push(cpuMs);
    if (timed.solver.optimal) row.proven++;
    const { value: exact, cpuMs: exactCpuMs } = await withCpu(() =>
      solver.propose(input, EXACT_LIMIT_MS ? { timeLimitMs: EXACT_LIMIT_MS } : { exact: true }),
    );
    row.exactMs.push(exact.solver.ms);
    row.exactCpuMs.push(exactCpuMs);
    if (exact.solver.optimal) row.exactProven++;
    const [a, b] = [objectiveOf(input, timed), objectiveOf(input, exact)];
    const sameAbove =
      a.unfilled === b.unfilled &&
      a.changes === b.changes &&
      a.shortfallMinutes === b.shortfallMinutes &&
      a.fairnessMinutes === b.fairnessMinutes;
    if (sameAbove) row.gaps.push(((a.costPence - b.costPence) / b.costPence) * 100);
    else if (compareObjectives(a, b) > 0) row.worse++;
    filled.push(`${timed.totals.filled}/${exact.totals.filled}`);
    row.violations += checkProposal(input, timed).length + checkProposal(input, exact).length;
    console.log(
      `  ${staff} staff, week ${seed}: ${Math.round(row.times.at(-1)!)} ms, ${Math.round(cpuMs)} ms CPU (${timed.solver.optimal ? 'proven' : 'at the limit'}), ` +
        `exact ${exact.solver.ms} ms, ${Math.round(exactCpuMs)} ms CPU; ` +
        `filled ${timed.totals.filled}/${exact.totals.filled} of ${input.slots.length}, cost £${(timed.totals.costPence / 100).toFixed(2)} / £${(exact.totals.costPence / 100).toFixed(2)}`,
    );
  }
  row.filled = filled.join(' ');
  return row;
}

async function eventLoopDelay(solver: HighsFillSolver) {
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  idle.disable();
  const busy = monitorEventLoopDelay({ resolution: 10 });
  busy.enable();
  await solver.propose(cafeWeek(40, 1), { timeLimitMs: limitFor(40) });
  busy.disable();
  return { idleP99: idle.percentile(99) / 1e6, busyP99: busy.percentile(99) / 1e6 };
}

/** autocannon ships no types and is CommonJS: the part of its API used here. */
interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
interface LoadTarget {
  port: number;
  token: string;
  gridPath: string;
}

/** The child process: one autocannon run of the weekly grid per 'run' message, its figures sent back. */
function loadGenerator(target: LoadTarget) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon') as (options: object) => Promise<LoadResult>;
  process.on('message', (message) => {
    if (message !== 'run') return process.exit(0);
    void autocannon({
      url: `http://127.0.0.1:${target.port}`,
      connections: 10,
      duration: HTTP_SECONDS,
      requests: [{ method: 'GET', path: target.gridPath, headers: { authorization: `Bearer ${target.token}` } }],
    }).then((result) =>
      process.send!({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, bad: result.non2xx + result.errors }),
    );
  });
  process.send!('ready');
}

interface HttpFigures {
  alone: { p50: number; p99: number; rps: number; bad: number };
  duringFills: { p50: number; p99: number; rps: number; bad: number };
  fills: number;
}

/** The weekly grid's latency through HTTP, alone and while the app's own solver fills 40-staff weeks back to back. */
async function otherRequestsDuringFills(): Promise<HttpFigures> {
  const bench = await startBenchApp();
  const child = fork(__filename.replace(/autofill\.bench\.ts$/, '../scripts/run-ts.mjs'), [__filename], {
    env: { ...process.env, AUTOFILL_LOAD_TARGET: JSON.stringify(await seed(bench.port)) },
  });
  try {
    const next = () => new Promise<HttpFigures['alone']>((resolve) => child.once('message', (m) => resolve(m as HttpFigures['alone'])));
    await new Promise((resolve) => child.once('message', resolve));
    const run = () => {
      const answer = next();
      child.send('run');
      return answer;
    };
    const alone = await run();
    const solver = bench.app.get(FillSolver, { strict: false });
    let filling = true;
    let fills = 0;
    const filler = (async () => {
      for (let week = 1; filling; week++) {
        await solver.propose(cafeWeek(40, week), { timeLimitMs: limitFor(40) });
        fills++;
      }
    })();
    const duringFills = await run();
    filling = false;
    await filler;
    return { alone, duringFills, fills };
  } finally {
    child.send('stop');
    await bench.close();
  }
}

if (process.env.AUTOFILL_LOAD_TARGET) loadGenerator(JSON.parse(process.env.AUTOFILL_LOAD_TARGET) as LoadTarget);
else
  void (async () => {
    const solver = new HighsFillSolver();
    try {
      await solver.propose(cafeWeek(4, 1, 4)); // starts the worker and loads HiGHS
      const rows: Row[] = [];
      for (const staff of SIZES) rows.push(await measureSize(solver, staff));
      const delay = await eventLoopDelay(solver);
      console.log(`\nThe weekly grid through HTTP, ${HTTP_SECONDS} s alone, then ${HTTP_SECONDS} s during 40-staff fills ...`);
      const http = await otherRequestsDuringFills();
      const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
      console.log(
        `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}, Node ${process.version}`,
      );
      console.log(`Runs: ${RUNS} generated weeks per size; time limits ${SIZES.map((s) => `${s} staff ${limitFor(s)} ms`).join(', ')}\n`);
      console.log(
        '| staff | open slots | p50 to proposal | p90 | p50 CPU | proven optimal (timed) | exact solve p50 | exact p50 CPU | exact proven | cost above the optimum (max) | worse above cost | filled timed/exact | violations |',
      );
      console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :--- | ---: |');
      for (const r of rows) {
        const gap = r.gaps.length ? `${Math.max(...r.gaps).toFixed(2)} % (${r.gaps.length} of ${RUNS} comparable)` : 'n/a';
        console.log(
          `| ${r.staff} | ${r.open} | ${Math.round(percentile(sorted(r.times), 0.5))} ms | ${Math.round(percentile(sorted(r.times), 0.9))} ms | ` +
            `${Math.round(percentile(sorted(r.cpuMs), 0.5))} ms | ${r.proven}/${RUNS} | ` +
            `${Math.round(percentile(sorted(r.exactMs), 0.5))} ms | ${Math.round(percentile(sorted(r.exactCpuMs), 0.5))} ms | ${r.exactProven}/${RUNS} | ` +
            `${gap} | ${r.worse} | ${r.filled} | ${r.violations} |`,
        );
      }
      console.log(
        `\nMain thread event-loop delay p99: idle ${delay.idleP99.toFixed(1)} ms, during a 40-staff fill ${delay.busyP99.toFixed(1)} ms.`,
      );
      const { alone, duringFills, fills } = http;
      console.log(
        `Other requests (GET the weekly grid of 40 staff, 280 assignments; 10 connections from a child process): ` +
          `p99 ${alone.p99} ms alone (p50 ${alone.p50} ms, ${Math.round(alone.rps)} req/s), ` +
          `p99 ${duringFills.p99} ms during ${fills} back-to-back 40-staff fills (p50 ${duringFills.p50} ms, ${Math.round(duringFills.rps)} req/s): ` +
          `${(duringFills.p99 / Math.max(1, alone.p99)).toFixed(2)}× (goal ≤ 1.5×); non-2xx or errors: ${alone.bad + duringFills.bad}.`,
      );
    } finally {
      await solver.close();
    }
  })();
