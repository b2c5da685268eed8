/**
 * The auto-fill's solver (issue 38): `npm run bench:autofill`.
 *
 * Generated café weeks (apps/api/src/rota/autofill/solver/testing/cafe-week.ts) of 8, 20 and 40
 * staff with 24, 60 and 120 open slots: services, availability and single dates, time off,
 * contracts, dated rates, breaks, a Saturday night shift and a second workplace's assignments.
 * AUTOFILL_RUNS weeks (seeds) per size (default 5). For each week:
 * - the proposal as the API asks for it, through HighsFillSolver (worker thread) with its time
 *   limit (AUTOFILL_LIMIT_MS, default 1000 ms up to 20 staff and 2000 ms for 40): wall time from
 *   the call to the answer on the main thread, p50 and p90;
 * - the same week solved exactly (`exact: true`, no time limit unless AUTOFILL_EXACT_LIMIT_MS):
 *   the proven optimum of the same objective, to compare the timed proposal's cost with;
 * - the hard-rule violations of both, by the domain's own checks (checkProposal).
 * Then the main thread's event-loop delay (perf_hooks.monitorEventLoopDelay), idle and while a
 * 40-staff fill runs in the worker.
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkProposal, compareObjectives, fillObjective, fillProblem, FillInput, FillResult } from '@rotaledger/domain';
import { HighsFillSolver } from '../apps/api/src/rota/autofill/solver';
import { cafeWeek } from '../apps/api/src/rota/autofill/solver/testing/cafe-week';
import { choiceOfResult } from '../apps/api/src/rota/autofill/solver/testing/fill-choice';
import { percentile } from './bench-kit';

const RUNS = Number(process.env.AUTOFILL_RUNS ?? 5);
const SIZES = (process.env.AUTOFILL_SIZES ?? '8,20,40').split(',').map(Number);
const limitFor = (staff: number) => Number(process.env.AUTOFILL_LIMIT_MS ?? (staff > 20 ? 2000 : 1000));
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
}

async function measureSize(solver: HighsFillSolver, staff: number): Promise<Row> {
  const row: Row = { staff, open: 0, times: [], proven: 0, exactProven: 0, gaps: [], worse: 0, filled: '', violations: 0, exactMs: [] };
  const filled: string[] = [];
  for (let seed = 1; seed <= RUNS; seed++) {
    const input = cafeWeek(staff, seed);
    row.open = input.slots.length;
    const started = performance.now();
    const timed = await solver.propose(input, { timeLimitMs: limitFor(staff) });
    row.times.push(performance.now() - started);
    if (timed.solver.optimal) row.proven++;
    const exact = await solver.propose(input, EXACT_LIMIT_MS ? { timeLimitMs: EXACT_LIMIT_MS } : { exact: true });
    row.exactMs.push(exact.solver.ms);
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
      `  ${staff} staff, week ${seed}: ${Math.round(row.times.at(-1)!)} ms (${timed.solver.optimal ? 'proven' : 'at the limit'}), exact ${exact.solver.ms} ms; ` +
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
  await solver.propose(cafeWeek(40, 1), { timeLimitMs: 2000 });
  busy.disable();
  return { idleP99: idle.percentile(99) / 1e6, busyP99: busy.percentile(99) / 1e6 };
}

void (async () => {
  const solver = new HighsFillSolver();
  try {
    await solver.propose(cafeWeek(4, 1, 4)); // starts the worker and loads HiGHS
    const rows: Row[] = [];
    for (const staff of SIZES) rows.push(await measureSize(solver, staff));
    const delay = await eventLoopDelay(solver);
    const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
    console.log(
      `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}`,
    );
    console.log(`Runs: ${RUNS} generated weeks per size; time limits ${SIZES.map((s) => `${s} staff ${limitFor(s)} ms`).join(', ')}\n`);
    console.log(
      '| staff | open slots | p50 to proposal | p90 | proven optimal (timed) | exact solve p50 | exact proven | cost above the optimum (max) | worse above cost | filled timed/exact | violations |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :--- | ---: |');
    for (const r of rows) {
      const gap = r.gaps.length ? `${Math.max(...r.gaps).toFixed(2)} % (${r.gaps.length} of ${RUNS} comparable)` : 'n/a';
      console.log(
        `| ${r.staff} | ${r.open} | ${Math.round(percentile(sorted(r.times), 0.5))} ms | ${Math.round(percentile(sorted(r.times), 0.9))} ms | ${r.proven}/${RUNS} | ` +
          `${Math.round(percentile(sorted(r.exactMs), 0.5))} ms | ${r.exactProven}/${RUNS} | ${gap} | ${r.worse} | ${r.filled} | ${r.violations} |`,
      );
    }
    console.log(
      `\nMain thread event-loop delay p99: idle ${delay.idleP99.toFixed(1)} ms, during a 40-staff fill ${delay.busyP99.toFixed(1)} ms.`,
    );
    console.log(
      "TODO(issue 38, API): other HTTP requests' p99 while a 40-staff fill runs needs the POST /rota/autofill route (built elsewhere).",
    );
  } finally {
    await solver.close();
  }
})();
