/**
 * The auto-fill's next model, measured (issue 38): `npm run bench:autofill:patterns`.
 *
 * Each person's week taken whole: a *pattern* is a set of the model's columns one person may
 * work together (no overlap or short rest between them, within their weekly cap, days and
 * under-18 day), and a week is one pattern a person with every group filled exactly and the
 * minimum-hours shortfall held at its optimum. Its LP, grown by column generation (each round
 * prices every person's best patterns against the rows' duals by an exact search of their
 * week), has the caps and the rest inside each pattern instead of averaged across slots, so its
 * bound is far tighter than the compact model's (`fill-model.ts`); an integer solve over the
 * patterns generated (price-and-branch) gives a start for the compact model. For generated
 * café weeks (AUTOFILL_PATTERN_STAFF, default 20; weeks 1..AUTOFILL_RUNS, default 3) it prints
 * the compact LP's bound, the pattern LP's bound, the optimum (HiGHS's compact model, no time
 * limit), the price-and-branch answer, and the CPU each takes, and the CPU HiGHS's compact model
 * needs to find and to prove the optimum from the local search's start and from the
 * price-and-branch answer. It is not in the API's path: see docs/benchmarks.md for why not yet.
 */
import {
  compareObjectives,
  dailyCapMinutes,
  FillChoice,
  fillObjective,
  FillObjective,
  fillProblem,
  FillProblem,
  fixedWeekMinutes,
  greedyFill,
  improveFill,
  mondayOf,
  weeklyCapMinutes,
} from '@rotaledger/domain';
import { choiceOfColumns, columnValues, FillModel, fillModel, levelProgram } from '../apps/api/src/rota/autofill/solver/fill-model';
import { HighsModule, loadHighs } from '../apps/api/src/rota/autofill/solver/highs-module';
import { cafeWeek } from '../apps/api/src/rota/autofill/solver/testing/cafe-week';

const STAFF = Number(process.env.AUTOFILL_PATTERN_STAFF ?? 20);
const RUNS = Number(process.env.AUTOFILL_RUNS ?? 3);

/** A price-and-branch answer for the cost level and the pattern LP's lower bound. */
interface PatternStart {
  choice: FillChoice;
  objective: FillObjective;
  /** No choice that keeps the earlier levels costs less (pence, fractional). */
  lowerBound: number;
  lpObjective: number;
  rounds: number;
  patterns: number;
  /** CPU ms of the column generation, then of the integer solve over its patterns. */
  generationCpuMs: number;
  branchCpuMs: number;
}

/** The effort bounds (deterministic: rounds of pricing, patterns a person, integer-solve nodes). */
const PATTERN_EFFORT = { rounds: 40, patternsPerRound: 3, nodes: 200 };

interface WeekColumn {
  pair: number;
  row: string;
  minutes: number;
  costPence: number;
  date: string;
  week: number;
}

/** What one person's rules allow, read from the same facts as the model's rows. */
interface PersonWeek {
  person: number;
  columns: WeekColumn[];
  /** conflict[a * n + b]: columns a and b cannot both be worked (overlap, rest). */
  conflict: Uint8Array;
  roomMinutes: number[];
  needMinutes: number[];
  days: Array<{ left: number; fixed: ReadonlySet<string> } | null>;
  dayRoomMinutes: number[];
}

interface Pattern {
  person: number;
  pairs: number[];
  costPence: number;
  shortfallMinutes: number;
  rows: string[];
}

const groupRow = (k: number) => `g${k}`;
const personRow = (i: number) => `p${i}`;
const SHORT_ROW = 'sh';

function applies(problem: FillProblem, model: FillModel, bounds: Partial<FillObjective>): boolean {
  return problem.input.goal === 'cost' && problem.holders.size === 0 && bounds.unfilled === model.unfilledFloor;
}

function patternStart(
  highs: HighsModule,
  highsLp: HighsPackage,
  problem: FillProblem,
  model: FillModel,
  start: FillChoice,
  bounds: Partial<FillObjective>,
): PatternStart | null {
  if (!applies(problem, model, bounds)) return null;
  const began = cpuMs();
  const shortBound = bounds.shortfallMinutes ?? Infinity;
  const weeks = personWeeks(problem, model);
  const patterns: Pattern[] = [];
  const known = new Map<string, number>();
  /** Adds the person's pattern of these columns unless known; its index either way. */
  const add = (week: PersonWeek, pairs: number[]): { index: number; added: boolean } => {
    const sorted = [...pairs].sort((a, b) => a - b);
    const key = `${week.person}:${sorted.join(',')}`;
    const index = known.get(key);
    if (index !== undefined) return { index, added: false };
    known.set(key, patterns.length);
    const chosen = sorted.map((p) => week.columns.find((c) => c.pair === p)!);
    patterns.push({
      person: week.person,
      pairs: sorted,
      costPence: chosen.reduce((sum, c) => sum + c.costPence, 0),
      shortfallMinutes: shortfallOf(week, chosen),
      rows: chosen.map((c) => c.row),
    });
    return { index: patterns.length - 1, added: true };
  };
  // Every person's empty week and their week in the start: the start is a feasible point.
  const taken = new Set(start.filter((p) => p >= 0).map((p) => model.column[p]));
  const startPatterns = new Set<number>();
  for (const week of weeks) {
    add(week, []);
    startPatterns.add(
      add(
        week,
        week.columns.filter((c) => taken.has(c.pair)).map((c) => c.pair),
      ).index,
    );
  }
  const filledGroups = model.groups
    .map((group, k) => ({ k, size: group.length }))
    .filter(({ k }) => problem.pairsOfSlot[model.groups[k][0]].length > 0);
  const coefficients = (pattern: Pattern): Array<[string, number]> => [
    ...pattern.rows.map((row): [string, number] => [row, 1]),
    [personRow(pattern.person), 1],
    ...(pattern.shortfallMinutes > 0 && Number.isFinite(shortBound) ? [[SHORT_ROW, pattern.shortfallMinutes] as [string, number]] : []),
  ];
  const lp = linearProgram(highsLp, masterProgram(patterns, filledGroups, weeks.length, shortBound, coefficients, false));
  let lowerBound = -Infinity;
  let lpObjective = NaN;
  let rounds = 0;
  try {
    for (let round = 0; round < PATTERN_EFFORT.rounds; round++) {
      const solved = lp.run();
      if (!solved) return null;
      const groupDual = new Map(filledGroups.map(({ k }) => [groupRow(k), solved.dual(groupRow(k))]));
      // A <= row of a minimisation has a dual <= 0: each minute short costs -dual in reduced cost.
      const penalty = Number.isFinite(shortBound) ? Math.max(0, -solved.dual(SHORT_ROW)) : 0;
      let added = 0;
      let leastReducedCosts = 0;
      for (const week of weeks) {
        const best = cheapestWeeks(week, (row) => groupDual.get(row) ?? 0, penalty, solved.dual(personRow(week.person)));
        if (best.length > 0) leastReducedCosts += Math.min(0, best[0].reducedCost);
        for (const { pairs } of best)
          if (add(week, pairs).added) {
            lp.addColumn(patterns.at(-1)!.costPence, coefficients(patterns.at(-1)!));
            added++;
          }
      }
      // Each person works one pattern: the LP's objective plus each one's most negative reduced cost bounds every choice.
      lowerBound = Math.max(lowerBound, solved.objective + leastReducedCosts);
      lpObjective = solved.objective;
      rounds = round + 1;
      if (added === 0) break;
    }
  } finally {
    lp.dispose();
  }
  const generated = cpuMs();
  // Price-and-branch: the best whole weeks among those generated, from the start's.
  const startValues = new Map(patterns.map((_, j) => [`l${j}`, startPatterns.has(j) ? 1 : 0]));
  const answer = highs.solve(
    masterProgram(patterns, filledGroups, weeks.length, shortBound, coefficients, true),
    startValues,
    [...startValues.keys()],
    {
      mip_max_nodes: PATTERN_EFFORT.nodes,
      mip_rel_gap: 0,
      mip_abs_gap: 0.5,
      output_flag: false,
    },
  );
  if (answer.status === 'none') return null;
  const worked = new Set<number>();
  patterns.forEach((p, j) => (answer.values.get(`l${j}`) ?? 0) > 0.5 && p.pairs.forEach((pair) => worked.add(pair)));
  const choice = choiceOfColumns(problem, model, (name) => (worked.has(Number(name.slice(1))) ? 1 : 0));
  return {
    choice,
    objective: fillObjective(problem, choice),
    lowerBound,
    lpObjective,
    rounds,
    patterns: patterns.length,
    generationCpuMs: generated - began,
    branchCpuMs: cpuMs() - generated,
  };
}

function masterProgram(
  patterns: readonly Pattern[],
  groups: ReadonlyArray<{ k: number; size: number }>,
  people: number,
  shortBound: number,
  coefficients: (pattern: Pattern) => Array<[string, number]>,
  integer: boolean,
): string {
  const rows = new Map<string, string[]>();
  patterns.forEach((pattern, j) => {
    for (const [row, c] of coefficients(pattern)) rows.set(row, [...(rows.get(row) ?? []), `+ ${c} l${j}`]);
  });
  const line = (row: string) => (rows.get(row) ?? ['0 l0']).join(' ');
  return [
    'Minimize',
    ` obj: ${patterns.map((p, j) => `+ ${p.costPence} l${j}`).join(' ')}`,
    'Subject To',
    ...groups.map(({ k, size }) => ` ${groupRow(k)}: ${line(groupRow(k))} = ${size}`),
    ...Array.from({ length: people }, (_, i) => ` ${personRow(i)}: ${line(personRow(i))} = 1`),
    // Whole minutes: half a minute of slack keeps the bound exact under the solver's tolerances.
    ...(Number.isFinite(shortBound) ? [` ${SHORT_ROW}: ${line(SHORT_ROW)} <= ${shortBound + (integer ? 0.5 : 0)}`] : []),
    // In the LP each pattern is only >= 0 (its person's row bounds it): an upper bound of 1 would keep
    // a negative reduced cost at the optimum, and the bound below would not hold.
    ...(integer ? ['Binary', ...patterns.map((_, j) => ` l${j}`)] : []),
    'End',
  ].join('\n');
}

function personWeeks(problem: FillProblem, model: FillModel): PersonWeek[] {
  const groupOfSlot = new Map<number, number>();
  model.groups.forEach((group, k) => group.forEach((s) => groupOfSlot.set(s, k)));
  const conflicting = new Set(problem.conflicts.map(([a, b]) => `${model.column[a]}|${model.column[b]}`));
  return problem.people.map((person, i) => {
    const columns = problem.pairsOfPerson[i]
      .filter((p) => model.column[p] === p)
      .map((p): WeekColumn => {
        const pair = problem.pairs[p];
        const date = problem.slots[pair.slot].date;
        return {
          pair: p,
          row: groupRow(groupOfSlot.get(pair.slot)!),
          minutes: pair.paidMinutes,
          costPence: pair.costPence,
          date,
          week: problem.mondays.indexOf(mondayOf(date)),
        };
      });
    const n = columns.length;
    const conflict = new Uint8Array(n * n);
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        if (conflicting.has(`${columns[a].pair}|${columns[b].pair}`) || conflicting.has(`${columns[b].pair}|${columns[a].pair}`))
          conflict[a * n + b] = 1;
    const min = person.candidate.contract.minWeeklyHours;
    const maxDays = person.candidate.contract.maxDaysPerWeek;
    return {
      person: i,
      columns,
      conflict,
      roomMinutes: problem.mondays.map((monday) => weeklyCapMinutes(person, monday) - fixedWeekMinutes(person, monday)),
      needMinutes: problem.mondays.map((monday) =>
        min === undefined ? 0 : Math.max(0, Math.round(min * 60) - fixedWeekMinutes(person, monday)),
      ),
      days: problem.mondays.map((monday) => {
        if (maxDays === undefined) return null;
        const fixed = new Set(person.fixed.filter((f) => mondayOf(f.date) === monday).map((f) => f.date));
        return { left: maxDays - fixed.size, fixed };
      }),
      dayRoomMinutes: columns.map((c) => {
        const cap = dailyCapMinutes(person, c.date);
        return cap === null ? Infinity : cap - person.fixed.filter((f) => f.date === c.date).reduce((sum, f) => sum + f.paidMinutes, 0);
      }),
    };
  });
}

function shortfallOf(week: PersonWeek, chosen: readonly WeekColumn[]): number {
  return week.needMinutes.reduce(
    (sum, need, w) => sum + Math.max(0, need - chosen.filter((c) => c.week === w).reduce((m, c) => m + c.minutes, 0)),
    0,
  );
}

/**
 * The person's patterns of least reduced cost (cost + penalty × shortfall − the duals of the
 * groups it fills − the person's own), the `keep` best under zero: an exact depth-first search
 * over their columns, most promising first, cut where even every promising column left cannot
 * go under the worst kept.
 */
function cheapestWeeks(
  week: PersonWeek,
  groupDual: (row: string) => number,
  penalty: number,
  personDual: number,
  keep = PATTERN_EFFORT.patternsPerRound,
): Array<{ pairs: number[]; reducedCost: number }> {
  const { columns, conflict } = week;
  const n = columns.length;
  const gain = columns.map((c) => groupDual(c.row) - c.costPence);
  // What a column can take off the reduced cost at most: its gain and the shortfall it can cover.
  const promise = columns.map((c, k) => gain[k] + penalty * Math.min(c.minutes, week.needMinutes[c.week]));
  const order = columns.map((_, k) => k).sort((a, b) => promise[b] - promise[a] || a - b);
  const rest = new Float64Array(n + 1);
  for (let j = n - 1; j >= 0; j--) rest[j] = rest[j + 1] + Math.max(0, promise[order[j]]);
  const kept: Array<{ pairs: number[]; reducedCost: number }> = [];
  let threshold = -1e-6;
  const chosen: number[] = [];
  const minutes = week.needMinutes.map(() => 0);
  const dayMinutes = new Map<string, number>();
  // Per week, the new days worked (not already worked elsewhere) and how many columns each has.
  const newDays = week.needMinutes.map(() => new Map<string, number>());
  const visit = (from: number, gained: number) => {
    const shortfall = week.needMinutes.reduce((sum, need, w) => sum + Math.max(0, need - minutes[w]), 0);
    const reducedCost = -gained - personDual + penalty * shortfall;
    if (reducedCost < threshold && chosen.length > 0) {
      kept.push({ pairs: chosen.map((k) => columns[k].pair), reducedCost });
      kept.sort((a, b) => a.reducedCost - b.reducedCost || a.pairs.length - b.pairs.length);
      if (kept.length > keep) kept.pop();
      if (kept.length === keep) threshold = kept[keep - 1].reducedCost;
    }
    for (let j = from; j < n; j++) {
      if (reducedCost - rest[j] >= threshold) return;
      const k = order[j];
      const column = columns[k];
      if (chosen.some((o) => conflict[o * n + k])) continue;
      const w = column.week;
      if (minutes[w] + column.minutes > week.roomMinutes[w]) continue;
      const onDay = (dayMinutes.get(column.date) ?? 0) + column.minutes;
      if (onDay > week.dayRoomMinutes[k]) continue;
      const days = week.days[w];
      const counted = days !== null && !days.fixed.has(column.date);
      if (counted && !newDays[w].has(column.date) && newDays[w].size >= days.left) continue;
      chosen.push(k);
      minutes[w] += column.minutes;
      dayMinutes.set(column.date, onDay);
      if (counted) newDays[w].set(column.date, (newDays[w].get(column.date) ?? 0) + 1);
      visit(j + 1, gained + gain[k]);
      chosen.pop();
      minutes[w] -= column.minutes;
      dayMinutes.set(column.date, onDay - column.minutes);
      if (counted) {
        const left = newDays[w].get(column.date)! - 1;
        if (left === 0) newDays[w].delete(column.date);
        else newDays[w].set(column.date, left);
      }
    }
  };
  visit(0, 0);
  return kept;
}

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The part of the highs package's API used here directly (an open LP, and solves with progress callbacks). */
interface RawModel {
  options: { set(options: Record<string, unknown>): void };
  getColByName(name: string): number;
  getRowByName(name: string): number;
  setSolution(solution: { indices: Int32Array; values: Float64Array }): void;
  run(callbacks?: Record<number, (event: { data: { objective_function_value?: number } }) => undefined>): void;
  getModelStatus(): number;
  getObjectiveValue(): number;
  getSolution(): { colValue: Float64Array; rowDual: Float64Array };
  addCol(cost: number, lower: number, upper: number, entries: { indices: Int32Array; values: Float64Array }): void;
  dispose(): void;
}
interface HighsPackage {
  createModel(source: { format: 'lp'; data: string }): RawModel;
  constants: { modelStatus: { optimal: number } };
}

/** An LP kept open, re-solved from its last basis as columns are added. */
function linearProgram(highs: HighsPackage, program: string) {
  const model = highs.createModel({ format: 'lp', data: program });
  model.options.set({ output_flag: false });
  const rows = new Map<string, number>();
  const row = (name: string) => {
    if (!rows.has(name)) rows.set(name, model.getRowByName(name));
    return rows.get(name)!;
  };
  return {
    run(): { objective: number; dual: (row: string) => number } | null {
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) return null;
      const duals = model.getSolution().rowDual;
      return { objective: model.getObjectiveValue(), dual: (name: string) => duals[row(name)] };
    },
    addColumn(cost: number, coefficients: ReadonlyArray<readonly [string, number]>) {
      model.addCol(cost, 0, Infinity, {
        indices: Int32Array.from(coefficients.map(([name]) => row(name))),
        values: Float64Array.from(coefficients.map(([, c]) => c)),
      });
    },
    dispose: () => model.dispose(),
  };
}

/** The compact model's cost level from a start, without a time limit: CPU to its best answer, and to the proof. */
function compactFrom(highs: HighsPackage, model: FillModel, program: string, start: FillChoice) {
  const began = cpuMs();
  const solver = highs.createModel({ format: 'lp', data: program });
  try {
    solver.options.set({ mip_rel_gap: 0, mip_abs_gap: 0.5, output_flag: false });
    const values = columnValues(model, start);
    const names = [...values.keys()];
    solver.setSolution({
      indices: Int32Array.from(names.map((n) => solver.getColByName(n))),
      values: Float64Array.from(names.map((n) => values.get(n)!)),
    });
    let best = Infinity;
    let foundMs = 0;
    solver.run({
      4: (event) => {
        const value = Math.round(event.data.objective_function_value ?? Infinity);
        if (value < best) [best, foundMs] = [value, cpuMs() - began];
        return undefined;
      },
    });
    return { optimum: Math.round(solver.getObjectiveValue()), foundMs, provenMs: cpuMs() - began };
  } finally {
    solver.dispose();
  }
}

/** The compact model's LP bound of the cost level (its relaxation, integrality dropped). */
function compactBound(highs: HighsPackage, program: string): number {
  const lp = linearProgram(highs, program.replace(/\nBinary[\s\S]*End$/, '\nEnd'));
  try {
    return lp.run()?.objective ?? NaN;
  } finally {
    lp.dispose();
  }
}

void (async () => {
  const highs = await loadHighs();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const raw = await (require('highs') as () => Promise<HighsPackage>)();
  const pence = (value: number) => Math.round(value).toLocaleString('en-GB');
  console.log(`${STAFF}-staff café weeks 1..${RUNS}, the cost level (pence; CPU ms of this process)\n`);
  console.log(
    '| week | optimum | compact LP bound | pattern LP bound (rounds, patterns, CPU) | price-and-branch (CPU) | compact from the local search: found / proven | compact from price-and-branch: found / proven |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let seed = 1; seed <= RUNS; seed++) {
    const problem = fillProblem(cafeWeek(STAFF, seed));
    const start = improveFill(problem, greedyFill(problem));
    const held = fillObjective(problem, start);
    const model = fillModel(problem);
    // The earlier levels as the local search holds them (on the bench's weeks, their optimum: 0 open, 0 short or as proven).
    const bounds = { unfilled: held.unfilled, changes: held.changes, shortfallMinutes: held.shortfallMinutes };
    const program = levelProgram(model, 'costPence', { ...bounds, costPence: held.costPence });
    const fromStart = compactFrom(raw, model, program, start);
    const patterned = patternStart(highs, raw, problem, model, start, bounds);
    if (!patterned) {
      console.log(`| ${seed} | ${pence(fromStart.optimum)} | (the pattern model does not apply: slots left open) | | | | |`);
      continue;
    }
    const better = compareObjectives(patterned.objective, held) < 0 ? patterned.choice : start;
    const fromPatterns = compactFrom(
      raw,
      model,
      levelProgram(model, 'costPence', { ...bounds, costPence: fillObjective(problem, better).costPence }),
      better,
    );
    console.log(
      `| ${seed} | ${pence(fromStart.optimum)} | ${pence(compactBound(raw, program))} | ` +
        `${pence(patterned.lowerBound)} (${patterned.rounds}, ${patterned.patterns}, ${Math.round(patterned.generationCpuMs)} ms) | ` +
        `${pence(patterned.objective.costPence)} (${Math.round(patterned.branchCpuMs)} ms) | ` +
        `${Math.round(fromStart.foundMs)} / ${Math.round(fromStart.provenMs)} ms | ${Math.round(fromPatterns.foundMs)} / ${Math.round(fromPatterns.provenMs)} ms |`,
    );
  }
})();
